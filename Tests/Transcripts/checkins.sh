# docs/guide.md's check-ins: seven items added on Sun 22 Nov 2026, one habit kept on
# Monday, then Thursday 26 Nov at 19:00.
export SHERPA_NOW=2026-11-22T08:00
sherpa add "drink water 2l daily" --yes
sherpa add "run 5km daily" --yes
sherpa add "read 30 pages daily" --yes
sherpa add "reading notes 15 min daily" --yes
sherpa add "coffees at most 3 a day" --yes
sherpa add "walk 10,000 steps daily" --yes
sherpa add "walk the dog" --yes
export SHERPA_NOW=2026-11-26T19:00
