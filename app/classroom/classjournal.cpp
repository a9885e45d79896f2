// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classjournal.h"

#include "atomicfile.h"
#include "classprotocol.h"
#include "lessonkind.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryFile>
#include <QTimer>
#include <QtConcurrent>

#include <algorithm>
#include <cerrno>
#include <unistd.h>

namespace {

const QLatin1String Format("mapgen-class-journal");
// The results' first line (ClassTally::csv) as far as it is always the same.
const QByteArray ResultsHeader("step,kind,answered,right,right share");
// A journal's first line is short; a file whose first line is longer is none.
constexpr qint64 MaxHeaderBytes = 64 * 1024;

QString shown(const QString &fileName)
{
    return QDir::toNativeSeparators(fileName);
}

QByteArray line(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

// A whole number in [low, high], or nothing.
std::optional<int> integer(const QJsonValue &value, int low, int high)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (number != double(qint64(number)) || number < low || number > high)
        return std::nullopt;
    return int(number);
}

std::optional<QuestionKind> kindNamed(const QString &name)
{
    for (const QuestionKind kind :
        {QuestionKind::NextMove, QuestionKind::NextCell, QuestionKind::NextPlace}) {
        if (questionKindName(kind) == name)
            return kind;
    }
    return std::nullopt;
}

std::optional<MapMode> modeNamed(const QString &name)
{
    for (const MapMode mode : LessonKind::all()) {
        if (modeName(mode) == name)
            return mode;
    }
    return std::nullopt;
}

bool isHex(const QString &text, int low, int high)
{
    static const QRegularExpression hex(QStringLiteral("^(?:[0-9a-f][0-9a-f])+$"));
    return text.size() >= low && text.size() <= high && hex.match(text).hasMatch();
}

QJsonObject questionEvent(int number, const Question &question)
{
    return {{QLatin1String("event"), QLatin1String("question")},
        {QLatin1String("question"), number}, {QLatin1String("after"), question.after},
        {QLatin1String("kind"), questionKindName(question.ask)}};
}

QJsonObject answerEvent(int number, const QString &student, const ::Answer &answer)
{
    return {{QLatin1String("event"), QLatin1String("answer")}, {QLatin1String("question"), number},
        {QLatin1String("student"), student},
        {QLatin1String("answer"), ClassProtocol::answerObject(answer)},
        {QLatin1String("text"), ClassTally::answerText(answer)}};
}

QJsonObject revealEvent(int number, const ClassTally::Round &round)
{
    QJsonArray accepted;
    for (const ClassTally::Count &count : round.counts) {
        if (count.accepted)
            accepted.append(count.text);
    }
    return {{QLatin1String("event"), QLatin1String("reveal")}, {QLatin1String("question"), number},
        {QLatin1String("accepted"), accepted}};
}

std::optional<ClassJournal::Header> readHeader(const QByteArray &text, QString *error)
{
    const QJsonDocument document = QJsonDocument::fromJson(text);
    const QJsonObject object = document.object();
    if (!document.isObject() || object.value(QLatin1String("format")).toString() != Format) {
        *error = ClassJournal::tr("its first line is not a class journal's header");
        return std::nullopt;
    }
    const auto version = integer(object.value(QLatin1String("version")), 1, 1 << 20);
    if (version && *version > ClassJournal::Version) {
        *error = ClassJournal::tr("it was written by a newer version of the workbench");
        return std::nullopt;
    }
    ClassJournal::Header header;
    const auto mode = modeNamed(object.value(QLatin1String("mode")).toString());
    const auto rows = integer(object.value(QLatin1String("rows")), 1, 1 << 20);
    const auto cols = integer(object.value(QLatin1String("cols")), 1, 1 << 20);
    const QJsonValue title = object.value(QLatin1String("title"));
    const QString code = object.value(QLatin1String("code")).toString();
    const QString salt = object.value(QLatin1String("salt")).toString();
    static const QRegularExpression codeCharacters(QStringLiteral("^[0-9A-Z]{4,16}$"));
    if (!version || !mode || !rows || !cols || !title.isString()
        || !codeCharacters.match(code).hasMatch() || !isHex(salt, 32, 256)) {
        *error = ClassJournal::tr("its header is damaged");
        return std::nullopt;
    }
    header.mode = *mode;
    header.rows = *rows;
    header.cols = *cols;
    header.title = title.toString();
    header.code = code;
    header.salt = QByteArray::fromHex(salt.toLatin1());
    return header;
}

// One event line into `tally`; false when it is none.
bool readEvent(const QByteArray &text, ClassTally *tally)
{
    const QJsonDocument document = QJsonDocument::fromJson(text);
    if (!document.isObject())
        return false;
    const QJsonObject object = document.object();
    const QString event = object.value(QLatin1String("event")).toString();
    const auto number = integer(object.value(QLatin1String("question")), 0, tally->roundCount());
    if (!number)
        return false;
    if (event == QLatin1String("question")) {
        const auto after = integer(object.value(QLatin1String("after")), 0, 1 << 30);
        const auto kind = kindNamed(object.value(QLatin1String("kind")).toString());
        if (!after || !kind)
            return false;
        const Question question {*after, *kind};
        if (*number == tally->roundCount())
            return tally->open(question) == *number;
        // Asked again after the workbench started again: the same round.
        return tally->round(*number)->question == question;
    }
    const ClassTally::Round *round = tally->round(*number);
    if (!round)
        return false;
    if (event == QLatin1String("answer")) {
        const QString student = object.value(QLatin1String("student")).toString();
        const std::optional<::Answer> answer
            = ClassProtocol::answerOf(object.value(QLatin1String("answer")), round->question);
        if (!isHex(student, 64, 64) || !answer)
            return false;
        tally->record(*number, student, *answer); // a repeated one counts once, as in the class
        return true;
    }
    if (event == QLatin1String("reveal")) {
        const QJsonValue accepted = object.value(QLatin1String("accepted"));
        if (!accepted.isArray())
            return false;
        QStringList texts;
        for (const QJsonValue &text : accepted.toArray()) {
            if (!text.isString())
                return false;
            texts << text.toString();
        }
        if (!round->revealed) {
            tally->reveal(*number, [&texts](const ::Answer &answer) {
                return texts.contains(ClassTally::answerText(answer));
            });
        }
        return true;
    }
    return false;
}

// Whether the results can be written to `fileName`: the file itself (appended to, so nothing
// changes) and its folder (where the results are written beside it and renamed into place).
bool writable(const QString &fileName, QString *error)
{
    const QFileInfo info(fileName);
    if (info.exists()) {
        QFile file(fileName);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Append)) {
            *error = ClassJournal::tr("%1 cannot be written: %2")
                         .arg(shown(fileName), file.errorString());
            return false;
        }
    }
    QTemporaryFile probe(info.absoluteFilePath() + QStringLiteral(".XXXXXX"));
    if (!probe.open()) {
        *error = ClassJournal::tr("Nothing can be written in the folder of %1: %2")
                     .arg(shown(fileName), probe.errorString());
        return false;
    }
    return true;
}

} // namespace

