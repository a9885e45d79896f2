// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The map can be read by a student who sees colours or contrast poorly: every pair of
// colours that meet on the map reaches 3:1 (WCAG 1.4.11) in both palettes, the page draws
// the same colours as the workbench, and the islands carry a pattern where their numbers do
// not fit, or at every size when View > Island Patterns at Every Size asks for it.
#include "islandgenerator.h"
#include "islandgrid.h"
#include "islandmodel.h"
#include "islandpainter.h"
#include "islandview.h"
#include "mainwindow.h"
#include "mapcolours.h"
#include "scenariodocument.h"
#include "testdata.h"

#include <QAction>
#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QtTest>

class TestMapColours : public QObject
{
    Q_OBJECT

private slots:
    void contrastRatioIsWcags();
    void colourPairsReachThreeToOne_data();
    void colourPairsReachThreeToOne();
    void thePageDrawsTheWorkbenchsColours_data();
    void thePageDrawsTheWorkbenchsColours();
    void islandPatternsAreTheContracts();
    void theMapPatternsIslandsWhereNumbersDoNotFit_data();
    void theMapPatternsIslandsWhereNumbersDoNotFit();

private:
    static QString hex(std::uint32_t colour)
    {
        return QStringLiteral("#%1").arg(colour, 6, 16, QLatin1Char('0'));
    }
};

void TestMapColours::contrastRatioIsWcags()
{
    QCOMPARE(contrastRatio(0x000000, 0xffffff), 21.0);
    QCOMPARE(contrastRatio(0x777777, 0x777777), 1.0);
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey for body text.
    QCOMPARE(qRound(contrastRatio(0x767676, 0xffffff) * 100), 454);
    QCOMPARE(contrastRatio(0xffffff, 0x767676), contrastRatio(0x767676, 0xffffff));
}

void TestMapColours::colourPairsReachThreeToOne_data()
{
    QTest::addColumn<uint>("first");
    QTest::addColumn<uint>("second");
    for (const auto &[name, palette] : {std::pair {"standard", MapPalette::Standard},
             std::pair {"okabe-ito", MapPalette::ColourBlindSafe}}) {
        const MapColours &c = mapColours(palette);
        const auto pair = [&](const QString &what, std::uint32_t a, std::uint32_t b) {
            QTest::newRow(qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(name), what)))
                << uint(a) << uint(b);
        };
        pair(QStringLiteral("pit on water"), c.pit, c.ocean);
        for (int i = 0; i < 8; ++i) {
            const std::uint32_t land = c.islands[std::size_t(i)];
            pair(QStringLiteral("island %1 on water").arg(i + 1), land, c.ocean);
            pair(QStringLiteral("island %1 by a pit").arg(i + 1), land, c.pit);
            pair(QStringLiteral("tried cell by island %1").arg(i + 1), c.tried, land);
            pair(QStringLiteral("candidate by island %1").arg(i + 1), c.candidate, land);
        }
        pair(QStringLiteral("tried cell's frame on it"), c.triedFrame, c.tried);
        pair(QStringLiteral("tried cell's frame on water"), c.triedFrame, c.ocean);
        pair(QStringLiteral("candidate's frame on it"), c.candidateFrame, c.candidate);
        pair(QStringLiteral("candidate's frame on water"), c.candidateFrame, c.ocean);
        // A backtracked cell is water again, by its island: red with a white cross.
        pair(QStringLiteral("backtrack on water"), c.flash, c.ocean);
        pair(QStringLiteral("backtrack's white cross on it"), 0xffffff, c.flash);
        pair(QStringLiteral("rock by floor"), c.rock, c.floor);
        pair(QStringLiteral("walls round floor"), c.wall, c.floor);
        pair(QStringLiteral("walls on rock"), c.wall, c.rock);
        pair(QStringLiteral("pit on rock"), c.dungeonPit, c.rock);
        pair(QStringLiteral("pit by floor"), c.dungeonPit, c.floor);
        pair(QStringLiteral("queued on rock"), c.queued, c.rock);
        pair(QStringLiteral("queued by floor"), c.queued, c.floor);
        pair(QStringLiteral("placed on floor"), c.placed, c.floor);
        pair(QStringLiteral("placed by rock"), c.placed, c.rock);
        pair(QStringLiteral("considered on rock"), c.considered, c.rock);
    }
}

