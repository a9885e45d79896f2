// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeongenerator.h"
#include "islandgenerator.h"
#include "rulebook.h"
#include "testdata.h"

#include <string>

namespace Golden {

// The scenarios the rule book's golden table covers: every golden example of tests/data
// and every scenario of tests/data/questions, by name.
inline QStringList ruleBookScenarios()
{
    QStringList files
        = TestData::examples(QStringLiteral("*.json"), QStringLiteral(".expected.json"));
    const QStringList questions
        = QDir(TestData::path(QStringLiteral("questions")))
              .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &file : questions)
        files << QStringLiteral("questions/") + file;
    return files;
}

// The rule book's verdicts on `files` as tests/data/rulebook.golden has them: written by
// scripts/write-golden.sh, compared by tst_questions and web_golden.
inline std::string ruleBookTable(const QStringList &files)
{
    std::string table;
    for (const QString &file : files) {
        const World world = TestData::scenario(file);
        table += "== " + file.toStdString() + '\n';
        if (world.mode == MapMode::Island) {
            const IslandBuild build = IslandGenerator::build(world);
            table += RuleBook::islandTable(world,
                RuleBook::IslandRules(
                    world, build.steps.size(), [&build](std::size_t i) { return build.steps[i]; }));
        } else {
            const DungeonBuild build = DungeonGenerator::build(world);
            table += RuleBook::dungeonTable(world,
                RuleBook::DungeonRules(
                    world, build.steps.size(), [&build](std::size_t i) { return build.steps[i]; }));
        }
    }
    return table;
}

} // namespace Golden