ClassJournal::Header ClassJournal::Header::of(const Scenario &lesson, const QString &code)
{
    Header header;
    header.mode = lesson.mode;
    header.rows = lesson.rows;
    header.cols = lesson.cols;
    header.title = lesson.title;
    header.code = code;
    header.salt = ClassTally::newSalt();
    return header;
}

std::optional<ClassJournal::Found> ClassJournal::inspect(
    const QString &fileName, const Scenario &lesson, QString *error)
{
    QString reason;
    const auto refuse = [&](const QString &message) {
        if (error)
            *error = message;
        return std::optional<Found>();
    };
    if (QFileInfo(fileName).isDir())
        return refuse(
            tr("%1 is a folder. Name a file for the class results.").arg(shown(fileName)));
    Found found;
    QFile file(fileName);
    if (file.exists() && file.size() > 0) {
        if (!file.open(QIODevice::ReadOnly))
            return refuse(tr("%1 cannot be read: %2").arg(shown(fileName), file.errorString()));
        const QByteArray head = file.peek(MaxHeaderBytes);
        if (head.startsWith(ResultsHeader)) {
            return refuse(tr("%1 holds the results of a class that has ended. Name another "
                             "file for this class's results.")
                              .arg(shown(fileName)));
        }
        const qsizetype end = head.indexOf('\n');
        const QJsonObject first = QJsonDocument::fromJson(head.left(end)).object();
        if (end < 0 || first.value(QLatin1String("format")).toString() != Format) {
            return refuse(tr("%1 is neither a class journal nor class results. Name another "
                             "file for the class results.")
                              .arg(shown(fileName)));
        }
        found.journal = parse(file.readAll(), &found.torn, &reason);
        if (!found.journal) {
            return refuse(tr("%1 is a class journal that cannot be continued: %2. Name another "
                             "file for the class results.")
                              .arg(shown(fileName), reason));
        }
        const Header &header = found.journal->header;
        if (header.mode != lesson.mode || header.rows != lesson.rows
            || header.cols != lesson.cols) {
            return refuse(tr("%1 is the journal of a class with another lesson (%2, %3 x %4): "
                             "open that lesson to continue its class, or name another file "
                             "for the class results.")
                              .arg(shown(fileName), modeName(header.mode),
                                  QString::number(header.rows), QString::number(header.cols)));
        }
    }
    if (!writable(fileName, &reason))
        return refuse(reason);
    return found;
}

