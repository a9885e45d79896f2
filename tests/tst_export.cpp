// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "testdata.h"

#include <QtTest>

#include <QDirIterator>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMovie>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <pty.h>
#include <sys/resource.h>
#include <unistd.h>

// `mapgen … --export FILE` (export.md): every format as a user opens it, read back by other
// programs' readers (Qt's GIF reader, an XML reader, Tiled's tmxrasterizer, pdftotext).
class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void gifAnimation();
    void gifStepRange();
    void gifLongBuildIsSampled();
    void pngAndSvg();
    void exportPrintsNothingWithoutARuntimeDir();
    void tmxIslands();
    void tmxDungeon();
    void tmxRendersInTiled();
    void pdfHandout();
    void badTargets_data();
    void badTargets();
    void exportWithJsonIsAUsageError();
    void tooLargeIsRefused_data();
    void tooLargeIsRefused();
    void outOfMemoryIsAMessage();
    void sameFileTwiceIsRefused_data();
    void sameFileTwiceIsRefused();
    void exportOntoTheScenarioIsRefused_data();
    void exportOntoTheScenarioIsRefused();
    void linksAreWrittenThrough();
    void svgOfALargeDungeonStaysSmall();
    void svgOfTheLargestDungeonInBoundedMemory();
    void svgOfALargeIslandMapStaysSmall();
    void gifProgressOnATerminal();

private:
    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    static Result run(const QStringList &arguments);
    static QList<QImage> frames(const QString &gif, QList<int> *delays = nullptr);
    QString file(const QString &name) const { return m_dir.filePath(name); }
    // Tiled map: the map's attributes and properties, the layer's GIDs, the markers.
    struct Tmx
    {
        QMap<QString, QString> map;
        QMap<QString, QString> properties;
        QMap<QString, QString> tileset;
        QString image;
        QList<int> gids;
        QMap<QString, QPointF> markers;
    };
    static Tmx readTmx(const QString &fileName);
    // A user's folder: sub/, old.png written before, the scenario lesson.html, and the
    // symbolic links "NAME>TARGET" of `links`, each made as `ln -s TARGET NAME` makes it.
    static bool makeFolder(const QString &path, const QStringList &links);
    // Every name under `path`, links not followed: a link's target, a file's contents.
    static QMap<QString, QByteArray> folderContents(const QString &path);

    QTemporaryDir m_dir;
};

TestExport::Result TestExport::run(const QStringList &arguments)
{
    QProcess process;
    process.start(TestData::cli(), arguments);
    if (!process.waitForFinished(120000))
        return {};
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), process.readAllStandardError()};
}

QList<QImage> TestExport::frames(const QString &gif, QList<int> *delays)
{
    QImageReader reader(gif);
    QList<QImage> images;
    for (int i = 0; i < reader.imageCount(); ++i) {
        images.append(reader.read());
        if (delays)
            delays->append(reader.nextImageDelay());
    }
    return images;
}

void TestExport::gifAnimation()
{
    // 24 steps: 25 frames (the empty world, then each step), a 30 x 20 map at 12 pixels a cell.
    const QString gif = file(QStringLiteral("islands.gif"));
    const QString png = file(QStringLiteral("islands.png"));
    const Result result
        = run({QStringLiteral("island"), TestData::path(QStringLiteral("island-6b-basic.json")),
            QStringLiteral("--export"), gif, QStringLiteral("--export"), png,
            QStringLiteral("--cell-size"), QStringLiteral("12"), QStringLiteral("--stats")});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.out.startsWith("steps=24 "));

    QImageReader reader(gif);
    QCOMPARE(reader.format(), QByteArray("gif"));
    QVERIFY(reader.supportsAnimation());
    QCOMPARE(reader.imageCount(), 25);
    QCOMPARE(reader.size(), QSize(360, 240));
    QCOMPARE(reader.loopCount(), -1); // forever

    QList<int> delays;
    const QList<QImage> images = frames(gif, &delays);
    QCOMPARE(images.size(), 25);
    QCOMPARE(delays.first(), 100); // 10 frames a second
    QCOMPARE(delays.last(), 3000); // the finished map held for 3 s
    // The first frame is the empty world: all ocean, no island colour.
    const QRgb ocean = images.first().pixel(6, 6);
    QCOMPARE(images.first().pixel(200, 150), ocean);
    // The last frame is the finished map exactly as the PNG export draws it.
    const QImage still(png);
    QCOMPARE(images.last().convertToFormat(QImage::Format_RGB32),
        still.convertToFormat(QImage::Format_RGB32));
    QVERIFY(images.first() != images.last());

    // QMovie plays it as a slide program would.
    QMovie movie(gif);
    QVERIFY(movie.isValid());
    QCOMPARE(movie.frameCount(), 25);
    QCOMPARE(movie.loopCount(), -1);
}

