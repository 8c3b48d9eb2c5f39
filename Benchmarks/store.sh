#!/usr/bin/env bash
# Sherpa's store benchmarks: wall time of one-shot store commands on a 50-item store with 1 and
# with 10 years of history (Benchmarks/make-store.py), next to `sherpa parse "floss daily"`
# (which touches no store) and Taskwarrior 2.6's `task add` at 10,000 tasks. Prints median /
# ratio to parse / baseline / target and exits 1 only when a 10-year target is missed by more
# than 20% (the machines this runs on are noisy).
#
#   Benchmarks/store.sh                    build (release, static stdlib), measure, compare
#   Benchmarks/store.sh --update-baseline  ... and write the medians to Benchmarks/store-baseline.json
#
# Measured with `hyperfine -N --warmup 10 --runs 100`, each command on its own fresh copy of
# the fixture (writes grow the store as they run):
#   today                 sherpa today --store F          (streak cache warm after the warm-ups)
#   today (cold cache)    the same, with F's store.cache.json deleted before every run
#   done                  sherpa done drink water +250ml --store F
#   checkin               sherpa coach "drank a glass of water" --store F (a check-in through
#                         the one reader and resolver, as every door reads one)
#   parselog              sherpa parse --log "drank 2 glasses of water yesterday" --store F
#   add                   sherpa add "read 10 pages every night" --yes --force --store F
#   week                  sherpa week --store F
#   stats                 sherpa stats --store F          (past-days cache warm after the warm-ups)
#   stats (cold cache)    the same, with F's store.cache.past.json deleted before every run
#   show, insights, league  sherpa show floss / insights / league --store F
#   coach, coach message  sherpa coach --store F / sherpa coach "what's left?" --store F
# and on a store of 10,000 items with a year of history (make-store.py --items 10000 --years 1
# --log-share 0.08: about 323,000 events, 35 MB), under hyperfine --runs RUNS_10K (5)
# --warmup 1:
#   show, stats (10k, cold)       sherpa show floss / stats --store F, every store.cache*.json
#                                 deleted before each run
#   show, stats (10k, back-dated) the same after `sherpa done drink water +250ml --date
#                                 2026-03-02` before each run, which makes the caches stale
# Targets, on the 10-year store: today, done and add median <= 10 ms and <= 2x parse; week
# and stats <= 3x today; coach and a coach message <= 25 ms (the issue asks well under 100);
# on the 10,000-item store, each row <= 1,000 ms. The cold-cache rows, show, insights,
# league and the 1-year rows are reported, not held to the targets.
#
# Environment: SCRATCH=<dir> builds into <dir> instead of .build; SKIP_BUILD=1 reuses a build;
# RUNS / WARMUP change hyperfine's counts, RUNS_10K the 10,000-item rows'; SKIP_10K=1 leaves
# the 10,000-item store out; SKIP_TASKWARRIOR=1 leaves Taskwarrior out.
# Needs python3 and hyperfine (apt-get install -y hyperfine); Benchmarks/taskwarrior.sh installs
# taskwarrior with apt-get when it is missing.
set -euo pipefail

cd "$(dirname "$0")/.."
source Benchmarks/common.sh
bench_arguments "$@"
runs=${RUNS:-100}
warmup=${WARMUP:-10}

if ! command -v hyperfine >/dev/null; then
  echo "store.sh: hyperfine not found (apt-get install -y hyperfine)" >&2
  exit 2
fi

bench_build sherpa
export SHERPA_NOW=2026-11-21T09:00
# A user grammar file would change the work measured.
export XDG_CONFIG_HOME=$work/config
mkdir -p "$XDG_CONFIG_HOME"
unset SHERPA_STORE

read -r load_start _ </proc/loadavg
fixtures=(1y 10y)
for fixture in "${fixtures[@]}"; do
  python3 Benchmarks/make-store.py "$work/fixture-$fixture" --items 50 --years "${fixture%y}" \
    --today 2026-11-21 --seed 1
done

# measure NAME [hyperfine options...] -- COMMAND...: hyperfine's JSON goes to $work/NAME.json.
# The command runs once first, so that a failure shows the binary's own message.
measure() {
  local name=$1
  shift
  local options=()
  while [[ $1 != -- ]]; do options+=("$1"); shift; done
  shift
  local command
  command=$(printf '%q ' "$@")
  command=${command% }
  if ! "$@" >/dev/null 2>"$work/error"; then
    echo "store.sh: $command failed:" >&2
    cat "$work/error" >&2
    exit 1
  fi
  echo "== hyperfine -N --warmup $warmup --runs $runs ${options[*]@Q} \"$command\"" >&2
  hyperfine --style basic -N --warmup "$warmup" --runs "$runs" "${options[@]}" \
    --export-json "$work/$name.json" "$command" >&2
}

