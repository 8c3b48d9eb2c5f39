#!/usr/bin/env bash
# Tab completion of item names on a store of 1,000 items (Benchmarks/make-store.py, 1 year of
# history): the shell's call-back, a whole `sherpa ---completion …` process as bash, zsh and
# fish run it, and the REPL's completer in process (completion-benchmark: the first Tab,
# which reads the store, and the median of later ones). Target: under 20 ms for each.
# Prints median / baseline / target and exits 1 only when a target is missed by more than 20%.
#
#   Benchmarks/completion.sh                    build (release, static stdlib), measure, compare
#   Benchmarks/completion.sh --update-baseline  ... and write Benchmarks/completion-baseline.json
#
# Environment: SCRATCH=<dir> builds into <dir>; SKIP_BUILD=1 reuses a build; RUNS / WARMUP
# change hyperfine's counts. Needs python3 and hyperfine (apt-get install -y hyperfine).
set -euo pipefail

cd "$(dirname "$0")/.."
source Benchmarks/common.sh
bench_arguments "$@"
runs=${RUNS:-100}
warmup=${WARMUP:-10}
command -v hyperfine >/dev/null || { echo "completion.sh: hyperfine not found" >&2; exit 2; }

bench_build sherpa completion-benchmark
export SHERPA_NOW=2026-11-21T09:00 XDG_CONFIG_HOME=$work/config
mkdir -p "$XDG_CONFIG_HOME"
python3 Benchmarks/make-store.py "$work/store" --items 1000 --years 1 2>/dev/null
export SHERPA_STORE=$work/store/store.json
read -r load _ </proc/loadavg

# name | words after "sherpa" | cursor word index
cases=(
  "done dri|done dri|2"
  "done (all 1,000)|done |2"
  "show walk 1|show walk 1|3"
)
results=$work/results.txt
: >"$results"
for case in "${cases[@]}"; do
  IFS='|' read -r name words index <<<"$case"
  read -ra argv <<<"$words"
  [[ "$words" == *" " ]] && argv+=("")
  quoted=$(printf "'%s' " sherpa "${argv[@]}")
  command="$bin/sherpa ---completion ${argv[0]} -- positional@0 $index ${#argv[-1]} $quoted"
  hyperfine -N --warmup "$warmup" --runs "$runs" --export-json "$work/h.json" "$command" >/dev/null
  median=$(python3 -c 'import json,sys; print(round(json.load(open(sys.argv[1]))["results"][0]["median"]*1000, 2))' "$work/h.json")
  count=$(eval "$command" | wc -l)
  echo "shell: $name|$median|$count" >>"$results"
done
"$bin/completion-benchmark" --runs 200 "done dri" "done " "show walk 1" | tee "$work/repl.txt" >&2
python3 - "$work/repl.txt" >>"$results" <<'PY'
import re, sys
for line in open(sys.argv[1]):
    m = re.match(r'"(.*)": (\d+) completions; first ([\d.]+) ms, then median ([\d.]+) ms', line)
    name = m.group(1) if m.group(1).strip() != "done" else "done (all 1,000)"
    print(f"repl first Tab: {name}|{m.group(3)}|{m.group(2)}")
    print(f"repl next Tab: {name}|{m.group(4)}|{m.group(2)}")
PY

python3 - "$results" "$update" "$load" <<'PY'
import json, os, sys
rows = [line.rstrip("\n").split("|") for line in open(sys.argv[1])]
path = "Benchmarks/completion-baseline.json"
baseline = json.load(open(path)) if os.path.exists(path) else {}
target, failed = 20.0, False
print(f"{'case':34} {'completions':>11} {'median ms':>10} {'baseline':>9} {'target':>7}")
for name, median, count in rows:
    m = float(median)
    base = baseline.get("medians", {}).get(name)
    print(f"{name:34} {count:>11} {m:>10.2f} {base if base is not None else '-':>9} {'< 20':>7}")
    failed |= m > target * 1.2
if sys.argv[2] == "1":
    json.dump({"load": float(sys.argv[3]), "medians": {n: float(m) for n, m, _ in rows}},
              open(path, "w"), indent=2)
    print(f"wrote {path}")
sys.exit(1 if failed else 0)
PY
