# docs/coach.md's day: seven habits added on Thu 19 Nov 2026, Run skipped on Thursday and
# Friday and the rest done, then Sat 21 Nov at 07:30.
export SHERPA_NOW=2026-11-19T07:00
sherpa add "take vitamins daily at 8am" --yes
sherpa add "meditate every morning" --yes
sherpa add "run 5km daily" --yes
sherpa add "stretch daily after run" --yes
sherpa add "yoga 30 min daily" --yes
sherpa add "reading every evening" --yes
sherpa add "journal every evening after reading" --yes
for day in 19 20; do
  export SHERPA_NOW=2026-11-${day}T21:00
  for item in vitamins yoga meditate stretch reading journal; do sherpa done $item; done
done
export SHERPA_NOW=2026-11-21T07:30
