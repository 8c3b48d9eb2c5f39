# Sourced by the benchmark scripts (run from the package root): builds the static release
# products named in $products (unless SKIP_BUILD is set; SCRATCH=<dir> builds into <dir>),
# sets $bin (their folder) and $sherpa, and makes $work, a temporary folder removed on exit.

scratch=()
[[ -n "${SCRATCH:-}" ]] && scratch=(--scratch-path "$SCRATCH")
build=(swift build -c release --static-swift-stdlib "${scratch[@]}")
if [[ -z "${SKIP_BUILD:-}" ]]; then
  for product in ${products:-sherpa}; do
    echo "== ${build[*]} --product $product" >&2
    "${build[@]}" --product "$product" >&2
  done
fi
bin=$("${build[@]}" --show-bin-path)
sherpa=$bin/sherpa

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
