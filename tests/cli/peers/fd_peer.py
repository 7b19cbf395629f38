#!/usr/bin/env python3
"""A peer that answers "1" to everything, or "leak:N,M" if it was started
with file descriptors other than 0, 1 and 2 open (another peer's pipes
leaking into it)."""
import os
import sys

fds = sorted(int(f) for f in os.listdir("/proc/self/fd"))
extra = []
for f in fds:
    if f > 2:
        try:
            os.fstat(f)  # the listing's own descriptor is closed by now
            extra.append(str(f))
        except OSError:
            pass
ans = "leak:" + ",".join(extra) if extra else "1"
for line in sys.stdin:
    print(ans, flush=True)
