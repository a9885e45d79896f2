#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the golden data the program computes, after a change the contract asks for:
# tests/data/rulebook.golden (the rule book's verdicts on every example; tst_questions and
# web_golden compare with it). The golden maps, traces and results of tests/data come from
# the specification's examples and are copied, never written. Review the diff before
# committing it: a line that changed is a verdict a student now gets differently.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
[ -f build/CMakeCache.txt ] || cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo > /dev/null
cmake --build build --parallel 2 --target write-golden
build/tests/write-golden
git diff --stat -- tests/data/rulebook.golden
