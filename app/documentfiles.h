// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class LessonSession;
class QWidget;

// The files of a session's document, with the dialogs a user expects: open (a bad file
// changes nothing), the demo, save and save as (the whole file or nothing), the question
// before unsaved changes are dropped, and the map's export. Dialogs and messages are
// parented to `window`.
class DocumentFiles : public QObject
{
    Q_OBJECT

public:
    DocumentFiles(LessonSession *session, QWidget *window);

    // Opens a scenario file without asking about unsaved changes.
    bool open(const QString &fileName);
    bool openDemo();
    // The built-in demo scenario's file (a resource).
    static QString demoFileName();
    // Asks about unsaved changes first; with no name, asks for one.
    void openInteractively(const QString &fileName = QString());
    bool save();
    bool saveAs();
    // True when the document may be replaced: saved, or the user chose to drop its changes.
    bool maybeSave();
    // Asks where to export the map as SVG or PNG; empty when the user cancels.
    QString mapExportName(bool svg);
    // What an export's file dialog proposes: the scenario's folder and base name with
    // `suffix` ("week3.mapgen.json" gives "week3.png"); for an unsaved one the last folder
    // used and the scenario's title, or "map".
    static QString suggestedExportName(
        const QString &scenarioFile, const QString &title, const QString &suffix);

signals:
    void statusMessage(const QString &text, int timeout);

protected:
    // Drag and drop on the window: one *.json file is opened.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool saveTo(const QString &fileName);
    // Plain text: a message may quote a value from a file, never to be read as HTML.
    void showError(const QString &title, const QString &text);

    LessonSession *m_session;
    QWidget *m_window;
};
