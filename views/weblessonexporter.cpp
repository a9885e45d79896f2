// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "weblessonexporter.h"
#include "weblessonwords.h"

#include "assignmentscore.h"
#include "atomicfile.h"
#include "playbackspeed.h"

#include <QFile>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace {

QByteArray resource(const QString &name)
{
    QFile file(QStringLiteral(":/web/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// What a graded page counts, the grade it sends when an attempt starts (the core's, for
// nothing done in a build not made yet: the page can ask its worker only once it has built)
// and the words it needs (export.md, `.zip`).
QJsonObject assignmentData(const Scenario &scenario)
{
    const Assignment &a = scenario.assignment;
    AssignmentProgress nothing;
    nothing.questions = a.questions;
    nothing.asked = AssignmentProgress::Unknown;
    nothing.construct = a.construct;
    nothing.decisions = AssignmentProgress::Unknown;
    nothing.pass = a.pass.value_or(-1);
    return QJsonObject {{QLatin1String("questions"), a.questions},
        {QLatin1String("construct"), a.construct},
        {QLatin1String("pass"), a.pass ? QJsonValue(*a.pass) : QJsonValue()},
        {QLatin1String("startScore"), AssignmentScore::score(nothing)},
        {QLatin1String("startStatus"),
            QLatin1String(AssignmentScore::statusName(AssignmentScore::status(nothing)))},
        {QLatin1String("notRecorded"),
            //: One line on a graded lesson opened outside a learning platform (Moodle, Canvas)
            WebLessonExporter::tr(
                "Nothing is recorded: this lesson is not opened from a learning platform.")},
        {QLatin1String("apiFailed"),
            //: %1: the call of the learning platform's SCORM interface that failed, e.g.
            //: LMSGetValue
            WebLessonExporter::tr(
                "The learning platform did not answer (%1): what you do may not be recorded.")},
        {QLatin1String("resumeDropped"),
            //: On resuming a graded lesson: %1 of the %2 entries the platform stored (answers,
            //: You Are the Algorithm's counts) were not what the rule book finds
            WebLessonExporter::tr("Not restored as stored: %1 of %2 saved entries, which the "
                                  "rule book could not confirm.")},
        //: The grade the learning platform gets, %1 0 to 100; %2 how it is made
        {QLatin1String("grade"), WebLessonExporter::tr("Grade %1: %2")},
        //: The grade when the build asks nothing to count
        {QLatin1String("gradeOnly"), WebLessonExporter::tr("Grade %1")},
        //: A part of the grade: the questions answered right the first time, of those asked
        {QLatin1String("gradeQuestions"), WebLessonExporter::tr("questions %1 of %2")},
        //: A part of the grade: max(0, right - wrong - hints) of the build's decisions
        {QLatin1String("gradeConstruct"),
            WebLessonExporter::tr("You Are the Algorithm %1 of %2 moves")},
        //: Two parts of the grade, one after the other
        {QLatin1String("gradeBoth"), WebLessonExporter::tr("%1, %2")}};
}

// The pits in the page's own compact form (resources/web/js/fragment.js, encodePits against
// a map without pits, which decodePits reads): of 'r' and the lengths of the runs of open
// cells and pits, and 'b' and a bitset of six cells a digit, the shorter; '' for none. A
// 1000 x 1000 map with no pits costs nothing, one with 30 % pits about 167 kB.
QString encodedPits(const std::vector<std::uint8_t> &pits)
{
    static const char Digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    QByteArray runs("r");
    QByteArray bits(qsizetype((pits.size() + 5) / 6), '\0');
    auto runDigits = [&runs](std::size_t length) {
        while (length >= 32) {
            runs += Digits[32 | (length & 31)];
            length /= 32;
        }
        runs += Digits[length];
    };
    bool inPits = false;
    std::size_t run = 0;
    for (std::size_t i = 0; i < pits.size(); ++i) {
        const bool pit = pits[i] != 0;
        if (pit)
            bits[qsizetype(i / 6)] = char(bits[qsizetype(i / 6)] | (32 >> (i % 6)));
        if (pit != inPits) {
            runDigits(run);
            run = 0;
            inPits = pit;
        }
        ++run;
    }
    if (inPits)
        runDigits(run);
    if (runs.size() == 1)
        return QString();
    qsizetype used = bits.size();
    while (used > 0 && bits.at(used - 1) == 0)
        --used;
    if (runs.size() - 1 <= used)
        return QString::fromLatin1(runs);
    QByteArray bitset("b");
    for (qsizetype k = 0; k < used; ++k)
        bitset += Digits[int(bits.at(k))];
    return QString::fromLatin1(bitset);
}

QJsonObject lessonData(const Scenario &scenario)
{
    const QString pits = encodedPits(scenario.pits);
    QJsonArray tiles;
    for (const DungeonTile &tile : scenario.dungeon.tiles)
        tiles.append(QJsonObject {{QLatin1String("name"), tile.displayName()},
            {QLatin1String("id"), tile.name}, // the result file's word for it
            {QLatin1String("doors"), int(tile.doors)}});
    // Only the questions of the lesson exported, by the rule the answer key (--answers) keeps:
    // a scenario switched to the other lesson still holds the first lesson's questions.
    QJsonArray questions;
    for (const Question &question : scenario.questions) {
        if (Question::belongsTo(question.ask, scenario.mode))
            questions.append(QJsonObject {{QLatin1String("after"), question.after},
                {QLatin1String("ask"), questionKindName(question.ask)}});
    }
    const IslandSettings &s = scenario.islands;
    const QJsonObject strings = WebLessonWords::texts();
    const QJsonObject thinking = WebLessonWords::thinking(scenario);
    // The ES module as a classic worker's script (see workerclient.js): its one export goes,
    // and its one use of import.meta (where the module was loaded from) becomes the worker's.
    // The worker's own script (worker.js, bundled at build time) follows and calls it.
    const QByteArray worker = resource(QStringLiteral("mapgen-core.mjs"))
                                  .replace("export default createMapgenCore;", "")
                                  .replace("import.meta.url", "self.location.href")
        + '\n' + resource(QStringLiteral("worker.js"));
    return QJsonObject {
        {QLatin1String("mode"), modeName(scenario.mode)},
        {QLatin1String("rows"), scenario.rows},
        {QLatin1String("cols"), scenario.cols},
        {QLatin1String("seed"), QString::number(qulonglong(scenario.seed))},
        {QLatin1String("pits"), pits},
        {QLatin1String("islands"),
            QJsonObject {{QLatin1String("count"), s.count}, {QLatin1String("min"), s.min},
                {QLatin1String("max"), s.max}, {QLatin1String("randomize"), s.randomize},
                {QLatin1String("rule"), ruleName(s.rule)},
                {QLatin1String("stepLimit"), s.stepLimit}}},
        // The settings' ranges as scenario.md gives them (and the CLI checks), for the page's
        // own check of its fields.
        {QLatin1String("limits"),
            QJsonObject {{QLatin1String("count"), QJsonArray {1, Scenario::MaxIslands}},
                {QLatin1String("size"), QJsonArray {1, Scenario::MaxSide * Scenario::MaxSide}},
                {QLatin1String("stepLimit"), QJsonArray {1, Scenario::MaxStepLimit}}}},
        {QLatin1String("tiles"), tiles},
        {QLatin1String("questions"), questions},
        {QLatin1String("title"), scenario.title},
        {QLatin1String("notes"), scenario.notes},
        {QLatin1String("lessonText"), WebLessonWords::lessonText(scenario, strings, thinking)},
        {QLatin1String("strings"), strings},
        {QLatin1String("thinking"), thinking},
        {QLatin1String("workerSource"), QString::fromUtf8(worker)},
    };
}

// `lesson` as the text of a <script> element. Inside one, the HTML parser ends the element at
// "</script" and, after "<!--", also takes "<script" into account ("script data escaped"
// states), so that scenario text with both could swallow the page's own script. JSON may
// write any character of a string as a backslash, 'u' and its code in four hex digits, so no
// '<' (nor '>' or '&') is left in the data at all; U+2028 and U+2029, line ends to older
// JavaScript, go the same way. All of them occur only inside strings, so no value changes.
QByteArray scriptData(const QJsonObject &lesson)
{
    QByteArray data = QJsonDocument(lesson).toJson(QJsonDocument::Compact);
    data.replace('<', "\\u003c");
    data.replace('>', "\\u003e");
    data.replace('&', "\\u0026");
    data.replace("\xe2\x80\xa8", "\\u2028");
    data.replace("\xe2\x80\xa9", "\\u2029");
    return data;
}

} // namespace

bool WebLessonExporter::available()
{
    return QFile::exists(QStringLiteral(":/web/mapgen-core.mjs"));
}

QString WebLessonExporter::pitsText(const std::vector<std::uint8_t> &cells)
{
    return encodedPits(cells);
}

QString WebLessonExporter::untitled()
{
    return tr("Mapgen lesson");
}

QByteArray WebLessonExporter::page(
    const Scenario &scenario, const QString &language, Target target, const QJsonObject &classMode)
{
    if (!available())
        return QByteArray();
    QJsonObject lesson = lessonData(scenario);
    if (target == Graded)
        lesson.insert(QLatin1String("assignment"), assignmentData(scenario));
    if (!classMode.isEmpty())
        lesson.insert(QLatin1String("class"), classMode);
    const QByteArray data = scriptData(lesson);
    // Arabic reads right to left: the language's own direction, as the workbench mirrors.
    const bool rtl = (language.isEmpty() ? QGuiApplication::layoutDirection()
                                         : QLocale(language).textDirection())
        == Qt::RightToLeft;
    QByteArray html = resource(QStringLiteral("lesson.html"));
    html.replace(
        "@LANG@", language.isEmpty() ? QByteArray("en") : language.toHtmlEscaped().toLatin1());
    html.replace("@DIR@", rtl ? "rtl" : "ltr");
    html.replace("@STYLE@", resource(QStringLiteral("lesson.css")));
    // The core's speeds (PlaybackSpeed), the workbench's: the page plays at the module's.
    html.replace("@SPEEDMIN@", QByteArray::number(PlaybackSpeed::Min));
    html.replace("@SPEEDMAX@", QByteArray::number(PlaybackSpeed::Max));
    html.replace("@SPEED@", QByteArray::number(PlaybackSpeed::Default));
    // The page's modules, bundled into one at build time (web/module.cmake).
    const QByteArray script = resource(QStringLiteral("lesson.js"));
    // The lesson and the script last: nothing in them is searched for a placeholder.
    const int scriptAt = html.indexOf("@SCRIPT@");
    html.replace(scriptAt, int(qstrlen("@SCRIPT@")), script);
    html.replace(html.indexOf("@LESSON@"), int(qstrlen("@LESSON@")), data);
    return html;
}

bool WebLessonExporter::write(
    const Scenario &scenario, const QString &language, const QString &fileName, QString *error)
{
    if (!available()) {
        if (error)
            *error
                = tr("%1: this build of mapgen has no web lesson player (built without emscripten)")
                      .arg(fileName);
        return false;
    }
    return AtomicFile::write(fileName, page(scenario, language), error);
}