void TestExport::gifStepRange()
{
    const QString gif = file(QStringLiteral("range.gif"));
    const Result result
        = run({QStringLiteral("island"), TestData::path(QStringLiteral("island-6b-basic.json")),
            QStringLiteral("--export"), gif, QStringLiteral("--from"), QStringLiteral("5"),
            QStringLiteral("--to"), QStringLiteral("14"), QStringLiteral("--fps"),
            QStringLiteral("4"), QStringLiteral("--cell-size"), QStringLiteral("6")});
    QCOMPARE(result.exitCode, 0);
    QList<int> delays;
    const QList<QImage> images = frames(gif, &delays);
    QCOMPARE(images.size(), 10); // steps 5 to 14
    QCOMPARE(images.first().size(), QSize(180, 120));
    QCOMPARE(delays.first(), 250);
    QCOMPARE(delays.last(), 3000);

    // A range past the build is refused, and nothing is written.
    const QString bad = file(QStringLiteral("bad-range.gif"));
    const Result refused
        = run({QStringLiteral("island"), TestData::path(QStringLiteral("island-6b-basic.json")),
            QStringLiteral("--export"), bad, QStringLiteral("--to"), QStringLiteral("25")});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains("--to"), refused.err.constData());
    QVERIFY(!QFile::exists(bad));
}

void TestExport::gifLongBuildIsSampled()
{
    // 5001 steps at 2 frames a second would last 41 minutes: 120 frames spread evenly (60 s),
    // then the hold.
    const QString gif = file(QStringLiteral("long.gif"));
    const Result result
        = run({QStringLiteral("island"), TestData::path(QStringLiteral("island-too-complex.json")),
            QStringLiteral("--export"), gif, QStringLiteral("--fps"), QStringLiteral("2"),
            QStringLiteral("--cell-size"), QStringLiteral("3")});
    QCOMPARE(result.exitCode, 0);
    QList<int> delays;
    const QList<QImage> images = frames(gif, &delays);
    QCOMPARE(images.size(), 120);
    int total = 0;
    for (int i = 0; i + 1 < delays.size(); ++i)
        total += delays[i];
    QCOMPARE(total, 119 * 500);
    QCOMPARE(delays.last(), 3000);
}

void TestExport::pngAndSvg()
{
    const QString png = file(QStringLiteral("dungeon.png"));
    const QString svg = file(QStringLiteral("dungeon.svg"));
    const Result result = run({QStringLiteral("dungeon"),
        TestData::path(QStringLiteral("dungeon-basic.json")), QStringLiteral("--export"), png,
        QStringLiteral("--export"), svg, QStringLiteral("--map")});
    QCOMPARE(result.exitCode, 0);
    QVERIFY(!result.out.isEmpty()); // --map still prints
    const QImage image(png);
    QCOMPARE(image.size(), QSize(12 * 24, 8 * 24)); // the default cell size
    QImageReader svgReader(svg);
    QVERIFY2(svgReader.canRead() || QFile(svg).size() > 0, "the SVG is written");
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    QVERIFY(svgFile.readAll().contains("<svg"));
}

TestExport::Tmx TestExport::readTmx(const QString &fileName)
{
    Tmx tmx;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return tmx;
    QXmlStreamReader xml(&file);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const QStringView name = xml.name();
        const QXmlStreamAttributes attributes = xml.attributes();
        auto toMap = [&attributes] {
            QMap<QString, QString> map;
            for (const QXmlStreamAttribute &attribute : attributes)
                map.insert(attribute.name().toString(), attribute.value().toString());
            return map;
        };
        if (name == QLatin1String("map")) {
            tmx.map = toMap();
        } else if (name == QLatin1String("property")) {
            tmx.properties.insert(attributes.value(QLatin1String("name")).toString(),
                attributes.value(QLatin1String("value")).toString());
        } else if (name == QLatin1String("tileset")) {
            tmx.tileset = toMap();
        } else if (name == QLatin1String("image")) {
            tmx.image = attributes.value(QLatin1String("source")).toString();
        } else if (name == QLatin1String("data")) {
            if (attributes.value(QLatin1String("encoding")) != QLatin1String("csv"))
                return tmx;
            const QString csv = xml.readElementText();
            for (const QString &gid : csv.split(QLatin1Char(','))) {
                bool ok = false;
                tmx.gids.append(gid.trimmed().toInt(&ok));
                if (!ok)
                    tmx.gids.append(-1);
            }
        } else if (name == QLatin1String("object")) {
            tmx.markers.insert(attributes.value(QLatin1String("name")).toString(),
                QPointF(attributes.value(QLatin1String("x")).toDouble(),
                    attributes.value(QLatin1String("y")).toDouble()));
        }
    }
    if (xml.hasError())
        tmx.map.clear();
    return tmx;
}

