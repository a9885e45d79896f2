// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "islandgenerator.h"
#include "islandmodel.h"
#include "islandview.h"
#include "mainwindow.h"
#include "mapexporter.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAction>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

// Export of the map as shown: a PNG whose cells have the contract's palette, and an SVG.
class TestMapExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void pngShowsTheMapAtThePlaybackPosition();
    void svgIsWritten();

private:
    static QHash<QString, QColor> specPalette();

    QTemporaryDir m_dir;
};

void TestMapExport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
}

// The palette table of the export contract (export.md, "Palette of island maps"):
// cell name -> colour.
QHash<QString, QColor> TestMapExport::specPalette()
{
    QHash<QString, QColor> palette;
    QFile spec(QFINDTESTDATA("../resources/spec/export.md"));
    if (!spec.open(QIODevice::ReadOnly | QIODevice::Text))
        return palette;
    static const QRegularExpression row(
        QStringLiteral("^\\| ([a-z0-9 ]+) \\| `(#[0-9a-f]{6})` \\|$"));
    for (const QString &line : QString::fromUtf8(spec.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("## Palette of dungeon maps")))
            break; // a dungeon's pits are another colour
        const QRegularExpressionMatch match = row.match(line);
        if (match.hasMatch())
            palette.insert(match.captured(1), QColor(match.captured(2)));
    }
    return palette;
}

void TestMapExport::pngShowsTheMapAtThePlaybackPosition()
{
    MainWindow window;
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    QTRY_VERIFY(ocean->stepCount() > 0
        && ocean->stepCount() == int(IslandGenerator::build(ocean->scenario()).steps.size()));
    ocean->seek(ocean->stepCount());

    const QString path = m_dir.filePath(QStringLiteral("map.png"));
    QVERIFY(MapExporter::writePng(*window.currentView(), window.document()->scenario(), path));
    QImage image(path);
    QVERIFY(!image.isNull());
    const int cell = image.width() / ocean->columnCount();
    QCOMPARE(image.height(), cell * ocean->rowCount());
    const QHash<QString, QColor> palette = specPalette();
    QCOMPARE(palette.size(), 10);
    for (int r = 0; r < ocean->rowCount(); ++r) {
        for (int c = 0; c < ocean->columnCount(); ++c) {
            const std::uint8_t value = ocean->grid().at(r, c);
            const QString cellName = value == IslandGrid::Water ? QStringLiteral("water")
                : value == IslandGrid::Pit                      ? QStringLiteral("pit")
                                           : QStringLiteral("island %1").arg(value);
            QVERIFY2(palette.contains(cellName), qPrintable(cellName));
            const QColor expected = palette.value(cellName);
            // A corner pixel away from the grid lines and the island number.
            const QColor actual = image.pixelColor(c * cell + cell - 2, r * cell + cell - 2);
            QCOMPARE(actual.rgb(), expected.rgb());
        }
    }
}

void TestMapExport::svgIsWritten()
{
    MainWindow window;
    window.document()->load(
        TestData::scenario(QStringLiteral("island-pits-ordered.json")), QString());
    const QString path = m_dir.filePath(QStringLiteral("map.svg"));
    QVERIFY(MapExporter::writeSvg(*window.currentView(), window.document()->scenario(), path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("seed"));
    // Pits are drawn in the pit colour.
    QVERIFY(svg.contains(specPalette().value(QStringLiteral("pit")).name().toLatin1()));
}

QTEST_MAIN(TestMapExport)
#include "tst_mapexport.moc"
