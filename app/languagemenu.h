// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMenu>

class QActionGroup;

// The Language menu: "System default", "English" and every language embedded or
// installed, each named in its own language ("Deutsch", "Español"), as exclusive
// checkable actions. Choosing one switches the whole workbench at once through
// LanguageManager, which remembers it. Each action's data is the language code ("" for
// the system default).
class LanguageMenu : public QMenu
{
    Q_OBJECT

public:
    explicit LanguageMenu(QWidget *parent = nullptr);

    // The action of a language code ("" for the system default), or nullptr.
    QAction *actionFor(const QString &language) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void syncChecked();

    QActionGroup *m_group = nullptr;
    QAction *m_systemAction = nullptr;
};