void TestExport::tmxIslands()
{
    const QString tmxFile = file(QStringLiteral("islands.tmx"));
    const QString scenario = TestData::path(QStringLiteral("island-6b-basic.json"));
    QCOMPARE(
        run({QStringLiteral("island"), scenario, QStringLiteral("--export"), tmxFile}).exitCode, 0);
    const Result json = run({QStringLiteral("island"), scenario, QStringLiteral("--json")});
    const QJsonObject expected = QJsonDocument::fromJson(json.out).object();

    const Tmx tmx = readTmx(tmxFile);
    QCOMPARE(tmx.map.value(QStringLiteral("orientation")), QStringLiteral("orthogonal"));
    QCOMPARE(tmx.map.value(QStringLiteral("width")).toInt(),
        expected.value(QLatin1String("cols")).toInt());
    QCOMPARE(tmx.map.value(QStringLiteral("height")).toInt(),
        expected.value(QLatin1String("rows")).toInt());
    QCOMPARE(tmx.map.value(QStringLiteral("tilewidth")), QStringLiteral("32"));
    QCOMPARE(tmx.properties.value(QStringLiteral("seed")), QStringLiteral("42"));
    QCOMPARE(tmx.properties.value(QStringLiteral("mode")), QStringLiteral("island"));
    QCOMPARE(tmx.properties.value(QStringLiteral("rule")), QStringLiteral("6b"));
    QCOMPARE(tmx.tileset.value(QStringLiteral("firstgid")), QStringLiteral("1"));
    QCOMPARE(tmx.tileset.value(QStringLiteral("tilecount")), QStringLiteral("10"));
    QCOMPARE(tmx.image, QStringLiteral("islands.tiles.png"));
    const QImage tiles(file(tmx.image));
    QCOMPARE(tiles.size(), QSize(320, 32));

    // GID = tile id + 1: water 0, pit 1, island n is n + 1.
    QList<int> gids;
    for (const QJsonValue &line : expected.value(QLatin1String("map")).toArray()) {
        for (const QChar ch : line.toString())
            gids.append(ch == QLatin1Char('.') ? 1
                    : ch == QLatin1Char('#')   ? 2
                                               : ch.digitValue() + 2);
    }
    QCOMPARE(tmx.gids, gids);
    QVERIFY(gids.contains(4)); // island 2 is there
}

void TestExport::tmxDungeon()
{
    const QString tmxFile = file(QStringLiteral("dungeon.tmx"));
    const QString scenario = TestData::path(QStringLiteral("dungeon-pits.json"));
    QCOMPARE(run({QStringLiteral("dungeon"), scenario, QStringLiteral("--export"), tmxFile,
                     QStringLiteral("--cell-size"), QStringLiteral("16")})
                 .exitCode,
        0);
    const QJsonObject expected = QJsonDocument::fromJson(
        run({QStringLiteral("dungeon"), scenario, QStringLiteral("--json")}).out)
                                     .object();
    const Scenario pits = TestData::scenario(QStringLiteral("dungeon-pits.json"));

    const Tmx tmx = readTmx(tmxFile);
    const int cols = expected.value(QLatin1String("cols")).toInt();
    QCOMPARE(tmx.map.value(QStringLiteral("width")).toInt(), cols);
    QCOMPARE(tmx.map.value(QStringLiteral("tileheight")), QStringLiteral("16"));
    QCOMPARE(tmx.properties.value(QStringLiteral("mode")), QStringLiteral("dungeon"));
    QCOMPARE(tmx.properties.value(QStringLiteral("seed")), QString::number(pits.seed));
    QVERIFY(!tmx.properties.contains(QStringLiteral("rule")));
    QCOMPARE(tmx.tileset.value(QStringLiteral("tilecount")), QStringLiteral("257"));

    // A placed tile's id is its doors; rock (never filled) 0; a pit 256.
    QList<int> gids;
    const QJsonArray tiles = expected.value(QLatin1String("tiles")).toArray();
    const QJsonArray placement = expected.value(QLatin1String("placement")).toArray();
    int pitCount = 0;
    for (int r = 0; r < tiles.size(); ++r) {
        for (int c = 0; c < cols; ++c) {
            const bool pit = pits.isPit(r, c);
            pitCount += pit;
            const bool placed = !placement[r].toArray()[c].isNull();
            gids.append(pit ? 257 : placed ? tiles[r].toArray()[c].toInt() + 1 : 1);
        }
    }
    QVERIFY(pitCount > 0);
    QCOMPARE(tmx.gids, gids);

    // The markers at the centres of the start and end cells.
    for (const char *name : {"start", "end"}) {
        const QJsonArray cell = expected.value(QLatin1String(name)).toArray();
        QCOMPARE(tmx.markers.value(QLatin1String(name)),
            QPointF(cell[1].toInt() * 16 + 8, cell[0].toInt() * 16 + 8));
    }
}

