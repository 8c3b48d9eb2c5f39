#!/usr/bin/env python3
"""Reads `sherpa export csv` with Python's csv module and checks it against Sherpa.

Run in a store's environment (SHERPA_STORE, SHERPA_NOW, `sherpa` on PATH). items.csv must
list `sherpa list --all --json`; log.csv every progress, done and skip of the JSON export
that was not undone or voided and is about an item the store still has; xp.csv every day
with XP, each day's XP, habits and tasks done and status as `sherpa today --date DAY --json`
gives them, with the running total. Every file: a header row and CRLF line ends. Prints one
"ok" line per file; exits 1 on any failure.
"""
import csv
import datetime
import json
import os
import subprocess
import sys
import tempfile

failures = []


def sherpa(*args):
    return subprocess.run(["sherpa", *args], check=True, capture_output=True).stdout


def check(condition, message):
    if not condition:
        failures.append(message)
    return condition


def number(value):
    return f"{value:g}" if value != int(value) else str(int(value))


folder = tempfile.mkdtemp(dir=".")
sherpa("export", "csv", "--out", folder)
tables = {}
for name in ("items", "log", "xp"):
    raw = open(os.path.join(folder, name + ".csv"), "rb").read()
    check(raw.endswith(b"\r\n"), f"{name}.csv does not end with CRLF")
    check(raw.count(b"\n") == raw.count(b"\r\n"), f"{name}.csv has a line end without CR")
    with open(os.path.join(folder, name + ".csv"), newline="", encoding="utf-8") as file:
        rows = list(csv.reader(file, strict=True))
    tables[name] = [dict(zip(rows[0], row)) for row in rows[1:]]
    check(all(len(row) == len(rows[0]) for row in rows), f"{name}.csv has ragged rows")

export = json.loads(sherpa("export", "json"))
items = json.loads(sherpa("list", "--all", "--json"))

before = len(failures)
rows = tables["items"]
check(len(rows) == len(items), f"items.csv has {len(rows)} rows for {len(items)} items")
for row, item in zip(rows, items):
    target = item["target"]
    expected = {
        "id": str(item["id"]), "name": item["name"], "kind": item["kind"],
        "amount": number(target["amount"]), "unit": target["unit"],
        "label": target["label"] or "", "period": target["period"], "goal": target["goal"],
        "schedule": item["summary"], "rrule": item["rrule"] or "", "start": item["start"],
        "time": item["time"] or "", "created": item["created"],
        "archived": item["archived"] or "", "completed": item["completed"] or "",
        "notify": "yes" if item["notify"] else "no", "input": item["input"],
    }
    for key, value in expected.items():
        check(row.get(key) == value, f"items.csv #{item['id']} {key}: {row.get(key)!r} != {value!r}")
if len(failures) == before:
    print(f"ok items.csv {len(rows)} items")

before = len(failures)
events = export["events"]
taken = {e.get("undoes", e.get("voids")) for e in events if e["event"] in ("undo", "void")}
kept = {item["id"]: item["name"] for item in export["document"]["items"]}
effective = [e for e in events if e["event"] in ("progress", "done", "skip")
             and e["seq"] not in taken and e["item"] in kept]
rows = tables["log"]
check(len(rows) == len(effective), f"log.csv has {len(rows)} rows for {len(effective)} events")
for row, event in zip(rows, effective):
    expected = {
        "seq": str(event["seq"]), "day": event["day"], "at": event["at"],
        "item": str(event["item"]), "name": kept[event["item"]], "action": event["event"],
        "amount": number(event["amount"]) if "amount" in event else "",
        "note": event.get("note", ""),
    }
    check(row == expected, f"log.csv seq {event['seq']}: {row} != {expected}")
if len(failures) == before:
    print(f"ok log.csv {len(rows)} events")

before = len(failures)
today = datetime.date.fromisoformat(json.loads(sherpa("today", "--json"))["date"])
first = min(datetime.date.fromisoformat(e["day"]) for e in events)
expected = []
total = 0
day = first
while day <= today:
    report = json.loads(sherpa("today", "--date", day.isoformat(), "--json"))
    if report["xp"] > 0:
        total += report["xp"]
        done = [entry for entry in report["items"] if entry["done"]]
        expected.append({
            "day": day.isoformat(),
            "habitsDone": str(sum(1 for entry in done if entry["kind"] == "habit")),
            "tasksDone": str(sum(1 for entry in done if entry["kind"] == "task")),
            "counts": "yes" if report["status"] == "counts" else "no",
            "xp": str(report["xp"]), "total": str(total),
        })
    day += datetime.timedelta(days=1)
rows = tables["xp"]
check(rows == expected, f"xp.csv {rows} != {expected}")
if len(failures) == before:
    print(f"ok xp.csv {len(rows)} days, {total} XP")

for failure in failures:
    print("not ok - " + failure)
sys.exit(1 if failures else 0)