std::optional<ClassJournal::Class> ClassJournal::parse(
    const QByteArray &text, bool *torn, QString *error)
{
    QList<QByteArray> lines = text.split('\n');
    // What follows the last line's end was written in part: the workbench stopped there.
    const QByteArray rest = lines.takeLast();
    if (torn)
        *torn = !rest.isEmpty();
    QString reason;
    std::optional<Header> header;
    if (lines.isEmpty())
        reason = tr("its first line is not a class journal's header");
    else
        header = readHeader(lines.first(), &reason);
    if (!header) {
        if (error)
            *error = reason;
        return std::nullopt;
    }
    Class journal {*header, ClassTally()};
    for (int index = 1; index < lines.size(); ++index) {
        if (!readEvent(lines[index], &journal.tally)) {
            if (error)
                *error = tr("line %1 is not an event of a class").arg(index + 1);
            return std::nullopt;
        }
    }
    return journal;
}

QByteArray ClassJournal::text(const Header &header, const ClassTally &tally)
{
    QByteArray text = line({{QLatin1String("format"), Format}, {QLatin1String("version"), Version},
        {QLatin1String("mode"), modeName(header.mode)}, {QLatin1String("rows"), header.rows},
        {QLatin1String("cols"), header.cols}, {QLatin1String("title"), header.title},
        {QLatin1String("code"), header.code},
        {QLatin1String("salt"), QString::fromLatin1(header.salt.toHex())}});
    for (int number = 0; number < tally.roundCount(); ++number) {
        const ClassTally::Round &round = *tally.round(number);
        text += line(questionEvent(number, round.question));
        QStringList students = round.byStudent.keys();
        std::sort(students.begin(), students.end());
        for (const QString &student : std::as_const(students))
            text += line(
                answerEvent(number, student, round.counts[round.byStudent.value(student)].answer));
        if (round.revealed)
            text += line(revealEvent(number, round));
    }
    return text;
}

ClassJournal::ClassJournal(const QString &fileName, QObject *parent)
    : QObject(parent)
    , m_fileName(fileName)
    , m_syncTimer(new QTimer(this))
{
    m_syncTimer->setSingleShot(true);
    m_syncTimer->setInterval(SyncMilliseconds);
    connect(m_syncTimer, &QTimer::timeout, this, &ClassJournal::sync);
    m_syncThread.setMaxThreadCount(1);
    connect(&m_syncing, &QFutureWatcher<int>::finished, this, &ClassJournal::synced);
}

ClassJournal::~ClassJournal()
{
    close();
}

bool ClassJournal::begin(const Header &header, const ClassTally &tally, QString *error)
{
    close();
    if (!AtomicFile::write(m_fileName, text(header, tally), error))
        return false;
    m_file.setFileName(m_fileName);
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
        if (error) {
            *error = tr("%1 cannot be written: %2").arg(shown(m_fileName), m_file.errorString());
        }
        return false;
    }
    m_size = m_file.size();
    return true;
}

bool ClassJournal::question(int number, const Question &question, QString *error)
{
    return append(line(questionEvent(number, question)), error);
}

bool ClassJournal::answer(
    int number, const QString &student, const ::Answer &answer, QString *error)
{
    return append(line(answerEvent(number, student, answer)), error);
}

bool ClassJournal::reveal(int number, const ClassTally::Round &round, QString *error)
{
    return append(line(revealEvent(number, round)), error);
}

// One write(2) of the whole line, unbuffered: once it returns the system has the line, and a
// killed workbench keeps it.
bool ClassJournal::append(const QByteArray &line, QString *error)
{
    if (!m_file.isOpen()) {
        if (error)
            *error = tr("The class's journal %1 is not open.").arg(shown(m_fileName));
        return false;
    }
    m_file.unsetError();
    errno = 0;
    const qint64 written = m_file.write(line);
    if (written != line.size()) {
        const QString reason = AtomicFile::failureReason(m_file, errno);
        // A line cut short (a full disk) would end in the middle of the next one: it goes.
        m_file.resize(m_size);
        if (error)
            *error = tr("%1 cannot be written: %2").arg(shown(m_fileName), reason);
        return false;
    }
    m_size += written;
    if (m_syncing.isRunning())
        m_unsynced = true;
    else if (!m_syncTimer->isActive())
        m_syncTimer->start();
    return true;
}

void ClassJournal::sync()
{
    if (!m_file.isOpen())
        return;
    const int handle = m_file.handle();
    m_unsynced = false;
    m_syncing.setFuture(QtConcurrent::run(
        &m_syncThread, [handle] { return ::fdatasync(handle) == 0 ? 0 : errno; }));
}

void ClassJournal::synced()
{
    const int result = m_syncing.future().result();
    if (result != 0) {
        emit syncFailed(tr("%1 cannot be written to the disk: %2")
                            .arg(shown(m_fileName), qt_error_string(result)));
    }
    if (m_unsynced && m_file.isOpen())
        m_syncTimer->start();
}

void ClassJournal::close()
{
    m_syncTimer->stop();
    m_syncing.waitForFinished();
    m_file.close();
    m_unsynced = false;
}

bool ClassJournal::finish(const ClassTally &tally, QString *error)
{
    close();
    return AtomicFile::write(m_fileName, tally.csv().toUtf8(), error);
}