void TestExport::tmxRendersInTiled()
{
    const QString rasterizer = QStandardPaths::findExecutable(QStringLiteral("tmxrasterizer"));
    // Not skipped when missing: scripts/workbench.sh installs it for the tests.
    QVERIFY2(!rasterizer.isEmpty(),
        "tmxrasterizer (Debian package tiled) is missing; scripts/workbench.sh test installs it");
    const QString tmxFile = file(QStringLiteral("tiled.tmx"));
    QCOMPARE(run({QStringLiteral("dungeon"), TestData::path(QStringLiteral("dungeon-basic.json")),
                     QStringLiteral("--export"), tmxFile})
                 .exitCode,
        0);
    const QString rendered = file(QStringLiteral("tiled.png"));
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.start(rasterizer, {tmxFile, rendered});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QImage image(rendered);
    QCOMPARE(image.size(), QSize(12 * 32, 8 * 32));
    // Tiled drew our tileset's tiles: the top-left tile of the map is the tileset's tile of
    // the same id, pixel for pixel.
    const Tmx tmx = readTmx(tmxFile);
    const QImage tiles(file(tmx.image));
    const int id = tmx.gids.first() - 1;
    const QImage expected
        = tiles.copy((id % 16) * 32, (id / 16) * 32, 32, 32).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(image.copy(0, 0, 32, 32).convertToFormat(QImage::Format_RGB32), expected);
}

// A shell without a login session has no XDG_RUNTIME_DIR: the export draws all the same
// and prints no warning of Qt's about it (nothing a user needs to see).
void TestExport::exportPrintsNothingWithoutARuntimeDir()
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    process.setProcessEnvironment(environment);
    const QString png = file(QStringLiteral("no-runtime-dir.png"));
    process.start(TestData::cli(),
        {QStringLiteral("island"), TestData::path(QStringLiteral("island-6b-basic.json")),
            QStringLiteral("--export"), png});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(process.readAllStandardError(), QByteArray());
    QVERIFY(!QImage(png).isNull());
}

void TestExport::pdfHandout()
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!pdftotext.isEmpty(),
        "pdftotext (Debian package poppler-utils) is missing; scripts/workbench.sh test installs "
        "it");
    const QString pdf = file(QStringLiteral("handout.pdf"));
    const QString scenario = TestData::path(QStringLiteral("island-6b-basic.json"));
    QCOMPARE(
        run({QStringLiteral("island"), scenario, QStringLiteral("--export"), pdf}).exitCode, 0);
    QVERIFY(QFileInfo(pdf).size() > 1000);
    QProcess process;
    process.start(pdftotext, {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 0);
    const QString text = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(text.contains(QRegularExpression(QStringLiteral("Seed:\\s+42\\b"))), qPrintable(text));
    QVERIFY2(
        text.contains(QRegularExpression(QStringLiteral("Steps:\\s+24\\b"))), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("island-6b-basic.json")));
    QVERIFY(text.contains(
        QStringLiteral("Why does Stage 6b backtrack more?"))); // the lesson text of the stage
    QVERIFY(text.contains(QStringLiteral("complete, 10 cells")));

    // In German, lesson text included.
    const QString german = file(QStringLiteral("handout-de.pdf"));
    QCOMPARE(run({QStringLiteral("island"), scenario, QStringLiteral("--export"), german,
                     QStringLiteral("--language"), QStringLiteral("de")})
                 .exitCode,
        0);
    process.start(pdftotext, {QStringLiteral("-layout"), german, QStringLiteral("-")});
    QVERIFY(process.waitForFinished(60000));
    const QString deText = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(deText.contains(QRegularExpression(QStringLiteral("Startwert:\\s+42\\b"))),
        qPrintable(deText));
    QVERIFY(deText.contains(QStringLiteral("Einstellungen, die diese Karte wieder erzeugen")));
    QVERIFY(!deText.contains(QStringLiteral("Why does Stage 6b backtrack more?")));
    QCOMPARE(run({QStringLiteral("island"), scenario, QStringLiteral("--export"), german,
                     QStringLiteral("--language"), QStringLiteral("xx")})
                 .exitCode,
        2);
}

void TestExport::badTargets_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("reason");
    const QString dir = m_dir.path();
    QDir(dir).mkpath(QStringLiteral("folder.png"));
    QTest::newRow("unknown extension")
        << QDir(dir).filePath(QStringLiteral("map.bmp")) << QStringLiteral("unknown export format");
    QTest::newRow("a directory") << QDir(dir).filePath(QStringLiteral("folder.png"))
                                 << QStringLiteral("directory");
    QTest::newRow("no such folder") << QDir(dir).filePath(QStringLiteral("missing/map.gif"))
                                    << QStringLiteral("cannot be written");
    // Nothing may be created in /proc, not even by root: a folder nobody can write to.
    QTest::newRow("read-only folder")
        << QStringLiteral("/proc/mapgen-export.pdf") << QStringLiteral("cannot be written");
    QTest::newRow("read-only folder, tmx")
        << QStringLiteral("/proc/mapgen-export.tmx") << QStringLiteral("cannot be written");
}

