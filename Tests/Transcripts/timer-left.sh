# docs/focus.md: a timer for Read started Mon 23 Nov 2026 at 09:00 and left running until
# Fri 27 Nov at 10:00.
source "$(dirname "${BASH_SOURCE[0]}")/focus.sh"
export SHERPA_NOW=2026-11-23T09:00
sherpa start read
export SHERPA_NOW=2026-11-27T10:00
