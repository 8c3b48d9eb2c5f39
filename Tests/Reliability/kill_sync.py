#!/usr/bin/env python3
"""Kills `sherpa sync` with SIGKILL at random moments and checks nothing is lost.

Usage: kill_sync.py SHERPA_BINARY [TRIES]

Two machines ("laptop" and "desk", each a store in a folder of its own) sync through a bare
git repository in a temporary folder. Each try: the desk logs and syncs, so something waits
to come in; the laptop logs, so something waits to go out; then the laptop's `sherpa sync`
is started in a process group of its own and the group (sherpa and the git it runs) gets
SIGKILL when a random deadline between 0 and 1.2 times such a sync's duration passes. After
every kill:

  * `sherpa today --json` on the laptop exits 0 (the store loads);
  * every event the laptop held before the sync (by id) is still in its history;
  * the next `sherpa sync` exits 0.

At the end both machines sync once more: their `export json` must be the same and hold
every event either machine ever held. TRIES defaults to 50; the moments come from
RELIABILITY_SEED (default 20261121), printed first. Prints `ok - ...` / `not ok - ...`
lines and a summary; exits 1 if any check failed.
"""

import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

IDS = re.compile(rb'^\{"day":"[^"]*","seq":\d+,"id":"([^"]+)"', re.M)


class Machine:
    def __init__(self, binary, root, name):
        self.binary = binary
        self.folder = os.path.join(root, name)
        self.env = {k: v for k, v in os.environ.items()
                    if not k.startswith("SHERPA_") and not k.startswith("GIT_")}
        self.env.update(SHERPA_STORE=os.path.join(self.folder, "store.json"),
                        SHERPA_DEVICE=name, NO_COLOR="1", HOME=root)

    def start(self, args, now):
        env = dict(self.env, SHERPA_NOW=now)
        return subprocess.Popen([self.binary] + args, env=env, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, start_new_session=True)

    def run(self, args, now):
        process = self.start(args, now)
        out, err = process.communicate(timeout=120)
        return process.returncode, out.decode(errors="replace"), err.decode(errors="replace")

    def ids(self):
        found = set()
        history = os.path.join(self.folder, "store.history")
        for name in os.listdir(history) if os.path.isdir(history) else []:
            if name.endswith(".jsonl"):
                with open(os.path.join(history, name), "rb") as f:
                    found.update(m.decode() for m in IDS.findall(f.read()))
        return found


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    binary = os.path.realpath(sys.argv[1])
    tries = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    seed = int(os.environ.get("RELIABILITY_SEED", "20261121"))
    print("# seed %d" % seed)
    rng = random.Random(seed)
    root = tempfile.mkdtemp(prefix="sherpa-kill-sync.")
    failures = 0

    def check(ok, what, detail=""):
        nonlocal failures
        if not ok:
            failures += 1
            print("not ok - %s%s" % (what, (": " + detail.strip()) if detail else ""))
        return ok

    try:
        remote = os.path.join(root, "remote.git")
        subprocess.run(["git", "init", "-q", "--bare", remote], check=True,
                       env=dict(os.environ, GIT_CONFIG_GLOBAL="/dev/null"))
        laptop, desk = Machine(binary, root, "laptop"), Machine(binary, root, "desk")
        for phrase in ["drink water 2 l daily", "floss daily"]:
            laptop.run(["add", "--yes", phrase], "2026-11-20T07:00")
        for n, machine in enumerate([laptop, desk]):
            code, _, err = machine.run(["sync", "setup", remote], "2026-11-20T07:0%d" % (n + 1))
            if not check(code == 0, "sync setup on %s" % os.path.basename(machine.folder), err):
                return 1
        # A sync with something to take in and something to send, timed.
        desk.run(["done", "water", "+100ml"], "2026-11-20T07:05")
        desk.run(["sync"], "2026-11-20T07:05")
        laptop.run(["done", "water", "+100ml"], "2026-11-20T07:05")
        started = time.monotonic()
        laptop.run(["sync"], "2026-11-20T07:05")
        clean = max(time.monotonic() - started, 0.05)
        print("# a sync that merges and sends takes %.0f ms" % (clean * 1000))
        seen = laptop.ids() | desk.ids()
        killed_before_end = 0
        for n in range(tries):
            now = "2026-11-%02dT%02d:%02d" % (21 + n // 40, 8 + n % 40 // 4, n % 4 * 15)
            desk.run(["done", "water", "+100ml"], now)
            check(desk.run(["sync"], now)[0] == 0, "try %d: the desk syncs" % n)
            laptop.run(["done", "water", "+%dml" % (n + 1)], now)
            held = laptop.ids()
            seen |= held | desk.ids()
            process = laptop.start(["sync"], now)
            time.sleep(rng.uniform(0, clean * 1.2))
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            process.communicate()
            if process.returncode != 0:
                killed_before_end += 1
            code, _, err = laptop.run(["today", "--json"], now)
            check(code == 0, "try %d: the store loads after the kill" % n, err)
            lost = held - laptop.ids()
            check(not lost, "try %d: no event lost by the kill" % n, " ".join(sorted(lost)))
            code, _, err = laptop.run(["sync"], now)
            check(code == 0, "try %d: the next sync completes" % n, err)
            seen |= laptop.ids()
        for machine in [desk, laptop, desk]:
            code, _, err = machine.run(["sync"], "2026-12-31T23:00")
            check(code == 0, "the last syncs complete", err)
        exports = [m.run(["export", "json"], "2026-12-31T23:00")[1] for m in (laptop, desk)]
        check(exports[0] == exports[1], "both machines end with the same export json")
        merged = set(m.group(1) for m in re.finditer(r'"seq":\d+,"id":"([^"]+)"', exports[0]))
        lost = seen - merged
        check(not lost, "every event either machine held is in the merged history",
              " ".join(sorted(lost)))
        print("# %d of %d syncs were killed before they finished" % (killed_before_end, tries))
        print("%s - %d kills during sync, %d failed checks"
              % ("ok" if failures == 0 else "not ok", tries, failures))
        return 1 if failures else 0
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