void TestExport::badTargets()
{
    QFETCH(QString, target);
    QFETCH(QString, reason);
    const QStringList before
        = QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
    const Result result
        = run({QStringLiteral("island"), TestData::path(QStringLiteral("island-6b-basic.json")),
            QStringLiteral("--export"), target});
    QCOMPARE(result.exitCode, 2);
    const QString err = QString::fromUtf8(result.err);
    QVERIFY2(err.contains(target), qPrintable(err));
    QVERIFY2(err.contains(reason), qPrintable(err));
    QVERIFY(!QFileInfo(target).isFile());
    // No temporary file or half-written tileset left behind.
    QCOMPARE(QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), before);
}

void TestExport::exportWithJsonIsAUsageError()
{
    const QString png = file(QStringLiteral("json.png"));
    const Result result
        = run({QStringLiteral("island"), TestData::path(QStringLiteral("island-6b-basic.json")),
            QStringLiteral("--json"), QStringLiteral("--export"), png});
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.err.contains("--json"));
    QVERIFY(result.out.isEmpty());
    QVERIFY(!QFile::exists(png));
}

void TestExport::tooLargeIsRefused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("cellSize");
    QTest::addColumn<QString>("message");
    // Within every limit of the options, too large to draw: refused before anything is
    // written, with the cell size that fits.
    QTest::newRow("png at 96") << QStringLiteral("big.png") << QStringLiteral("96")
                               << QStringLiteral(
                                      "big.png: the image would be 960 x 96,000 pixels; at most "
                                      "16,384 a side: use --cell-size 16 or less\n");
    QTest::newRow("png at the default 24")
        << QStringLiteral("big.png") << QString()
        << QStringLiteral("big.png: the image would be 240 x 24,000 pixels; at most 16,384 a side: "
                          "use --cell-size 16 or less\n");
    QTest::newRow("gif at 24") << QStringLiteral("big.gif") << QStringLiteral("24")
                               << QStringLiteral(
                                      "big.gif: the image would be 240 x 24,000 pixels; at most "
                                      "8,192 a side: use --cell-size 8 or less\n");
}

void TestExport::tooLargeIsRefused()
{
    QFETCH(QString, name);
    QFETCH(QString, cellSize);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString small = dir.filePath(QStringLiteral("small.svg"));
    QStringList arguments {QStringLiteral("island"), QStringLiteral("--rows"),
        QStringLiteral("1000"), QStringLiteral("--cols"), QStringLiteral("10"),
        QStringLiteral("--map"), QStringLiteral("--export"), small, QStringLiteral("--export"),
        dir.filePath(name)};
    if (!cellSize.isEmpty())
        arguments << QStringLiteral("--cell-size") << cellSize;
    const Result result = run(arguments);
    QCOMPARE(result.exitCode, 2);
    QCOMPARE(QString::fromUtf8(result.err).section(QStringLiteral("mapgen: "), 1),
        QDir(dir.path()).filePath(message));
    QVERIFY2(result.out.isEmpty(), result.out.left(200).constData());
    // Refused before the build: not even the map is printed, nor the export that would
    // fit written.
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
}

void TestExport::outOfMemoryIsAMessage()
{
    // 16,000 x 16,000 pixels are within the limit, and 2 GB to draw: allowed 1.5 GB of
    // address space, the export says so and exits; it does not end by a signal.
    const QString png = file(QStringLiteral("memory.png"));
    QProcess process;
#if !defined(__SANITIZE_ADDRESS__)
    process.setChildProcessModifier([] {
        const rlimit limit {rlim_t(1536) << 20, rlim_t(1536) << 20};
        setrlimit(RLIMIT_AS, &limit);
    });
#else
    // AddressSanitizer reserves terabytes of address space, so an address-space limit would
    // stop it from starting; its allocator refuses the 1 GB picture instead.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    const QString options = environment.value(QStringLiteral("ASAN_OPTIONS"));
    environment.insert(QStringLiteral("ASAN_OPTIONS"),
        options + (options.isEmpty() ? QString() : QStringLiteral(":"))
            + QStringLiteral("allocator_may_return_null=1:max_allocation_size_mb=512"));
    process.setProcessEnvironment(environment);
#endif
    process.start(TestData::cli(),
        {QStringLiteral("island"), QStringLiteral("--rows"), QStringLiteral("1000"),
            QStringLiteral("--cols"), QStringLiteral("1000"), QStringLiteral("--export"), png,
            QStringLiteral("--cell-size"), QStringLiteral("16")});
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(png
                 + QStringLiteral(": not enough memory for an image of 16,000 x 16,000 pixels")),
        qPrintable(err));
    QVERIFY(!QFile::exists(png));
}

bool TestExport::makeFolder(const QString &path, const QStringList &links)
{
    QDir dir(path);
    QFile old(dir.filePath(QStringLiteral("old.png")));
    if (!dir.mkdir(QStringLiteral("sub")) || !old.open(QIODevice::WriteOnly)
        || old.write("written before") != 14
        || !QFile::copy(TestData::path(QStringLiteral("island-6b-basic.json")),
            dir.filePath(QStringLiteral("lesson.html"))))
        return false;
    for (const QString &link : links) {
        const QStringList nameAndTarget = link.split(QLatin1Char('>'));
        if (::symlink(QFile::encodeName(nameAndTarget.at(1)).constData(),
                QFile::encodeName(dir.filePath(nameAndTarget.at(0))).constData())
            != 0)
            return false;
    }
    return true;
}

