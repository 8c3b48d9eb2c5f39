#!/usr/bin/env python3
"""Mutates every kind of file Sherpa reads and runs commands on it: none exits by a signal.

Usage: fuzz_files.py SHERPA_BINARY CASES

The kinds: store.json, a month file of the history, the streak cache, the past-days cache,
the lock file (the journal of a change under way), an export given to `import json`, the
user grammar file and the user suggestions file. Each case takes a fresh copy of a store
with a month of history, mutates one file once or twice (a number replaced by a hostile one
such as 1e300, -5, 1.5 or 2^63; bytes deleted, repeated or replaced; the file cut short),
and runs one command that reads it. A case passes when the command exits with a status
(0, or 1 with one `Error:` line on stderr) within 30 s; a kill by a signal (a trap, exit
132/133/134/139) or a hang fails it. RELIABILITY_SEED fixes the cases. Prints `ok - ...` /
`not ok - ...` and the counts; exits 1 if any case failed.
"""

import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HOSTILE = ["1e300", "-1e300", "1e999", "999999999999999", "9223372036854775807",
           "-9223372036854775808", "18446744073709551616", "2147483648", "-1", "-5", "1.5", "0",
           "1e-300", "2000000000", "1.8e306", "123456789012345678901234567890"]
STRUCTURE = b'{}[]":,0123456789-.eE \n\\tfnu'
NOW = "2026-11-21T09:00"

KINDS = {
    "store": ("store/store.json", [["today"], ["list", "--all"], ["done", "water", "+1ml"],
                                   ["stats"], ["doctor"], ["doctor", "--repair"]]),
    "history": ("store/store.history/2026-11.jsonl",
                [["today"], ["show", "run"], ["undo"], ["done", "run", "1km"], ["week"],
                 ["doctor"], ["doctor", "--repair"]]),
    "streak cache": ("store/store.cache.json",
                     [["today"], ["today", "--json"], ["doctor"], ["doctor", "--repair"]]),
    "past cache": ("store/store.cache.past.json",
                   [["stats"], ["show", "water"], ["insights"], ["league"], ["doctor"]]),
    "journal": ("store/store.json.lock", [["today"], ["done", "water", "+1ml"], ["export", "json"],
                                          ["doctor"], ["doctor", "--repair"]]),
    "export": ("export.json", [["import", "json", "EXPORT"]]),
    "grammar": ("config/sherpa/grammar.json", [["parse", "read 10 pages daily"],
                                               ["add", "walk 5 km daily", "--yes"]]),
    "suggestions": ("config/sherpa/suggestions.json", [["suggest"], ["suggest", "routines"]]),
}


def checksum(data):
    """FNV-1a, 64 bits, in hex, as Sherpa's cache files carry it."""
    value = 0xcbf29ce484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return b"%016x" % value


def mutate(data, generator):
    if not data:
        return bytes([generator.choice(STRUCTURE)])
    data = bytearray(data)
    at = generator.randrange(len(data))
    choice = generator.randrange(6)
    if choice < 2:
        numbers = [m.span() for m in re.finditer(rb"-?[0-9][0-9.eE+-]*", bytes(data))]
        if numbers:
            start, end = generator.choice(numbers)
            data[start:end] = generator.choice(HOSTILE).encode()
    elif choice == 2:
        del data[at:at + generator.randint(1, 40)]
    elif choice == 3:
        piece = data[at:at + generator.randint(1, 80)]
        where = generator.randint(0, len(data))
        data[where:where] = piece
    elif choice == 4:
        data[at] = generator.choice(STRUCTURE)
    else:
        del data[at:]
    return bytes(data)


def run(binary, args, root, now=NOW):
    env = dict(os.environ, SHERPA_STORE=os.path.join(root, "store", "store.json"),
               SHERPA_NOW=now, NO_COLOR="1", HOME=root,
               XDG_CONFIG_HOME=os.path.join(root, "config"))
    return subprocess.run([binary] + args, env=env, capture_output=True, timeout=30, cwd=root)


