#!/usr/bin/env bash
# Two builds of sherpa side by side on floor.sh's commands, interleaved: each round runs
# hello, then each command of the first build and of the second, once, so that both builds
# (and hello) meet the same minutes of a noisy machine, each build first every other
# round. floor.sh runs each command's runs
# back to back, which its ratios show; this is for telling two builds apart.
#
#   Benchmarks/floor-ab.sh BEFORE AFTER    two sherpa binaries (a release build each)
#
# On the 10-year store of Benchmarks/make-store.py in format 2, as floor.sh's
# (SHERPA_NOW=2026-11-21T09:00), with the hello of floor.sh; `done` runs on a copy per
# build, without the prompt's status file, as floor.sh's does. Prints each row's median, its ratio to hello's median and its mean CPU
# time (user + system). ROUNDS (200) and WARMUP (20) change the counts. Needs python3 and
# swiftc.
set -euo pipefail

cd "$(dirname "$0")/.."
if [[ $# -ne 2 || "$1" == -* ]]; then
  sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Copied, as `make install` and floor.sh put them: see floor.sh.
install -m 755 "$1" "$work/before"
install -m 755 "$2" "$work/after"
before=$work/before
after=$work/after

printf 'print("hello")\n' >"$work/hello.swift"
swiftc -O -static-stdlib "$work/hello.swift" -o "$work/hello.linked" \
  -module-cache-path "$work/cache"
install -m 755 "$work/hello.linked" "$work/hello"
python3 Benchmarks/make-store.py "$work/fixture" --items 50 --years 10 --today 2026-11-21 \
  --seed 1 --device bench-1a2b3c >&2
cp -a "$work/fixture" "$work/done-before"
cp -a "$work/fixture" "$work/done-after"
mkdir -p "$work/config"

python3 - "$work" "$before" "$after" "${ROUNDS:-200}" "${WARMUP:-20}" <<'PY'
import os, statistics, sys, time
work, before, after, rounds, warmup = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
env = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "SHERPA_STORE", "LC_ALL", "LC_CTYPE")}
env.update(SHERPA_NOW="2026-11-21T09:00", LANG="C.UTF-8", XDG_CONFIG_HOME=work + "/config")
store = work + "/fixture/store.json"
rows = [("hello", [work + "/hello"])]
for name, sherpa in (("before", before), ("after", after)):
    rows += [
        (f"{name} --version", [sherpa, "--version"]),
        (f"{name} prompt", [sherpa, "prompt", "--store", store]),
        (f"{name} parse", [sherpa, "parse", "floss daily"]),
        (f"{name} today", [sherpa, "today", "--store", store]),
        (f"{name} done", [sherpa, "done", "drink", "water", "+250ml", "--store",
                          f"{work}/done-{name}/store.json"]),
    ]
null = os.open(os.devnull, os.O_WRONLY)

def run(argv):
    start = time.perf_counter_ns()
    pid = os.posix_spawn(argv[0], argv, env, file_actions=[(os.POSIX_SPAWN_DUP2, null, 1)])
    _, status, usage = os.wait4(pid, 0)
    if status != 0:
        sys.exit(f"floor-ab.sh: '{' '.join(argv)}' failed")
    return (time.perf_counter_ns() - start) / 1e6, (usage.ru_utime + usage.ru_stime) * 1000

for _ in range(warmup):
    for _, argv in rows:
        run(argv)
wall = {name: [] for name, _ in rows}
cpu = {name: [] for name, _ in rows}
# Each build goes first every other round: a command just after another's fsync is slower.
half = (len(rows) - 1) // 2
orders = [rows, rows[:1] + rows[1 + half:] + rows[1:1 + half]]
for round in range(rounds):
    for name, argv in orders[round % 2]:
        w, c = run(argv)
        wall[name].append(w)
        cpu[name].append(c)
load = open("/proc/loadavg").read().split()[0]
hello = statistics.median(wall["hello"])
print(f"{rounds} rounds, load average {load}")
print(f"{'command':18} {'median ms':>10} {'x hello':>8} {'cpu ms':>7}")
for name, _ in rows:
    median = statistics.median(wall[name])
    print(f"{name:18} {median:>10.2f} {median / hello:>8.2f} {statistics.mean(cpu[name]):>7.2f}")
PY
