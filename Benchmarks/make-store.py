#!/usr/bin/env python3
"""Make a Sherpa store fixture for benchmarks: store.json plus years of history.

    python3 Benchmarks/make-store.py OUT_DIR --items 50 --years 10 --today 2026-11-21 [--seed 1]

Writes OUT_DIR/store.json and OUT_DIR/store.history/YYYY-MM.jsonl (files 0600, directories
0700; stale YYYY-MM.jsonl files already in store.history are removed first). The output depends
only on the arguments: the same seed gives the same bytes.

- Items come from a catalogue of 50 everyday habits whose fields are what `sherpa parse --json`
  gives for their `input` phrase (checked with SHERPA_NOW=2026-11-21T09:00). Past 50 the
  catalogue repeats with numbered names ("Run 2", "Walk 2", ...), so names stay unique.
- Every item is created on the day after TODAY minus YEARS (2016-11-22 for 2026-11-21 and 10),
  so the history spans exactly YEARS years up to yesterday. `start` is the first scheduled day
  on or after that (the same day for daily rules, as the parser synchronizes it).
- History: one `add` per item on the creation day (08:00:00, one second apart), then for each
  day up to TODAY-1 and each item scheduled that day (week/month-period items count as daily),
  with probability 0.8 (`--log-share`) a log: `done` for a plain check-off (count, amount 1),
  else one or two `progress` events (daily share of the target, usually reaching it; `atMost`
  items hover around the limit); 3% of logged item-days are a `skip` with note "sick" instead.
  1% of events are followed at once by an `undo` of them. `seq` runs 1, 2, 3, ... in time
  order; times on a day lie in 06:00-23:00 and increase; an event goes to the file of its
  day's month.
- `--device NAME` writes the store as Sherpa writes it since format 2: `"version": 2`, the
  document's list of month files, `store.device` holding NAME, and an id (`NAME.SEQ`) on every
  event. Without it the store is format 1, as stores made before ids are.
- A one-line summary goes to stderr. 50 items x 10 years takes a few seconds.
"""

import argparse
import datetime as dt
import json
import os
import random
import re
import sys

