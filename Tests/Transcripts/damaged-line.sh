# docs/store.md: a store of six events in November 2026 whose third line was damaged by
# hand (column 28 made a 'g'), on Sat 21 Nov 2026 at 09:00.
export SHERPA_NOW=2026-11-20T08:00
sherpa add "floss daily" --yes
sherpa add "read 10 pages daily" --yes
sherpa done floss
sherpa done read 3
sherpa done read 3
sherpa done read 3
sed -i '3s/./g/28' ~/.local/share/sherpa/store.history/2026-11.jsonl
export SHERPA_NOW=2026-11-21T09:00
