// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QTextBrowser;

// The Lesson dock: the scenario's notes, then the text of the current stage.
class LessonPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LessonPanel(QWidget *parent = nullptr);

    QString stage() const { return m_stage; }
    void setStage(const QString &stage);
    void setNotes(const QString &notes);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    QTextBrowser *m_browser = nullptr;
    QString m_stage = QStringLiteral("6b");
    QString m_notes;
};
