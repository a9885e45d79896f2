// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfhandout.h"

#include "answerkey.h"
#include "atomicfile.h"
#include "dungeonmodel.h"
#include "islandmodel.h"
#include "islandoutcomewords.h"
#include "lessonkind.h"
#include "lessontext.h"
#include "localedigits.h"
#include "mapframes.h"
#include "renderplugin.h"
#include "scenariofile.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QScreen>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>
#include <QUrl>

#include <algorithm>

namespace {

bool rightToLeft()
{
    return QLocale().textDirection() == Qt::RightToLeft;
}

// Rich text tables keep their columns left to right whatever the text's direction: in a
// right-to-left language the table spans the page and its cells are given from the right
// edge, the first (the labels, the swatches) at the right margin.
QString table(const QString &attributes = QString())
{
    return QStringLiteral("<table%1%2>")
        .arg(rightToLeft() ? QStringLiteral(" width=\"100%\"") : QString(), attributes);
}

// One table row, its cells in reading order (each cell's HTML; `gap` the space after the
// first cell, towards the second; `firstWidth` the first cell's width in pixels, 0 for as
// wide as the table lays it out).
QString cells(const QString &first, const QString &second, int gap = 0, int firstWidth = 0)
{
    if (!rightToLeft()) {
        return QStringLiteral("<tr><td style=\"padding-right: %1px\">%2</td><td>%3</td></tr>")
            .arg(gap)
            .arg(first, second);
    }
    const QString width
        = firstWidth > 0 ? QStringLiteral(" width=\"%1\"").arg(firstWidth) : QString();
    return QStringLiteral("<tr><td align=\"right\">%3</td><td align=\"right\"%4 "
                          "style=\"padding-left: %1px\">%2</td></tr>")
        .arg(gap)
        .arg(first, second, width);
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString row(const QString &label, const QString &value)
{
    return cells(QStringLiteral("<b>%1</b>").arg(label), value, 12);
}

// A colour swatch for the legend, as an image resource of the document.
QString swatch(QTextDocument &document, const QColor &color, int index)
{
    QImage image(16, 16, QImage::Format_RGB32);
    image.fill(color);
    const QString name = QStringLiteral("mapgen:swatch-%1").arg(index);
    document.addResource(QTextDocument::ImageResource, QUrl(name), image);
    return QStringLiteral("<img src=\"%1\" width=\"12\" height=\"12\">").arg(name);
}

} // namespace

QString PdfHandout::legend(const MapFrames &frames, QTextDocument &document)
{
    QList<std::pair<QColor, QString>> entries;
    if (LessonKind::of(frames.scenario().mode).tiles) {
        const DungeonPainter &painter = frames.dungeonPainter();
        entries = {{painter.floorColor(), tr("floor: a placed tile's room and open half-doors")},
            {painter.wallColor(), tr("wall")}, {painter.rockColor(), tr("rock: never filled")},
            {painter.pitColor(), tr("pit")}, {painter.startColor(), tr("S: the start")},
            {painter.endColor(), tr("E: the end")},
            {painter.pathColor(), tr("a shortest path from start to end")}};
    } else {
        const IslandPainter &painter = frames.islandPainter();
        entries = {{painter.oceanColor(), tr("water")}, {painter.pitColor(), tr("pit")}};
        for (int island = 1; island <= frames.scenario().islands.count; ++island)
            entries.append(
                {painter.islandColor(island), tr("island %1").arg(LocaleDigits::number(island))});
    }
    QString html = table(QStringLiteral(" cellspacing=\"2\""));
    int index = 0;
    for (const auto &[color, text] : entries)
        html += cells(swatch(document, color, index++), escaped(text), 0, 16);
    return html + QStringLiteral("</table>");
}

QString PdfHandout::statistics(const MapFrames &frames)
{
    const QLocale locale;
    QString html = table();
    html += row(tr("Steps:"), locale.toString(frames.stepCount()));
    if (const DungeonModel *dungeon = frames.dungeon()) {
        // The Statistics dock's counts, at the whole build.
        const DungeonModel::Tally tally = dungeon->tally(dungeon->stepCount());
        html += row(tr("Tiles placed:"), locale.toString(tally.placed));
        html += row(tr("Candidates rejected:"), locale.toString(tally.rejected));
        html += row(tr("Result:"),
            dungeon->atFinish() ? tr("done: start and end are joined") : tr("in progress"));
        return html + QStringLiteral("</table>");
    }
    const IslandModel &ocean = *frames.ocean();
    const IslandModel::Statistics &stats = ocean.statistics();
    html += row(tr("Backtracks:"), locale.toString(stats.backtracks));
    const bool tooComplex
        = ocean.stepCount() > 0 && ocean.step(ocean.stepCount() - 1).kind == IslandStep::TooComplex;
    html += row(
        tr("Result:"), tooComplex ? tr("too complex: the step limit was reached") : tr("done"));
    for (int island = 1; island <= frames.scenario().islands.count; ++island) {
        const IslandModel::IslandProgress &progress = stats.islands[std::size_t(island)];
        // As the Statistics dock says it, with the size of an island complete.
        const QString outcome = progress.outcome == BuildStats::Outcome::Complete
            ? LocaleDigits::plural(
                tr("complete, %n cell(s)", nullptr, progress.size), progress.size)
            : IslandOutcomeWords::text(progress.outcome);
        html += row(tr("Island %1:").arg(LocaleDigits::number(island)), escaped(outcome));
    }
    return html + QStringLiteral("</table>");
}

QString PdfHandout::settings(const MapFrames &frames, const QString &scenarioFile)
{
    const Scenario &scenario = frames.scenario();
    QString html = table();
    // The seed is typed back into the seed field as it stands: ASCII digits in every language.
    html += row(tr("Seed:"), QString::number(scenario.seed));
    html += row(tr("Size:"),
        tr("%1 rows x %2 columns")
            .arg(LocaleDigits::number(scenario.rows))
            .arg(LocaleDigits::number(scenario.cols)));
    if (LessonKind::of(scenario.mode).islands) {
        const IslandSettings &islands = scenario.islands;
        html += row(tr("Rule:"), ruleName(islands.rule));
        html += row(tr("Islands:"), LocaleDigits::number(islands.count));
        html += row(tr("Island sizes:"),
            tr("%1 to %2 cells")
                .arg(LocaleDigits::number(islands.min))
                .arg(LocaleDigits::number(islands.max)));
        html += row(tr("Randomize:"), islands.randomize ? tr("on") : tr("off"));
        html += row(tr("Step limit:"), QLocale().toString(islands.stepLimit));
    } else {
        const int tiles = int(scenario.dungeon.tiles.size());
        html += row(tr("Tile set:"), LocaleDigits::plural(tr("%n tile(s)", nullptr, tiles), tiles));
    }
    html += row(tr("Scenario file:"),
        scenarioFile.isEmpty() ? tr("unsaved") : escaped(QFileInfo(scenarioFile).fileName()));
    return html + QStringLiteral("</table>");
}

// Every answer that counts as right, the build's own first, in the lines of
// `mapgen --answers --accepted`, from the rule book, and how a graded copy of the lesson
// grades this build (questions.md, "Grading"); empty when no question has an answer.
QString PdfHandout::answerKey(const MapFrames &frames)
{
    const Scenario &scenario = frames.scenario();
    QStringList lines;
    int decisions = 0;
    if (const DungeonModel *dungeon = frames.dungeon()) {
        const auto stepAt = [dungeon](std::size_t i) { return dungeon->step(int(i)); };
        lines = AnswerKey::dungeonLines(scenario, std::size_t(dungeon->stepCount()), stepAt, true);
        decisions
            = AnswerKey::dungeonDecisions(scenario, std::size_t(dungeon->stepCount()), stepAt);
    } else if (const IslandModel *ocean = frames.ocean()) {
        const auto stepAt = [ocean](std::size_t i) { return ocean->step(int(i)); };
        lines = AnswerKey::islandLines(scenario, std::size_t(ocean->stepCount()), stepAt, true);
        decisions = AnswerKey::islandDecisions(scenario, std::size_t(ocean->stepCount()), stepAt);
    }
    if (lines.isEmpty())
        return QString();
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>")
                       .arg(tr("Answer key"),
                           tr("Every answer that counts as right, the build's own first."));
    for (const QString &line : std::as_const(lines))
        html += QStringLiteral("<p>%1</p>").arg(escaped(line));
    const Assignment &assignment = scenario.assignment;
    QStringList grading {
        tr("Grade: the mean of the parts assigned, a part not begun counting 0, rounded half up.")};
    if (assignment.questions)
        grading += tr("Questions: answered right the first time, of the %1 this build asks.")
                       .arg(LocaleDigits::number(int(lines.size())));
    if (assignment.construct)
        grading += tr("You Are the Algorithm: right moves less wrong moves and hints (at least 0), "
                      "of the %1 decisions of this build.")
                       .arg(LocaleDigits::number(decisions));
    if (assignment.pass)
        grading += tr("Pass mark: %1.").arg(LocaleDigits::number(*assignment.pass));
    for (const QString &line : std::as_const(grading))
        html += QStringLiteral("<p>%1</p>").arg(escaped(line));
    return html;
}

std::unique_ptr<QTextDocument> PdfHandout::document(
    const MapFrames &frames, const QString &scenarioFile)
{
    auto document = std::make_unique<QTextDocument>();
    const Scenario &scenario = frames.scenario();
    const bool dungeon = LessonKind::of(scenario.mode).tiles;
    // The map about 16 cm wide on the page, sharp in print: up to 1600 pixels.
    const int cellSize = std::clamp(1600 / std::max(scenario.cols, scenario.rows), 2, 48);
    document->addResource(
        QTextDocument::ImageResource, QUrl(QStringLiteral("mapgen:map")), frames.image(cellSize));
    const int width = 460;
    const int height = width * scenario.rows / std::max(1, scenario.cols);
    const int shownWidth = height > 520 ? width * 520 / height : width;
    const int shownHeight = std::min(height, 520);

    const QString title = !scenario.title.isEmpty() ? scenario.title
        : dungeon                                   ? tr("Dungeon map")
                                                    : tr("Island map");
    // Arabic reads from the right: the text is aligned and the tables' columns run from
    // the right edge, as in the window.
    const bool rightToLeft = QLocale().textDirection() == Qt::RightToLeft;
    QString html
        = rightToLeft ? QStringLiteral("<html><body dir=\"rtl\">") : QStringLiteral("<html><body>");
    html += QStringLiteral("<h1>%1</h1>").arg(escaped(title));
    if (!scenario.notes.isEmpty())
        html
            += QStringLiteral("<p>%1</p>")
                   .arg(escaped(scenario.notes).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    html += QStringLiteral(
        "<p align=\"center\"><img src=\"mapgen:map\" width=\"%1\" height=\"%2\"></p>")
                .arg(shownWidth)
                .arg(shownHeight);
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Legend")) + legend(frames, *document);
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Statistics")) + statistics(frames);
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Settings to reproduce this map"))
        + settings(frames, scenarioFile);
    const QString stage = renderPlugin(scenario.mode).stage(scenario);
    html += QStringLiteral("<h2>%1</h2>").arg(tr("The lesson")) + LessonText::html(stage);
    // Last, after the lesson, for the lecturer's copy.
    html += answerKey(frames);
    html += QStringLiteral("</body></html>");
    document->setHtml(html);
    document->setMetaInformation(QTextDocument::DocumentTitle, title);
    return document;
}

namespace {

// The pages as QTextDocument::print() makes them of a document without a page size: a copy
// laid out on the device, at its size, with 2 cm margins (measured at the screen's
// resolution, 100 dpi without one, and scaled to the device's in the layout).
struct Pages
{
    std::unique_ptr<QTextDocument> document;
    QSizeF margins; // in the screen's units
};

Pages laidOutPages(const QTextDocument &document, QPagedPaintDevice *device)
{
    Pages pages {std::unique_ptr<QTextDocument>(document.clone()), QSizeF()};
    pages.document->documentLayout()->setPaintDevice(device);
    const QScreen *screen = QGuiApplication::primaryScreen();
    const int horizontal = int((2 / 2.54) * (screen ? qRound(screen->logicalDotsPerInchX()) : 100));
    const int vertical = int((2 / 2.54) * (screen ? qRound(screen->logicalDotsPerInchY()) : 100));
    pages.margins = QSizeF(horizontal, vertical);
    QTextFrameFormat frame = pages.document->rootFrame()->frameFormat();
    frame.setLeftMargin(horizontal);
    frame.setRightMargin(horizontal);
    frame.setTopMargin(vertical);
    frame.setBottomMargin(vertical);
    pages.document->rootFrame()->setFrameFormat(frame);
    pages.document->setPageSize(QSizeF(device->width(), device->height()));
    return pages;
}

} // namespace

// QTextDocument has no "keep with next": a heading whose next line starts a new page gets a
// page break before it.
void PdfHandout::keepHeadingsWithNext(QTextDocument &document, QPagedPaintDevice *device)
{
    for (int pass = 0; pass < 32; ++pass) {
        const Pages laidOut = laidOutPages(document, device);
        QTextDocument *pages = laidOut.document.get();
        QAbstractTextDocumentLayout *layout = pages->documentLayout();
        const qreal vertical = laidOut.margins.height();
        const qreal pageHeight = pages->pageSize().height();
        auto pageOf = [pageHeight](qreal y) { return int(y / pageHeight); };
        int alone = -1;
        for (QTextBlock block = pages->begin(); block.isValid() && alone < 0;
             block = block.next()) {
            if (block.blockFormat().headingLevel() == 0)
                continue;
            // The text after the heading, past any headings right below it ("The lesson",
            // then the lesson's own title): the group goes to the next page as one.
            QTextBlock text = block.next();
            while (text.isValid() && text.blockFormat().headingLevel() > 0)
                text = text.next();
            if (!text.isValid())
                continue;
            const qreal heading = layout->blockBoundingRect(block).top();
            qreal end = layout->blockBoundingRect(text).top()
                + (text.layout()->lineCount() > 0 ? text.layout()->lineAt(0).rect().bottom() : 0);
            // A table (the settings that reproduce the map, the legend) goes with its
            // heading as a whole where both fit on a page: it is read, and copied, at once.
            if (QTextTable *table = QTextCursor(text).currentTable()) {
                const qreal bottom = layout->frameBoundingRect(table).bottom();
                if (bottom - heading < pageHeight - 2 * vertical)
                    end = bottom;
            }
            if (pageOf(heading) != pageOf(end))
                alone = block.blockNumber();
            block = text.previous(); // the headings of a group are checked as its first
        }
        if (alone < 0)
            return;
        QTextCursor cursor(document.findBlockByNumber(alone));
        QTextBlockFormat format = cursor.blockFormat();
        format.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
        cursor.setBlockFormat(format);
    }
}

void PdfHandout::print(
    const MapFrames &frames, const QString &scenarioFile, QPagedPaintDevice *device)
{
    const std::unique_ptr<QTextDocument> handout = document(frames, scenarioFile);
    keepHeadingsWithNext(*handout, device);
    printPages(*handout, device);
}

// The pages as QTextDocument::print() draws them, but numbered in the language's digits and
// on the side its lines begin (print() writes ASCII digits at the right).
void PdfHandout::printPages(const QTextDocument &handout, QPagedPaintDevice *device)
{
    const Pages laidOut = laidOutPages(handout, device);
    const QTextDocument *pages = laidOut.document.get();
    QPainter painter(device);
    if (!painter.isActive())
        return;
    const QScreen *screen = QGuiApplication::primaryScreen();
    const qreal screenDpiX = screen ? qRound(screen->logicalDotsPerInchX()) : 100;
    const qreal screenDpiY = screen ? qRound(screen->logicalDotsPerInchY()) : 100;
    const qreal marginX = laidOut.margins.width() * device->logicalDpiX() / screenDpiX;
    const qreal marginY = laidOut.margins.height() * device->logicalDpiY() / screenDpiY;
    const QSizeF body = pages->pageSize();
    const QFont font = pages->defaultFont();
    const qreal numberY = body.height() - marginY + QFontMetricsF(font, device).ascent()
        + 5.0 * device->logicalDpiY() / 72;
    for (int page = 1; page <= pages->pageCount(); ++page) {
        if (page > 1 && !device->newPage())
            return;
        painter.save();
        const QRectF view(0, (page - 1) * body.height(), body.width(), body.height());
        painter.translate(0, -view.top());
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black);
        pages->documentLayout()->draw(&painter, context);
        painter.setClipping(false);
        painter.setFont(font);
        const QString number = LocaleDigits::number(page);
        const qreal width = painter.fontMetrics().horizontalAdvance(number);
        const qreal x = rightToLeft() ? marginX : body.width() - marginX - width;
        painter.drawText(QPointF(x, view.top() + numberY), number);
        painter.restore();
    }
}

bool PdfHandout::write(
    const MapFrames &frames, const QString &scenarioFile, const QString &fileName, QString *error)
{
    QBuffer pdf;
    pdf.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&pdf);
        writer.setResolution(300);
        writer.setPageSize(
            QPageSize(QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter
                                                                                 : QPageSize::A4));
        writer.setPageMargins(QMarginsF(20, 20, 20, 20), QPageLayout::Millimeter);
        writer.setCreator(QStringLiteral("Mapgen Workbench"));
        const Scenario &scenario = frames.scenario();
        writer.setTitle(!scenario.title.isEmpty()     ? scenario.title
                : LessonKind::of(scenario.mode).tiles ? tr("Dungeon map")
                                                      : tr("Island map"));
        print(frames, scenarioFile, &writer);
    }
    if (pdf.data().isEmpty()) {
        if (error)
            *error = tr("%1: the handout could not be drawn as PDF")
                         .arg(ScenarioFile::printable(fileName));
        return false;
    }
    return AtomicFile::write(fileName, pdf.data(), error);
}
