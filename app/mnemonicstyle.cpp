// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mnemonicstyle.h"

#include <QLocale>

MnemonicStyle::MnemonicStyle()
    : QProxyStyle()
{ }

int MnemonicStyle::styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
    QStyleHintReturn *returnData) const
{
    // QLocale() is the language shown (LanguageManager sets the default locale).
    if (hint == SH_UnderlineShortcut && QLocale().script() == QLocale::ArabicScript)
        return 0;
    return QProxyStyle::styleHint(hint, option, widget, returnData);
}
