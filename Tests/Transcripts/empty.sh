# No items yet, on Sat 21 Nov 2026 at 09:00.
export SHERPA_NOW=2026-11-21T09:00
