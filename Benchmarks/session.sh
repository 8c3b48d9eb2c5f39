#!/usr/bin/env bash
# Sherpa's session and import benchmarks (issue 12):
#
#   session  a script of N backfill lines (5 daily habits h1..h5, `done hK --date D`, the five
#            of a day, then the day before, back over the years) run through ONE `sherpa < file`
#            on a fresh store holding only the five habits, for N = 2,000, 5,000, 8,000 and
#            20,000: seconds, lines/s and time(20,000) / time(5,000). Targets: the ratio
#            <= 4.5 (linear is 4) and >= 1,000 lines/s at 20,000. The CPU time (user +
#            system, from GNU time) and its ratio are reported too: on a busy machine they
#            move less than the wall time.
#   import   `sherpa import json FILE` of the JSON export of the 10-year store that
#            Benchmarks/make-store.py makes for store.sh (50 habits, 10 years) into an empty
#            store: wall time and peak RSS (GNU time's %M), median of IMPORT_RUNS (3).
#            Targets: < 1.5 s and < 150 MB.
#
#   Benchmarks/session.sh                    build (release, static stdlib), measure, compare
#   Benchmarks/session.sh --update-baseline  ... and write Benchmarks/session-baseline.json
#
# Prints measured / baseline / target per row and exits 1 only when a target is missed by
# more than 20% (the machines this runs on are shared and noisy).
#
# Environment: SCRATCH=<dir> builds into <dir> instead of .build; SKIP_BUILD=1 reuses a
# build; SIZES="2000 5000 8000 20000" picks the script lengths (5000 and 20000 give the
# ratio); IMPORT_RUNS=3; SKIP_SESSION=1 or SKIP_IMPORT=1 leaves a part out. Needs python3 and
# GNU time at /usr/bin/time (apt-get install -y time).
set -euo pipefail

cd "$(dirname "$0")/.."
source Benchmarks/common.sh
bench_arguments "$@"
sizes=${SIZES:-2000 5000 8000 20000}
import_runs=${IMPORT_RUNS:-3}

if [[ ! -x /usr/bin/time ]]; then
  echo "session.sh: GNU time not found at /usr/bin/time (apt-get install -y time)" >&2
  exit 2
fi

bench_build sherpa
export SHERPA_NOW=2026-11-21T09:00
# A user grammar or suggestions file would change the work measured.
export XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state
mkdir -p "$XDG_CONFIG_HOME"
unset SHERPA_STORE

# now: seconds since the epoch, to the microsecond.
now() { echo "$EPOCHREALTIME"; }

read -r load_start _ </proc/loadavg
results=$work/results.txt
: >"$results"

if [[ -z "${SKIP_SESSION:-}" ]]; then
  for n in $sizes; do
    store=$work/session-$n/store.json
    mkdir -p "$work/session-$n"
    # The habits start long before the earliest day logged (20,000 lines go back 11 years).
    printf 'add h%d daily\n' 1 2 3 4 5 | SHERPA_NOW=2000-01-01T08:00 "$sherpa" --store "$store" \
      >/dev/null
    python3 - "$n" >"$work/backfill-$n.txt" <<'EOF'
import datetime as dt, sys
n = int(sys.argv[1])
day = dt.date(2026, 11, 20)
for line in range(n):
    if line and line % 5 == 0:
        day -= dt.timedelta(days=1)
    print(f"done h{line % 5 + 1} --date {day.isoformat()}")
