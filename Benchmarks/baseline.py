"""The committed baselines of the benchmark scripts: read to compare, written with
--update-baseline. The scripts' Python runs from the package root and imports this with
`sys.path.insert(0, "Benchmarks")`."""

import json
import os
import time


def load(path):
    """The baseline document at `path`, or an empty one when there is none yet."""
    try:
        with open(path) as f:
            return json.load(f)
    except FileNotFoundError:
        return {}


def save(path, doc):
    """Writes `doc` to `path` as the scripts have always written it, and says so."""
    with open(path, "w") as f:
        json.dump(doc, f, indent=2)
        f.write("\n")
    print(f"wrote {path}")


def measured(script, load, swift, figures):
    """A new baseline document: `figures` with the machine and day they were measured on."""
    return {
        "note": f"Written by Benchmarks/{script} --update-baseline; targets live in {script}.",
        "machine": f"Linux, {os.cpu_count()} cores, load {load}, Swift {swift or '?'}, "
                   "--static-swift-stdlib",
        "measured": time.strftime("%Y-%m-%d"),
        "figures": figures,
    }
