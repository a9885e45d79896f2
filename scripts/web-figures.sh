#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The web lesson's figures for docs/performance.md (not a test): WebAssembly under node
# against the native build, headless Chromium's first drawn map and longest frame, the
# exported demo lesson's size and its learning-platform package's, which it writes into the
# docs that quote it. Builds nothing: run after scripts/workbench.sh bench or test.
#   scripts/web-figures.sh [BUILD_DIR]     (default build-release, else build)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
dir=${1:-build-release}
[ -x "$dir/app/mapgen" ] || dir=build
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
MAPGEN="$PWD/$dir/app/mapgen" MAPGEN_WEB_MODULE="$PWD/$dir/web-module/mapgen-core.mjs" WORK="$work" \
    node tests/benchmarks/web/figures.mjs
