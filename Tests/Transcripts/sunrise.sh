# docs/reminders.md: a morning in London, Sat 21 Nov 2026, five items added at 06:30.
export TZ=Europe/London
export SHERPA_NOW=2026-11-21T06:30
sherpa add "run daily at 7am, remind me" --yes
sherpa add "meditate every morning, remind me" --yes
sherpa add "walk the dog 30 min before sunset daily, remind me" --yes
sherpa add "stretch daily after run" --yes
sherpa add "remind me to call the dentist today" --yes
