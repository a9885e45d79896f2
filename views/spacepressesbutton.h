#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QKeyEvent>

// Space is the window's Play shortcut, but in a panel of answer buttons it must press the
// focused button, as it does everywhere else on the desktop. A panel calls this from its
// event(): accepting the ShortcutOverride (which climbs from the focused button to the
// panel) lets the key reach the button instead of the shortcut.
inline bool spacePressesFocusedButton(const QWidget *panel, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    const auto *key = static_cast<const QKeyEvent *>(event);
    const auto *button = qobject_cast<const QAbstractButton *>(QApplication::focusWidget());
    if (key->key() != Qt::Key_Space || key->modifiers() != Qt::NoModifier || !button
        || !panel->isAncestorOf(button))
        return false;
    event->accept();
    return true;
}
