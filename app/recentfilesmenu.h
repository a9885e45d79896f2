// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

// File ▸ Open Recent: the last scenario files opened or saved, newest first, kept in the
// settings; choosing one emits fileChosen().
class RecentFilesMenu : public QMenu
{
    Q_OBJECT

public:
    static constexpr int MaxFiles = 8;

    explicit RecentFilesMenu(QWidget *parent = nullptr);

    static void add(const QString &fileName);

signals:
    void fileChosen(const QString &fileName);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void retranslateUi();

    QAction *m_clear;
};