measure parse -- "$sherpa" parse "floss daily"
for fixture in "${fixtures[@]}"; do
  for command in today cold done checkin parselog add week stats statscold show insights league coach coachmsg; do
    copy=$work/$command-$fixture
    cp -a "$work/fixture-$fixture" "$copy"
    # Else the first fsyncs measured also write back the copy's pages.
    sync
    store=$copy/store.json
    case $command in
      today) measure "today-$fixture" -- "$sherpa" today --store "$store" ;;
      cold)
        measure "cold-$fixture" --prepare "rm -f $copy/store.cache.json" -- \
          "$sherpa" today --store "$store"
        ;;
      done) measure "done-$fixture" -- "$sherpa" done drink water +250ml --store "$store" ;;
      checkin)
        measure "checkin-$fixture" -- "$sherpa" coach "drank a glass of water" --store "$store"
        ;;
      parselog)
        measure "parselog-$fixture" -- "$sherpa" parse --log "drank 2 glasses of water yesterday" \
          --store "$store"
        ;;
      add)
        measure "add-$fixture" -- "$sherpa" add "read 10 pages every night" --yes --force \
          --store "$store"
        ;;
      statscold)
        measure "statscold-$fixture" --prepare "rm -f $copy/store.cache.past.json" -- \
          "$sherpa" stats --store "$store"
        ;;
      show) measure "show-$fixture" -- "$sherpa" show floss --store "$store" ;;
      coach) measure "coach-$fixture" -- "$sherpa" coach --store "$store" ;;
      coachmsg) measure "coachmsg-$fixture" -- "$sherpa" coach "what's left?" --store "$store" ;;
      week | stats | insights | league)
        measure "$command-$fixture" -- "$sherpa" "$command" --store "$store"
        ;;
    esac
    echo "== afterwards: $(du -sk "$copy" | cut -f1) KB, $(ls "$copy/store.history" | wc -l) history files" >&2
    rm -rf "$copy"
  done
done

# 10,000 items: what a look back costs when no cache holds.
if [[ -z "${SKIP_10K:-}" ]]; then
  python3 Benchmarks/make-store.py "$work/fixture-10k" --items 10000 --years 1 \
    --today 2026-11-21 --seed 1 --log-share 0.08
  saved_runs=$runs saved_warmup=$warmup
  runs=${RUNS_10K:-5} warmup=1
  for command in show stats; do
    arguments=("$command" --store)
    [[ $command == show ]] && arguments=(show floss --store)
    for when in cold backdated; do
      copy=$work/$command-$when-10k
      cp -a "$work/fixture-10k" "$copy"
      sync
      prepare="rm -f $copy/store.cache.json $copy/store.cache.past.json"
      if [[ $when == backdated ]]; then
        prepare="$sherpa done drink water +250ml --date 2026-03-02 --store $copy/store.json"
      fi
      measure "$command$when-10k" --prepare "$prepare" -- \
        "$sherpa" "${arguments[@]}" "$copy/store.json"
      rm -rf "$copy"
    done
  done
  runs=$saved_runs warmup=$saved_warmup
fi

taskwarrior=-
if [[ -n "${SKIP_TASKWARRIOR:-}" ]]; then
  echo "== SKIP_TASKWARRIOR set: no Taskwarrior comparison" >&2
elif command -v task >/dev/null || command -v apt-get >/dev/null; then
  echo "== Benchmarks/taskwarrior.sh" >&2
  if out=$(Benchmarks/taskwarrior.sh --json "$work/taskwarrior.json"); then
    taskwarrior=$(tail -1 <<<"$out" | awk '$1 == "taskwarrior-add-ms" { print $2 }')
  else
    echo "store.sh: Benchmarks/taskwarrior.sh failed; no Taskwarrior comparison" >&2
  fi
else
  echo "== taskwarrior not installed and no apt-get: no Taskwarrior comparison" >&2
fi

read -r load_end _ </proc/loadavg
swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9.]*\).*/\1/p' | head -1)
python3 - "$work" "$update" "$taskwarrior" "$swift_version" "$load_start" "$load_end" \
  "${SKIP_10K:-}" <<'EOF'
import json, os, sys, time
work, update, taskwarrior, swift = sys.argv[1], sys.argv[2] == "1", sys.argv[3], sys.argv[4]
with_10k = not sys.argv[7]
load = f"{sys.argv[5]} at the start, {sys.argv[6]} at the end"
def result(name):
    return json.load(open(f"{work}/{name}.json"))["results"][0]
def median_ms(name):
    return round(result(name)["median"] * 1000, 2)
def cpu_ms(name):  # mean user + system time: what is left of the median is waiting (fsync)
    return round((result(name)["user"] + result(name)["system"]) * 1000, 2)