EOF
    sync
    echo "== sherpa --store $store < backfill-$n.txt ($n lines)" >&2
    start=$(now)
    /usr/bin/time -f '%U %S' -o "$work/cpu" \
      "$sherpa" --store "$store" <"$work/backfill-$n.txt" >/dev/null
    end=$(now)
    events=$(cat "$work/session-$n"/store.history/*.jsonl | wc -l)
    if ((events != n + 5)); then
      echo "session.sh: the store holds $events events after $n lines and 5 adds" >&2
      exit 1
    fi
    read -r user system <"$work/cpu"
    echo "session $n $(python3 -c "print(round($end - $start, 3), round($user + $system, 2))")" \
      >>"$results"
    rm -rf "$work/session-$n"
  done
fi

if [[ -z "${SKIP_IMPORT:-}" ]]; then
  python3 Benchmarks/make-store.py "$work/fixture-10y" --items 50 --years 10 --today 2026-11-21 \
    --seed 1
  "$sherpa" export json --store "$work/fixture-10y/store.json" --out "$work/export.json"
  events=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["events"]))' \
    "$work/export.json")
  echo "import-events $events" >>"$results"
  echo "import-bytes $(wc -c <"$work/export.json")" >>"$results"
  for run in $(seq "$import_runs"); do
    rm -rf "$work/import"
    mkdir -p "$work/import"
    sync
    echo "== /usr/bin/time sherpa import json export.json --store import/store.json (run $run)" >&2
    start=$(now)
    /usr/bin/time -f '%M' -o "$work/rss" \
      "$sherpa" import json "$work/export.json" --store "$work/import/store.json" >/dev/null
    end=$(now)
    echo "import $(python3 -c "print(round($end - $start, 3))") $(tail -1 "$work/rss")" \
      >>"$results"
  done
fi

read -r load_end _ </proc/loadavg
swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9.]*\).*/\1/p' | head -1)
python3 - "$results" "$update" "$swift_version" "$load_start" "$load_end" <<'EOF'
import json, os, statistics, sys, time
path, update, swift = sys.argv[1], sys.argv[2] == "1", sys.argv[3]
load = f"{sys.argv[4]} at the start, {sys.argv[5]} at the end"
session, cpu, imports, facts = {}, {}, [], {}
for line in open(path):
    words = line.split()
    if words[0] == "session":
        session[int(words[1])] = float(words[2])
        cpu[int(words[1])] = float(words[3])
    elif words[0] == "import":
        imports.append((float(words[1]), int(words[2])))
    else:
        facts[words[0]] = int(words[1])

sys.path.insert(0, "Benchmarks")
import baseline as baselines
baseline_path = "Benchmarks/session-baseline.json"
baseline = baselines.load(baseline_path).get("figures", {})
figures = {}
failed = False

def row(label, key, value, unit, target, ok, tolerated):
    global failed
    figures[key] = value
    base = baseline.get(key, "-")
    if ok is None:
        result = "-"
    else:
        result = "pass" if ok else ("miss (within 20%)" if tolerated else "MISS")
        failed |= not tolerated
    print(f"{label:40} {value:>10} {unit:6} {base:>10} {target:>12}  {result}")

print(f"load average (1 min): {load}")
print(f"{'what':40} {'measured':>10} {'':6} {'baseline':>10} {'target':>12}  result")
largest = max(session) if session else None
for n in sorted(session):
    seconds = session[n]
    rate = round(n / seconds)
    row(f"session, {n:,} backfill lines", f"session {n} s", seconds, "s", "-", None, None)
    held = n == largest
    row(f"  lines/s", f"session {n} lines/s", rate, "/s", ">=1000" if held else "-",
        rate >= 1000 if held else None, rate >= 1000 / 1.2)
    row(f"  cpu (user + system)", f"session {n} cpu s", cpu[n], "s", "-", None, None)
if 5000 in session and 20000 in session:
    ratio = round(session[20000] / session[5000], 2)
    row("session, time(20,000) / time(5,000)", "session ratio 20000/5000", ratio, "x",
        "<=4.5", ratio <= 4.5, ratio <= 4.5 * 1.2)
    row("  the same in cpu time", "session cpu ratio 20000/5000",
        round(cpu[20000] / cpu[5000], 2), "x", "-", None, None)
if imports:
    seconds = round(statistics.median(t for t, _ in imports), 3)
    rss = round(max(kb for _, kb in imports) / 1024, 1)
    events = facts.get("import-events", 0)
    print(f"import json: {events:,} events, {facts.get('import-bytes', 0) / 1e6:.1f} MB; runs: "
          + ", ".join(f"{t:.3f} s {kb / 1024:.1f} MB" for t, kb in imports))
    row("import json, 10-year export: wall", "import s", seconds, "s", "<1.5",
        seconds < 1.5, seconds < 1.5 * 1.2)
    row("import json, 10-year export: peak RSS", "import peak MB", rss, "MB", "<150",
        rss < 150, rss < 150 * 1.2)
    figures["import events"] = events
if update:
    baselines.save(baseline_path, baselines.measured("session.sh", load, swift, figures))
sys.exit(1 if failed else 0)
EOF
