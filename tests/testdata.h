// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"
#include "scenariofile.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QTest>

#include <algorithm>

// Where the example scenarios live (tests/data, copied from the specification) and the
// built CLI; both are set by CTest (see tests/CMakeLists.txt).
namespace TestData {

inline QString dir()
{
    return qEnvironmentVariable("MAPGEN_TEST_DATA", QStringLiteral(MAPGEN_TEST_DATA_DIR));
}

inline QString path(const QString &name)
{
    return QDir(dir()).filePath(name);
}

inline QString cli()
{
    return qEnvironmentVariable("MAPGEN_CLI", QStringLiteral(MAPGEN_CLI_PATH));
}

inline QByteArray contents(const QString &name)
{
    QFile file(path(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(path(name)));
    return file.readAll();
}

inline Scenario scenario(const QString &name)
{
    QString error;
    const auto loaded = ScenarioFile::read(path(name), &error);
    if (!loaded)
        qFatal("%s", qPrintable(error));
    return *loaded;
}

// The example files matching `pattern`, by name, without those whose name contains
// `leaveOut`. Data-driven tests loop over them: when none is found (a renamed folder, a
// pattern that matches no more), the test stops with a failure instead of passing with
// no rows.
inline QStringList examples(const QString &pattern, const QString &leaveOut = QString())
{
    QStringList files = QDir(dir()).entryList({pattern}, QDir::Files, QDir::Name);
    if (!leaveOut.isEmpty())
        files.erase(std::remove_if(files.begin(), files.end(),
                        [&](const QString &file) { return file.contains(leaveOut); }),
            files.end());
    if (files.isEmpty())
        qFatal("no test data %s in %s", qPrintable(pattern), qPrintable(dir()));
    return files;
}

} // namespace TestData
