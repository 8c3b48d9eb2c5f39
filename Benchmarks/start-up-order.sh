#!/usr/bin/env bash
# The start-up order: writes Sources/sherpa/start-up-order.txt, the functions the one-shot
# commands run, which the release link lays out together at the front of the program
# (Package.swift: lld's --symbol-ordering-file, over objects compiled with one section per
# function). A one-shot command then touches its code in a few hundred kilobytes instead of
# pages spread over 14 MB, and the kernel maps it in fewer faults (`today` on the ten-year
# store: 367 page faults -> 300; docs/performance.md).
#
# A function missing from the file still works; it is only laid out with the rest. Run this
# after changing what `--version`, `prompt`, `parse`, `today`, `done` or `add` do, and
# commit the file with the change.
#
#   Benchmarks/start-up-order.sh    build, run each command under callgrind, write the file
#
# Environment: SCRATCH=<dir> builds into <dir>; SKIP_BUILD=1 reuses a build. Needs valgrind
# and python3.
set -euo pipefail

cd "$(dirname "$0")/.."
source Benchmarks/common.sh
bench_arguments "$@"
if ! command -v valgrind >/dev/null; then
  echo "start-up-order.sh: valgrind not found (apt-get install -y valgrind)" >&2
  exit 2
fi
bench_build sherpa

export SHERPA_NOW=2026-11-21T09:00 LANG=C.UTF-8 XDG_CONFIG_HOME=$work/config
unset LC_ALL LC_CTYPE NO_COLOR SHERPA_STORE
mkdir -p "$XDG_CONFIG_HOME"
python3 Benchmarks/make-store.py "$work/fixture" --items 50 --years 10 --today 2026-11-21 \
  --seed 1 --device bench-1a2b3c >&2
store=$work/fixture/store.json
# Without its debug information, which valgrind 3.19 cannot read as lld writes it; the
# symbols stay.
cp "$sherpa" "$work/sherpa"
strip --strip-debug "$work/sherpa"
# The floor's commands (Benchmarks/floor.sh), cheapest first: each one's functions that
# an earlier one did not run come after that one's.
runs=(
  "--version"
  "prompt --store $store"
  "parse 'floss daily'"
  "today --store $store"
  "done drink water +250ml --store $store"
  "parse --log 'drank 2 glasses of water' --store $store"
  "add 'practise piano 20 minutes every evening' --store $store"
)
files=()
for i in "${!runs[@]}"; do
  echo "== sherpa ${runs[$i]}" >&2
  eval valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/run.$i" \
    "$work/sherpa" "${runs[$i]}" >/dev/null 2>"$work/valgrind.$i" || {
    echo "start-up-order.sh: sherpa ${runs[$i]} failed: $(tail -1 "$work/valgrind.$i")" >&2
    exit 1
  }
  files+=("$work/run.$i")
done

python3 - Sources/sherpa/start-up-order.txt "${files[@]}" <<'PY'
import re, sys
out, runs = sys.argv[1], sys.argv[2:]
seen, lines = set(), []
for path in runs:
    # Each function callgrind saw run or called, by its symbol, named where it first
    # appears; "'2" marks a recursive call.
    names = set()
    for line in open(path, encoding="utf-8", errors="replace"):
        m = re.match(r"c?fn=\(\d+\) (.+)$", line)
        if m:
            name = re.sub(r"'\d+$", "", m.group(1).strip())
            if not name.startswith("0x") and " " not in name:
                names.add(name)
    fresh = sorted(names - seen)
    seen |= names
    lines += fresh
header = (
    "# Written by Benchmarks/start-up-order.sh: the functions the one-shot commands run,\n"
    "# laid out first by the release link (Package.swift). Do not edit by hand.\n"
)
open(out, "w").write(header + "".join(name + "\n" for name in lines))
print(f"{out}: {len(lines)} functions", file=sys.stderr)
PY
# The build does not know the link reads the file: the next one links again.
rm -f "$sherpa"
