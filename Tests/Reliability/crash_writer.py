#!/usr/bin/env python3
"""Kills a writer with SIGKILL at random moments and checks the store after every kill.

Usage: crash_writer.py SHERPA_BINARY ITERATIONS

The store is the one named by SHERPA_STORE; it must hold an item "Drink water" whose
progress today counts every `sherpa done water +1ml`. Each round runs `sherpa done water +1ml`
over and over, each as a direct child, and sends SIGKILL to the one running when a random
5-60 ms deadline passes; a run that exits 0 first is a write that returned success. The
killed child is reaped before anything is checked, so none of its writes is still under way.
After every kill:

  * `sherpa today --json` exits 0 (the store loads);
  * the progress is at least every write that returned success plus the killed writes that
    were already seen to have landed, and at most one more (the write just killed may or may
    not have landed).

At the end one more write must add exactly 1, and the history must hold one complete
progress line per unit of progress. Prints `ok - ...` / `not ok - ...` lines; exits 1 if any
check failed. The random moments come from RELIABILITY_SEED (default 20261121), printed first.
"""

import json
import os
import random
import select
import signal
import subprocess
import sys
import time


def progress(binary):
    """(progress of Drink water today, None) or (None, why the store did not load)."""
    try:
        run = subprocess.run([binary, "today", "--json"], capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None, "'today' did not finish in 60 s"
    if run.returncode != 0:
        return None, "exit %d: %s" % (run.returncode, run.stderr.decode(errors="replace").strip())
    try:
        items = json.loads(run.stdout)["items"]
        return next(i["progress"] for i in items if i["name"] == "Drink water"), None
    except (ValueError, KeyError, StopIteration) as error:
        return None, "unreadable output (%r): %s" % (error, run.stdout[:200])


def wait_until(process, deadline):
    """Waits for `process` to exit or `deadline` to pass; True when it exited."""
    remaining = deadline - time.monotonic()
    if remaining <= 0:
        return process.poll() is not None
    if hasattr(os, "pidfd_open"):
        try:
            fd = os.pidfd_open(process.pid)
        except OSError:
            fd = None
        if fd is not None:
            try:
                readable, _, _ = select.select([fd], [], [], remaining)
            finally:
                os.close(fd)
            return bool(readable) or process.poll() is not None
    try:
        process.wait(timeout=remaining)
        return True
    except subprocess.TimeoutExpired:
        return False


def main():
    binary, iterations = sys.argv[1], int(sys.argv[2])
    seed = int(os.environ.get("RELIABILITY_SEED", "20261121"))
    rng = random.Random(seed)
    print("# crash writer: %d kills, RELIABILITY_SEED=%d" % (iterations, seed))
    errors_path = os.environ.get("TMPDIR", "/tmp") + "/crash-writer-stderr-%d" % os.getpid()

    confirmed = 0  # writes that returned success
    landed = 0  # killed writes that were seen to have landed anyway
    kills = 0
    load_failures = []
    count_failures = []
    write_failures = []

    for round_ in range(1, iterations + 1):
        deadline = time.monotonic() + rng.uniform(0.005, 0.060)
        killed = False
        while True:
            with open(errors_path, "wb") as errors:
                writer = subprocess.Popen(
                    [binary, "done", "water", "+1ml"], stdout=subprocess.DEVNULL, stderr=errors)
            if not wait_until(writer, deadline):
                writer.send_signal(signal.SIGKILL)
            status = writer.wait()  # reaped: the process and its writes are over
            if status == -signal.SIGKILL:
                killed = True
                kills += 1
                break
            if status == 0:
                confirmed += 1
            else:
                with open(errors_path, "rb") as errors:
                    why = errors.read().decode(errors="replace").strip()
                write_failures.append("round %d: exit %d: %s" % (round_, status, why))
            if time.monotonic() >= deadline:
                break

        now, why = progress(binary)
        if now is None:
            load_failures.append("round %d: %s" % (round_, why))
            if len(load_failures) >= 5:
                break
            continue
        low = confirmed + landed
        high = low + (1 if killed else 0)
        if not low <= now <= high:
            count_failures.append(
                "round %d: progress %s, expected %d..%d (%d returned success, %d landed when killed)"
                % (round_, now, low, high, confirmed, landed))
            if len(count_failures) >= 5:
                break
        landed = max(landed, int(now) - confirmed)

    try:
        os.unlink(errors_path)
    except OSError:
        pass

    failed = False

    def report(good, what, details):
        nonlocal failed
        if good:
            print("ok - " + what)
        else:
            failed = True
            print("not ok - " + what)
            for line in details[:5]:
                print("#   " + line)

    print("# %d writes returned success, %d writers killed, %d killed writes had landed"
          % (confirmed, kills, landed))
    report(not load_failures, "store loads after each of %d SIGKILLs of a writer" % iterations,
           load_failures)
    report(not count_failures,
           "no write that returned success is missing after a SIGKILL (and at most the killed one extra)",
           count_failures)
    report(not write_failures, "writes that were not killed all succeeded", write_failures)

    # The store still takes writes, and the history is one complete line per unit.
    before, why = progress(binary)
    run = subprocess.run([binary, "done", "water", "+1ml"], capture_output=True, timeout=60)
    after, why_after = progress(binary)
    report(run.returncode == 0 and before is not None and after == before + 1,
           "store accepts a write after the kills (+1 exactly)",
           ["before %s (%s), write exit %d %s, after %s (%s)" % (
               before, why, run.returncode, run.stderr.decode(errors="replace").strip(),
               after, why_after)])
    history = os.path.splitext(os.environ["SHERPA_STORE"])[0] + ".history"
    lines = 0
    for name in sorted(os.listdir(history)):
        with open(os.path.join(history, name), "rb") as month:
            for line in month.read().split(b"\n"):
                if b'"event":"progress"' in line:
                    lines += 1
    report(after is not None and lines == after,
           "history holds exactly one progress line per write that landed",
           ["%d progress lines, progress %s" % (lines, after)])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
