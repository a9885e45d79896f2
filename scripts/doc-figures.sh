#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The sizes of exported files that the docs quote, between `<!-- figure:NAME -->` and
# `<!-- /figure -->` (docs/*.md, README.md), each measured from a fresh export by mapgen:
# written into the docs, or with --check compared with what they quote (within a tenth, as
# a lesson's texts change a little from release to release; the test doc_figures). Every
# figure below must be quoted somewhere. scripts/web-figures.sh writes the package's and the
# WebAssembly module's.
#   scripts/doc-figures.sh [--check] [MAPGEN]     (default build/app/mapgen)
set -euo pipefail
check=0
if [ "${1:-}" = --check ]; then
    check=1
    shift
fi
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mapgen=$(realpath "${1:-build/app/mapgen}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
docs=(docs/*.md README.md)

# NAME UNIT ARGUMENTS (OUT: the file written, in a folder of its own)
figures=(
    "lesson bytes island resources/scenarios/demo.mapgen.json --export OUT.html"
    "gif-complex-24 KB island tests/data/island-too-complex.json --export OUT.gif --cell-size 24"
    "gif-complex-8 KB island tests/data/island-too-complex.json --export OUT.gif --cell-size 8"
    "gif-islands KB island --rows 100 --cols 100 --islands 8 --min 50 --max 200 --seed 3 --export OUT.gif --cell-size 8"
    "svg-islands bytes island tests/fuzz/corpus/export-largest-islands-1000x1000.json --export OUT.svg --cell-size 16"
    "svg-dungeon MB dungeon --rows 1000 --cols 1000 --seed 1 --export OUT.svg"
)

grouped() { sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<<"$1"; }

status=0
for figure in "${figures[@]}"; do
    read -r name unit arguments <<<"$figure"
    out="$work/$name"
    # shellcheck disable=SC2086 # the arguments are words without spaces
    QT_QPA_PLATFORM=offscreen "$mapgen" ${arguments//OUT/$out} > /dev/null
    bytes=$(stat -c %s "$out".*)
    rm -f "$out".*
    case $unit in
    bytes) measured=$bytes value="$(grouped "$bytes") bytes" ;;
    KB) measured=$(((bytes + 500) / 1000)) value="$measured KB" ;;
    MB) measured=$(((bytes + 500000) / 1000000)) value="$measured MB" ;;
    esac
    quoted=$(grep -ho "<!-- figure:$name -->[^<]*<!-- /figure -->" "${docs[@]}" || true)
    if [ -z "$quoted" ]; then
        echo "FAIL: no doc quotes the figure $name" >&2
        status=1
        continue
    fi
    if [ "$check" = 0 ]; then
        sed -i "s|<!-- figure:$name -->[^<]*<!-- /figure -->|<!-- figure:$name -->$value<!-- /figure -->|g" "${docs[@]}"
        echo "$name: $value"
        continue
    fi
    while read -r line; do
        number=$(sed 's/<!-- figure:[^>]*-->\([0-9,]*\).*/\1/; s/,//g' <<<"$line")
        if [ -z "$number" ] || [ $((10 * (number > measured ? number - measured : measured - number))) -gt "$measured" ]; then
            echo "FAIL: the docs quote $name as '$(sed 's/<!--[^>]*-->//g' <<<"$line")', measured $value: run scripts/doc-figures.sh" >&2
            status=1
        fi
    done <<<"$quoted"
done
[ "$status" -eq 0 ] && [ "$check" = 1 ] && echo "OK: every figure the docs quote is within a tenth of its measure"
exit "$status"
