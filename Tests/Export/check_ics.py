#!/usr/bin/env python3
"""Reads `sherpa export ics` with the icalendar package and checks it against Sherpa.

Run in a store's environment (SHERPA_STORE, SHERPA_NOW, `sherpa` on PATH). For every active
item (`sherpa list --json`) the calendar must hold one component whose RRULE, expanded from
its DTSTART by dateutil, gives the 14 dates `sherpa show ITEM --json` lists as next. Also
checked: CRLF line ends, no line over 75 octets, no UTF-8 sequence split by a fold, SUMMARY
and DESCRIPTION unescaped back to Sherpa's text, a VALARM exactly for items with a reminder,
and DTSTAMP as SHERPA_NOW in UTC. Prints one "ok" line per item; exits 1 on any failure.
"""
import datetime
import json
import os
import subprocess
import sys
import time

from dateutil.rrule import rrulestr
from icalendar import Calendar

failures = []


def sherpa(*args):
    return subprocess.run(["sherpa", *args], check=True, capture_output=True).stdout


def check(condition, message):
    if not condition:
        failures.append(message)
    return condition


raw = sherpa("export", "ics")
physical = raw.split(b"\r\n")
check(physical[-1] == b"", "the file does not end with CRLF")
for number, line in enumerate(physical[:-1], 1):
    check(b"\n" not in line and b"\r" not in line, f"line {number} has a bare CR or LF")
    check(len(line) <= 75, f"line {number} is {len(line)} octets: {line[:40]!r}…")
    try:
        line.decode("utf-8")
    except UnicodeDecodeError:
        failures.append(f"line {number} splits a UTF-8 sequence")

calendar = Calendar.from_ical(raw)
check(str(calendar["VERSION"]) == "2.0", "VERSION is not 2.0")
check("PRODID" in calendar, "no PRODID")

now = os.environ["SHERPA_NOW"]
local = datetime.datetime.strptime(now, "%Y-%m-%dT%H:%M")
expected_stamp = datetime.datetime.fromtimestamp(
    time.mktime(local.timetuple()), datetime.timezone.utc)
today = datetime.date.fromisoformat(json.loads(sherpa("today", "--json"))["date"])

components = {str(c["UID"]): c for c in calendar.walk() if c.name in ("VEVENT", "VTODO")}
items = json.loads(sherpa("list", "--json"))
uids = {f"item-{item['id']}@sherpa.local" for item in items}
check(set(components) == uids, f"components {sorted(components)} are not the items {sorted(uids)}")

for item in items:
    uid = f"item-{item['id']}@sherpa.local"
    component = components.get(uid)
    if component is None:
        continue
    name = item["name"]
    before = len(failures)
    show = json.loads(sherpa("show", str(item["id"]), "--json"))
    check(str(component["SUMMARY"]) == name, f"{name}: SUMMARY reads {str(component['SUMMARY'])!r}")
    check(item["summary"] in str(component["DESCRIPTION"]), f"{name}: DESCRIPTION lacks the schedule")
    check(component["DTSTAMP"].dt == expected_stamp,
          f"{name}: DTSTAMP {component['DTSTAMP'].dt} is not {expected_stamp}")
    start = component["DTSTART"].dt
    if item["time"]:
        check(component.name == "VEVENT", f"{name}: a timed item is not a VEVENT")
        check(isinstance(start, datetime.datetime) and start.tzinfo is None,
              f"{name}: DTSTART is not a floating local date-time")
        check(start.strftime("%H:%M") == item["time"], f"{name}: DTSTART is at {start}")
        check("DURATION" in component, f"{name}: no DURATION")
        first = start
    else:
        check(component.name == "VTODO", f"{name}: an untimed item is not a VTODO")
        check(type(start) is datetime.date, f"{name}: DTSTART is not a DATE")
        first = datetime.datetime.combine(start, datetime.time())
    check(first.date().isoformat() == item["start"], f"{name}: DTSTART is not the start")
    if item["rrule"]:
        rule = component["RRULE"].to_ical().decode()
        for part in ("UNTIL", "COUNT"):
            check((part in rule) == (part in item["rrule"]), f"{name}: {part} lost in {rule}")
        dates = rrulestr(rule, dtstart=first).xafter(
            datetime.datetime.combine(today, datetime.time()), count=14, inc=True)
        dates = [d.date().isoformat() for d in dates]
    else:
        check("RRULE" not in component, f"{name}: a one-off has an RRULE")
        dates = [item["start"]] if item["start"] >= today.isoformat() else []
    check(dates == show["next"], f"{name}: the calendar gives {dates}, sherpa show {show['next']}")
    alarms = [c for c in component.subcomponents if c.name == "VALARM"]
    check(len(alarms) == (1 if item["notify"] else 0), f"{name}: {len(alarms)} VALARMs")
    if len(failures) == before:
        print(f"ok {item['id']} {name}")

for failure in failures:
    print("not ok - " + failure)
sys.exit(1 if failures else 0)