def make_base(binary, root):
    os.makedirs(os.path.join(root, "config", "sherpa"))
    day = 1
    for args in [["add", "drink water 2 l daily", "--yes"], ["add", "run 5 km daily", "--yes"],
                 ["add", "gym 3 times a week", "--yes"], ["add", "call the dentist on Friday", "--yes"]]:
        run(binary, args, root, "2026-09-01T08:00")
    for month, days in [(9, 30), (10, 31)]:
        for day in range(1, days + 1, 2):
            stamp = "2026-%02d-%02dT09:00" % (month, day)
            run(binary, ["done", "water", "+%dml" % (day * 50)], root, stamp)
            if day % 3:
                run(binary, ["done", "run", "5km"], root, stamp)
    for day in range(1, 21):
        run(binary, ["done", "water", "2l"], root, "2026-11-%02dT09:00" % day)
        if day % 4:
            run(binary, ["done", "gym"], root, "2026-11-%02dT18:00" % day)
    run(binary, ["rename", "gym", "Weights"], root)
    for args in [["today"], ["stats"]]:  # the caches
        run(binary, args, root)
    with open(os.path.join(root, "export.json"), "wb") as file:
        file.write(run(binary, ["export", "json"], root).stdout)
    with open(os.path.join(root, "store", "store.json.lock"), "wb") as file:
        file.write(b'{"document":null,"files":[["2026-11",2048]],"from":40,"through":44}\n')
    with open(os.path.join(root, "config", "sherpa", "grammar.json"), "wb") as file:
        file.write(b'{"units": {"laps": {"unit": "count", "label": "laps"}}, "version": 1}\n')
    with open(os.path.join(root, "config", "sherpa", "suggestions.json"), "wb") as file:
        file.write(b'{"suggestions": [{"name": "Stretch", "kind": "habit", "phrase": "stretch '
                   b'10 minutes daily", "category": "body", "effort": 1, "phase": "morning"}], '
                   b'"routines": [{"name": "Calm", "category": "mind", "summary": "Calm.", '
                   b'"items": ["Stretch"]}]}\n')


def main():
    binary, cases = os.path.realpath(sys.argv[1]), int(sys.argv[2])
    generator = random.Random(int(os.environ.get("RELIABILITY_SEED", "13")))
    top = tempfile.mkdtemp(prefix="sherpa-fuzz-", dir=os.environ.get("TMPDIR"))
    base = os.path.join(top, "base")
    make_base(binary, base)
    work = os.path.join(top, "work")
    failures = []
    statuses = {}
    kinds = sorted(KINDS)
    for n in range(cases):
        kind = kinds[n % len(kinds)]
        path, commands = KINDS[kind]
        shutil.rmtree(work, ignore_errors=True)
        shutil.copytree(base, work, symlinks=True)
        target = os.path.join(work, path)
        with open(target, "rb") as file:
            data = file.read()
        # A cache is its JSON line and a checksum of it; mostly the checksum is made to hold,
        # so the values inside are what is tried.
        cache = kind.endswith("cache")
        if cache:
            data = data.split(b"\n", 1)[0]
        data = mutate(data, generator)
        if generator.random() < 0.3:
            data = mutate(data, generator)
        if cache and generator.random() < 0.8:
            data += b"\ncheck " + checksum(data) + b"\n"
        with open(target, "wb") as file:
            file.write(data)
        args = [os.path.join(work, "export.json") if a == "EXPORT" else a
                for a in generator.choice(commands)]
        try:
            done = run(binary, args, work)
        except subprocess.TimeoutExpired:
            failures.append("%s, %s: no answer in 30 s" % (kind, " ".join(args)))
            continue
        statuses[done.returncode] = statuses.get(done.returncode, 0) + 1
        err = done.stderr.decode(errors="replace")
        # `doctor` answers damage with its findings on stdout, exit 1 and nothing on stderr.
        found = args[0] == "doctor" and done.returncode == 1 and not err and done.stdout
        if done.returncode < 0 or done.returncode > 1 or (
                done.returncode == 1 and not found
                and (err.count("\n") != 1 or not err.startswith("Error: "))):
            failures.append("%s, %s: exit %d: %s" % (kind, " ".join(args), done.returncode,
                                                     err.strip()[:300]))
            shutil.copytree(work, os.path.join(top, "failed-%d" % n))
    what = "%d mutated files of %d kinds, no command exits by a signal or with more than one line" % (
        cases, len(KINDS))
    print("# exit statuses: %s" % ", ".join("%d: %d" % kv for kv in sorted(statuses.items())))
    if failures:
        print("not ok - " + what)
        for line in failures[:20]:
            print("#   " + line)
        print("# failed cases kept in " + top)
        return 1
    shutil.rmtree(top, ignore_errors=True)
    print("ok - " + what)
    return 0


if __name__ == "__main__":
    sys.exit(main())
