// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentfilesmenu.h"

#include "settingskeys.h"

#include <QEvent>
#include <QFileInfo>
#include <QSettings>

RecentFilesMenu::RecentFilesMenu(QWidget *parent)
    : QMenu(parent)
    , m_clear(new QAction(this))
{
    setObjectName(QStringLiteral("recentFilesMenu"));
    m_clear->setObjectName(QStringLiteral("clearRecentAction"));
    connect(
        m_clear, &QAction::triggered, this, [] { QSettings().remove(SettingsKeys::RecentFiles); });
    connect(this, &QMenu::aboutToShow, this, &RecentFilesMenu::rebuild);
    retranslateUi();
}

void RecentFilesMenu::add(const QString &fileName)
{
    QSettings settings;
    QStringList files = settings.value(SettingsKeys::RecentFiles).toStringList();
    files.removeAll(fileName);
    files.prepend(fileName);
    while (files.size() > MaxFiles)
        files.removeLast();
    settings.setValue(SettingsKeys::RecentFiles, files);
}

void RecentFilesMenu::rebuild()
{
    // Not clear(): it would delete the Clear List action, which this menu owns.
    const QList<QAction *> old = actions();
    for (QAction *action : old) {
        removeAction(action);
        if (action != m_clear)
            action->deleteLater();
    }
    const QStringList files = QSettings().value(SettingsKeys::RecentFiles).toStringList();
    for (int i = 0; i < files.size(); ++i) {
        const QString file = files[i];
        QAction *action
            = addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(file).fileName()));
        action->setToolTip(file);
        connect(action, &QAction::triggered, this, [this, file] { emit fileChosen(file); });
    }
    if (files.isEmpty())
        addAction(tr("No recent files"))->setEnabled(false);
    addSeparator();
    addAction(m_clear);
}

void RecentFilesMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMenu::changeEvent(event);
}

void RecentFilesMenu::retranslateUi()
{
    setTitle(tr("Open &Recent"));
    m_clear->setText(tr("&Clear List"));
}
