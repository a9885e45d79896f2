// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzscenario.h"

#include <QtTest>

#include <QDir>
#include <QFile>

// Every input of the checked-in fuzz corpus (tests/fuzz/corpus: the specification's
// examples, the hostile files and the scenarios of the largest exports) goes through the fuzz
// harness, so the suite and its sanitizer build hold what the fuzzer found, without clang or
// libFuzzer.
class TestFuzzCorpus : public QObject
{
    Q_OBJECT

private slots:
    void corpusHoldsTheHostileCases();
    void replay_data();
    void replay();

private:
    static QDir corpus() { return QDir(QStringLiteral(MAPGEN_FUZZ_CORPUS_DIR)); }
    static QStringList inputs() { return corpus().entryList(QDir::Files, QDir::Name); }
};

void TestFuzzCorpus::corpusHoldsTheHostileCases()
{
    QVERIFY2(corpus().exists(), qPrintable(corpus().path()));
    QVERIFY2(inputs().size() >= 50, qPrintable(QStringLiteral("%1 inputs").arg(inputs().size())));
    // The hostile cases, one file each; a corpus that lost one no longer guards against it.
    const QStringList required {
        QStringLiteral("hostile-mode-long-string.json"),
        QStringLiteral("hostile-notes-long.json"),
        QStringLiteral("hostile-mode-escape-clear-screen.json"),
        QStringLiteral("hostile-pits-emoji.json"),
        QStringLiteral("hostile-seed-2p53-plus-1-number.json"),
        QStringLiteral("hostile-nested-arrays-top.json"),
        QStringLiteral("hostile-truncated-in-pits.json"),
        QStringLiteral("wrong-type-rows-string.json"),
        QStringLiteral("valid-worst-case-1000x1000.json"),
        // The largest exports: the harness reads them whole and builds a corner of each.
        QStringLiteral("export-largest-islands-1000x1000.json"),
        QStringLiteral("export-largest-dungeon-1000x1000.json"),
        QStringLiteral("spec-island-6b-basic.json"),
        QStringLiteral("spec-dungeon-basic.json"),
    };
    for (const QString &name : required)
        QVERIFY2(inputs().contains(name), qPrintable(name));
}

void TestFuzzCorpus::replay_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &name : inputs())
        QTest::newRow(qPrintable(name)) << corpus().filePath(name);
}

void TestFuzzCorpus::replay()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
    const QByteArray bytes = file.readAll();
    const QString broken = fuzzScenario(
        reinterpret_cast<const std::uint8_t *>(bytes.constData()), std::size_t(bytes.size()));
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
}

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "tst_fuzzcorpus.moc"
