#!/usr/bin/env bash
# Taskwarrior 2.6 for comparison: how long one `task add 'buy milk'` takes with 10,000 pending
# tasks, median of 50 runs (hyperfine -N, 5 warm-ups). Each run adds one more task.
#
#   Benchmarks/taskwarrior.sh [--json OUT]
#
# Prints hyperfine's report on stderr and, as the last line on stdout,
# `taskwarrior-add-ms <median>`; --json OUT also keeps hyperfine's JSON export.
# Installs taskwarrior (and hyperfine) with apt-get when missing. Everything happens in a
# temporary TASKRC/TASKDATA, removed on exit; ~/.taskrc and ~/.task are never touched.
#
# The 10,000 tasks are written straight into pending.data in the exact form 2.6.2 itself
# writes (one `[key:"value" ...]` line per task, keys sorted, tags also as tags_<tag>:"x"):
# deterministic apart from the clock, with empty undo/backlog files (`task import` of the same
# would take about as long, ~0.4 s, but fills them). `task count` checks the result. gc=off
# keeps the IDs from being renumbered between runs.
set -euo pipefail

tasks=10000
json_out=""
while (($#)); do
  case "$1" in
    --json) json_out=${2:?--json needs a file}; shift 2 ;;
    -h | --help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "taskwarrior.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done

sudo=()
[[ $(id -u) -ne 0 ]] && sudo=(sudo)
need=()
command -v task >/dev/null || need+=(taskwarrior)
command -v hyperfine >/dev/null || need+=(hyperfine)
if ((${#need[@]})); then
  echo "== apt-get install -y ${need[*]}" >&2
  "${sudo[@]}" apt-get install -y "${need[@]}" >&2 ||
    { "${sudo[@]}" apt-get update >&2 && "${sudo[@]}" apt-get install -y "${need[@]}" >&2; }
fi
echo "== $(task --version 2>/dev/null | head -1 | sed 's/^/taskwarrior /'), $(hyperfine --version)" >&2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export TASKRC=$work/taskrc TASKDATA=$work/data
mkdir -p "$TASKDATA"
cat >"$TASKRC" <<EOF
data.location=$TASKDATA
confirmation=off
verbose=nothing
gc=off
hooks=off
EOF

echo "== writing $tasks pending tasks" >&2
python3 - "$TASKDATA" "$tasks" <<'EOF'
import random, sys, time, uuid
data, count = sys.argv[1], int(sys.argv[2])
rng = random.Random(1)
now = int(time.time())
verbs = ["Buy", "Call", "Email", "Fix", "Review", "Write", "Plan", "Clean", "Book", "Pay"]
things = ["report", "invoice", "dentist", "bike", "slides", "garden", "car insurance",
          "birthday gift", "team lunch", "tax return", "kitchen tap", "flights"]
projects = ["home", "work", "work.q4", "garden", "finance", "travel"]
tags = ["errand", "phone", "computer", "waiting", "next"]
with open(f"{data}/pending.data", "w") as f:
    for n in range(count):
        entry = now - rng.randrange(365 * 86400)
        attrs = {
            "description": f"{rng.choice(verbs)} {rng.choice(things)} #{n + 1}",
            "entry": str(entry),
            "modified": str(entry + rng.randrange(86400)),
            "status": "pending",
            "uuid": str(uuid.UUID(int=rng.getrandbits(128), version=4)),
        }
        if rng.random() < 0.6:
            attrs["project"] = rng.choice(projects)
        if rng.random() < 0.4:
            chosen = sorted(rng.sample(tags, rng.randint(1, 2)))
            attrs["tags"] = ",".join(chosen)
            attrs.update({f"tags_{t}": "x" for t in chosen})
        if rng.random() < 0.2:
            attrs["priority"] = rng.choice("HML")
        if rng.random() < 0.25:
            attrs["due"] = str(now + rng.randrange(-30, 90) * 86400)
        f.write("[" + " ".join(f'{k}:"{v}"' for k, v in sorted(attrs.items())) + "]\n")
for name in ("completed.data", "undo.data", "backlog.data"):
    open(f"{data}/{name}", "w").close()
EOF

have=$(task count)
if [[ "$have" != "$tasks" ]]; then
  echo "taskwarrior.sh: task count says '$have', expected $tasks" >&2
  exit 1
fi
echo "== task count: $have" >&2

export_json=${json_out:-$work/hyperfine.json}
echo "== hyperfine -N --warmup 5 --runs 50 \"task add 'buy milk'\"" >&2
hyperfine --style basic -N --warmup 5 --runs 50 --export-json "$export_json" \
  "task add 'buy milk'" >&2
echo "== task count afterwards: $(task count)" >&2

python3 - "$export_json" <<'EOF'
import json, sys
median = json.load(open(sys.argv[1]))["results"][0]["median"]
print(f"taskwarrior-add-ms {median * 1000:.2f}")
EOF
