#!/usr/bin/env bash
# Reliability checks for a built sherpa binary: concurrent writers, writers killed with
# SIGKILL, damaged files, a read-only folder and a full disk.
#
#   bash Tests/Reliability/reliability.sh .build/debug/sherpa
#
# Prints `ok - <what>` or `not ok - <what>` per check (details on `#` lines) and exits 1 if
# any failed. Needs only bash, coreutils and python3. Every store lives in a temporary
# folder that is removed at the end. RELIABILITY_KILLS (default 200) sets how many times a
# writer is killed; RELIABILITY_SEED (default 20261121, printed) fixes the moments it is
# killed at and the order racing commands start in; RELIABILITY_RACE_ROUNDS (default 10) sets
# how many times 60 commands race on a new store.
set -euo pipefail

if [[ $# -ne 1 || ! -x $1 ]]; then
  echo "usage: $0 SHERPA_BINARY" >&2
  exit 2
fi
BIN=$(realpath "$1")
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
KILLS=${RELIABILITY_KILLS:-200}

T=$(mktemp -d "${TMPDIR:-/tmp}/sherpa-reliability.XXXXXX")
cleanup() {
  chmod -R u+rwX "$T" 2>/dev/null || true
  rm -rf "$T"
}
trap cleanup EXIT

# Nothing from the person's own environment: a fixed clock, an empty config, no colour.
while read -r name; do
  case $name in SHERPA_* | XDG_*) unset "$name" ;; esac
done < <(compgen -e)
export SHERPA_NOW=2026-11-21T09:00 NO_COLOR=1 HOME="$T/home" XDG_CONFIG_HOME="$T/config"
export XDG_DATA_HOME="$T/data" TMPDIR="$T"
mkdir -p "$HOME" "$XDG_CONFIG_HOME"

failures=0
ok() { echo "ok - $*"; }
not_ok() {
  echo "not ok - $*"
  failures=$((failures + 1))
}
note() { sed 's/^/#   /'; }

# new_store NAME: a fresh store folder $T/NAME with "Drink water" (2 l a day) in it; sets
# and exports SHERPA_STORE.
new_store() {
  mkdir -p "$T/$1"
  export SHERPA_STORE="$T/$1/store.json"
  "$BIN" add "drink water 2 l daily" --yes >/dev/null
}

# water_progress: today's progress of Drink water in the current store.
water_progress() {
  "$BIN" today --json | python3 -c '
import json, sys
items = json.load(sys.stdin)["items"]
print(next(i["progress"] for i in items if i["name"] == "Drink water"))'
}

# history_files DIR: the history month files of the store in DIR, one per line.
history_files() { find "$1/store.history" -type f 2>/dev/null | sort; }

# snapshot DIR: copies the store's document, backup and history aside.
snapshot() {
  rm -rf "$T/snapshot"
  mkdir -p "$T/snapshot"
  local file
  for file in "$1/store.json" "$1/store.json.bak"; do
    [[ -e $file ]] && cp -p "$file" "$T/snapshot/"
  done
  history_files "$1" >"$T/snapshot.history"
  while read -r file; do cp -p "$file" "$T/snapshot/$(basename "$file").history"; done \
    <"$T/snapshot.history"
  return 0
}

# unchanged DIR: the document, backup and every history file are byte-identical to the
# snapshot, and no history file came or went. Prints what differs.
unchanged() {
  local dir=$1 file status=0
  for file in store.json store.json.bak; do
    if [[ -e $T/snapshot/$file || -e $dir/$file ]]; then
      cmp "$T/snapshot/$file" "$dir/$file" >/dev/null 2>&1 || {
        echo "$file changed"
        status=1
      }
    fi
  done
  if ! history_files "$dir" | cmp -s - "$T/snapshot.history"; then
    echo "history files were: $(sed 's|.*/||' "$T/snapshot.history" | tr '\n' ' ')" \
      "now: $(history_files "$dir" | sed 's|.*/||' | tr '\n' ' ')"
    status=1
  fi
  while read -r file; do
    cmp -s "$T/snapshot/$(basename "$file").history" "$file" || {
      echo "$(basename "$file") changed"
      status=1
    }
  done <"$T/snapshot.history"
  return $status
}

# one_error_line PATTERN...: stderr is exactly one line, starting "Error: ", matching every
# extended regular expression given.
one_error_line() {
  [[ $(wc -l <"$T/err") -eq 1 ]] || return 1
  grep -q '^Error: ' "$T/err" || return 1
  local pattern
  for pattern in "$@"; do grep -Eq -- "$pattern" "$T/err" || return 1; done
}

# expect_refusal WHAT STATUS DIR PATTERN... -- COMMAND...: runs COMMAND, which must exit
# with STATUS ("nonzero" for any failure) and one error line matching the patterns, leaving
# the store in DIR byte-identical.
expect_refusal() {
  local what=$1 status=$2 dir=$3
  shift 3
  local patterns=()
  while [[ $1 != -- ]]; do
    patterns+=("$1")
    shift
  done
  shift
  snapshot "$dir"
  "$@" >"$T/out" 2>"$T/err" && rc=0 || rc=$?
  report_refusal "$what" "$status" "$dir" "${patterns[@]}"
}

# report_refusal WHAT STATUS DIR PATTERN...: the checks of expect_refusal on a command that
# already ran.
report_refusal() {
  local what=$1 status=$2 dir=$3
  shift 3
  local problems=""
  if [[ $status == nonzero ]]; then
    [[ $rc -ne 0 ]] || problems+="exit status 0, expected non-zero"$'\n'
  else
    [[ $rc -eq $status ]] || problems+="exit status $rc, expected $status"$'\n'
  fi
  one_error_line "$@" || problems+="stderr is not one 'Error: ' line matching: $*"$'\n'
  problems+=$(unchanged "$dir") || true
  if [[ -z $problems ]]; then
    ok "$what"
  else
    not_ok "$what"
    { printf '%s\n' "$problems" | sed '/^$/d'; echo "stderr: $(cat "$T/err")"; } | note
  fi
}

started=$SECONDS

# --- (a) 20 concurrent writers --------------------------------------------------------
new_store concurrent
pids=()
for i in $(seq 20); do
  "$BIN" done water +1ml >"$T/concurrent.out.$i" 2>&1 &
  pids+=($!)
done
statuses=0
for pid in "${pids[@]}"; do wait "$pid" || statuses=$((statuses + 1)); done
if [[ $statuses -eq 0 ]]; then
  ok "20 concurrent 'done water +1ml' all exit 0"
else
  not_ok "20 concurrent 'done water +1ml' all exit 0 ($statuses failed)"
  cat "$T"/concurrent.out.* | sort | uniq -c | note
fi
progress=$(water_progress)
if [[ $progress == 20 ]]; then
  ok "20 concurrent 'done water +1ml' end at exactly +20"
else
  not_ok "20 concurrent 'done water +1ml' end at exactly +20 (progress $progress)"
fi
lines=$(cat $(history_files "$T/concurrent") | grep -c '"event":"progress"' || true)
if [[ $lines == 20 ]]; then
  ok "history has exactly 20 progress lines after 20 concurrent writes"
else
  not_ok "history has exactly 20 progress lines after 20 concurrent writes ($lines)"
fi
# Writers that did not wait for each other would each take the same next seq.
duplicates=$(cat $(history_files "$T/concurrent") | python3 -c '
import collections, json, sys
seqs = collections.Counter(json.loads(line)["seq"] for line in sys.stdin if line.strip())
print(" ".join("%d (x%d)" % (seq, n) for seq, n in sorted(seqs.items()) if n > 1))')
if [[ -z $duplicates ]]; then
  ok "every event in the history has its own seq after 20 concurrent writes"
else
  not_ok "every event in the history has its own seq after 20 concurrent writes (repeated: $duplicates)"
fi

# --- (a2) writers racing failing commands on a brand-new store ------------------------
python3 "$HERE/race_new_store.py" "$BIN" "${RELIABILITY_RACE_ROUNDS:-10}" ||
  failures=$((failures + 1))

# --- (b) a writer killed with SIGKILL at random moments ------------------------------
new_store crash
python3 "$HERE/crash_writer.py" "$BIN" "$KILLS" || failures=$((failures + 1))

# --- (c) damaged files are reported and left alone ------------------------------------
new_store damaged
D=$T/damaged
for i in 1 2 3; do "$BIN" done water +1ml >/dev/null; done
cp "$D/store.json" "$T/good.json"
size=$(wc -c <"$T/good.json")

head -c $((size / 2)) "$T/good.json" >"$D/store.json"
for command in "today" "done water"; do
  # shellcheck disable=SC2086 # the command is two words on purpose
  expect_refusal "truncated store.json: '$command' reports it and leaves it byte-identical" \
    1 "$D" 'store\.json' 'left untouched' -- "$BIN" $command
done

printf 'not a store \x00\xff {{{ garbage\n' >"$D/store.json"
for command in "today" "done water"; do
  # shellcheck disable=SC2086
  expect_refusal "garbage store.json: '$command' reports it and leaves it byte-identical" \
    1 "$D" 'store\.json' 'left untouched' -- "$BIN" $command
done

sed 's/"version": *[0-9],/"version": 99,/' "$T/good.json" >"$D/store.json"
if grep -q '"version": 99' "$D/store.json"; then
  for command in "today" "done water"; do
    # shellcheck disable=SC2086
    expect_refusal "store.json of version 99: '$command' refuses it and leaves it byte-identical" \
      1 "$D" 'store\.json' '99' -- "$BIN" $command
  done
else
  not_ok "store.json of version 99: could not make one (no \"version\" in the store)"
fi

cp "$T/good.json" "$D/store.json"
month="$D/store.history/2026-11.jsonl"
cp "$month" "$T/month.good"
# Four events (add, three progress); a garbage line goes in as line 3.
{
  head -n 2 "$T/month.good"
  echo '{"day":"2026-11-21","seq": garbage here'
  tail -n +3 "$T/month.good"
} >"$month"
for command in "today" "done water"; do
  # shellcheck disable=SC2086
  expect_refusal "garbage line 3 of a history file: '$command' reports file and line, leaves it byte-identical" \
    1 "$D" '2026-11\.jsonl' 'line 3([^0-9]|$)' -- "$BIN" $command
done

# --- (d) a read-only folder and a full disk -------------------------------------------
# A store with several items, so that the document is over 1 KiB, and a history over 1 KiB.
new_store refused
R=$T/refused
for item in "read 10 pages daily" "walk 5 km daily" "meditate 10 minutes daily" \
  "stretch daily"; do
  "$BIN" add "$item" --yes >/dev/null
done
for i in 1 2 3; do "$BIN" done water +1ml >/dev/null; done

# Read-only folder: the store's folder and its history folder are chmod 555. Root ignores
# file modes, so as root the commands run as the unprivileged user nobody (setpriv) on a
# store that nobody owns; failing that, under a read-only bind mount of the folder in a
# mount namespace of their own; failing that, the check is skipped.
readonly_mode=""
readonly_why=""
AS=()
if [[ $(id -u) -ne 0 ]]; then
  readonly_mode="chmod 555"
  AS=("$BIN")
elif command -v setpriv >/dev/null &&
  setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null; then
  readonly_mode="chmod 555, run as nobody (uid 65534) since root ignores modes"
  mkdir -p "$T/bin"
  cp "$BIN" "$T/bin/sherpa"
  chmod 755 "$T" "$T/bin" "$T/bin/sherpa" "$HOME" "$XDG_CONFIG_HOME"
  chown -R 65534:65534 "$R"
  AS=(setpriv --reuid=65534 --regid=65534 --clear-groups "$T/bin/sherpa")
elif command -v unshare >/dev/null && unshare -m --propagation private \
  sh -c "mount --bind '$R' '$R' && mount -o remount,bind,ro '$R' '$R'" 2>/dev/null; then
  readonly_mode="read-only bind mount in a private mount namespace, since root ignores modes"
  AS=(unshare -m --propagation private sh -c
    'd=$1; shift; mount --bind "$d" "$d" && mount -o remount,bind,ro "$d" "$d" && exec "$@"'
    sh "$R" "$BIN")
else
  readonly_why="running as root, and neither setpriv nor a read-only bind mount is permitted"
fi

if [[ -n $readonly_mode ]]; then
  echo "# read-only folder: $readonly_mode"
  chmod 555 "$R" "$R/store.history"
  # A new item: the document must be replaced, which needs a new file in the folder.
  expect_refusal "read-only folder: 'add' fails with one clear line, store.json and history intact" \
    nonzero "$R" 'store' 'Permission denied|Read-only file system' -- \
    "${AS[@]}" add "floss teeth daily" --yes
  # A write on the first day of a month: the history needs a new month file.
  SHERPA_NOW=2026-12-01T09:00 expect_refusal \
    "read-only folder: 'done water +1ml' on a new month fails with one clear line, files intact" \
    nonzero "$R" 'store' 'Permission denied|Read-only file system' -- \
    "${AS[@]}" done water +1
  chmod 755 "$R" "$R/store.history"
  if [[ $(id -u) -eq 0 ]]; then chown -R 0:0 "$R"; fi
else
  ok "skipped (running as root): read-only folder — $readonly_why"
fi

# Full disk: `ulimit -f 1` lets no file grow past 1 KiB; with SIGXFSZ ignored, write() then
# fails with EFBIG ("File too large") as it would with ENOSPC on a full disk.
doc_size=$(wc -c <"$R/store.json")
history_size=$(wc -c <"$R/store.history/2026-11.jsonl")
if [[ $doc_size -le 1024 || $history_size -le 1024 ]]; then
  not_ok "full disk: set-up needs a document and a history over 1 KiB ($doc_size, $history_size)"
else
  # Appending to the month file (over 1 KiB already) fails.
  snapshot "$R"
  (
    ulimit -f 1
    trap '' XFSZ
    exec "$BIN" done water +1
  ) >"$T/out" 2>"$T/err" && rc=0 || rc=$?
  report_refusal "full disk: 'done water +1ml' fails with one clear line, store.json and history intact" \
    nonzero "$R" 'store' 'File too large|No space left'
  # A new item on a new month: the new month file's first line fits, the new document does
  # not; the history must not keep the line.
  snapshot "$R"
  (
    ulimit -f 1
    trap '' XFSZ
    export SHERPA_NOW=2026-12-01T09:00
    exec "$BIN" add "floss teeth daily" --yes
  ) >"$T/out" 2>"$T/err" && rc=0 || rc=$?
  report_refusal "full disk while saving the document: 'add' fails with one clear line, store.json and history intact" \
    nonzero "$R" 'store' 'File too large|No space left'
fi

echo "# $((SECONDS - started)) s"
if [[ $failures -ne 0 ]]; then
  echo "# $failures check(s) failed"
  exit 1
fi
