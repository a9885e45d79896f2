// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "elidingtoolbutton.h"

#include <QHelpEvent>
#include <QRegularExpression>
#include <QStyleOptionToolButton>
#include <QStylePainter>
#include <QToolTip>

ElidingToolButton::ElidingToolButton(QWidget *parent)
    : QToolButton(parent)
{
    setToolButtonStyle(Qt::ToolButtonTextOnly);
}

int ElidingToolButton::textRoom() const
{
    QStyleOptionToolButton option;
    initStyleOption(&option);
    const int frame = style()->pixelMetric(QStyle::PM_ButtonMargin, &option, this)
        + style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, this);
    return width() - 2 * frame;
}

QString ElidingToolButton::shownText() const
{
    // The mnemonic's & is not drawn: it takes no room.
    return fontMetrics().elidedText(text(), Qt::ElideRight, textRoom(), Qt::TextShowMnemonic);
}

QString ElidingToolButton::fullToolTip() const
{
    if (shownText() == text())
        return toolTip();
    QString whole = text();
    whole.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    return toolTip().isEmpty() || toolTip() == whole ? whole
                                                     : whole + QStringLiteral("\n") + toolTip();
}

QSize ElidingToolButton::minimumSizeHint() const
{
    // Room for a few letters and the ellipsis: the layout may make it narrower than its text.
    QSize least = QToolButton::minimumSizeHint();
    least.setWidth(fontMetrics().horizontalAdvance(QStringLiteral("MMM…")));
    return least;
}

void ElidingToolButton::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    QStyleOptionToolButton option;
    initStyleOption(&option);
    option.text = shownText();
    painter.drawComplexControl(QStyle::CC_ToolButton, option);
}

bool ElidingToolButton::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const QString tip = fullToolTip();
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), tip, this);
        return true;
    }
    return QToolButton::event(event);
}
