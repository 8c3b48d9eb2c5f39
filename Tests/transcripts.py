#!/usr/bin/env python3
"""Re-runs the transcripts in Sherpa's Markdown and checks each output is what the page shows.

Usage: transcripts.py [--update] [--only FILE] SHERPA   (SHERPA: the binary to run)

A transcript is a ```console block in README.md or docs/*.md. Each `$ ` line in it is a
command, and the lines up to the next `$ ` line (blank lines at the end dropped) are what it
prints, standard output and standard error together. A block is run when the line before
its fence is a comment naming how:

    <!-- transcript: SETUP [continue] [with SCRIPT] [at N=TIME ...] -->
    <!-- transcript: snapshot NAME ... -->
    <!-- transcript: skip REASON -->

- SETUP names Tests/Transcripts/SETUP.sh, a bash script run first in a new, empty home
  folder, with `sherpa` on the PATH. What it exports (SHERPA_NOW above all) holds for the
  block's commands; what it prints is not checked, but a command of it that does not
  succeed stops the block and is reported with its last lines.
- `continue` runs the commands of the file's earlier blocks of the same SETUP again first,
  without checking them, so a page can show one story in several blocks.
- `with SCRIPT` runs Tests/Transcripts/SCRIPT.sh after that and before the block's
  commands, unchecked too (a setting the page mentions in words, like colour).
- `at N=TIME` sets SHERPA_NOW to TIME (2026-11-27T10:00) before the block's N-th command.
  A command whose line ends in a comment with a time, `# 08:10`, `# at 09:12: …` or
  `# Fri 27 Nov, 10:00`, runs at that time (of SHERPA_NOW's day, or of the day named).
- `snapshot NAME ...`: what the block's N-th command prints is, line for line, what the
  same command prints in the N-th NAME, a golden file in Tests/SherpaCLITests/Snapshots/
  that `swift test` checks the binary against (for a store only the tests build, like six weeks of habits).
- `skip REASON` says why a block can't run here (a live terminal, a model, a remote).

Every other console block, and every other block with a `$ sherpa` line in it, is reported,
so a new transcript can't go unchecked by mistake. Commands run with bash, one shell per
block, in the home folder, with TZ=UTC, LANG=C.UTF-8, NO_COLOR unset, COLUMNS=100 and
standard output a pipe, as in a script; colour codes in what they print are dropped before
the comparison, as a page can't show them, and the home folder reads /home/me.

Prints one line per difference (`FILE:LINE: …`, then the expected and actual lines) and
exits 1 when there is one; ends with a count of transcripts and commands run. `--update`
writes each block's actual output into the page instead, for a change made on purpose.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SETUPS = os.path.join(ROOT, "Tests", "Transcripts")
DIRECTIVE = re.compile(r"^<!--\s*transcript:\s*(.*?)\s*-->\s*$")
MARK = "@@transcript-command-{}@@"
SETUP_LOG = "$HOME/.transcript-setup.log"
SGR = re.compile(r"\x1b\[[0-9;]*m")


class SetupStopped(Exception):
    """A set-up script's command did not succeed: the block's output would mean nothing."""


class Block:
    def __init__(self, path, fence_line, lang, body, directive):
        self.path, self.fence_line, self.lang = path, fence_line, lang
        self.body, self.directive = body, directive
        self.commands = []  # (line index in body, command, expected lines)
        index = None
        for number, line in enumerate(body):
            if line.startswith("$ "):
                index = number
                self.commands.append([number, line[2:], []])
            elif index is not None:
                self.commands[-1][2].append(line)
        for command in self.commands:
            while command[2] and command[2][-1].strip() == "":
                command[2].pop()

    def where(self, offset=0):
        return f"{os.path.relpath(self.path, ROOT)}:{self.fence_line + 1 + offset}"


def blocks(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    found, number = [], 0
    while number < len(lines):
        line = lines[number]
        if line.startswith("```"):
            lang = line[3:].strip()
            end = number + 1
            while end < len(lines) and not lines[end].startswith("```"):
                end += 1
            before = lines[number - 1] if number > 0 else ""
            match = DIRECTIVE.match(before)
            found.append(Block(path, number, lang, lines[number + 1:end], match.group(1) if match else None))
            number = end
        number += 1
    return found


def parse_directive(text):
    words = text.split()
    if not words:
        return None
    if words[0] == "skip":
        return {"skip": " ".join(words[1:])}
    if words[0] == "snapshot":
        return {"snapshot": words[1:]}
    plan = {"setup": words[0], "continue": False, "at": {}, "with": None}
    rest = iter(words[1:])
    for word in rest:
        if word == "continue":
            plan["continue"] = True
        elif word == "with":
            plan["with"] = next(rest, None)
        elif word == "at" or re.fullmatch(r"\d+=\S+", word):
            continue
        else:
            raise ValueError(f"unknown word '{word}'")
    for n, time in re.findall(r"at\s+(\d+)=(\S+)", text):
        plan["at"][int(n)] = time
    return plan


def script_for(plan, earlier, block):
    """The bash script that sets up, replays earlier blocks and runs this block's commands."""
    parts = [setup_line(plan["setup"]), "set +e"]
    for old_plan, old in earlier:
        parts += command_lines(old_plan, old, marked=False)
    if plan["with"]:
        parts += [setup_line(plan["with"]), "set +e"]
    parts += command_lines(plan, block, marked=True)
    return "\n".join(parts) + "\n"


