// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulebooktable.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <cstdio>

// Writes the golden data that the program computes rather than the contract states:
// tests/data/rulebook.golden (the rule book's verdicts on every example). Run by
// scripts/write-golden.sh after a change the contract asks for; the diff is then reviewed.
// The tests only compare with it.
int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString target = TestData::path(QStringLiteral("rulebook.golden"));
    const std::string table = Golden::ruleBookTable(Golden::ruleBookScenarios());
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(table.data(), qint64(table.size())) != qint64(table.size())
        || !file.commit()) {
        std::fprintf(
            stderr, "write-golden: %s: %s\n", qPrintable(target), qPrintable(file.errorString()));
        return 1;
    }
    std::printf("%s: %zu bytes\n", qPrintable(target), table.size());
    return 0;
}
