#!/bin/sh
# The include rules of the source tree (docs/layers.md): runs
# check_layers.py beside this script with Python 3 ($PYTHON, else python3).
# Usage: scripts/check_layers.sh [ROOT]; exit 1 on any problem, 0 if none,
# 2 on a usage error.
here=$(dirname "$0")
py=${PYTHON:-python3}
if ! command -v "$py" >/dev/null 2>&1; then
  echo "check_layers: $py not found (set PYTHON to a Python 3)" >&2
  exit 2
fi
exec "$py" "$here/check_layers.py" "$@"
