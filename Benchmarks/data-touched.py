#!/usr/bin/env python3
"""The program's data a run touches, by symbol, in the order first touched.

Usage: valgrind --tool=lackey --trace-mem=yes --log-fd=9 PROGRAM ARGS... 9>&1 >/dev/null \
         | data-touched.py PROGRAM

Reads lackey's memory trace (` L addr,size`, ` S …`, ` M …`) on stdin and prints, one a
line, each data symbol of PROGRAM (from `nm`) that a load or store fell in, in writable
sections (`.data`, `.bss`, `.data.rel.ro`, …) only. `Benchmarks/start-up-order.sh` lays them
out together after the functions: a run then touches its data in a few pages, not pages
spread over the program's 4 MB of data, and each page it writes is a fault.
"""

import bisect
import re
import subprocess
import sys


def writable_range(program):
    """From the first writable section's start to the last one's end."""
    low, high = None, None
    out = subprocess.run(["readelf", "-SW", program], capture_output=True, text=True).stdout
    section = re.compile(
        r"^\s*\[\s*\d+\]\s+\S+\s+\S+\s+([0-9a-f]{16})\s+[0-9a-f]+\s+([0-9a-f]+)"
        r"\s+[0-9a-f]+\s+([A-Za-z]*)\s+\d+"
    )
    for line in out.splitlines():
        match = section.match(line)
        if not match or "W" not in match.group(3) or "A" not in match.group(3):
            continue
        start, size = int(match.group(1), 16), int(match.group(2), 16)
        low = start if low is None else min(low, start)
        high = start + size if high is None else max(high, start + size)
    return low or 0, high or 0


def data_symbols(program, low, high):
    """(address, size, name) of the data symbols between low and high, by address."""
    out = subprocess.run(["nm", "-n", "-S", program], capture_output=True, text=True).stdout
    symbols = []
    for line in out.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in "bBdDvV":
            address = int(fields[0], 16)
            if low <= address < high:
                symbols.append((address, max(int(fields[1], 16), 1), fields[3]))
    return symbols


def main():
    program = sys.argv[1]
    low, high = writable_range(program)
    symbols = data_symbols(program, low, high)
    starts = [s[0] for s in symbols]
    seen = set()
    for raw in sys.stdin.buffer:
        if len(raw) < 5 or raw[0] != 32 or raw[1] not in b"LSM":
            continue
        address = int(raw[3 : raw.index(b",")], 16)
        if not low <= address < high:
            continue
        index = bisect.bisect_right(starts, address) - 1
        if index < 0:
            continue
        start, size, name = symbols[index]
        if address < start + size and name not in seen:
            seen.add(name)
            print(name)


if __name__ == "__main__":
    main()