QMap<QString, QByteArray> TestExport::folderContents(const QString &path)
{
    QMap<QString, QByteArray> contents;
    QDirIterator it(path, QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QFileInfo info(it.next());
        const QString name = QDir(path).relativeFilePath(info.filePath());
        if (info.isSymLink()) {
            contents.insert(name, "link to " + QFile::encodeName(info.symLinkTarget()));
        } else if (info.isDir()) {
            contents.insert(name, "folder");
        } else {
            QFile file(info.filePath());
            contents.insert(
                name, file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("unreadable"));
        }
    }
    return contents;
}

void TestExport::sameFileTwiceIsRefused_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("links");
    QTest::addColumn<QString>("lost");
    QTest::newRow("one path twice")
        << QStringList {QStringLiteral("a.png"), QStringLiteral("sub/../a.png")} << QStringList()
        << QStringLiteral("sub/../a.png");
    QTest::newRow("a tmx's tileset")
        << QStringList {QStringLiteral("coll.tiles.png"), QStringLiteral("coll.tmx")}
        << QStringList() << QStringLiteral("coll.tiles.png");
    QTest::newRow("a link to a file")
        << QStringList {QStringLiteral("a.zip"), QStringLiteral("link.zip")}
        << QStringList {QStringLiteral("link.zip>a.zip")} << QStringLiteral("link.zip");
    QTest::newRow("a link to a file written before")
        << QStringList {QStringLiteral("old.png"), QStringLiteral("link.png")}
        << QStringList {QStringLiteral("link.png>old.png")} << QStringLiteral("link.png");
    QTest::newRow("a link to a link")
        << QStringList {QStringLiteral("a.zip"), QStringLiteral("last.zip")}
        << QStringList {QStringLiteral("first.zip>a.zip"), QStringLiteral("last.zip>first.zip")}
        << QStringLiteral("last.zip");
    QTest::newRow("a linked folder")
        << QStringList {QStringLiteral("sub/a.png"), QStringLiteral("linked/a.png")}
        << QStringList {QStringLiteral("linked>sub")} << QStringLiteral("linked/a.png");
    QTest::newRow("a tmx's tileset through a link")
        << QStringList {QStringLiteral("tiles.png"), QStringLiteral("coll.tmx")}
        << QStringList {QStringLiteral("tiles.png>coll.tiles.png")}
        << QStringLiteral("coll.tiles.png");
}

void TestExport::sameFileTwiceIsRefused()
{
    QFETCH(QStringList, names);
    QFETCH(QStringList, links);
    QFETCH(QString, lost);
    QTemporaryDir dir;
    QVERIFY(makeFolder(dir.path(), links));
    const QMap<QString, QByteArray> before = folderContents(dir.path());
    QStringList arguments {QStringLiteral("island"), dir.filePath(QStringLiteral("lesson.html"))};
    for (const QString &name : names)
        arguments << QStringLiteral("--export") << dir.filePath(name);
    const Result result = run(arguments);
    QCOMPARE(result.exitCode, 2);
    const QString err = QString::fromUtf8(result.err);
    for (const QString &name : names)
        QVERIFY2(err.contains(QStringLiteral("--export ") + dir.filePath(name)), qPrintable(err));
    QVERIFY2(
        err.contains(QStringLiteral("would both write ") + dir.filePath(lost)), qPrintable(err));
    QVERIFY(result.out.isEmpty());
    QCOMPARE(folderContents(dir.path()), before);
}

void TestExport::exportOntoTheScenarioIsRefused_data()
{
    // The scenario is lesson.html: a name a user could give an export by mistake.
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<QStringList>("links");
    QTest::newRow("its own name, after another export")
        << QStringLiteral("lesson.html")
        << QStringList {QStringLiteral("a.png"), QStringLiteral("lesson.html")} << QStringList();
    QTest::newRow("a link to it") << QStringLiteral("lesson.html")
                                  << QStringList {QStringLiteral("map.html")}
                                  << QStringList {QStringLiteral("map.html>lesson.html")};
    QTest::newRow("read through a link")
        << QStringLiteral("current.html") << QStringList {QStringLiteral("lesson.html")}
        << QStringList {QStringLiteral("current.html>lesson.html")};
    QTest::newRow("read through a linked folder")
        << QStringLiteral("linked/lesson.html")
        << QStringList {QStringLiteral("sub/../lesson.html")}
        << QStringList {QStringLiteral("linked>.")};
    QTest::newRow("a tmx's tileset, a link to it")
        << QStringLiteral("lesson.html") << QStringList {QStringLiteral("map.tmx")}
        << QStringList {QStringLiteral("map.tiles.png>lesson.html")};
}

