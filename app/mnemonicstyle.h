// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProxyStyle>

// The application's style, except that in a language written in Arabic script the letter
// of a mnemonic (Alt+letter) is not underlined; Alt+letter works the same.
//
// Qt draws an underlined letter as a text run of its own, which breaks the cursive joining
// of an Arabic word ("الـجزر" drawn as "ال ج زر"): the word is drawn wider than Qt measured
// it (the measurement keeps it joined), so a word-wrapped label wraps and is cut off, and
// the word is harder to read. Windows hides these underlines until Alt is pressed as well.
class MnemonicStyle : public QProxyStyle
{
    Q_OBJECT

public:
    MnemonicStyle();

    int styleHint(StyleHint hint, const QStyleOption *option = nullptr,
        const QWidget *widget = nullptr, QStyleHintReturn *returnData = nullptr) const override;
};
