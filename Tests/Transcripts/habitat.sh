# docs/meals.md: a new store on Monday 23 Nov 2026 (a workout day), at 07:00.
export SHERPA_NOW=2026-11-23T07:00
