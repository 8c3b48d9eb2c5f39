#!/usr/bin/env python3
"""Expands RRULEs with python-dateutil, the oracle for Sherpa's recurrence engine.

Reads JSON Lines on stdin, each {"rrule": "FREQ=...", "start": "YYYY-MM-DD", "limit": 50},
and writes one JSON line per input: {"dates": ["YYYY-MM-DD", ...]} or {"error": "..."}.
DTSTART is the start at midnight; WKST is MO unless the rule says otherwise; an UNTIL given
as a date is inclusive (dateutil reads it as that day at midnight).
"""
import datetime
import itertools
import json
import sys

from dateutil.rrule import rrulestr


def expand(rule, start, limit):
    dtstart = datetime.datetime.combine(datetime.date.fromisoformat(start), datetime.time())
    if "WKST=" not in rule.upper():
        rule += ";WKST=MO"
    dates = itertools.islice(rrulestr(rule, dtstart=dtstart, cache=False), limit)
    return [d.date().isoformat() for d in dates]


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        try:
            reply = {"dates": expand(request["rrule"], request["start"], request.get("limit", 50))}
        except Exception as error:  # one bad rule must not hide the others
            reply = {"error": f"{type(error).__name__}: {error}"}
        sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