def setup_line(name):
    """Sources a set-up script, stopping the block at its first command that does not succeed."""
    return f"set -e; source {shlex_quote(os.path.join(SETUPS, name + '.sh'))} >>{SETUP_LOG} 2>&1"


MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
CLOCK = re.compile(r"#\s*(?:at\s+)?(?:[A-Z][a-z]{2}\s+(\d{1,2})\s+([A-Z][a-z]{2}),?\s+)?(\d{2}):(\d{2})\b")


def clock_export(command):
    """The `export SHERPA_NOW=…` a command's trailing time comment asks for, or None."""
    match = CLOCK.search(command)
    if not match:
        return None
    day, month, hour, minute = match.groups()
    if day:
        date = f"${{SHERPA_NOW:0:4}}-{MONTHS.index(month) + 1:02d}-{int(day):02d}"
    else:
        date = "${SHERPA_NOW%T*}"
    return f"export SHERPA_NOW={date}T{hour}:{minute}"


def command_lines(plan, block, marked):
    out = []
    for n, (_, command, _) in enumerate(block.commands, start=1):
        if n in plan["at"]:
            out.append(f"export SHERPA_NOW={plan['at'][n]}")
        elif clock_export(command):
            out.append(clock_export(command))
        if marked:
            out.append(f"echo {MARK.format(n)}")
            out.append(f"{{ {command}\n}} 2>&1")
        else:
            out.append(f"{{ {command}\n}} >/dev/null 2>&1")
    return out


def shlex_quote(text):
    return "'" + text.replace("'", "'\\''") + "'"


def run(binary, plan, earlier, block):
    """Runs a block in a new home beside `binary` (one copy in the run's folder, linked)."""
    home = tempfile.mkdtemp(prefix="home-", dir=os.path.dirname(binary))
    try:
        bin_dir = os.path.join(home, ".local", "bin")  # where `make install` puts it
        os.makedirs(bin_dir)
        # A link, not a symbolic one: the program names its own path in what it writes.
        os.link(binary, os.path.join(bin_dir, "sherpa"))
        env = {
            "HOME": home,
            "PATH": bin_dir + os.pathsep + os.environ.get("PATH", "/usr/bin:/bin"),
            "TZ": "UTC",
            "LANG": "C.UTF-8",
            "COLUMNS": "100",
            "XDG_CONFIG_HOME": os.path.join(home, ".config"),
            "XDG_DATA_HOME": os.path.join(home, ".local", "share"),
            "XDG_STATE_HOME": os.path.join(home, ".local", "state"),
        }
        result = subprocess.run(["bash", "-c", script_for(plan, earlier, block)], cwd=home, env=env,
                                capture_output=True, text=True, timeout=120)
        outputs, current = {}, None
        for line in result.stdout.split("\n"):
            match = re.fullmatch(r"@@transcript-command-(\d+)@@", line)
            if match:
                current = int(match.group(1))
                outputs[current] = []
            elif current is not None:
                outputs[current].append(line.replace(home, "/home/me"))
        for lines in outputs.values():
            while lines and lines[-1].strip() == "":
                lines.pop()
        if not outputs and result.returncode != 0:
            log = os.path.join(home, ".transcript-setup.log")
            said = open(log, encoding="utf-8").read().strip().split("\n")[-3:] if os.path.isfile(log) else []
            raise SetupStopped(" / ".join(said) or f"bash exited {result.returncode}")
        return outputs
    finally:
        shutil.rmtree(home, ignore_errors=True)


