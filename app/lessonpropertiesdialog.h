// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QSpinBox;

// File ▸ Lesson Properties: what a graded copy of the lesson counts (the scenario's
// "assignment", scenario.md): the questions, You Are the Algorithm, and the pass mark. OK
// is enabled only while at least one part is ticked.
class LessonPropertiesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit LessonPropertiesDialog(const Assignment &assignment, QWidget *parent = nullptr);

    Assignment assignment() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateState();

    QLabel *m_intro;
    QCheckBox *m_questions;
    QCheckBox *m_construct;
    QCheckBox *m_hasPass;
    QSpinBox *m_pass;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};
