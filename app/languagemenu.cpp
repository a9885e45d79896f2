// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemenu.h"

#include "languagemanager.h"

#include <QActionGroup>
#include <QEvent>

LanguageMenu::LanguageMenu(QWidget *parent)
    : QMenu(parent)
{
    setObjectName(QStringLiteral("languageMenu"));
    m_group = new QActionGroup(this);
    m_group->setExclusive(true);

    auto add = [this](const QString &language, const QString &name) {
        QAction *action = addAction(name);
        action->setObjectName(QStringLiteral("languageAction_")
            + (language.isEmpty() ? QStringLiteral("system") : language));
        action->setCheckable(true);
        action->setData(language);
        m_group->addAction(action);
        return action;
    };
    m_systemAction = add(QString(), QString());
    addSeparator();
    // Every language is named in its own words, so that anyone can find theirs whatever
    // the language shown now: these names are deliberately not translated.
    add(QStringLiteral("en"), QStringLiteral("English"));
    const LanguageManager *manager = LanguageManager::instance();
    const QStringList languages = manager->availableLanguages();
    for (const QString &language : languages)
        add(language, manager->languageName(language));

    connect(m_group, &QActionGroup::triggered, this, [](QAction *action) {
        LanguageManager::instance()->setLanguage(action->data().toString());
    });
    connect(LanguageManager::instance(), &LanguageManager::languageChanged, this,
        &LanguageMenu::syncChecked);
    retranslateUi();
    syncChecked();
}

QAction *LanguageMenu::actionFor(const QString &language) const
{
    const QList<QAction *> actions = m_group->actions();
    for (QAction *action : actions) {
        if (action->data().toString() == language)
            return action;
    }
    return nullptr;
}

void LanguageMenu::retranslateUi()
{
    //: Menu title: the interface language
    setTitle(tr("&Language"));
    //: Language menu: follow the language of the operating system
    m_systemAction->setText(tr("&System Default"));
}

void LanguageMenu::syncChecked()
{
    if (QAction *action = actionFor(LanguageManager::instance()->language()))
        action->setChecked(true);
}

void LanguageMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMenu::changeEvent(event);
}
