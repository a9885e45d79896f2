# SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The lessons, one folder each under lessons/ (the name is its scenario mode and its CLI
# command): the one list the workbench, the CLI, the WebAssembly module and the tests are
# built from. A new lesson is a new folder and its name here.
set(MAPGEN_LESSONS island dungeon)
