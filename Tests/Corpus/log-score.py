#!/usr/bin/env python3
"""Scores `sherpa parse --log --json` against the check-in corpus (log-checkins.jsonl).

Each household of log-households.json is added to a store of its own, then every line is
read against it with SHERPA_NOW set to the line's "now". Usage:
  python3 Tests/Corpus/log-score.py --bin .build/debug/sherpa [--min 97] [--show 20]
Last line: `log-exact <percent> (<matched>/<total>)`.
"""
import argparse, collections, json, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_NOW = "2026-11-26T19:00"


def run(binary, store, now, args, stdin=None):
    env = dict(os.environ, SHERPA_STORE=store, SHERPA_NOW=now, NO_COLOR="1")
    return subprocess.run([binary] + args, input=stdin, capture_output=True, text=True, env=env)


def build(binary, folder, name, household):
    store = os.path.join(folder, name + ".json")
    for phrase in household["phrases"]:
        out = run(binary, store, household["created"], ["add", phrase, "--yes"])
        if out.returncode != 0:
            sys.exit(f"household {name}: could not add {phrase!r}: {out.stderr.strip()}")
    for phrase in household.get("tasks", []):
        out = run(binary, store, household["tasksCreated"], ["add", phrase, "--yes"])
        if out.returncode != 0:
            sys.exit(f"household {name}: could not add {phrase!r}: {out.stderr.strip()}")
    return store


def misses(case, got):
    want = case["expect"]
    wrong = []
    if got.get("action") != want["action"]:
        return [f"action {got.get('action')} != {want['action']}"]
    if "item" in want and want["action"] != "refuse":
        name = (got.get("item") or {}).get("name")
        if name != want["item"]:
            wrong.append(f"item {name!r} != {want['item']!r}")
    if "amount" in want and abs((got.get("amount") or 0) - want["amount"]) > 0.011:
        wrong.append(f"amount {got.get('amount')} != {want['amount']}")
    if "unit" in want and got.get("unit") != want["unit"]:
        wrong.append(f"unit {got.get('unit')} != {want['unit']}")
    if "day" in want and want["action"] != "refuse" and got.get("day") != want["day"]:
        wrong.append(f"day {got.get('day')} != {want['day']}")
    if "note" in want and got.get("note") != want["note"]:
        wrong.append(f"note {got.get('note')!r} != {want['note']!r}")
    if "candidates" in want:
        names = sorted(c["name"] for c in got.get("candidates", []))
        if names != sorted(want["candidates"]):
            wrong.append(f"candidates {names} != {sorted(want['candidates'])}")
    if want.get("suggestion") and want["suggestion"] not in got.get("suggestions", []):
        wrong.append(f"suggestions {got.get('suggestions')} lack {want['suggestion']!r}")
    return wrong


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", default=".build/debug/sherpa")
    parser.add_argument("--corpus", default=os.path.join(HERE, "log-checkins.jsonl"))
    parser.add_argument("--min", type=float, default=0)
    parser.add_argument("--show", type=int, default=20)
    options = parser.parse_args()
    households = json.load(open(os.path.join(HERE, "log-households.json")))
    cases = [json.loads(line) for line in open(options.corpus) if line.strip()]
    groups = collections.defaultdict(list)
    for case in cases:
        groups[(case["household"], case.get("now") or DEFAULT_NOW)].append(case)
    failed = []
    by_action = collections.Counter()
    by_action_ok = collections.Counter()
    with tempfile.TemporaryDirectory() as folder:
        stores = {name: build(options.bin, folder, name, households[name])
                  for name in households if name != "about"}
        for (name, now), group in sorted(groups.items()):
            before = open(stores[name], "rb").read()
            text = "".join(case["input"].replace("\n", " ") + "\n" for case in group)
            out = run(options.bin, stores[name], now, ["parse", "--log", "--json"], stdin=text)
            lines = out.stdout.splitlines()
            if open(stores[name], "rb").read() != before:
                sys.exit("parse --log changed the store")
            if len(lines) != len(group):
                sys.exit(f"{len(lines)} answers for {len(group)} lines: {out.stderr.strip()}")
            for case, line in zip(group, lines):
                got = json.loads(line)
                wrong = misses(case, got)
                by_action[case["expect"]["action"]] += 1
                if wrong:
                    failed.append((case, got, wrong))
                else:
                    by_action_ok[case["expect"]["action"]] += 1
    for case, got, wrong in failed[: options.show]:
        print(f"{case['id']} [{case['household']} {case['door']}] {case['input']!r}: "
              + "; ".join(wrong) + f"  (why: {got.get('why')})")
    for action in sorted(by_action):
        print(f"  {action:9} {by_action_ok[action]}/{by_action[action]}")
    total = len(cases)
    matched = total - len(failed)
    percent = 100.0 * matched / total if total else 0
    print(f"log-exact {percent:.1f} ({matched}/{total})")
    return 0 if percent >= options.min else 1


if __name__ == "__main__":
    sys.exit(main())
