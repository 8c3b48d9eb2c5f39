# README's tour: five habits added on Wed 18 Nov 2026, three days kept, then Sat 21 Nov 09:00.
export SHERPA_NOW=2026-11-18T08:00
sherpa add "run 5km daily at 7am" --yes
sherpa add "drink water 2000ml daily" --yes
sherpa add "floss daily at night" --yes
sherpa add "brush teeth twice a day" --yes
sherpa add "gym 3 times a week" --yes
for day in 18 19 20; do
  export SHERPA_NOW=2026-11-${day}T21:00
  sherpa done run 5km
  sherpa done water 2000ml
  sherpa done floss
  sherpa done teeth
  sherpa done teeth
done
export SHERPA_NOW=2026-11-19T18:00
sherpa done gym
export SHERPA_NOW=2026-11-21T09:00
