# docs/prompt.md: seven daily habits kept for eleven days (a streak of 12 with today), Sat 21 Nov 2026 at 09:00 with
# three done and Vitamins set for 08:00 still open.
export SHERPA_NOW=2026-11-10T07:00
sherpa add "run daily" --yes
sherpa add "floss daily" --yes
sherpa add "meditate daily" --yes
sherpa add "stretch daily" --yes
sherpa add "take vitamins daily at 8am" --yes
sherpa add "journal daily at 9pm" --yes
sherpa add "read daily" --yes
for day in 10 11 12 13 14 15 16 17 18 19 20; do
  export SHERPA_NOW=2026-11-${day}T22:00
  for item in run floss meditate stretch vitamins journal read; do sherpa done "$item"; done
done
export SHERPA_NOW=2026-11-21T09:00
sherpa done run
sherpa done floss
sherpa done meditate
