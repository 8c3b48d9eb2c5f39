#!/usr/bin/env python3
"""Sunrise and sunset by astral (PyPI), the oracle for Sherpa's solar phases.

Reads JSON Lines on stdin, each {"lat": 51.5, "lon": -0.13, "tz": "Europe/London",
"date": "YYYY-MM-DD"}, and writes one JSON line per input: {"sunrise": "HH:MM:SS",
"sunset": "HH:MM:SS"} in local time of that zone, or {"polar": "day"|"night"} when the sun
does not rise or set that day (astral raises ValueError), or {"error": "..."}.
"""
import datetime
import json
import sys
from zoneinfo import ZoneInfo

from astral import Observer
from astral.sun import elevation, noon, sunrise, sunset


def times(case):
    zone = ZoneInfo(case["tz"])
    day = datetime.date.fromisoformat(case["date"])
    observer = Observer(latitude=case["lat"], longitude=case["lon"])
    try:
        rise = sunrise(observer, day, tzinfo=zone)
        down = sunset(observer, day, tzinfo=zone)
    except ValueError:
        high = elevation(observer, noon(observer, day, tzinfo=zone))
        return {"polar": "day" if high > 0 else "night"}
    return {"sunrise": rise.strftime("%H:%M:%S"), "sunset": down.strftime("%H:%M:%S")}


for line in sys.stdin:
    if not line.strip():
        continue
    try:
        print(json.dumps(times(json.loads(line))), flush=True)
    except Exception as error:  # one bad case must not hide the others
        print(json.dumps({"error": str(error)}), flush=True)
