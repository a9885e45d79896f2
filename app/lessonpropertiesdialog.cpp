// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonpropertiesdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

LessonPropertiesDialog::LessonPropertiesDialog(const Assignment &assignment, QWidget *parent)
    : QDialog(parent)
    , m_intro(new QLabel(this))
    , m_questions(new QCheckBox(this))
    , m_construct(new QCheckBox(this))
    , m_hasPass(new QCheckBox(this))
    , m_pass(new QSpinBox(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("lessonPropertiesDialog"));
    m_questions->setObjectName(QStringLiteral("assignQuestions"));
    m_construct->setObjectName(QStringLiteral("assignConstruct"));
    m_hasPass->setObjectName(QStringLiteral("hasPassMark"));
    m_pass->setObjectName(QStringLiteral("passMark"));
    m_intro->setWordWrap(true);
    m_problem->setWordWrap(true);
    m_pass->setRange(0, Assignment::MaxPass);
    m_questions->setChecked(assignment.questions);
    m_construct->setChecked(assignment.construct);
    m_hasPass->setChecked(assignment.pass.has_value());
    m_pass->setValue(assignment.pass.value_or(80));

    auto *pass = new QHBoxLayout;
    pass->addWidget(m_hasPass);
    pass->addWidget(m_pass);
    pass->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_questions);
    layout->addWidget(m_construct);
    layout->addLayout(pass);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QCheckBox *box : {m_questions, m_construct, m_hasPass})
        connect(box, &QCheckBox::toggled, this, &LessonPropertiesDialog::updateState);
    retranslateUi();
    updateState();
}

Assignment LessonPropertiesDialog::assignment() const
{
    Assignment assignment;
    assignment.questions = m_questions->isChecked();
    assignment.construct = m_construct->isChecked();
    if (m_hasPass->isChecked())
        assignment.pass = m_pass->value();
    return assignment;
}

void LessonPropertiesDialog::updateState()
{
    const bool valid = m_questions->isChecked() || m_construct->isChecked();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(valid);
    m_problem->setVisible(!valid);
    m_pass->setEnabled(m_hasPass->isChecked());
}

void LessonPropertiesDialog::retranslateUi()
{
    setWindowTitle(tr("Lesson Properties"));
    m_intro->setText(tr("What a learning platform package of this lesson grades (File ▸ Export ▸ "
                        "Learning Platform Package): the score is the mean of the parts ticked."));
    m_questions->setText(tr("The lesson's &questions (first answers right)"));
    m_construct->setText(tr("You Are the &Algorithm over the whole build"));
    m_hasPass->setText(tr("&Pass mark:"));
    //: After the pass mark's number: a percentage
    m_pass->setSuffix(tr(" %"));
    m_problem->setText(tr("Tick at least one part to grade."));
}

void LessonPropertiesDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}
