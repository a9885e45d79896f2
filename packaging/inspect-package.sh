#!/bin/sh
# SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package from a built tree with CPack and inspects it as a user's
# machine would see it: its files (dpkg-deb -c), its control fields, and lintian.
#   packaging/inspect-package.sh BUILD_DIR [DEB]
# With DEB, inspects that package instead of building one.
set -eu

build=$1
deb=${2:-}
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v lintian > /dev/null || fail "lintian is not installed (apt-get install lintian)"

if [ -z "$deb" ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    cpack --config "$build/CPackConfig.cmake" -B "$work" > "$work/cpack.log" 2>&1 \
        || { cat "$work/cpack.log" >&2; fail "cpack failed"; }
    deb=$(ls "$work"/*.deb)
fi
echo "Package: $deb"

contents=$(dpkg-deb -c "$deb" | awk '{print $6}' | sed 's,^\./,/,')
expect() {
    printf '%s\n' "$contents" | grep -qx "$1" || fail "the package lacks $1"
}
for file in /usr/bin/mapgen /usr/bin/mapgen-workbench \
    /usr/share/applications/io.github.mapgen.Workbench.desktop \
    /usr/share/metainfo/io.github.mapgen.Workbench.metainfo.xml \
    /usr/share/icons/hicolor/scalable/apps/io.github.mapgen.Workbench.svg \
    /usr/share/icons/hicolor/48x48/apps/io.github.mapgen.Workbench.png \
    /usr/share/man/man1/mapgen.1.gz /usr/share/man/man1/mapgen-workbench.1.gz \
    /usr/share/doc/mapgen-workbench/copyright /usr/share/doc/mapgen-workbench/changelog.gz \
    /usr/share/mapgen-workbench/translations/mapgen_en.qm; do
    expect "$file"
done
# Every language of the source tree, compiled.
source_dir=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$build/CMakeCache.txt")
for ts in "$source_dir"/translations/mapgen_*.ts; do
    expect "/usr/share/mapgen-workbench/translations/$(basename "$ts" .ts).qm"
done
# Nothing outside /usr (no /usr/local, no /etc).
stray=$(printf '%s\n' "$contents" | grep -v '^/usr/' | grep -vx '/' || true)
[ -z "$stray" ] || fail "files outside /usr: $stray"

# The dependencies come from dpkg-shlibdeps: versioned Qt libraries and libc.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
for library in libc6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6; do
    printf '%s\n' "$depends" | grep -Eq "(^|, )$library( \(>= [^)]*\))?(,|$)" \
        || fail "Depends lacks $library"
done

# The copyright file names both licences (the programs GPL-3+, what a lesson carries
# Expat) and reserves no rights.
copyright=$(dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/doc/mapgen-workbench/copyright)
for licence in "License: GPL-3+" "License: Expat"; do
    printf '%s\n' "$copyright" | grep -qx "$licence" || fail "the copyright file lacks \"$licence\""
done
printf '%s\n' "$copyright" | grep -qi "rights are reserved" && fail "the copyright file reserves rights"

# lintian exits non-zero on an error; warnings are listed in docs/packaging.md.
lintian --tag-display-limit 0 "$deb" || fail "lintian reports errors"
echo "OK"