def check(binary, path, update):
    differences, ran, commands = [], 0, 0
    replacements = {}
    chains = {}
    for block in blocks(path):
        has_command = any(c[1].startswith("sherpa") or " sherpa" in c[1] for c in block.commands)
        if block.directive is None:
            if block.lang == "console" or has_command:
                differences.append(f"{block.where()}: a transcript without a '<!-- transcript: … -->' line before it")
            continue
        try:
            plan = parse_directive(block.directive)
        except ValueError as error:
            differences.append(f"{block.where()}: {error}")
            continue
        if plan is None or "skip" in plan:
            if plan is None or not plan["skip"]:
                differences.append(f"{block.where()}: 'skip' needs a reason")
            continue
        if "snapshot" in plan:
            differences += compare_snapshots(block, plan["snapshot"])
            ran += 1
            commands += len(block.commands)
            continue
        if not os.path.isfile(os.path.join(SETUPS, plan["setup"] + ".sh")):
            differences.append(f"{block.where()}: no Tests/Transcripts/{plan['setup']}.sh")
            continue
        chain = chains.setdefault(plan["setup"], [])
        earlier = list(chain) if plan["continue"] else []
        try:
            outputs = run(binary, plan, earlier, block)
        except SetupStopped as stopped:
            differences.append(f"{block.where()}: the set-up stopped: {stopped}")
            continue
        chain.append((plan, block))
        ran += 1
        for n, (offset, command, expected) in enumerate(block.commands, start=1):
            commands += 1
            actual = outputs.get(n, ["(the command never ran)"])
            actual = [SGR.sub("", line) for line in actual]
            if [line.rstrip() for line in actual] != [line.rstrip() for line in expected]:
                differences.append(f"{block.where(offset + 1)}: $ {command}\n" + diff(expected, actual))
        if update:
            replacements[block.fence_line] = (block, outputs)
    if update and replacements:
        rewrite(path, replacements)
    return differences, ran, commands


def compare_snapshots(block, names):
    found = []
    if len(names) != len(block.commands):
        return [f"{block.where()}: {len(block.commands)} commands but {len(names)} snapshots"]
    for name, (offset, command, expected) in zip(names, block.commands):
        path = os.path.join(ROOT, "Tests", "SherpaCLITests", "Snapshots", name + ".txt")
        if not os.path.isfile(path):
            found.append(f"{block.where(offset + 1)}: no snapshot {os.path.relpath(path, ROOT)}")
            continue
        golden = Block(path, 0, "console", open(path, encoding="utf-8").read().split("\n"), None)
        wanted = command.split("  #")[0].rstrip()
        outputs = [output for _, said, output in golden.commands if said == wanted]
        if not outputs:
            found.append(f"{block.where(offset + 1)}: {name}.txt has no '$ {wanted}'")
        elif [x.rstrip() for x in outputs[0]] != [x.rstrip() for x in expected]:
            found.append(f"{block.where(offset + 1)}: $ {command} (as {name}.txt)\n" + diff(expected, outputs[0]))
    return found


def diff(expected, actual):
    import difflib
    expected, actual = [x.rstrip() for x in expected], [x.rstrip() for x in actual]
    lines = difflib.unified_diff(expected, actual, "page", "now", lineterm="", n=1)
    return "\n".join("    " + line for line in list(lines)[2:])


def rewrite(path, replacements):
    lines = open(path, encoding="utf-8").read().split("\n")
    for fence_line in sorted(replacements, reverse=True):
        block, outputs = replacements[fence_line]
        body = []
        for n, (_, command, expected) in enumerate(block.commands, start=1):
            body.append("$ " + command)
            body += outputs.get(n, [])
            if n < len(block.commands) and block.body[block.commands[n][0] - 1].strip() == "":
                body.append("")
        start = fence_line + 1
        lines[start:start + len(block.body)] = body
    open(path, "w", encoding="utf-8").write("\n".join(lines))


def main(argv):
    update = "--update" in argv
    args = [a for a in argv if a != "--update"]
    only = None
    if "--only" in args:
        index = args.index("--only")
        only = os.path.abspath(args[index + 1])
        del args[index:index + 2]
    if len(args) != 1 or not os.access(args[0], os.X_OK):
        print(__doc__.strip().split("\n")[2], file=sys.stderr)
        return 2
    pages = [os.path.join(ROOT, "README.md")]
    pages += sorted(os.path.join(ROOT, "docs", n) for n in os.listdir(os.path.join(ROOT, "docs")) if n.endswith(".md"))
    if only:
        pages = [p for p in pages if p == only]
    problems, ran, commands = [], 0, 0
    folder = tempfile.mkdtemp(prefix="sherpa-transcripts-")
    try:
        binary = os.path.join(folder, "sherpa")
        shutil.copy2(os.path.abspath(args[0]), binary)
        for page in pages:
            found, page_ran, page_commands = check(binary, page, update)
            problems += found
            ran += page_ran
            commands += page_commands
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    for problem in problems:
        print(problem)
    print(f"transcripts.py: {ran} transcripts, {commands} commands, {len(problems)} differences"
          + (" (pages updated)" if update else ""))
    return 1 if problems and not update else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
