#!/bin/sh
# SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that the man pages cover every option the programs' --help lists (that of every
# mapgen mode too), every exit status and export format of mapgen (--help names the formats
# too), and that man reads them without a warning.
#   man/check-pages.sh MAPGEN MAPGEN_WORKBENCH
set -eu

mapgen=$1
workbench=$2
here=$(dirname "$0")
status=0

# check PAGE HELP_TEXT: every option of the help text is in the page (roff writes "-" "\-").
check() {
    page=$1
    options=$(printf '%s\n' "$2" | sed -n 's/^ *\(-[a-zA-Z], \)\{0,1\}\(--[a-z][a-z-]*\).*/\2/p' | sort -u)
    [ -n "$options" ] || { echo "FAIL: no option found in the help for $page" >&2; status=1; }
    for option in $options; do
        escaped=$(printf '%s' "$option" | sed 's/-/\\\\-/g')
        grep -q -- "$escaped" "$here/$page" || { echo "FAIL: $page lacks $option" >&2; status=1; }
    done
}

check mapgen.1 "$(QT_QPA_PLATFORM=offscreen "$mapgen" --help)"
for mode in island dungeon experiment; do
    check mapgen.1 "$(QT_QPA_PLATFORM=offscreen "$mapgen" "$mode" --help)"
done
check mapgen-workbench.1 "$(QT_QPA_PLATFORM=offscreen "$workbench" --help)"

# mapgen's exit statuses: the values of ExitStatus, each a tag of EXIT STATUS.
source_dir=$(cd "$here/.." && pwd)
codes=$(sed -n 's/.*enum ExitStatus {\(.*\)};.*/\1/p' "$source_dir/app/cli/commands.h" | tr ',' '\n' \
    | sed -n 's/.*= *\([0-9][0-9]*\).*/\1/p')
[ -n "$codes" ] || { echo "FAIL: no ExitStatus in app/cli/commands.h" >&2; status=1; }
section=$(sed -n '/^\.SH EXIT STATUS/,/^\.SH /p' "$here/mapgen.1")
for code in $codes; do
    printf '%s\n' "$section" | grep -qx "\.B $code" || { echo "FAIL: mapgen.1 lacks exit status $code" >&2; status=1; }
done

# Every export format (Formats in app/cli/exportcommand.cpp) is named by --help and the page.
formats=$(sed -n '/^const QStringList Formats {/,/};/p' "$source_dir/app/cli/exportcommand.cpp" \
    | grep -o 'QStringLiteral("[a-z]*")' | sed 's/.*("\(.*\)")/\1/')
[ -n "$formats" ] || { echo "FAIL: no Formats in app/cli/exportcommand.cpp" >&2; status=1; }
help=$(QT_QPA_PLATFORM=offscreen "$mapgen" --help)
for format in $formats; do
    printf '%s\n' "$help" | grep -q "\.$format\b" || { echo "FAIL: mapgen --help does not name .$format" >&2; status=1; }
    grep -q "^\.BR\{0,1\} \.$format\b" "$here/mapgen.1" || { echo "FAIL: mapgen.1 does not name .$format" >&2; status=1; }
done

# groff's own warnings (bad macros, lines too long to fill).
for page in mapgen.1 mapgen-workbench.1; do
    warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l "$here/$page" 2>&1 > /dev/null || true)
    [ -z "$warnings" ] || { echo "FAIL: $page: $warnings" >&2; status=1; }
done
[ "$status" -eq 0 ] && echo "OK: every option and exit status is documented"
exit "$status"