void TestMapColours::colourPairsReachThreeToOne()
{
    QFETCH(uint, first);
    QFETCH(uint, second);
    const double ratio = contrastRatio(first, second);
    QVERIFY2(ratio >= 3.0,
        qPrintable(QStringLiteral("%1 against %2 is %3:1")
                       .arg(hex(first), hex(second), QString::number(ratio, 'f', 2))));
}

void TestMapColours::thePageDrawsTheWorkbenchsColours_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("palette");
    QTest::newRow("standard") << QStringLiteral("standard") << int(MapPalette::Standard);
    QTest::newRow("okabe-ito") << QStringLiteral("okabeIto") << int(MapPalette::ColourBlindSafe);
}

void TestMapColours::thePageDrawsTheWorkbenchsColours()
{
    QFETCH(QString, name);
    QFETCH(int, palette);
    const MapColours &c = mapColours(MapPalette(palette));
    const auto read = [](const QString &path) {
        QFile file(QFINDTESTDATA(path));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    };

    // painter.js: `<palette>: { ocean: '#rrggbb', ... }`.
    const QString painter = read(QStringLiteral("../resources/web/js/painter.js"));
    const QRegularExpressionMatch table
        = QRegularExpression(QStringLiteral("\\b%1: \\{([^}]*)\\}").arg(name)).match(painter);
    QVERIFY2(table.hasMatch(), "painter.js has no table of this palette");
    QHash<QString, QString> page;
    QRegularExpression entry(QStringLiteral("(\\w+): '(#[0-9a-f]{6})'"));
    for (auto it = entry.globalMatch(table.captured(1)); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        page.insert(match.captured(1), match.captured(2));
    }
    const std::pair<const char *, std::uint32_t> expected[] = {{"ocean", c.ocean}, {"pit", c.pit},
        {"tried", c.tried}, {"triedFrame", c.triedFrame}, {"candidate", c.candidate},
        {"candidateFrame", c.candidateFrame}, {"flash", c.flash}, {"rock", c.rock},
        {"wall", c.wall}, {"floor", c.floor}, {"dungeonPit", c.dungeonPit}, {"queued", c.queued},
        {"placed", c.placed}, {"considered", c.considered}, {"start", c.start}, {"end", c.end}};
    for (const auto &[key, colour] : expected)
        QCOMPARE(page.value(QLatin1String(key)), hex(colour));

    // lessons/islandpainter.js: `<palette>: ['#rrggbb', ...]`, islands 1..8.
    const QString islands = read(QStringLiteral("../lessons/island/page/islandpainter.js"));
    const QRegularExpressionMatch list
        = QRegularExpression(QStringLiteral("\\b%1: \\[([^\\]]*)\\]").arg(name)).match(islands);
    QVERIFY2(list.hasMatch(), "islandpainter.js has no island colours of this palette");
    QStringList land;
    for (const QString &item : list.captured(1).split(QLatin1Char(',')))
        land << item.trimmed().remove(QLatin1Char('\''));
    QStringList want;
    for (const std::uint32_t colour : c.islands)
        want << hex(colour);
    QCOMPARE(land, want);
}