parse = median_ms("parse")
target_ms, target_ratio = 10.0, 2.0
# command: (label, target) where target is "parse" (<= 10 ms and <= 2x parse), "today"
# (<= 3x today on the same store) or None (reported only).
labels = {
    "today": ("today", "parse"),
    "cold": ("today (cold cache)", None),
    "done": ("done drink water +250ml", "parse"),
    "checkin": ("coach 'drank a glass of water'", "parse"),
    "parselog": ("parse --log 'drank 2 glasses of water yesterday'", "parse"),
    "add": ("add 'read 10 pages every night'", "parse"),
    "week": ("week", "today"),
    "stats": ("stats", "today"),
    "statscold": ("stats (cold cache)", None),
    "show": ("show floss", None),
    "insights": ("insights", None),
    "league": ("league", None),
    "coach": ("coach (the plan)", "coach"),
    "coachmsg": ("coach \"what's left?\"", "coach"),
}
rows = [("parse 'floss daily'", "-", "parse", parse, cpu_ms("parse"), None)]
for command, (label, target) in labels.items():
    for fixture in ("1y", "10y"):
        name = f"{command}-{fixture}"
        rows.append((label, fixture, f"{command} {fixture}", median_ms(name), cpu_ms(name),
                     target))
if with_10k:
    for command, label in (("showcold", "show floss (cold caches)"),
                           ("showbackdated", "show floss (after a back-dated log)"),
                           ("statscold", "stats (cold caches)"),
                           ("statsbackdated", "stats (after a back-dated log)")):
        rows.append((label, "10k", f"{command} 10k", median_ms(f"{command}-10k"),
                     cpu_ms(f"{command}-10k"), "10k"))
tw = None if taskwarrior == "-" else float(taskwarrior)

sys.path.insert(0, "Benchmarks")
import baseline as baselines
baseline_path = "Benchmarks/store-baseline.json"
baseline = baselines.load(baseline_path).get("figures", {})
target_text = f"<={target_ms:g} ms, <={target_ratio:g}x"
today_ratio = 3.0
# The coach answers "well under 100 ms": held to a quarter of that.
coach_ms = 25.0
# Show and stats on 10,000 items with no cache holding: under a second.
big_ms = 1000.0
print(f"load average (1 min): {load}; only the 10y and 10k rows decide the exit status")
print(f"{'command':32} {'store':>5} {'median ms':>10} {'x parse':>8} {'cpu ms':>7} "
      f"{'baseline':>9} {'target':>15}  result")
failed = False
figures = {}
for label, fixture, key, value, cpu, held in rows:
    figures[f"{key} ms"] = value
    ratio = value / parse
    base = baseline.get(f"{key} ms", "-")
    if held == "today":
        today = figures[f"today {fixture} ms"]
        ok = value <= today_ratio * today
        tolerated = value <= 1.2 * today_ratio * today
        result = "pass" if ok else ("miss (within 20%)" if tolerated else "MISS")
        result += f" ({value / today:.2f}x today)"
        if fixture == "10y":
            failed |= not tolerated
        else:
            result += " (1y: info)"
        target = f"<={today_ratio:g}x today"
    elif held == "10k":
        ok = value <= big_ms
        tolerated = value <= 1.2 * big_ms
        result = "pass" if ok else ("miss (within 20%)" if tolerated else "MISS")
        failed |= not tolerated
        target = f"<={big_ms:g} ms"
    elif held == "coach":
        ok = value <= coach_ms
        tolerated = value <= 1.2 * coach_ms
        result = "pass" if ok else ("miss (within 20%)" if tolerated else "MISS")
        if fixture == "10y":
            failed |= not tolerated
        else:
            result += " (1y: info)"
        target = f"<={coach_ms:g} ms"
    elif held:
        ok = value <= target_ms and ratio <= target_ratio
        tolerated = value <= 1.2 * target_ms and ratio <= 1.2 * target_ratio
        result = "pass" if ok else ("miss (within 20%)" if tolerated else "MISS")
        if fixture == "10y":
            failed |= not tolerated
        else:
            result += " (1y: info)"
        target = target_text
    else:
        result, target = "-", "-"
    print(f"{label:32} {fixture:>5} {value:>10.2f} {ratio:>8.2f} {cpu:>7.2f} {base:>9} "
          f"{target:>15}  {result}")
if tw is not None:
    figures["taskwarrior task add (10,000 tasks) ms"] = tw
    base = baseline.get("taskwarrior task add (10,000 tasks) ms", "-")
    print(f"{'taskwarrior task add':32} {'10k':>5} {tw:>10.2f} {tw / parse:>8.2f} {'-':>7} "
          f"{base:>9} {'-':>15}  -")
    for fixture in ("1y", "10y"):
        add = figures[f"add {fixture} ms"]
        print(f"sherpa add {fixture} / taskwarrior add: {add / tw:.2f}")
else:
    print("taskwarrior task add: not measured")
if update:
    baselines.save(baseline_path, baselines.measured("store.sh", load, swift, figures))
sys.exit(1 if failed else 0)
EOF
