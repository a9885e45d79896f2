// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildfailurebox.h"

#include "lessonsession.h"

#include <QMessageBox>

BuildFailureBox::BuildFailureBox(LessonSession *session, QWidget *window)
    : QObject(window)
{
    setObjectName(QStringLiteral("buildFailures"));
    connect(session, &LessonSession::buildFailed, this,
        [window](const QString &title, const QString &text) {
            auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, window);
            box->setObjectName(QStringLiteral("buildFailureBox"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
        });
}
