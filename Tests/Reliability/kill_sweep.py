#!/usr/bin/env python3
"""Kills a writer at every file system call it makes and checks that no change is half-in.

Usage: kill_sweep.py SHERPA_BINARY [COMMAND ...]

Needs strace. For each command (all 24 below unless some are named), on a copy of the same
store: the command is run once cleanly to learn the store after it, and once under
`strace -f -e trace=SYSCALLS` to count the file calls it makes. Then for every call of every
traced kind, on a fresh copy, the command is run under `strace -e inject=CALL:signal=KILL:
when=N`, which kills it with SIGKILL as it enters its N-th call of that kind. After each kill:

  * `sherpa export json` exits 0 and gives the store before the command or after it, never
    something else (a half-applied change);
  * when it gives the store before, the same command run again gives byte for byte the
    store.json and month files of the clean run (the change can be retried), and no
    temporary file of the killed writer is left beside the store.

With SWEEP_INJECT=error the call fails with EIO instead (`inject=CALL:error=EIO:when=N`),
as a full or failing disk would make it: a command that exits 0 must have made its whole
change, and one that fails must have changed nothing ("Nothing was changed" is true), and
can be run again.

SWEEP_SYSCALLS (comma-separated) narrows the calls. Prints `ok - ...` / `not ok - ...` per
command and a summary line; exits 1 if any change was half-applied or not retryable.
"""

import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile

SYSCALLS = (
    "openat,read,write,pwrite64,pread64,lseek,fstat,newfstatat,fsync,fdatasync,ftruncate,"
    "truncate,rename,renameat,renameat2,link,linkat,unlink,unlinkat,mkdir,mkdirat,close,flock,"
    "getdents64,access,faccessat2"
)

NOW = "2026-11-21T09:00"
# Loop Habit Tracker's CSV export, as the import tests read it.
LOOP_EXPORT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "SherpaCLITests", "Fixtures", "loop-export")
# name: (arguments, SHERPA_NOW[, "running": on the base with a focus session and a timer running])
COMMANDS = collections.OrderedDict([
    ("add", (["add", "floss teeth daily", "--yes"], NOW)),
    ("done", (["done", "water", "+250ml"], NOW)),
    ("done task", (["done", "dentist"], NOW)),
    ("skip", (["skip", "run"], NOW)),
    ("edit", (["edit", "run", "3", "km"], NOW)),
    ("rename", (["rename", "water", "Hydrate"], NOW)),
    ("archive", (["archive", "run"], NOW)),
    ("delete", (["delete", "read", "--yes"], NOW)),
    ("undo", (["undo"], NOW)),
    ("import", (["import", "json", "EXPORT"], NOW)),
    ("import loop", (["import", "loop", "LOOP", "--apply"], NOW)),
    ("routine add", (["add", "--routine", "calm mind", "--yes"], NOW)),
    ("config", (["config", "set", "weekStart", "sunday"], NOW)),
    ("coach", (["coach", "--rescue", "--apply"], "2026-11-21T21:00")),
    ("focus start", (["focus", "start", "25", "read"], NOW)),
    ("focus stop", (["focus", "stop"], NOW, "running")),
    ("start", (["start", "meditate"], NOW)),
    ("stop", (["stop", "meditate"], NOW, "running")),
    ("reflect", (["reflect", "morning", "--sleep", "4", "--intention", "rest"], NOW)),
    ("eat", (["eat", "lunch: chicken salad, 35g protein, 520 kcal"], "2026-11-21T12:40")),
    ("goal add", (["goal", "add", "run a 10k by March", "--habits", "run"], NOW)),
    ("profile set", (["profile", "set", "wake", "06:30", "workout", "mon,wed,fri"], NOW)),
    ("snooze", (["snooze", "run", "60m"], NOW)),
    ("due --notify", (["due", "--notify"], NOW)),
])


def run(binary, args, store, now, strace=None):
    env = dict(os.environ, SHERPA_STORE=store, SHERPA_NOW=now, NO_COLOR="1")
    command = (strace or []) + [binary] + args
    return subprocess.run(command, env=env, capture_output=True)


def make_base(binary, root):
    """A store with four items, a few days of logs in two months, a rename last."""
    store = os.path.join(root, "base", "store.json")
    script = [
        (["add", "drink water 2 l daily", "--yes"], "2026-10-30T08:00"),
        (["add", "run 5 km daily", "--yes"], "2026-10-30T08:00"),
        (["add", "read 10 pages daily", "--yes"], "2026-10-30T08:00"),
        (["add", "meditate 10 minutes daily", "--yes"], "2026-10-30T08:00"),
        (["done", "water", "+500ml"], "2026-10-31T08:00"),
        (["done", "run", "2km"], "2026-11-01T08:00"),
        (["add", "call the dentist tomorrow", "--yes"], "2026-11-20T08:00"),
        (["done", "read"], "2026-11-20T09:00"),
        (["skip", "run"], "2026-11-20T09:30"),
        (["rename", "read", "Read books"], "2026-11-21T08:00"),
    ]
    for args, now in script:
        done = run(binary, args, store, now)
        if done.returncode != 0:
            sys.exit("setting up: %s: %s" % (args, done.stderr.decode()))
    return store


def make_running(binary, base, root):
    """The base with a timer and a focus session running, for `stop` and `focus stop`."""
    store = copy(base, os.path.join(root, "running"))
    for args, now in [
        (["start", "meditate"], "2026-11-21T08:00"),
        (["focus", "start", "25", "meditate"], "2026-11-21T08:30"),
    ]:
        done = run(binary, args, store, now)
        if done.returncode != 0:
            sys.exit("setting up: %s: %s" % (args, done.stderr.decode()))
    return store


