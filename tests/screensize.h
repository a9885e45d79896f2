// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSize>
#include <QTemporaryDir>
#include <QtTest>

// main() of a test whose window needs a screen of a given size: Qt 6.4's offscreen platform
// takes its screens from a configuration file ("offscreen:configfile=FILE", a "screens" list
// of name, width and height); without one its screen is 800 x 800, smaller than the window
// is laid out for.
template <class Test> int runOnScreen(const QSize &size, int argc, char *argv[])
{
    QTemporaryDir platform;
    const QString config = platform.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!platform.isValid() || !file.open(QIODevice::WriteOnly))
        return 1;
    const QJsonObject screen {{QStringLiteral("name"), QStringLiteral("test")},
        {QStringLiteral("width"), size.width()}, {QStringLiteral("height"), size.height()}};
    file.write(
        QJsonDocument(QJsonObject {{QStringLiteral("screens"), QJsonArray {screen}}}).toJson());
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(config));
    QApplication app(argc, argv);
    Test test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
