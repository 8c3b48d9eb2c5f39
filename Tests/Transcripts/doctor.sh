# docs/store.md's doctor: Floss and Read added in October 2026 with four logs, two more
# logs of Floss in November; the store as it was after the first event kept as
# store.json.bak (as an old backup would be); Fri 20 Nov 2026 at 08:00.
export SHERPA_NOW=2026-10-05T08:00
sherpa add "floss daily" --yes
cp ~/.local/share/sherpa/store.json ~/first-store.json
sherpa add "read 10 pages daily" --yes
sherpa done floss
sherpa done read
export SHERPA_NOW=2026-10-06T08:00
sherpa done floss
sherpa done read
export SHERPA_NOW=2026-11-18T08:00
sherpa done floss
export SHERPA_NOW=2026-11-19T08:00
sherpa done floss
export SHERPA_NOW=2026-11-20T08:00
mv ~/first-store.json ~/.local/share/sherpa/store.json.bak
