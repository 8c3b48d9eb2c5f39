#!/usr/bin/env python3
"""Kills `sherpa doctor --repair` at every file system call it makes, on a damaged store.

Usage: doctor_sweep.py SHERPA_BINARY

Needs strace. The store is kill_sweep.py's, damaged three ways: a garbage line in the middle
of a month file, a cache of the wrong shape and a 0-byte store.json. `doctor --repair` is run
once cleanly (it must leave store.json and the month files byte for byte as they were before
the damage), and once under strace to count its calls; then, for every call of every traced
kind, on a fresh copy, it is killed with SIGKILL on entry to that call. After each kill:

  * `doctor --repair` run again exits 0 and finishes the repair: `doctor` finds nothing,
    store.json and the month files are byte for byte those of the clean run, and no
    temporary file is left beside them;
  * `undo` puts back store.json and the month files as they were damaged, byte for byte:
    the repair cut short was finished into the same backup.

Then the same sweep on a second damage, October's month file emptied (0 bytes) while
store.json and November still reflect it: the clean repair keeps store.json's items (it
records them again and notes the lost seqs, so its files are not those from before the
damage), and every repair killed and run again must leave the clean repair's files.

Prints `ok - ...` / `not ok - ...` and a summary; exits 1 on any failure.
"""

import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from kill_sweep import NOW, copy, counts, make_base, run  # noqa: E402

SYSCALLS = ("openat,write,fsync,rename,renameat,renameat2,unlink,unlinkat,mkdir,mkdirat,"
            "ftruncate,link,linkat,flock")


def checksum(data):
    value = 0xcbf29ce484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return b"%016x" % value


def damage(store):
    folder = os.path.dirname(store)
    month = os.path.join(folder, "store.history", "2026-11.jsonl")
    with open(month, "rb") as file:
        lines = file.read().split(b"\n")
    lines.insert(2, b'{"day":"2026-11-21","seq": garbage here')
    with open(month, "wb") as file:
        file.write(b"\n".join(lines))
    json = b'{"x":1}'
    with open(os.path.join(folder, "store.cache.past.json"), "wb") as file:
        file.write(json + b"\ncheck " + checksum(json) + b"\n")
    open(store, "wb").close()


def empty_october(store):
    folder = os.path.dirname(store)
    open(os.path.join(folder, "store.history", "2026-10.jsonl"), "wb").close()


def files(store):
    """store.json and the month files (not the rejected lines' folder), by name."""
    folder = os.path.dirname(store)
    history = os.path.join(folder, "store.history")
    out = {}
    for name in ["store.json"] + ["store.history/" + n for n in sorted(os.listdir(history))
                                  if n.endswith(".jsonl")]:
        with open(os.path.join(folder, name), "rb") as file:
            out[name] = file.read()
    return out


def temporaries(store):
    folder = os.path.dirname(store)
    names = os.listdir(folder) + os.listdir(os.path.join(folder, "store.history"))
    return [name for name in names if ".tmp-" in name]


def sweep(binary, root, base, name, damage, restores):
    """Kills `doctor --repair` at every traced call on `base` damaged by `damage`.

    `restores`: whether the clean repair gives back the files from before the damage."""
    healthy = files(base)
    damaged_base = copy(base, os.path.join(root, "damaged"))
    damage(damaged_base)
    damaged = files(damaged_base)
    work = os.path.join(root, "work")
    args = ["doctor", "--repair"]

    clean = copy(damaged_base, work)
    done = run(binary, args, clean, NOW)
    check = run(binary, ["doctor"], clean, NOW)
    repaired = files(clean)
    if done.returncode != 0 or check.returncode != 0 or (restores and repaired != healthy):
        print("not ok - %s: the clean repair: exit %d, doctor exit %d, %s" % (
            name, done.returncode, check.returncode,
            "files as before the damage" if repaired == healthy else "other files"))
        return 1
    found = counts(binary, damaged_base, args, NOW, work, SYSCALLS)
    kills = 0
    problems = []
    for syscall in sorted(found):
        for n in range(1, found[syscall] + 1):
            store = copy(damaged_base, work)
            run(binary, args, store, NOW, [
                "strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=" + syscall,
                "-e", "inject=%s:signal=KILL:when=%d" % (syscall, n)])
            kills += 1
            again = run(binary, args, store, NOW)
            check = run(binary, ["doctor"], store, NOW)
            if again.returncode != 0 or check.returncode != 0 or files(store) != repaired:
                problems.append("%s #%d: the repair run again: exit %d, doctor exit %d%s" % (
                    syscall, n, again.returncode, check.returncode,
                    "" if files(store) == repaired else ", other files"))
                continue
            left = temporaries(store)
            if left:
                problems.append("%s #%d: left %s" % (syscall, n, left))
                continue
            undo = run(binary, ["undo"], store, NOW)
            if undo.returncode != 0 or files(store) != damaged:
                problems.append("%s #%d: undo: exit %d, %s" % (
                    syscall, n, undo.returncode, undo.stderr.decode().strip()[:200]
                    or "other files"))
    line = "%s: %d kills over %d kinds of call, %d not finished or not undone" % (
        name, kills, len(found), len(problems))
    if problems:
        print("not ok - " + line)
        for problem in problems[:10]:
            print("#   " + problem)
        return 1
    print("ok - " + line)
    return 0


def main():
    binary = os.path.realpath(sys.argv[1])
    root = tempfile.mkdtemp(prefix="sherpa-doctor-sweep-", dir=os.environ.get("TMPDIR"))
    base = make_base(binary, root)
    failed = sweep(binary, root, base, "doctor --repair", damage, restores=True)
    failed += sweep(binary, root, base, "doctor --repair of an emptied month", empty_october,
                    restores=False)
    shutil.rmtree(root, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
