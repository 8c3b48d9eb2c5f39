#!/usr/bin/env bash
# The start-up order: writes Sources/sherpa/start-up-order.txt, the functions the one-shot
# commands run and then the data they touch, which the release link lays out together at the
# front of the program's code and of its data (Package.swift: lld's --symbol-ordering-file,
# over objects compiled with one section per function and global). A one-shot command then
# touches its code in a few hundred kilobytes instead of pages spread over 14 MB, and its
# data in a few dozen pages instead of spread over 4 MB, so the kernel maps them in fewer
# faults (`today` on the ten-year store: 367 page faults -> 300 by the code's layout,
# 219 -> 185 by the data's; docs/performance.md).
#
# A symbol missing from the file still works; it is only laid out with the rest. Run this
# after changing what `--version`, `prompt`, `parse`, `today`, `done` or `add` do, and
# commit the file with the change.
#
#   Benchmarks/start-up-order.sh    build, run each command under callgrind and under
#                                   lackey (Benchmarks/data-touched.py), write the file
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
# Lackey's trace of every load and store of a run, on stdout (the run's own output dropped).
memory_trace() {
  valgrind --tool=lackey --trace-mem=yes --log-fd=9 "$work/sherpa" "$@" 9>&1 >/dev/null
}
# The data symbols run number $1 touches, into $work/data.$1.
data_touched() {
  eval memory_trace "${runs[$1]}" 2>"$work/lackey.$1" |
    python3 Benchmarks/data-touched.py "$work/sherpa" >"$work/data.$1"
}
files=()
for i in "${!runs[@]}"; do
  echo "== sherpa ${runs[$i]}" >&2
  # The store as the command found it, for a second run below.
  rm -rf "$work/before" && cp -a "$work/fixture" "$work/before"
  eval valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/run.$i" \
    "$work/sherpa" "${runs[$i]}" >/dev/null 2>"$work/valgrind.$i" || {
    echo "start-up-order.sh: sherpa ${runs[$i]} failed: $(tail -1 "$work/valgrind.$i")" >&2
    exit 1
  }
  # The data it touches, from every load and store (Benchmarks/data-touched.py): on the
  # store as the run above left it (its caches warm, as the floor times it), or, for a
  # command that cannot run twice (`add`), as that run found it.
  if ! data_touched "$i"; then
    rm -rf "$work/fixture" && mv "$work/before" "$work/fixture"
    data_touched "$i"
  fi
  files+=("$work/run.$i")
done

python3 - Sources/sherpa/start-up-order.txt "${#runs[@]}" "$work" <<'PY'
import re, sys
out, count, work = sys.argv[1], int(sys.argv[2]), sys.argv[3]
runs = [f"{work}/run.{i}" for i in range(count)]
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
functions = len(lines)
# Then the data each run touched that an earlier one did not, in the order touched.
for i in range(count):
    for name in open(f"{work}/data.{i}").read().split():
        if name not in seen:
            seen.add(name)
            lines.append(name)
header = (
    "# Written by Benchmarks/start-up-order.sh: the functions the one-shot commands run,\n"
    "# then the data they touch, laid out first by the release link (Package.swift). Do not\n"
    "# edit by hand.\n"
)
open(out, "w").write(header + "".join(name + "\n" for name in lines))
print(f"{out}: {functions} functions, {len(lines) - functions} data symbols", file=sys.stderr)
PY
# The build does not know the link reads the file: the next one links again.
rm -f "$sherpa"