# (input, name, amount, unit, label, period, goal, rrule, phase, time, after, notify)
CATALOGUE = [
    ("run 5 km daily", "Run", 5, "km", None, "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("walk 10,000 steps daily", "Walk", 10000, "steps", None, "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("drink 2000 ml of water daily", "Drink water", 2000, "ml", None, "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("read 20 pages daily", "Read", 20, "count", "pages", "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("meditate 10 min every morning", "Meditate", 10, "min", None, "day", "atLeast", "FREQ=DAILY", "morning", None, None, False),
    ("floss every night", "Floss", 1, "count", None, "day", "atLeast", "FREQ=DAILY", "night", None, None, False),
    ("do 40 push-ups every morning", "Do push-ups", 40, "count", "push-ups", "day", "atLeast", "FREQ=DAILY", "morning", None, None, False),
    ("brush teeth 2 times a day", "Brush teeth", 2, "count", None, "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("at most 2 coffees a day", "Coffees", 2, "count", "coffees", "day", "atMost", "FREQ=DAILY", None, None, None, False),
    ("gym 3 times a week", "Gym", 3, "count", None, "week", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("stretch 15 min every evening", "Stretch", 15, "min", None, "day", "atLeast", "FREQ=DAILY", "evening", None, None, False),
    ("journal every night at 22:00", "Journal", 1, "count", None, "day", "atLeast", "FREQ=DAILY", "night", "22:00", None, False),
    ("take vitamins every morning after breakfast", "Take vitamins", 1, "count", None, "day", "atLeast", "FREQ=DAILY", "morning", None, "breakfast", False),
    ("remind me to take medication every morning at 8:00", "Take medication", 1, "count", None, "day", "atLeast", "FREQ=DAILY", "morning", "08:00", None, True),
    ("plank 90 sec daily", "Plank", 90, "sec", None, "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("sleep 8 hours daily", "Sleep", 8, "hours", None, "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("eat 60 g of protein daily", "Eat protein", 60, "g", None, "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("cycle 20 km on Saturdays and Sundays", "Cycle", 20, "km", None, "day", "atLeast", "FREQ=WEEKLY;BYDAY=SA,SU", None, None, None, False),
    ("swim 1 km on Mondays, Wednesdays and Fridays", "Swim", 1, "km", None, "day", "atLeast", "FREQ=WEEKLY;BYDAY=MO,WE,FR", None, None, None, False),
    ("practice guitar 30 min every weekday", "Practice guitar", 30, "min", None, "day", "atLeast", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", None, None, None, False),
    ("study Spanish 20 min daily", "Study Spanish", 20, "min", None, "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("yoga 20 min every other day", "Yoga", 20, "min", None, "day", "atLeast", "FREQ=DAILY;INTERVAL=2", None, None, None, False),
    ("drink at most 16 oz of soda a day", "Drink soda", 16, "oz", None, "day", "atMost", "FREQ=DAILY", None, None, None, False),
    ("do 50 squats every morning", "Do squats", 50, "count", "squats", "day", "atLeast", "FREQ=DAILY", "morning", None, None, False),
    ("water the plants every 2 days", "Water the plants", 1, "count", None, "day", "atLeast", "FREQ=DAILY;INTERVAL=2", None, None, None, False),
    ("make the bed every morning", "Make the bed", 1, "count", None, "day", "atLeast", "FREQ=DAILY", "morning", None, None, False),
    ("tidy the kitchen every evening", "Tidy the kitchen", 1, "count", None, "day", "atLeast", "FREQ=DAILY", "evening", None, None, False),
    ("walk the dog every morning at 7:30", "Walk the dog", 1, "count", None, "day", "atLeast", "FREQ=DAILY", "morning", "07:30", None, False),
    ("write 500 words every weekday", "Write", 500, "count", "words", "day", "atLeast", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", None, None, None, False),
    ("call mom on Sundays", "Call mom", 1, "count", None, "day", "atLeast", "FREQ=WEEKLY;BYDAY=SU", None, None, None, False),
    ("review budget on Fridays", "Review budget", 1, "count", None, "day", "atLeast", "FREQ=WEEKLY;BYDAY=FR", None, None, None, False),
    ("practice piano 25 min daily", "Practice piano", 25, "min", None, "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("at most 30 min of social media a day", "Social media", 30, "min", None, "day", "atMost", "FREQ=DAILY", None, None, None, False),
    ("eat 5 servings of vegetables daily", "Eat vegetables", 5, "count", "servings", "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("do 20 pull-ups on Monday, Wednesday and Friday", "Do pull-ups", 20, "count", "pull-ups", "day", "atLeast", "FREQ=WEEKLY;BYDAY=MO,WE,FR", None, None, None, False),
    ("climb on Tuesdays and Thursdays", "Climb", 1, "count", None, "day", "atLeast", "FREQ=WEEKLY;BYDAY=TU,TH", None, None, None, False),
    ("skip rope 10 min every other day", "Skip rope", 10, "min", None, "day", "atLeast", "FREQ=DAILY;INTERVAL=2", None, None, None, False),
    ("learn 10 words daily", "Learn", 10, "count", "words", "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("jog 20 km a week", "Jog", 20, "km", None, "week", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("drink 250 ml of green tea every afternoon", "Drink green tea", 250, "ml", None, "day", "atLeast", "FREQ=DAILY", "afternoon", None, None, False),
    ("cold shower every morning", "Cold shower", 1, "count", None, "day", "atLeast", "FREQ=DAILY", "morning", None, None, False),
    ("lights out by 23:00 daily", "Lights out", 1, "count", None, "day", "atLeast", "FREQ=DAILY", None, "23:00", None, False),
    ("lift weights on Monday, Wednesday and Friday", "Lift weights", 1, "count", None, "day", "atLeast", "FREQ=WEEKLY;BYDAY=MO,WE,FR", None, None, None, False),
    ("do 100 sit-ups daily", "Do sit-ups", 100, "count", "sit-ups", "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("clean inbox every weekday at 17:00", "Clean inbox", 1, "count", None, "day", "atLeast", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", None, "17:00", None, False),
    ("eat at most 2000 kcal a day", "Eat", 2000, "kcal", None, "day", "atMost", "FREQ=DAILY", None, None, None, False),
    ("stroll 30 min after lunch daily", "Stroll", 30, "min", None, "day", "atLeast", "FREQ=DAILY", None, None, "lunch", False),
    ("solve 3 puzzles daily", "Solve puzzles", 3, "count", "puzzles", "day", "atLeast", "FREQ=DAILY", None, None, None, False),
    ("row 2000 m on Tuesdays, Thursdays and Saturdays", "Row", 2, "km", None, "day", "atLeast", "FREQ=WEEKLY;BYDAY=TU,TH,SA", None, None, None, False),
    ("read 4 books a month", "Read books", 4, "count", "books", "month", "atLeast", "FREQ=DAILY", None, None, None, False),
]

WEEKDAYS = {"MO": 0, "TU": 1, "WE": 2, "TH": 3, "FR": 4, "SA": 5, "SU": 6}
# Smallest step logged amounts move in; the rest are whole numbers of their unit.
QUANTUM = {"km": 0.1, "hours": 0.5}
# Where in the day an item's events tend to fall (fractions of 06:00-23:00).
PHASE_SPAN = {None: (0.0, 1.0), "morning": (0.0, 0.3), "afternoon": (0.3, 0.6),
              "evening": (0.6, 0.85), "night": (0.85, 1.0)}
P_LOG, P_SKIP, P_UNDO, P_SPLIT = 0.80, 0.03, 0.01, 0.4
DAY_FIRST, DAY_LAST = 6 * 3600, 23 * 3600  # log times, seconds after midnight
ADD_AT = 8 * 3600  # the adds: 08:00:00, one second apart (from midnight past 3,000 items)



def number(x):
    """JSON number text: integers without '.0', else the shortest decimal."""
    if isinstance(x, float):
        x = round(x, 6)
        if x.is_integer():
            return str(int(x))
        return repr(x)
    return str(x)


def dumps(obj):
    """Compact JSON, keys sorted, whole floats written as integers."""
    if isinstance(obj, dict):
        return "{" + ",".join(json.dumps(k) + ":" + dumps(obj[k]) for k in sorted(obj)) + "}"
    if isinstance(obj, (int, float)) and not isinstance(obj, bool):
        return number(obj)
    return json.dumps(obj, ensure_ascii=False)


def clock(seconds):
    return "%02d:%02d:%02d" % (seconds // 3600, seconds // 60 % 60, seconds % 60)


class Rule:
    """The subset of RRULE the catalogue uses: DAILY or WEEKLY, INTERVAL, BYDAY."""

    def __init__(self, rrule, every_day):
        parts = dict(p.split("=", 1) for p in rrule.split(";"))
        self.weekly = parts["FREQ"] == "WEEKLY" and not every_day
        self.interval = 1 if every_day else int(parts.get("INTERVAL", "1"))
        days = parts.get("BYDAY")
        self.days = {WEEKDAYS[d] for d in days.split(",")} if days and self.weekly else None

    def first_on_or_after(self, day):
        while self.days is not None and day.weekday() not in self.days:
            day += dt.timedelta(days=1)
        return day

    def occurs(self, day, start):
        """Whether `day` (on or after `start`) is scheduled."""
        if self.weekly:
            if self.days is not None and day.weekday() not in self.days:
                return False
            weeks = ((day - dt.timedelta(days=day.weekday()))
                     - (start - dt.timedelta(days=start.weekday()))).days // 7
            return weeks % self.interval == 0
        return (day - start).days % self.interval == 0


def make_items(count, created):
    items = []
    for i in range(count):
        (phrase, name, amount, unit, label, period, goal, rrule,
         phase, time, after, notify) = CATALOGUE[i % len(CATALOGUE)]
        rnd = i // len(CATALOGUE)
        rule = Rule(rrule, period != "day")
        item = {
            "after": after, "archived": None, "created": created.isoformat(), "id": i + 1,
            "input": phrase, "kind": "habit", "name": name if rnd == 0 else f"{name} {rnd + 1}",
            "notify": notify, "phase": phase, "rrule": rrule,
            "start": rule.first_on_or_after(created).isoformat(),
            "target": {"amount": amount, "goal": goal, "label": label, "period": period,
                       "unit": unit},
            "time": time,
        }
        items.append((item, rule))
    return items


class Logger:
    """Per item: what one logged day looks like, as amounts in quanta of the unit."""

    def __init__(self, item):
        t = item["target"]
        self.id = item["id"]
        self.check_off = t["unit"] == "count" and t["amount"] == 1 and t["period"] == "day"
        self.quantum = QUANTUM.get(t["unit"], 1)
        share = t["amount"] / {"day": 1, "week": 7, "month": 30}[t["period"]]
        self.share = max(1, round(share / self.quantum))  # daily share, in quanta
        self.at_most = t["goal"] == "atMost"
        self.span = PHASE_SPAN[item["phase"]]

    def amounts(self, rng):
        """Logged amounts (in quanta) for one day: one or two that usually reach the share."""
        if self.at_most:
            total = round(self.share * rng.uniform(0.4, 1.3))
        elif rng.random() < 0.75:
            total = round(self.share * rng.choice((1.0, 1.0, 1.0, 1.1, 1.25)))
        else:
            total = round(self.share * rng.uniform(0.4, 0.95))
        total = max(1, total)
        if total >= 2 and rng.random() < P_SPLIT:
            first = max(1, min(total - 1, round(total * rng.uniform(0.3, 0.7))))
            return [first, total - first]
        return [total]

    def text(self, quanta):
        return number(quanta * self.quantum) if self.quantum != 1 else str(quanta)


def open_private(path):
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.fchmod(fd, 0o600)
    return os.fdopen(fd, "w", encoding="utf-8", newline="\n")


def make_dir(path):
    os.makedirs(path, mode=0o700, exist_ok=True)
    os.chmod(path, 0o700)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out_dir")
    ap.add_argument("--items", type=int, default=50)
    ap.add_argument("--years", type=int, default=10)
    ap.add_argument("--today", default="2026-11-21", help="YYYY-MM-DD; history ends the day before")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--log-share", type=float, default=P_LOG,
                    help="the chance an item's scheduled day is logged (0.8)")
    ap.add_argument("--device", help="write format 2, with this device's ids on the events")
    args = ap.parse_args()
    if args.device is not None and not re.fullmatch(r"[A-Za-z0-9_-]{1,64}", args.device):
        ap.error("--device must be 1 to 64 letters, digits, '-' and '_'")
    if args.items < 1 or args.years < 1:
        ap.error("--items and --years must be at least 1")
    if not 0 <= args.log_share <= 1:
        ap.error("--log-share must be from 0 to 1")
    if args.items > 20000:
        ap.error("--items above 20000 would push the adds past 06:00")  # keeps `at` in order

    today = dt.date.fromisoformat(args.today)
    try:
        back = today.replace(year=today.year - args.years)
    except ValueError:  # 29 February
        back = today.replace(year=today.year - args.years, day=28)
    created = back + dt.timedelta(days=1)
    rng = random.Random(args.seed)
    items = make_items(args.items, created)
    # Past 3,000 items the adds start at midnight, so they all come before the first log.
    add_at = ADD_AT if len(items) <= 3000 else 0

    make_dir(args.out_dir)
    hist_dir = os.path.join(args.out_dir, "store.history")
    make_dir(hist_dir)
    for name in os.listdir(hist_dir):
        if re.fullmatch(r"\d{4}-\d{2}\.jsonl", name):
            os.remove(os.path.join(hist_dir, name))

    state = {"file": None, "month": None, "files": 0, "bytes": 0, "events": 0}

    def emit(day_iso, lines):
        month = day_iso[:7]
        if month != state["month"]:
            if state["file"]:
                state["file"].close()
            state["file"] = open_private(os.path.join(hist_dir, month + ".jsonl"))
            state["month"] = month
            state["files"] += 1
        text = "".join(lines)
        state["file"].write(text)
        state["bytes"] += len(text.encode("utf-8"))
        state["events"] += len(lines)

    def event_id(seq):
        return f',"id":"{args.device}.{seq}"' if args.device else ""

    seq = 0
    # The adds, on the creation day.
    d = created.isoformat()
    lines = []
    for n, (item, _) in enumerate(items):
        seq += 1
        lines.append(f'{{"day":"{d}","seq":{seq}{event_id(seq)},"at":"{d}T{clock(add_at + n)}",'
                     f'"event":"add","item":{item["id"]},"after":{dumps(item)}}}\n')
    emit(d, lines)
    first_log = max(DAY_FIRST, add_at + len(items))

    loggers = [(Logger(item), rule, dt.date.fromisoformat(item["start"])) for item, rule in items]
    day = created
    while day < today:
        d = day.isoformat()
        # Each logged item gives a group of events: (sort key, [(event, item, extra)]).
        groups = []
        for lg, rule, start in loggers:
            if day < start or not rule.occurs(day, start) or rng.random() >= args.log_share:
                continue
            if rng.random() < P_SKIP:
                events = [("skip", ',"note":"sick"')]
            elif lg.check_off:
                events = [("done", "")]
            else:
                events = [("progress", ',"amount":' + lg.text(q)) for q in lg.amounts(rng)]
            lo, hi = lg.span
            groups.append((rng.uniform(lo, hi), lg.id, events))
        groups.sort()
        flat = []
        for _, item_id, events in groups:
            for kind, extra in events:
                flat.append((kind, item_id, extra))
                if rng.random() < P_UNDO:
                    flat.append(("undo", None, None))
        if flat:
            lo = first_log if day == created else DAY_FIRST
            times = sorted(rng.sample(range(lo, DAY_LAST + 1), len(flat)))
            lines = []
            for (kind, item_id, extra), t in zip(flat, times):
                seq += 1
                head = f'{{"day":"{d}","seq":{seq}{event_id(seq)},"at":"{d}T{clock(t)}","event":"{kind}"'
                if kind == "undo":
                    lines.append(f'{head},"undoes":{seq - 1}}}\n')
                else:
                    lines.append(f'{head},"item":{item_id}{extra}}}\n')
            emit(d, lines)
        day += dt.timedelta(days=1)
    if state["file"]:
        state["file"].close()

    # store.json, once the month files are known.
    with open_private(os.path.join(args.out_dir, "store.json")) as f:
        f.write("{\n")
        f.write(f'  "format": "sherpa-store",\n  "version": {2 if args.device else 1},\n')
        f.write(f'  "seq": {len(items)},\n  "nextId": {len(items) + 1},\n')
        if args.device:
            months = sorted(n[:7] for n in os.listdir(hist_dir) if n.endswith(".jsonl"))
            f.write(f'  "months": [{",".join(json.dumps(m) for m in months)}],\n')
        f.write('  "settings": {"color":"auto","dayBoundary":"02:00","weekStart":"monday"},\n')
        f.write('  "items": [\n')
        f.write(",\n".join("    " + dumps(item) for item, _ in items))
        f.write("\n  ]\n}\n")
    device = os.path.join(args.out_dir, "store.device")
    if args.device:
        with open_private(device) as f:
            f.write(args.device + "\n")
    elif os.path.exists(device):
        os.remove(device)

    print(f"make-store: {len(items)} items, {state['events']} events, "
          f"{state['bytes']} bytes of history in {state['files']} files -> {args.out_dir}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
