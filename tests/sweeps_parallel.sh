#!/bin/bash
# SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The GNU parallel recipe of docs/sweeps.md, run as written on this machine: a hosts file
# whose only login is ":" (GNU parallel's name for the local computer), four shards, then
# --summarize; the summary must be the unsharded table, column for column but the time.
# Usage: sweeps_parallel.sh MAPGEN TESTDATA_DIR
set -euo pipefail
mapgen_binary=$1
data=$2
if ! command -v parallel >/dev/null; then
    echo "GNU parallel is not installed (Debian: apt-get install parallel)" >&2
    exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$data/island-6a-basic.json" "$work/lesson.mapgen.json"
cp "$data/dungeon-pits.json" "$work/dungeon.mapgen.json"
export PATH="$(dirname "$mapgen_binary"):$PATH"
cd "$work"
echo ":" > hosts

check() { # the sweep's options
    # --- the recipe ---
    seq 1 4 | parallel --sshloginfile hosts --basefile "$1" --halt now,fail=1 \
        "mapgen experiment $* --per-run --shard {}/4" > runs.csv
    mapgen experiment --summarize runs.csv > table.csv
    # --- the comparison ---
    mapgen experiment "$@" > unsharded.csv
    if ! diff <(sed 's/,[0-9]*\r$//' unsharded.csv) <(sed 's/,[0-9]*\r$//' table.csv); then
        echo "the summary of the shards differs from the unsharded table of: $*" >&2
        exit 1
    fi
    [ "$(wc -l < table.csv)" -gt 1 ] || { echo "an empty table for: $*" >&2; exit 1; }
}
check lesson.mapgen.json --density 0:30:10 --rule 6a,6b --runs 25
check dungeon.mapgen.json --density 0,20,40 --runs 25
echo "the summary of 4 shards run by GNU parallel equals the unsharded table"
