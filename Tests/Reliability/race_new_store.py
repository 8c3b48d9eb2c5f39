#!/usr/bin/env python3
"""Writers racing commands that fail, on a brand-new store: every acknowledged add lands.

Usage: race_new_store.py SHERPA_BINARY ROUNDS

Each round starts, on an empty store folder, 30 `sherpa done nothing` (which fails: there
is no such item) and 30 `sherpa add "read 10 pages daily" --yes --force`, all at once in an
order fixed by RELIABILITY_SEED (default 13). Then every add that exited 0 must be an item
of `sherpa list --all --json`, and the history must hold one add event per item with no seq
used twice. A first command that fails must not take the lock file away from the writers
waiting on it. Prints `ok - ...` / `not ok - ...`; exits 1 if a round lost a write.
"""

import json
import os
import random
import subprocess
import sys
import tempfile


def main():
    binary, rounds = sys.argv[1], int(sys.argv[2])
    generator = random.Random(int(os.environ.get("RELIABILITY_SEED", "13")))
    root = tempfile.mkdtemp(prefix="sherpa-race-", dir=os.environ.get("TMPDIR"))
    lost = []
    for round in range(rounds):
        store = os.path.join(root, "round-%d" % round, "store.json")
        env = dict(os.environ, SHERPA_STORE=store, SHERPA_NOW="2026-11-21T09:00", NO_COLOR="1")
        commands = [["done", "nothing"]] * 30 + [["add", "read 10 pages daily", "--yes", "--force"]] * 30
        generator.shuffle(commands)
        running = [
            (command, subprocess.Popen([binary] + command, env=env, stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE))
            for command in commands
        ]
        acknowledged = 0
        strays = set()
        for command, process in running:
            _, err = process.communicate()
            if command[0] == "add":
                if process.returncode == 0:
                    acknowledged += 1
                else:
                    strays.add(err.decode(errors="replace").strip())
            elif process.returncode != 1:
                strays.add("done nothing: exit %d %s" % (process.returncode, err.decode(errors="replace").strip()))
        listed = subprocess.run([binary, "list", "--all", "--json"], env=env, capture_output=True)
        items = len(json.loads(listed.stdout)) if listed.returncode == 0 else -1
        seqs = []
        history = os.path.join(os.path.dirname(store), "store.history")
        for name in sorted(os.listdir(history)) if os.path.isdir(history) else []:
            with open(os.path.join(history, name)) as file:
                seqs += [json.loads(line)["seq"] for line in file if line.strip()]
        if items != acknowledged or acknowledged != 30 or len(seqs) != len(set(seqs)) or strays:
            lost.append("round %d: %d adds exited 0, %d items listed, %d events (%d seqs)%s" % (
                round, acknowledged, items, len(seqs), len(set(seqs)),
                "; " + " | ".join(sorted(strays)) if strays else ""))
    subprocess.run(["rm", "-rf", root])
    what = "%d rounds of 30 failing 'done nothing' racing 30 'add' on a new store: every add lands" % rounds
    if lost:
        print("not ok - " + what)
        for line in lost:
            print("#   " + line)
        return 1
    print("ok - " + what)
    return 0


if __name__ == "__main__":
    sys.exit(main())