def make_export(binary, root):
    """An export of another store, over two months, for `import`."""
    store = os.path.join(root, "other", "store.json")
    for args, now in [
        (["add", "stretch daily", "--yes"], "2026-10-29T08:00"),
        (["add", "meditate 10 minutes daily", "--yes"], "2026-10-29T08:00"),
        (["done", "stretch"], "2026-10-30T08:00"),
        (["done", "meditate"], "2026-11-02T08:00"),
        (["config", "set", "dayBoundary", "03:00"], "2026-11-03T08:00"),
        (["done", "stretch"], "2026-11-19T08:00"),
    ]:
        run(binary, args, store, now)
    path = os.path.join(root, "export.json")
    with open(path, "wb") as file:
        file.write(run(binary, ["export", "json"], store, NOW).stdout)
    return path


def copy(base, target):
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(os.path.dirname(base), target, symlinks=True)
    return os.path.join(target, "store.json")


def export(binary, store):
    done = run(binary, ["export", "json"], store, NOW)
    return done.stdout if done.returncode == 0 else None


def files(store):
    """store.json and the month files, by name."""
    folder = os.path.dirname(store)
    out = {}
    for name in ["store.json"] + ["store.history/" + n for n in sorted(
            os.listdir(os.path.join(folder, "store.history")))]:
        with open(os.path.join(folder, name), "rb") as file:
            out[name] = file.read()
    return out


def counts(binary, base, args, now, work, syscalls):
    store = copy(base, work)
    log = os.path.join(work, "..", "strace.log")
    run(binary, args, store, now, ["strace", "-f", "-qq", "-o", log, "-e", "trace=" + syscalls])
    found = collections.Counter()
    with open(log) as file:
        for line in file:
            match = re.match(r"(?:\d+\s+)?([a-z0-9_]+)\(", line)
            if match:
                found[match.group(1)] += 1
    return found


def main():
    binary = os.path.realpath(sys.argv[1])
    wanted = sys.argv[2:] or list(COMMANDS)
    syscalls = os.environ.get("SWEEP_SYSCALLS", SYSCALLS)
    inject = os.environ.get("SWEEP_INJECT", "kill")
    root = tempfile.mkdtemp(prefix="sherpa-sweep-", dir=os.environ.get("TMPDIR"))
    bases = {"base": make_base(binary, root)}
    bases["running"] = make_running(binary, bases["base"], root)
    export_file = make_export(binary, root)
    work = os.path.join(root, "work")
    totals = collections.Counter()
    failed = False
    for name in wanted:
        args, now = COMMANDS[name][:2]
        base = bases[COMMANDS[name][2] if len(COMMANDS[name]) > 2 else "base"]
        args = [export_file if a == "EXPORT" else LOOP_EXPORT if a == "LOOP" else a for a in args]
        before = export(binary, copy(base, work))
        clean = copy(base, work)
        done = run(binary, args, clean, now)
        if done.returncode != 0:
            print("not ok - %s: the clean run failed: %s" % (name, done.stderr.decode().strip()))
            failed = True
            continue
        after, after_files = export(binary, clean), files(clean)
        if after == before:
            print("not ok - %s: the clean run changed nothing" % name)
            failed = True
            continue
        found = counts(binary, base, args, now, work, syscalls)
        kills = half = stuck = 0
        problems = []
        for syscall in sorted(found):
            for n in range(1, found[syscall] + 1):
                store = copy(base, work)
                fault = "signal=KILL" if inject == "kill" else "error=EIO"
                done = run(binary, args, store, now, [
                    "strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=" + syscall,
                    "-e", "inject=%s:%s:when=%d" % (syscall, fault, n)])
                kills += 1
                seen = export(binary, store)
                if seen not in (before, after):
                    half += 1
                    problems.append("%s #%d: %s" % (syscall, n, "store does not load"
                                                     if seen is None else "half-applied"))
                    continue
                if inject == "error" and done.returncode == 0 and not done.stdout:
                    # Every command here says what it did: with nothing said, it never ran
                    # (the Swift runtime gives up silently when /proc/self/maps fails).
                    totals.update(silent=1)
                    continue
                if inject == "error" and (done.returncode == 0) != (seen == after):
                    half += 1
                    problems.append("%s #%d: exit %d but the store is %s: %s" % (
                        syscall, n, done.returncode, "after" if seen == after else "before",
                        done.stderr.decode(errors="replace").strip()[:200]))
                    continue
                if seen == before:
                    again = run(binary, args, store, now)
                    left = [f for f in os.listdir(work) if ".tmp-" in f]
                    if again.returncode != 0 or files(store) != after_files or left:
                        stuck += 1
                        problems.append("%s #%d: retry %s" % (
                            syscall, n, again.stderr.decode().strip() if again.returncode
                            else "left %s" % left if left else "gave other files"))
        totals.update(kills=kills, half=half, stuck=stuck, calls=len(found))
        line = "%s: %d %s over %d kinds of call, %d half-applied, %d not retryable" % (
            name, kills, "kills" if inject == "kill" else "failed calls", len(found), half, stuck)
        if half or stuck:
            failed = True
            print("not ok - " + line)
            for problem in problems[:10]:
                print("#   " + problem)
        else:
            print("ok - " + line)
        sys.stdout.flush()
    shutil.rmtree(root, ignore_errors=True)
    print("# %d commands, %d %s, %d half-applied, %d not retryable%s" % (
        len(wanted), totals["kills"], "kills" if inject == "kill" else "failed calls",
        totals["half"], totals["stuck"],
        ", %d where the program never started" % totals["silent"] if inject == "error" else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
