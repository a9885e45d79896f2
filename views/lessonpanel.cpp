// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonpanel.h"

#include "cellcoordinates.h"
#include "lessontext.h"

#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

LessonPanel::LessonPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_browser = new QTextBrowser(this);
    m_browser->setOpenExternalLinks(true);
    layout->addWidget(m_browser);
    retranslateUi();
}

void LessonPanel::setStage(const QString &stage)
{
    if (stage == m_stage)
        return;
    m_stage = stage;
    retranslateUi();
}

void LessonPanel::setNotes(const QString &notes)
{
    if (notes == m_notes)
        return;
    m_notes = notes;
    retranslateUi();
}

void LessonPanel::retranslateUi()
{
    //: Name of the lesson text for screen readers
    m_browser->setAccessibleName(tr("Lesson"));
    QString html;
    if (!m_notes.isEmpty()) {
        // The notes are their author's text and read in their own direction: English
        // notes stay left to right in an Arabic window, Arabic notes right to left.
        const QLatin1String direction(m_notes.isRightToLeft() ? "rtl" : "ltr");
        html += QStringLiteral("<div style=\"background:#fff8dc; padding:6px;\"><b>")
            + tr("Notes for this scenario")
            + QStringLiteral("</b><p dir=\"%1\" style=\"margin:0;\">").arg(direction)
            + m_notes.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br/>"))
            + QStringLiteral("</p></div>");
    }
    // The lesson quotes log lines and cells "(r, c)", which must read left to right in Arabic.
    html += CellCoordinates::isolated(LessonText::html(m_stage));
    m_browser->setHtml(html);
}

void LessonPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
