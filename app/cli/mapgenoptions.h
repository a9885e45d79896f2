// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>
#include <QStringList>

#include <initializer_list>
#include <optional>

// The command line of `mapgen` (scenario.md, experiments.md, export.md): every option in
// one table, with the modes it belongs to; the parser built from it, and the one reader of
// integer options. The order of the table is the order of --help, and the order in which
// a misplaced option is named.
class MapgenOptions
{
public:
    // What an option belongs to; an option may belong to several.
    enum Group {
        Output = 1, // what a single build prints
        World = 2, // the grid and the seed
        Island = 4, // the island lesson's settings
        Experiment = 8, // a sweep
        DungeonSweep = 16, // a dungeon sweep
        Summarize = 32,
        Export = 64,
    };

    // `languages` are those --language takes, for its help.
    explicit MapgenOptions(const QStringList &languages);

    // False with errorText() for an unknown option or a missing value.
    bool parse(const QStringList &arguments);
    QString errorText() const { return m_parser.errorText(); }
    QString helpText() const { return m_parser.helpText(); }
    bool helpSet() const { return m_parser.isSet(m_help); }
    bool versionSet() const { return m_parser.isSet(m_version); }

    bool isSet(const QString &name) const { return m_parser.isSet(name); }
    QString value(const QString &name) const { return m_parser.value(name); }
    QStringList values(const QString &name) const { return m_parser.values(name); }
    QStringList positionalArguments() const { return m_parser.positionalArguments(); }

    // The options of any of `groups`, in the table's order.
    static QStringList names(int groups);
    // The first option of `groups` given, in the table's order; empty when none is.
    QString firstSet(int groups) const;

    // "on" is true, "off" false (--randomize); anything else nullopt.
    static std::optional<bool> onOrOff(const QString &text);

    // The integer option `name` within [min, max], or nullopt and the message.
    std::optional<int> intValue(const QString &name, int min, int max, QString *error) const;

    // An integer option and where its value goes, within [min, max].
    struct IntTarget
    {
        const char *name;
        int *target;
        int min;
        int max;
    };
    // Sets the target of every option of `targets` given, in order; on the first bad value
    // writes its message and returns false (the targets set so far stay).
    bool readInts(std::initializer_list<IntTarget> targets, QString *error) const;

private:
    QCommandLineParser m_parser;
    QCommandLineOption m_help;
    QCommandLineOption m_version;
};
