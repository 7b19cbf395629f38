#!/usr/bin/env python3
"""The geometry library keeps no state: its objects have no
thread-local data (.tbss, .tdata: the TLS segment of anything linking it is
0 bytes) and no writable data (.data, .bss and any other writable section;
const tables holding pointers sit in .data.rel.ro, read-only after
relocation, and are fine).

Usage: check_no_state.py [--readelf PATH] LIBRARY.a [OBJ:SYMBOL:SIZE ...]

Each OBJ:SYMBOL:SIZE allows one such object (a static local's compiler
suffix, as in "acc.19", is ignored). Exits 1, listing every offending
symbol, if any writable or thread-local byte is not allowed.
"""
import re
import subprocess
import sys


def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def members(text):
    """Splits readelf output of an archive into {member: its lines}."""
    out, cur = {}, None
    for line in text.splitlines():
        m = re.match(r"^File: .*\((.+)\)$", line)
        if m:
            cur = m.group(1)
            out[cur] = []
        elif cur is not None:
            out[cur].append(line)
    return out


def main():
    args = sys.argv[1:]
    readelf = "readelf"
    if len(args) >= 2 and args[0] == "--readelf":
        readelf, args = args[1], args[2:]
    if not args:
        print(__doc__)
        return 2
    lib, allow = args[0], set()
    for a in args[1:]:
        obj, sym, size = a.split(":")
        allow.add((obj, sym, int(size)))

    sections = members(run([readelf, "-SW", lib]))
    symbols = members(run([readelf, "-sW", lib]))
    if not sections:
        print(f"check_no_state: no objects found in {lib}")
        return 1
    bad, used = [], set()
    for obj, lines in sections.items():
        secs = {}  # index -> (name, size, flags)
        for line in lines:
            m = re.match(r"^\s*\[\s*(\d+)\]\s+(\S+)\s+\S+\s+[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+[0-9a-f]+\s+(\S*)", line)
            if m:
                secs[int(m.group(1))] = (m.group(2), int(m.group(3), 16), m.group(4))
        stateful = {i: s for i, s in secs.items()
                    if s[1] > 0 and ("T" in s[2] or ("W" in s[2] and "A" in s[2] and not s[0].startswith(".data.rel.ro")))}
        if not stateful:
            continue
        named = {i: 0 for i in stateful}
        for line in symbols.get(obj, []):
            f = line.split()
            # Num: Value Size Type Bind Vis Ndx Name
            if len(f) < 8 or not f[0].endswith(":") or not f[6].isdigit():
                continue
            ndx = int(f[6])
            if ndx not in stateful or f[3] not in ("OBJECT", "TLS"):
                continue
            size, name = int(f[2]), f[7]
            base = name.split(".")[0] if "." in name else name
            named[ndx] += size
            key = (obj, base, size)
            if key in allow:
                used.add(key)
                continue
            sec = stateful[ndx]
            kind = "thread-local" if "T" in sec[2] else "writable"
            bad.append(f"{obj}: {kind} {name} ({size} bytes, {sec[0]})")
        for i, (name, size, flags) in stateful.items():
            if size > named[i]:
                bad.append(f"{obj}: {size - named[i]} bytes of unnamed {'thread-local' if 'T' in flags else 'writable'} data in {name}")
    for key in sorted(allow - used):
        print(f"check_no_state: note: allowed {key[0]}:{key[1]}:{key[2]} no longer present (drop it from the list)")
    if bad:
        print("check_no_state: the geometry library keeps state (thread-local or writable data):")
        for b in bad:
            print("  " + b)
        return 1
    print(f"check_no_state: {len(sections)} objects of {lib}: no thread-local and no writable data"
          + (f" (besides {len(used)} allowed)" if used else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
