// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QToolButton>

// A text-only tool button that, narrower than its text, shows the text's start with an
// ellipsis (never a middle cut at both ends) and then names the whole text in its tool tip.
// Its accessible name stays the whole text.
class ElidingToolButton : public QToolButton
{
    Q_OBJECT

public:
    explicit ElidingToolButton(QWidget *parent = nullptr);

    // The text as drawn: the whole text, or its start and an ellipsis.
    QString shownText() const;
    // The tool tip shown: the action's, after the whole text where that is cut.
    QString fullToolTip() const;

    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    int textRoom() const;
};
