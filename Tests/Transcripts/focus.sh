# docs/focus.md: three habits added on Fri 20 Nov 2026, then Sat 21 Nov at 09:00.
export SHERPA_NOW=2026-11-20T08:00
sherpa add "read 30 min daily" --yes
sherpa add "meditate 10 min every morning" --yes
sherpa add "floss daily" --yes
export SHERPA_NOW=2026-11-21T09:00
