# Sourced by the benchmark scripts, which run from the package root.

# The argument a script takes: --update-baseline (sets `update`), or -h/--help (prints the
# script's header).
bench_arguments() {
  update=0
  case "${1:-}" in
    "") ;;
    --update-baseline) update=1 ;;
    -h | --help) sed -n '2,/^set -e/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "$(basename "$0"): unknown argument '$1'" >&2; exit 2 ;;
  esac
}

# Builds the static, position-dependent release products named (unless SKIP_BUILD is set;
# SCRATCH=<dir> builds into <dir>), sets `bin` (their folder) and `sherpa`, and makes
# `work`, a temporary folder removed on exit.
bench_build() {
  scratch=()
  [[ -n "${SCRATCH:-}" ]] && scratch=(--scratch-path "$SCRATCH")
  # Linked as `make build` links it: position-dependent (README, "Set-up").
  build=(swift build -c release --static-swift-stdlib -Xlinker -no-pie --disable-local-rpath
    "${scratch[@]}")
  if [[ -z "${SKIP_BUILD:-}" ]]; then
    for product in "$@"; do
      echo "== ${build[*]} --product $product" >&2
      "${build[@]}" --product "$product" >&2
    done
  fi
  bin=$("${build[@]}" --show-bin-path)
  sherpa=$bin/sherpa
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
}
