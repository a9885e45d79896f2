// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "classtally.h"
#include "scenario.h"

#include <QFile>
#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

#include <optional>

class QTimer;

// The class results file while the class runs (docs/classroom.md, "Nothing lost"): a journal
// of JSON lines, a header (the format, the lesson, the join code, a random salt) and then a
// line per event as it happens (a question opened, an answer recorded, a reveal). Each line
// reaches the system in one write before the caller goes on, so a killed workbench keeps it;
// the disk is synced at most SyncMilliseconds later on a thread of its own, so a power cut
// loses at most that and the GUI thread never waits for the disk. A student is in it only as
// ClassTally's salted hash of the page's token. When the class ends the file becomes the
// results (ClassTally::csv), written atomically; a journal found at the start continues its
// class (inspect()).
class ClassJournal : public QObject
{
    Q_OBJECT

public:
    static constexpr int Version = 1;
    static constexpr int SyncMilliseconds = 200;

    // What a journal's first line says: the lesson the class started with (a journal of
    // another mode or size is another class's), the join code, the salt of its students' keys.
    struct Header
    {
        MapMode mode = MapMode::Island;
        int rows = 0;
        int cols = 0;
        QString title;
        QString code;
        QByteArray salt;

        static Header of(const Scenario &lesson, const QString &code);
    };
    struct Class
    {
        Header header;
        ClassTally tally;
    };
    // What the results file held when the workbench started.
    struct Found
    {
        std::optional<Class> journal; // none: the file was empty or missing, a new class
        // The journal's last line was written in part (the workbench stopped in the middle of
        // writing it): it is left out, and gone once the class continues.
        bool torn = false;
    };

    // What `fileName` holds for a class of the lesson `lesson`: nothing (a new class) or a
    // journal of that lesson. Nothing, with the reason in `error`, when it is a journal of
    // another lesson, a finished class's results, anything else, or cannot be written.
    // Changes no file.
    static std::optional<Found> inspect(
        const QString &fileName, const Scenario &lesson, QString *error);
    // The class a journal's text holds; a last line without its end is left out (`torn`).
    static std::optional<Class> parse(const QByteArray &text, bool *torn, QString *error);
    // The journal's text for a class: its header and every event of its tally.
    static QByteArray text(const Header &header, const ClassTally &tally);

    explicit ClassJournal(const QString &fileName, QObject *parent = nullptr);
    ~ClassJournal() override;

    QString fileName() const { return m_fileName; }
    bool isOpen() const { return m_file.isOpen(); }
    // Writes the file whole, atomically: the header and every event of `tally` so far (a
    // class that continues), and keeps it open for the events to come.
    bool begin(const Header &header, const ClassTally &tally, QString *error);
    // The events, each a line written at once; false with the reason in `error`.
    bool question(int number, const Question &question, QString *error);
    bool answer(int number, const QString &student, const ::Answer &answer, QString *error);
    bool reveal(int number, const ClassTally::Round &round, QString *error);
    // Closes the journal and replaces the file with the class's results, atomically; false
    // with the reason in `error`, the file as it was.
    bool finish(const ClassTally &tally, QString *error);

signals:
    // Syncing the journal to the disk failed.
    void syncFailed(const QString &message);

private:
    bool append(const QByteArray &line, QString *error);
    void close();
    void sync();
    void synced();

    QString m_fileName;
    QFile m_file;
    qint64 m_size = 0; // the journal's length: a write that failed part-way is cut back to it
    QTimer *m_syncTimer;
    QThreadPool m_syncThread;
    QFutureWatcher<int> m_syncing;
    bool m_unsynced = false; // written to since the sync under way began
};
