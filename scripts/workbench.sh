#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# One entry point for a fresh Debian 12 machine: installs what is missing, builds, and
# then opens the workbench, runs the tests, or runs them under the sanitizers.
#
#   scripts/workbench.sh run [scenario.mapgen.json]   build and open the workbench
#   scripts/workbench.sh test                          build and run the whole test suite
#   scripts/workbench.sh sanitize                      the same tests with ASan + UBSan
#   scripts/workbench.sh bench                         Release build, then the benchmarks
#   scripts/workbench.sh fuzz [SECONDS]                libFuzzer on the scenario reader and
#                                                      both generators (default 60 s)
#   scripts/workbench.sh format-check                  every C++ source as .clang-format has it
#   scripts/workbench.sh package                       Release build, then the Debian package
#                                                      in dist/, checked by lintian
#   scripts/workbench.sh new-language CODE             translations/mapgen_CODE.ts from the
#                                                      sources, to translate in Qt Linguist
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
command=${1:-run}
shift || true

packages=(
    g++ cmake ninja-build pkg-config
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-svg-dev
    qt6-translations-l10n libgl-dev libgif-dev qt6-charts-dev libqt6opengl6-dev
    qt6-websockets-dev libqrencode-dev
    emscripten esbuild node-typescript libzip-dev
)
# What the tests run besides the build (Tiled's tmxrasterizer, poppler's pdftotext, chromium
# driven from node, GNU parallel, the package's dpkg-deb, lintian and man): each program with
# its package in scripts/test-programs.txt, which the test test_programs keeps complete.
mapfile -t test_packages < <(awk '!/^#/ && NF { print $2 }' scripts/test-programs.txt | sort -u)
# What builds and checks the Debian package.
package_packages=(dpkg-dev lintian man-db)

# install_missing [extra packages...]: the extras only for the command that needs them.
install_missing() {
    local missing=()
    for package in "${packages[@]}" "$@"; do
        # A node and npm already on the PATH (not Debian's own) are used as they are.
        case $package in
        nodejs) command -v node > /dev/null && continue ;;
        npm) command -v npm > /dev/null && continue ;;
        esac
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return
    echo "Installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
}

# build DIR BUILD_TYPE [cmake options...]: every target (the test programs among them), or
# only those named in $targets.
targets=()
build() {
    local dir=$1 type=$2
    shift 2
    # ccache, where the machine has it, makes a second build of the same sources cheap, in
    # this clone or another one (paths relative to the clone, the build folder not hashed).
    local launcher=()
    if command -v ccache > /dev/null; then
        launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
        export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-true}
    fi
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="$type" "${launcher[@]}" "$@" > /dev/null
    cmake --build "$dir" --parallel 2 ${targets[@]+--target "${targets[@]}"}
}

if [ "$command" = packages ]; then
    # The Debian packages a command installs (only `test` is asked: by test_programs).
    [ "${1:-}" = test ] || { echo "usage: $0 packages test" >&2; exit 2; }
    printf '%s\n' "${packages[@]}" "${test_packages[@]}"
    exit 0
elif [ "$command" = fuzz ]; then
    # libFuzzer ships with clang's runtime libraries, not with clang itself.
    install_missing clang libclang-rt-14-dev
elif [ "$command" = test ] || [ "$command" = sanitize ]; then
    install_missing "${test_packages[@]}"
elif [ "$command" = format-check ]; then
    install_missing clang-format
elif [ "$command" = package ]; then
    install_missing "${package_packages[@]}"
elif [ "$command" = bench ]; then
    # bench_classroom's simulated students are node sockets (`ws`).
    install_missing nodejs npm
else
    install_missing
fi
case "$command" in
run)
    # The workbench alone: no test program, no CLI (a first start on a fresh machine).
    targets=(mapgen-workbench)
    build build RelWithDebInfo
    exec ./build/app/mapgen-workbench "$@"
    ;;
test)
    # puppeteer-core as the lock pins it; it drives the system's chromium, downloads none.
    PUPPETEER_SKIP_DOWNLOAD=1 npm ci --ignore-scripts --no-audit --no-fund
    build build RelWithDebInfo
    ctest --test-dir build --output-on-failure --parallel 2
    ;;