void TestExport::exportOntoTheScenarioIsRefused()
{
    QFETCH(QString, scenario);
    QFETCH(QStringList, names);
    QFETCH(QStringList, links);
    QTemporaryDir dir;
    QVERIFY(makeFolder(dir.path(), links));
    const QMap<QString, QByteArray> before = folderContents(dir.path());
    QStringList arguments {QStringLiteral("island"), dir.filePath(scenario)};
    for (const QString &name : names)
        arguments << QStringLiteral("--export") << dir.filePath(name);
    const Result result = run(arguments);
    QCOMPARE(result.exitCode, 2);
    const QString err = QString::fromUtf8(result.err);
    QVERIFY2(err.contains(QStringLiteral("--export %1 would write over %2, the scenario being read")
                              .arg(dir.filePath(names.constLast()), dir.filePath(scenario))),
        qPrintable(err));
    QVERIFY(result.out.isEmpty());
    QCOMPARE(folderContents(dir.path()), before);
}

void TestExport::linksAreWrittenThrough()
{
    // A link to a file is written through, as a shell's `>` writes; a hard link is a name
    // of its own, replaced by its own export, so two exports through them are two files.
    QTemporaryDir dir;
    QVERIFY(makeFolder(dir.path(), {QStringLiteral("link.png>old.png")}));
    const QString old = dir.filePath(QStringLiteral("old.png"));
    const QString hard = dir.filePath(QStringLiteral("hard.png"));
    QCOMPARE(::link(QFile::encodeName(old).constData(), QFile::encodeName(hard).constData()), 0);
    const Result result = run({QStringLiteral("island"),
        dir.filePath(QStringLiteral("lesson.html")), QStringLiteral("--export"),
        dir.filePath(QStringLiteral("link.png")), QStringLiteral("--export"), hard});
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QCOMPARE(QFileInfo(dir.filePath(QStringLiteral("link.png"))).symLinkTarget(), old);
    const QImage map(old);
    QVERIFY(!map.isNull());
    QCOMPARE(QImage(hard), map);
}

void TestExport::svgOfALargeDungeonStaysSmall()
{
    // Drawn a tile at a time, a 200 x 200 dungeon was 30 MB of SVG (and 1000 x 1000 did
    // not fit in memory); runs of equal squares make it a few bytes a square.
    const QString svg = file(QStringLiteral("large.svg"));
    const QString png = file(QStringLiteral("large.png"));
    const Result result = run({QStringLiteral("dungeon"), QStringLiteral("--rows"),
        QStringLiteral("200"), QStringLiteral("--cols"), QStringLiteral("200"),
        QStringLiteral("--seed"), QStringLiteral("1"), QStringLiteral("--export"), svg,
        QStringLiteral("--export"), png, QStringLiteral("--cell-size"), QStringLiteral("8")});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(QFileInfo(svg).size() < 200 * 200 * 100,
        qPrintable(QString::number(QFileInfo(svg).size())));
    // And it is the same picture as the PNG: drawn by an SVG renderer, all but the
    // antialiased edges of the path and the markers are the PNG's pixels.
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    const QImage expected = QImage(png).convertToFormat(QImage::Format_RGB32);
    QImage drawn(expected.size(), QImage::Format_RGB32);
    drawn.fill(Qt::white);
    {
        QPainter painter(&drawn);
        renderer.render(&painter);
    }
    qint64 differ = 0;
    for (int y = 0; y < drawn.height(); ++y) {
        for (int x = 0; x < drawn.width(); ++x)
            differ += drawn.pixel(x, y) != expected.pixel(x, y);
    }
    QVERIFY2(
        differ < qint64(drawn.width()) * drawn.height() / 50, qPrintable(QString::number(differ)));
}

