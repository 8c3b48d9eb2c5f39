#!/usr/bin/env python3
"""Syncs against crafted remotes and checks the store here is never harmed.

Usage: hostile_remote.py SHERPA_BINARY [CASE...]

Each case starts afresh: a laptop with "read 10 pages daily" and 3 pages read sets up a bare
git repository in a temporary folder; someone with push access then rewrites the remote
(a clone, plumbing for trees git's porcelain will not make, a forced push); the laptop
logs 2 pages (acknowledged, not yet sent) and runs `sherpa sync`. Then:

  * a refused sync exits 1 with one line on stderr naming the remote's file, and the
    store's files (store.json and every month file) are byte-identical;
  * either way every event the laptop held (by id) is still in its history, `today --json`
    and `doctor` exit 0, `list` prints no control character, and a `done read 1` after it
    is counted as made (an undo that came in cannot take it back).

Then, for the cases whose damage is in the month file (HAND_PULLED), the laptop commits its
log and runs `git pull` by hand: Sherpa's merge driver must refuse the remote's side in one
line naming the file and line, git reports a conflict, and the store is byte-identical.
For the undos of an event not held (FAST_FORWARDED), a laptop with nothing new pulls by
hand and git fast-forwards (no merge driver runs): `doctor` must name the line, `--repair`
move it aside, and the laptop's events and next logs stand.

Cases are named; give some names to run only those. Prints `ok - ...` / `not ok - ...`
per check and a summary; exits 1 if any check failed.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

IDS = re.compile(rb'^\{"day":"[^"]*","seq":\d+,"id":"([^"]+)"', re.M)
DAY = "2026-11-20"
MONTH = "store.history/2026-11.jsonl"
GIT_ENV = {"GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
           "GIT_AUTHOR_NAME": "intruder", "GIT_AUTHOR_EMAIL": "i@sherpa.invalid",
           "GIT_COMMITTER_NAME": "intruder", "GIT_COMMITTER_EMAIL": "i@sherpa.invalid"}


def line(seq, body, day=DAY, ident=None, at=None):
    ident = ident or "intruder.%d" % seq
    at = at or day + "T08:30:00"
    return ('{"day":"%s","seq":%d,"id":"%s","at":"%s",%s}\n'
            % (day, seq, ident, at, body)).encode()


class Remote:
    """A clone of the remote to rewrite, pushed back with --force."""

    def __init__(self, root, url):
        self.folder = os.path.join(root, "intruder")
        self.env = dict(os.environ, **GIT_ENV)
        subprocess.run(["git", "clone", "-q", url, self.folder], check=True, env=self.env)
        self.pushed = False

    def git(self, *args, data=None):
        done = subprocess.run(["git"] + list(args), cwd=self.folder, env=self.env, input=data,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if done.returncode != 0:
            raise RuntimeError("git %s: %s" % (" ".join(args), done.stderr.decode()))
        return done.stdout

    def path(self, name):
        return os.path.join(self.folder, name)

    def read(self, name=MONTH):
        with open(self.path(name), "rb") as f:
            return f.read()

    def write(self, name, data):
        os.makedirs(os.path.dirname(self.path(name)), exist_ok=True)
        with open(self.path(name), "wb") as f:
            f.write(data)

    def append(self, data, name=MONTH):
        self.write(name, self.read(name) + data)

    def blob(self, data):
        return self.git("hash-object", "-w", "--stdin", data=data).decode().strip()

    def entry(self, mode, name, data=None, obj=None):
        """Puts `mode obj name` in the index (a link, a submodule) as the porcelain will not."""
        obj = obj or self.blob(data)
        self.git("update-index", "--add", "--cacheinfo", "%s,%s,%s" % (mode, obj, name))
        # Committed from the index as it is: `add -A` would drop what the tree lacks.
        self.git("commit", "-q", "-m", "intruder")
        self.git("push", "-q", "-f", "origin", "HEAD:main")
        self.pushed = True

    def push(self):
        self.git("add", "-A", "-f")
        self.git("commit", "-q", "--allow-empty", "-m", "intruder")
        self.git("push", "-q", "-f", "origin", "HEAD:main")

    def push_tree(self, history_entries):
        """Pushes a commit whose history folder is a raw tree of (mode, name, sha), names as
        bytes, made with --literally so names git refuses ('..', '/') get in."""
        raw = b"".join(b"%s %s\0%s" % (mode.encode(), name, bytes.fromhex(sha))
                       for mode, name, sha in sorted(history_entries, key=lambda e: e[1]))
        history = self.git("hash-object", "-t", "tree", "-w", "--literally", "--stdin",
                           data=raw).decode().strip()
        top = []
        for name in (".gitattributes", ".gitignore"):
            top.append(b"100644 %s\0%s" % (name.encode(), bytes.fromhex(
                self.git("rev-parse", "HEAD:" + name).decode().strip())))
        top.append(b"40000 store.history\0" + bytes.fromhex(history))
        tree = self.git("hash-object", "-t", "tree", "-w", "--literally", "--stdin",
                        data=b"".join(top)).decode().strip()
        commit = self.git("commit-tree", tree, "-p", "HEAD", "-m", "intruder").decode().strip()
        self.git("push", "-q", "-f", "origin", commit + ":refs/heads/main")
        self.pushed = True


def month_entry(remote):
    return ("100644", b"2026-11.jsonl", remote.blob(remote.read()))


def cases():
    """name -> (edit(remote), whether sync must refuse)."""
    c = {}

    def add(name, must_refuse=True):
        def register(edit):
            c[name] = (edit, must_refuse)
            return edit
        return register

    @add("undo-of-future-seq")
    def _(r): r.append(line(3, '"event":"undo","undoes":5'))

    @add("undo-of-itself")
    def _(r): r.append(line(3, '"event":"undo","undoes":3'))

    @add("undo-of-missing-seq")
    def _(r): r.append(line(3, '"event":"undo","undoes":0'))

    @add("void-of-future-seq")
    def _(r): r.append(line(3, '"event":"void","voids":9'))

    @add("invalid-utf8")
    def _(r): r.append(line(3, '"event":"done","item":1,"note":"caf\xff"').replace(b"\xc3\xbf", b"\xff"))

    @add("overlong-utf8")
    def _(r): r.append(line(3, '"event":"done","item":1,"note":"x"').replace(b'"x"', b'"\xc0\xaf"'))

    @add("month-9999-12")
    def _(r): r.write("store.history/9999-12.jsonl", line(3, '"event":"done","item":1', day="9999-12-01"))

    @add("month-before-history")
    def _(r): r.write("store.history/1901-01.jsonl", b"")

    @add("event-after-its-month")
    def _(r): r.append(line(3, '"event":"done","item":1', day="2026-12-01"))

    @add("file-renamed-to-later-month")
    def _(r):
        r.write("store.history/2026-12.jsonl", r.read())
        os.remove(r.path(MONTH))
        r.write(MONTH, b"")

    @add("local-id-other-amount")
    def _(r): r.write(MONTH, r.read().replace(b'"amount":3', b'"amount":10'))

    @add("local-id-other-day")
    def _(r): r.write(MONTH, r.read().replace(b'"day":"2026-11-20","seq":2', b'"day":"2026-11-19","seq":2'))

    @add("same-id-twice")
    def _(r): r.append(r.read().splitlines(keepends=True)[-1].replace(b'"seq":2', b'"seq":3'))

    @add("same-seq-twice")
    def _(r): r.append(line(2, '"event":"done","item":1'))

    @add("symlink-month-file")
    def _(r): r.entry("120000", "store.history/2026-10.jsonl", b"/etc/passwd")

    @add("symlink-history-folder")
    def _(r):
        r.git("rm", "-rq", "--cached", "store.history")
        shutil.rmtree(r.path("store.history"))
        os.symlink("/tmp", r.path("store.history"))

    @add("symlink-gitattributes")
    def _(r):
        os.remove(r.path(".gitattributes"))
        os.symlink("/etc/passwd", r.path(".gitattributes"))

    @add("gitattributes-filter")
    def _(r): r.write(".gitattributes", b"* filter=intruder\nstore.history/*.jsonl merge=union\n")

    @add("gitignore-changed")
    def _(r): r.write(".gitignore", b"*\n")

    @add("hook-at-top")
    def _(r):
        r.write("hooks/post-merge", b"#!/bin/sh\ntouch /tmp/sherpa-intruder\n")
        os.chmod(r.path("hooks/post-merge"), 0o755)

    @add("githooks-folder")
    def _(r): r.write(".githooks/pre-commit", b"#!/bin/sh\nexit 0\n")

    @add("folder-in-history")
    def _(r): r.write("store.history/rejected/2026-11.jsonl", b"{}\n")

    @add("not-a-month-name")
    def _(r): r.write("store.history/notes.txt", b"hello\n")

    @add("dot-dot-entry")
    def _(r): r.push_tree([month_entry(r), ("100644", b"..", r.blob(line(3, '"event":"done","item":1')))])

    @add("dot-dot-folder")
    def _(r): r.push_tree([month_entry(r), ("40000", b"..", r.git("rev-parse", "HEAD^{tree}").decode().strip())])

    @add("slash-in-name")
    def _(r): r.push_tree([month_entry(r), ("100644", b"../2026-12.jsonl", r.blob(b""))])

    @add("escape-in-name")
    def _(r): r.write("store.history/2026-11\x1b[31m.jsonl", line(3, '"event":"done","item":1'))

    @add("submodule-entry")
    def _(r): r.entry("160000", "store.history/2026-10.jsonl", obj=r.git("rev-parse", "HEAD").decode().strip())

    @add("history-is-a-file")
    def _(r):
        data = r.read()
        r.git("rm", "-rq", "store.history")
        r.write("store.history", data)

    @add("huge-line")
    def _(r): r.append(line(3, '"event":"done","item":1,"note":"%s"' % ("x" * (2 << 20))))

    @add("nan-amount")
    def _(r): r.append(line(3, '"event":"progress","item":1,"amount":NaN'))

    @add("infinite-amount")
    def _(r): r.append(line(3, '"event":"progress","item":1,"amount":1e400'))

    @add("huge-amount")
    def _(r): r.append(line(3, '"event":"progress","item":1,"amount":1e300'))

    @add("huge-seq")
    def _(r): r.append(line(3, '"event":"done","item":1').replace(b'"seq":3', b'"seq":1e300'))

    @add("huge-item")
    def _(r): r.append(line(3, '"event":"done","item":3000000000'))

    @add("deep-nesting")
    def _(r): r.append(b"[" * 200000 + b"]" * 200000 + b"\n")

    @add("deep-nesting-in-a-field")
    def _(r): r.append(line(3, '"event":"done","item":1,"note":%s' % ("[" * 5000 + "]" * 5000)))

    @add("impossible-date")
    def _(r): r.append(line(3, '"event":"done","item":1', day="2026-02-30"))

    @add("unknown-event")
    def _(r): r.append(line(3, '"event":"rm -rf ~","item":1'))

    @add("escape-in-device-id")
    def _(r): r.append(line(3, '"event":"done","item":1', ident="evil\x1b[2J.3"))

    @add("byte-order-mark")
    def _(r): r.write(MONTH, b"\xef\xbb\xbf" + r.read())

    @add("nul-in-line")
    def _(r): r.append(line(3, '"event":"done","item":1').replace(b"}", b"\x00}"))

    @add("garbage-line")
    def _(r): r.append(b'{"day":"2026-11-20","seq":\n')

    # Remotes a sync may take, as long as nothing here is lost.
    @add("escape-in-item-name", must_refuse=False)
    def _(r):
        r.append(line(3, '"event":"add","item":2,"after":{"after":null,"archived":null,'
                         '"created":"2026-11-20","id":2,"input":"x","kind":"task","name":'
                         '"Evil\\u001b]0;owned\\u0007\\u001b[2J\\u009b2J","notify":false,'
                         '"phase":null,"rrule":null,"start":"2026-11-21","target":{"amount":1,'
                         '"goal":"atLeast","label":null,"period":"day","unit":"count"},'
                         '"time":null}'))

    @add("history-rewritten", must_refuse=False)
    def _(r): r.write(MONTH, r.read().splitlines(keepends=True)[0])

    @add("history-emptied", must_refuse=False)
    def _(r): r.write(MONTH, b"")

    @add("torn-last-line", must_refuse=False)
    def _(r): r.append(line(3, '"event":"done","item":1')[:-20])

    return c


class Machine:
    def __init__(self, binary, root, name):
        self.binary = binary
        self.folder = os.path.join(root, name)
        self.env = {k: v for k, v in os.environ.items()
                    if not k.startswith("SHERPA_") and not k.startswith("GIT_")}
        self.env.update(SHERPA_STORE=os.path.join(self.folder, "store.json"),
                        SHERPA_DEVICE=name, NO_COLOR="1", HOME=root)

    def run(self, args, now):
        done = subprocess.run([self.binary] + args, env=dict(self.env, SHERPA_NOW=now),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
        return done.returncode, done.stdout.decode(errors="replace"), \
            done.stderr.decode(errors="replace")

    def files(self):
        found = {}
        for base, _, names in os.walk(self.folder):
            for name in names:
                path = os.path.relpath(os.path.join(base, name), self.folder)
                if path == "store.json" or (path.startswith("store.history/")
                                            and path.endswith(".jsonl")):
                    with open(os.path.join(base, name), "rb") as f:
                        found[path] = f.read()
        return found

    def ids(self):
        return set(m.decode() for data in self.files().values() for m in IDS.findall(data))


# Cases whose damage is in the month file both sides change: a `git pull` by hand merges it
# with Sherpa's merge driver, which must refuse it as `sync` does.
HAND_PULLED = ["undo-of-future-seq", "undo-of-missing-seq", "invalid-utf8", "overlong-utf8",
               "event-after-its-month", "local-id-other-amount", "same-seq-twice",
               "escape-in-device-id", "unknown-event", "nan-amount"]


def hand_pull(binary, name, edit, check):
    """The laptop commits a log and runs `git pull` itself: refused in one line naming the
    file and line, the month file as it was, nothing lost; `sync` after it refuses too."""
    root = tempfile.mkdtemp(prefix="sherpa-hostile-pull.")
    try:
        remote = os.path.join(root, "remote.git")
        subprocess.run(["git", "init", "-q", "--bare", "-b", "main", remote], check=True,
                       env=dict(os.environ, **GIT_ENV))
        laptop = Machine(binary, root, "laptop")
        laptop.run(["add", "--yes", "read 10 pages daily"], DAY + "T07:00")
        laptop.run(["done", "read", "3"], DAY + "T07:10")
        code, _, err = laptop.run(["sync", "setup", remote], DAY + "T07:20")
        if not check(code == 0, "pull %s: sync setup" % name, err):
            return
        intruder = Remote(root, remote)
        edit(intruder)
        if not intruder.pushed:
            intruder.push()
        laptop.run(["done", "read", "2"], DAY + "T08:00")
        env = dict(laptop.env, SHERPA_NOW=DAY + "T09:00", **GIT_ENV)

        def git(*args):
            # Files git writes take the umask: the owner-only one a store's owner has.
            return subprocess.run(["git"] + list(args), cwd=laptop.folder, env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                  preexec_fn=lambda: os.umask(0o077))
        git("add", "-A")
        git("commit", "-q", "-m", "laptop")
        held, before = laptop.ids(), laptop.files()
        pulled = git("pull", "-q", "--no-rebase", "origin", "main")
        said = [l for l in pulled.stderr.decode(errors="replace").splitlines()
                if l.startswith("Error: ")]
        check(pulled.returncode != 0, "pull %s: git pull reports a conflict" % name,
              pulled.stdout.decode(errors="replace"))
        check(len(said) == 1 and said[0].startswith("Error: The remote's " + MONTH + " ")
              and "line " in said[0], "pull %s: one line naming the file and line" % name,
              pulled.stderr.decode(errors="replace"))
        check(laptop.files() == before, "pull %s: the store is byte-identical" % name)
        git("merge", "--abort")
        check(not held - laptop.ids(), "pull %s: no local event lost" % name)
        code, out, err = laptop.run(["doctor"], DAY + "T09:01")
        check(code == 0, "pull %s: doctor finds nothing wrong" % name, out + err)
    except Exception as error:  # noqa: BLE001 - a broken case is a failure, not a crash
        check(False, "pull %s: ran" % name, repr(error))
    finally:
        shutil.rmtree(root, ignore_errors=True)


# Cases a pull by hand that fast-forwards (no merge driver runs) brings in and `doctor`
# names by itself: an undo of an event the history does not hold before it.
FAST_FORWARDED = ["undo-of-future-seq", "undo-of-itself", "undo-of-missing-seq",
                  "void-of-future-seq"]


def fast_forward(binary, name, edit, check):
    """The laptop, with nothing of its own since its last sync, runs `git pull`: git takes
    the remote's file as it is; `doctor` names the line, `--repair` moves it aside, and the
    laptop's events and next log are kept."""
    root = tempfile.mkdtemp(prefix="sherpa-hostile-ff.")
    try:
        remote = os.path.join(root, "remote.git")
        subprocess.run(["git", "init", "-q", "--bare", "-b", "main", remote], check=True,
                       env=dict(os.environ, **GIT_ENV))
        laptop = Machine(binary, root, "laptop")
        laptop.run(["add", "--yes", "read 10 pages daily"], DAY + "T07:00")
        laptop.run(["done", "read", "3"], DAY + "T07:10")
        code, _, err = laptop.run(["sync", "setup", remote], DAY + "T07:20")
        if not check(code == 0, "ff %s: sync setup" % name, err):
            return
        intruder = Remote(root, remote)
        edit(intruder)
        if not intruder.pushed:
            intruder.push()
        held = laptop.ids()
        env = dict(laptop.env, SHERPA_NOW=DAY + "T09:00", **GIT_ENV)
        pulled = subprocess.run(["git", "pull", "-q", "--ff-only", "origin", "main"],
                                cwd=laptop.folder, env=env, capture_output=True,
                                preexec_fn=lambda: os.umask(0o077))
        check(pulled.returncode == 0, "ff %s: git fast-forwards" % name, pulled.stderr.decode())
        code, out, _ = laptop.run(["doctor"], DAY + "T09:01")
        check(code == 1 and "takes back event" in out, "ff %s: doctor names the line" % name, out)
        code, out, err = laptop.run(["doctor", "--repair"], DAY + "T09:01")
        check(code == 0, "ff %s: --repair mends it" % name, out + err)
        code, out, err = laptop.run(["doctor"], DAY + "T09:02")
        check(code == 0, "ff %s: doctor then finds nothing wrong" % name, out + err)
        check(not held - laptop.ids(), "ff %s: no local event lost" % name)
        laptop.run(["done", "read", "2"], DAY + "T09:03")
        code, out, err = laptop.run(["done", "read", "1"], DAY + "T09:04")
        check(code == 0 and "6 / 10 pages" in out, "ff %s: the next logs are counted" % name,
              out + err)
    except Exception as error:  # noqa: BLE001 - a broken case is a failure, not a crash
        check(False, "ff %s: ran" % name, repr(error))
    finally:
        shutil.rmtree(root, ignore_errors=True)


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    binary = os.path.realpath(sys.argv[1])
    chosen = sys.argv[2:]
    table = cases()
    failures = 0
    refused = 0

    def check(ok, what, detail=""):
        nonlocal failures
        if not ok:
            failures += 1
            print("not ok - %s%s" % (what, (": " + detail.strip()[:300]) if detail else ""))
        return ok

    names = [n for n in table if not chosen or n in chosen]
    for name in names:
        edit, must_refuse = table[name]
        root = tempfile.mkdtemp(prefix="sherpa-hostile.")
        try:
            remote = os.path.join(root, "remote.git")
            subprocess.run(["git", "init", "-q", "--bare", "-b", "main", remote], check=True,
                           env=dict(os.environ, **GIT_ENV))
            laptop = Machine(binary, root, "laptop")
            laptop.run(["add", "--yes", "read 10 pages daily"], DAY + "T07:00")
            laptop.run(["done", "read", "3"], DAY + "T07:10")
            code, _, err = laptop.run(["sync", "setup", remote], DAY + "T07:20")
            if not check(code == 0, "%s: sync setup" % name, err):
                continue
            intruder = Remote(root, remote)
            edit(intruder)
            if not intruder.pushed:
                intruder.push()
            laptop.run(["done", "read", "2"], DAY + "T08:00")
            held, before = laptop.ids(), laptop.files()
            code, out, err = laptop.run(["sync"], DAY + "T09:00")
            if code != 0:
                refused += 1
                check(err.startswith("Error: The remote") and err.count("\n") == 1,
                      "%s: refused in one line naming the remote's file" % name, err)
                check(laptop.files() == before, "%s: the store is byte-identical" % name)
            check(code != 0 or not must_refuse, "%s: refused" % name, out)
            lost = held - laptop.ids()
            check(not lost, "%s: no local event lost" % name, " ".join(sorted(lost)))
            code, _, err = laptop.run(["today", "--json"], DAY + "T09:01")
            check(code == 0, "%s: the store loads" % name, err)
            code, out, err = laptop.run(["doctor"], DAY + "T09:01")
            check(code == 0, "%s: doctor finds nothing wrong" % name, out + err)
            code, out, _ = laptop.run(["list"], DAY + "T09:01")
            check(not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", out), "%s: list prints no control "
                  "character" % name, repr(out))
            code, out, err = laptop.run(["done", "read", "1"], DAY + "T09:02")
            check(code == 0 and "+1 page" in out, "%s: the next log is made" % name, out + err)
            code, out, _ = laptop.run(["today", "--json"], DAY + "T09:03")
            after = laptop.run(["show", "read", "--json"], DAY + "T09:03")[1]
            check('"progress":6' in out.replace(" ", "") or '"progress":6' in after.replace(" ", ""),
                  "%s: 3 + 2 + 1 pages are counted" % name, out)
        except Exception as error:  # noqa: BLE001 - a broken case is a failure, not a crash
            check(False, "%s: ran" % name, repr(error))
        finally:
            shutil.rmtree(root, ignore_errors=True)
    pulls = [n for n in HAND_PULLED if n in names]
    for name in pulls:
        hand_pull(binary, name, table[name][0], check)
    forwarded = [n for n in FAST_FORWARDED if n in names]
    for name in forwarded:
        fast_forward(binary, name, table[name][0], check)
    print("# %d crafted remotes, %d refused; %d pulled by hand, %d fast-forwarded by hand"
          % (len(names), refused, len(pulls), len(forwarded)))
    print("%s - %d hostile remotes, %d failed checks"
          % ("ok" if failures == 0 else "not ok", len(names), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