sanitize)
    PUPPETEER_SKIP_DOWNLOAD=1 npm ci --ignore-scripts --no-audit --no-fund
    build build-asan Debug -DMAPGEN_SANITIZE=ON
    # intercept_tls_get_addr=0: GCC 12's LeakSanitizer records a bogus range of dynamic TLS
    # for a library Qt loads while printing some PDFs and its tracer then crashes at exit
    # ("Tracer caught signal 11" in `mapgen --export x.pdf`, a child of the handout tests, so
    # the rerun below never sees it). Leaks are still found; dynamic TLS is not scanned.
    export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:intercept_tls_get_addr=0
    export LSAN_OPTIONS=suppressions="$PWD/tests/lsan.supp":print_suppressions=0
    export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    log=build-asan/ctest-output.txt
    # Not the package's tests: a package is made from a Release build (`package`), and the
    # test command checks it from the RelWithDebInfo one; a sanitizer build adds nothing.
    ctest --test-dir build-asan --output-on-failure --parallel 2 -LE package | tee "$log" && exit 0
    # LeakSanitizer's own tracer now and then crashes while it stops a test's threads at
    # exit ("Tracer caught signal 11"), after every test function passed: a failure of the
    # tool, not of the test. Only then are the failed tests run once more; a leak or an
    # error of the program's own fails again.
    grep -q "LeakSanitizer has encountered a fatal error" "$log" || exit 1
    echo "LeakSanitizer's tracer failed; running the failed tests once more"
    ctest --test-dir build-asan --output-on-failure --rerun-failed -LE package
    ;;
bench)
    PUPPETEER_SKIP_DOWNLOAD=1 npm ci --ignore-scripts --no-audit --no-fund
    build build-release Release
    # Offscreen, as README's figures were measured (and as a machine without a display needs).
    export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
    for bench in build-release/tests/benchmarks/bench_*; do
        [ -f "$bench" ] && [ -x "$bench" ] || continue # not the bench_*_autogen folders
        echo "== $(basename "$bench")"
        "$bench"
    done
    ;;
fuzz)
    seconds=${1:-60}
    CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DMAPGEN_FUZZ=ON > /dev/null
    cmake --build build-fuzz --parallel 2 --target fuzz_scenario
    # The fuzzer adds what it finds to its first corpus directory: a scratch copy, so the
    # checked-in seeds stay as they are.
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    cp -r tests/fuzz/corpus "$scratch/corpus"
    mkdir "$scratch/crashes"
    # 8 KB holds a lesson of 64 x 64 with pits and every setting, the largest map the
    # harness builds unclamped; -timeout catches a hang in one input.
    status=0
    ./build-fuzz/tests/fuzz/fuzz_scenario "$scratch/corpus" -max_len=8192 \
        -dict=tests/fuzz/scenario.dict -max_total_time="$seconds" -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$scratch/crashes/" || status=$?
    if [ -n "$(ls -A "$scratch/crashes")" ]; then
        mkdir -p build-fuzz/crashes
        cp "$scratch"/crashes/* build-fuzz/crashes/
        echo "Crashing inputs kept in build-fuzz/crashes/:" >&2
        ls build-fuzz/crashes >&2
        [ "$status" -ne 0 ] || status=1
    fi
    exit "$status"
    ;;
package)
    # Debian's hardening flags, as its own packages are built with (dpkg-buildflags),
    # without -g: the package's binaries are stripped.
    export DEB_BUILD_MAINT_OPTIONS=hardening=+all
    build build-package Release -DMAPGEN_TESTS=OFF \
        -DCMAKE_CXX_FLAGS="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS | sed 's/-g //')" \
        -DCMAKE_EXE_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)"
    (cd build-package && cpack -G DEB)
    mkdir -p dist
    deb=$(ls -t build-package/mapgen-workbench_*.deb | head -n 1)
    cp "$deb" dist/
    packaging/inspect-package.sh build-package "dist/$(basename "$deb")"
    ;;
format-check)
    # Debian 12's clang-format (14), which the whole tree was formatted with.
    git ls-files -z '*.cpp' '*.h' | xargs -0 clang-format --dry-run -Werror
    echo "Every C++ source is formatted as .clang-format says."
    ;;
new-language)
    code=${1:-}
    # A locale name as Qt reads it from the file name: "it", "pt_BR", "sr_Latn".
    if ! [[ "$code" =~ ^[a-z]{2,3}(_[A-Z][a-z]{3})?(_[A-Z]{2})?$ ]]; then
        echo "usage: $0 new-language CODE (a locale name such as it, pt_BR)" >&2
        exit 2
    fi
    ts=translations/mapgen_$code.ts
    if [ -e "$ts" ]; then
        echo "$ts exists already; open it with: linguist $ts" >&2
        exit 2
    fi
    # Configuring writes the list of the GUI's sources that lupdate reads.
    [ -f build/mapgen-i18n-sources.txt ] \
        || cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo > /dev/null
    bins=$(qtpaths6 --query QT_HOST_BINS 2> /dev/null || echo /usr/lib/qt6/bin)
    "$bins/lupdate" -no-obsolete -locations none @build/mapgen-i18n-sources.txt \
        -target-language "$code" -ts "$ts"
    echo "Created $ts; translate it with: $bins/linguist $ts"
    ;;
*)
    echo "usage: $0 run [scenario] | test | sanitize | bench | fuzz [seconds] | format-check | package" \
         "| new-language CODE" >&2
    exit 2
    ;;
esac