void TestMapColours::islandPatternsAreTheContracts()
{
    QFile file(QFINDTESTDATA("data/island-patterns.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    QList<QStringList> tiles;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("island ")))
            tiles.append(QStringList());
        else if (!tiles.isEmpty() && line.size() == PatternPeriod)
            tiles.last().append(line);
    }
    QCOMPARE(tiles.size(), 8);
    QSet<QString> distinct;
    for (int island = 1; island <= 8; ++island) {
        const QStringList &tile = tiles[island - 1];
        QCOMPARE(tile.size(), PatternPeriod);
        distinct.insert(tile.join(QString()));
        // Two periods across and down, and from a corner left of and above the map.
        for (int y = -PatternPeriod; y < 2 * PatternPeriod; ++y) {
            for (int x = -PatternPeriod; x < 2 * PatternPeriod; ++x) {
                const QChar want = tile[(y + PatternPeriod) % PatternPeriod].at(
                    (x + PatternPeriod) % PatternPeriod);
                QVERIFY2(islandPatternInk(island, x, y) == (want == QLatin1Char('#')),
                    qPrintable(QStringLiteral("island %1 at (%2, %3)").arg(island).arg(x).arg(y)));
            }
        }
    }
    QCOMPARE(distinct.size(), 8); // no two islands share a pattern
}

void TestMapColours::theMapPatternsIslandsWhereNumbersDoNotFit_data()
{
    QTest::addColumn<int>("cellSize");
    QTest::addColumn<bool>("everywhere");
    QTest::addColumn<bool>("patterned");
    QTest::newRow("small cells") << 8 << false << true;
    QTest::newRow("numbered cells") << 20 << false << false;
    QTest::newRow("numbered cells, patterns asked") << 20 << true << true;
    QTest::newRow("small cells, patterns asked") << 8 << true << true;
}

void TestMapColours::theMapPatternsIslandsWhereNumbersDoNotFit()
{
    QFETCH(int, cellSize);
    QFETCH(bool, everywhere);
    QFETCH(bool, patterned);
    QSettings().clear();
    MainWindow window;
    window.resize(1400, 900);
    window.document()->load(TestData::scenario(QStringLiteral("island-6b-basic.json")), QString());
    auto *ocean = window.findChild<IslandModel *>(QStringLiteral("islandModel"));
    auto *view = qobject_cast<IslandView *>(window.currentView());
    QVERIFY(ocean && view);
    window.findChild<QAction *>(QStringLiteral("startAction"))->trigger();
    QTRY_VERIFY(ocean->stepCount() > 0
        && ocean->stepCount() == int(IslandGenerator::build(ocean->scenario()).steps.size()));
    ocean->seek(ocean->stepCount());
    auto *patterns = window.findChild<QAction *>(QStringLiteral("patternsAction"));
    QVERIFY(patterns && patterns->isCheckable());
    patterns->setChecked(everywhere);
    view->setCellSize(cellSize);
    QCOMPARE(view->cellSize(), cellSize);
    QTRY_VERIFY(!view->isFlashing());
    const QImage shot = view->viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);

    // Left of where a number would sit, each pixel of each island cell is its island's
    // colour or, where its pattern has ink, black or white, 3:1 or more against it.
    IslandPainter painter;
    const IslandGrid &grid = ocean->grid();
    int inked = 0, plain = 0, cells = 0;
    for (int row = 0; row < grid.rows(); ++row) {
        for (int col = 0; col < grid.cols(); ++col) {
            const std::uint8_t value = grid.at(row, col);
            if (!IslandGrid::isLand(value)
                || ocean->highlightAt(row, col) != IslandModel::NoHighlight)
                continue;
            const QRect cell = view->cellRect(row, col);
            if (!shot.rect().contains(cell))
                continue;
            ++cells;
            const QRgb land = painter.islandColor(value).rgb();
            for (int y = 1; y < cellSize; ++y) {
                for (int x = 1; x < 4; ++x) {
                    const QRgb pixel = shot.pixel(cell.topLeft() + QPoint(x, y)) | 0xff000000;
                    const bool ink = patterned
                        && islandPatternInk(value, col * cellSize + x, row * cellSize + y);
                    if (ink) {
                        QVERIFY2(pixel != land
                                && contrastRatio(pixel & 0xffffff, land & 0xffffff) >= 3.0,
                            qPrintable(
                                QStringLiteral("island %1, cell (%2, %3): no ink at (%4, %5)")
                                    .arg(value)
                                    .arg(row)
                                    .arg(col)
                                    .arg(x)
                                    .arg(y)));
                        ++inked;
                    } else {
                        QVERIFY2(pixel == land,
                            qPrintable(QStringLiteral("island %1, cell (%2, %3): %4 at (%5, %6)")
                                           .arg(value)
                                           .arg(row)
                                           .arg(col)
                                           .arg(QColor(pixel).name())
                                           .arg(x)
                                           .arg(y)));
                        ++plain;
                    }
                }
            }
        }
    }
    QVERIFY(cells > 10);
    QCOMPARE(inked > 0, patterned);
    QVERIFY(plain > 0);
}

QTEST_MAIN(TestMapColours)
#include "tst_mapcolours.moc"
