#!/bin/bash
# SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a test runs a program that README's test command does not install: every
# program the tests call (found in the tests' C++, JavaScript, shell scripts and CMake
# commands) must be listed in scripts/test-programs.txt, whose packages
# `scripts/workbench.sh test` installs, or come with every Debian system (priority
# "required"), or be installed by the build itself.
#   tests/test-programs.sh SOURCE_DIR
set -euo pipefail
source_dir=$1
list=$source_dir/scripts/test-programs.txt
fail=0

listed=$(awk '!/^#/ && NF { print $1 }' "$list")
[ -n "$listed" ] || { echo "FAIL: $list lists no program" >&2; exit 1; }
installed=" $("$source_dir/scripts/workbench.sh" packages test | tr '\n' ' ') "

# Every listed program's package is one the test command installs.
while read -r program package; do
    case " $installed " in
    *" $package "*) ;;
    *) echo "FAIL: $program's package $package is not installed by scripts/workbench.sh test" >&2
       fail=1 ;;
    esac
done < <(awk '!/^#/ && NF { print $1, $2 }' "$list")

# What the tests call. Surely programs: those C++ looks up or starts by name, JavaScript
# executes by name or path, a shell script asks `command -v` about. Perhaps programs: the
# first word of every shell command (after a pipe, &&, ||, ; or $(), comments and messages
# left out) and CMake's COMMANDs; a word there that names no program on this machine is
# taken for a shell word or a program the build makes.
cd "$source_dir"
words() { grep -E '^[A-Za-z][A-Za-z0-9_.+-]*$' | sort -u; }
sure=$(
    {
        grep -hoE '(findExecutable|start|startDetached|execute)\(QStringLiteral\("[^"/]+"\)' \
            tests/*.cpp tests/*/*.cpp | sed -E 's/.*\("([^"]+)"\)/\1/'
        grep -hoE "(execFileSync|execFile|spawn|spawnSync)\('[^'/]+'|'/usr/bin/[^']+'" \
            tests/web/*.mjs tests/benchmarks/web/*.mjs | sed -E "s,.*'(/usr/bin/)?([^']+)'?,\2,"
        grep -hoE 'command -v [A-Za-z][A-Za-z0-9_.+-]*' tests/*.sh packaging/*.sh man/*.sh \
            | awk '{ print $3 }'
    } | words
)
perhaps=$(
    {
        for script in tests/*.sh packaging/*.sh man/*.sh; do
            sed -E 's/#.*//; s/(echo|fail|printf) .*//' "$script" \
                | sed -E 's/\$\(/\n/g; s/\|\|?/\n/g; s/&&/\n/g; s/;/\n/g' \
                | sed -E 's/^[[:space:]]*([A-Za-z_]+=[^[:space:]]*[[:space:]]+)*//' \
                | awk 'NF { print $1 }'
        done
        grep -hoE 'COMMAND +[A-Za-z][A-Za-z0-9_.+-]*' tests/CMakeLists.txt man/CMakeLists.txt \
            packaging/CMakeLists.txt | awk '{ print $2 }'
    } | words
)
[ -n "$sure" ] || { echo "FAIL: found no program that the tests call" >&2; exit 1; }

# Each unlisted program found here, with the paths dpkg may know it by (Debian 12 merges
# /bin into /usr/bin; an alternative's link leads to the real file).
perhaps=$(comm -23 <(printf '%s\n' "$perhaps") <(printf '%s\n' "$sure"))
checked=0
declare -A paths=()
for program in $sure $perhaps; do
    if printf '%s\n' "$listed" | grep -qx -- "$program"; then
        checked=$((checked + 1))
        continue
    fi
    path=$(type -P -- "$program" || true)
    if [ -n "$path" ]; then
        paths[$program]="$path $(readlink -f "$path") /bin/$program /usr/bin/$program"
    elif printf '%s\n' "$sure" | grep -qx -- "$program"; then
        echo "FAIL: the tests run $program, which is not installed here and not listed in" \
             "scripts/test-programs.txt" >&2
        fail=1
    fi # else a shell word, a function, or a program the build makes
done
[ "$checked" -gt 0 ] || { echo "FAIL: no listed program is called by any test" >&2; exit 1; }

# One dpkg question for every path, one for every package's priority.
declare -A owner=() priority=()
if [ ${#paths[@]} -gt 0 ]; then
    # shellcheck disable=SC2046 # the paths are words on purpose
    while IFS=': ' read -r package path; do
        [ -n "${owner[$path]:-}" ] || owner[$path]=$package
    done < <(dpkg -S $(printf '%s\n' "${paths[@]}" | tr ' ' '\n' | sort -u) 2> /dev/null \
        | grep -v '^diversion' | sed 's/, [^:]*//' || true)
    while read -r package level; do
        priority[$package]=$level
    done < <(dpkg-query -W -f='${Package} ${Priority}\n' $(printf '%s\n' "${owner[@]}" | sort -u) 2> /dev/null || true)
fi
for program in "${!paths[@]}"; do
    package=
    for candidate in ${paths[$program]}; do
        package=${owner[$candidate]:-}
        [ -n "$package" ] && break
    done
    if [ -n "$package" ] && { [ "${priority[$package]:-}" = required ] || [[ "$installed" == *" $package "* ]]; }; then
        continue
    fi
    echo "FAIL: the tests run $program (${package:-from no Debian package}), which neither" \
         "scripts/test-programs.txt nor a required package provides" >&2
    fail=1
done
[ "$fail" -eq 0 ] && echo "OK: the test command installs every program the tests run ($checked listed ones among them)"
exit "$fail"