void TestExport::svgOfTheLargestDungeonInBoundedMemory()
{
    // A 1000 x 1000 dungeon: 70 MB of SVG, drawn onto the file as it goes. Held whole in
    // memory (QSvgGenerator does, until its end), it took 0.44 GB; a tile at a time, it
    // did not fit at all. 400 MB of address space is plenty for the build and the drawing.
    const QString svg = file(QStringLiteral("largest.svg"));
    QProcess process;
#if !defined(__SANITIZE_ADDRESS__) // AddressSanitizer reserves terabytes of address space
    process.setChildProcessModifier([] {
        const rlimit limit {rlim_t(400) << 20, rlim_t(400) << 20};
        setrlimit(RLIMIT_AS, &limit);
    });
#endif
    process.start(TestData::cli(),
        {QStringLiteral("dungeon"), QStringLiteral("--rows"), QStringLiteral("1000"),
            QStringLiteral("--cols"), QStringLiteral("1000"), QStringLiteral("--seed"),
            QStringLiteral("1"), QStringLiteral("--export"), svg});
    QVERIFY(process.waitForFinished(240000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    QFile written(svg);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.size() > 1000 * 1000 && written.size() < 1000 * 1000 * 100);
    QVERIFY(written.read(100).contains("<svg"));
    written.seek(written.size() - 7);
    QCOMPARE(written.readAll(), QByteArray("</svg>\n"));
    written.close();
    QFile::remove(svg);
}

void TestExport::gifProgressOnATerminal()
{
    // On a terminal the frames written are counted on stderr; to a script, nothing.
    int master = -1;
    int slave = -1;
    QVERIFY(::openpty(&master, &slave, nullptr, nullptr, nullptr) == 0);
    const QString gif = file(QStringLiteral("progress.gif"));
    QProcess process;
    process.setChildProcessModifier([slave] { ::dup2(slave, STDERR_FILENO); });
    process.start(TestData::cli(),
        {QStringLiteral("island"), TestData::path(QStringLiteral("island-6b-basic.json")),
            QStringLiteral("--export"), gif});
    QVERIFY(process.waitForFinished(60000));
    ::close(slave);
    QCOMPARE(process.exitCode(), 0);
    QByteArray shown;
    char buffer[4096];
    for (qint64 n; (n = ::read(master, buffer, sizeof buffer)) > 0;)
        shown.append(buffer, n);
    ::close(master);
    QVERIFY2(shown.contains(": frame 25 of 25"), shown.constData());
    QVERIFY(shown.endsWith("\r\033[K")); // the line is cleared at the end

    const Result quiet = run({QStringLiteral("island"),
        TestData::path(QStringLiteral("island-6b-basic.json")), QStringLiteral("--export"), gif});
    QCOMPARE(quiet.exitCode, 0);
    QVERIFY2(!quiet.err.contains("frame"), quiet.err.constData());
}

void TestExport::svgOfALargeIslandMapStaysSmall()
{
    // 200 x 200 with eight islands and a scatter of pits (about one cell in eight): one
    // rectangle a cell, and the attributes of each again, made about 37 bytes a cell, and
    // an island's every numbered cell 150 bytes more.
    const int size = 200;
    QJsonArray pits;
    quint32 random = 7;
    int pitCount = 0;
    for (int r = 0; r < size; ++r) {
        QString row;
        for (int c = 0; c < size; ++c) {
            random = random * 1103515245u + 12345u;
            const bool pit = (random >> 16) % 8 == 0;
            pitCount += pit;
            row += pit ? QLatin1Char('#') : QLatin1Char('.');
        }
        pits.append(row);
    }
    const QJsonObject scenario {{QStringLiteral("format"), QStringLiteral("mapgen-scenario")},
        {QStringLiteral("version"), 1}, {QStringLiteral("mode"), QStringLiteral("island")},
        {QStringLiteral("rows"), size}, {QStringLiteral("cols"), size}, {QStringLiteral("seed"), 3},
        {QStringLiteral("islands"),
            QJsonObject {{QStringLiteral("count"), 8}, {QStringLiteral("min"), 100},
                {QStringLiteral("max"), 300}, {QStringLiteral("stepLimit"), 10000000}}},
        {QStringLiteral("pits"), pits}};
    const QString json = file(QStringLiteral("pitted.mapgen.json"));
    {
        QFile out(json);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(scenario).toJson());
    }
    const Result map = run({QStringLiteral("island"), json, QStringLiteral("--map")});
    QCOMPARE(map.exitCode, 0);
    const qint64 land = std::count_if(
        map.out.cbegin(), map.out.cend(), [](char c) { return c >= '1' && c <= '8'; });
    QVERIFY2(land > 1000, qPrintable(QString::number(land)));
    const qint64 cells = qint64(size) * size;

    // At 4 pixels a cell, no grid lines or numbers: an SVG renderer draws the PNG exactly.
    const QString svg = file(QStringLiteral("pitted.svg"));
    const QString png = file(QStringLiteral("pitted.png"));
    QCOMPARE(run({QStringLiteral("island"), json, QStringLiteral("--export"), svg,
                     QStringLiteral("--export"), png, QStringLiteral("--cell-size"),
                     QStringLiteral("4")})
                 .exitCode,
        0);
    QVERIFY2(
        QFileInfo(svg).size() < cells * 15, qPrintable(QString::number(QFileInfo(svg).size())));
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    const QImage expected = QImage(png).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(renderer.defaultSize(), expected.size());
    QImage drawn(expected.size(), QImage::Format_RGB32);
    drawn.fill(Qt::white);
    {
        QPainter painter(&drawn);
        renderer.render(&painter);
    }
    QCOMPARE(drawn, expected);

    // At 16, every land cell keeps its number, and the file a few bytes a cell more.
    const QString numbered = file(QStringLiteral("numbered.svg"));
    QCOMPARE(run({QStringLiteral("island"), json, QStringLiteral("--export"), numbered,
                     QStringLiteral("--cell-size"), QStringLiteral("16")})
                 .exitCode,
        0);
    QFile text(numbered);
    QVERIFY(text.open(QIODevice::ReadOnly));
    const QByteArray contents = text.readAll();
    QCOMPARE(contents.count("<text "), land);
    QVERIFY2(
        contents.size() < cells * 15 + land * 40, qPrintable(QString::number(contents.size())));
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
