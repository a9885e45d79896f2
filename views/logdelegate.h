// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

// Draws a recursion log line indented by its depth (LogModel::DepthRole) and the line of
// the current step in bold. The indent is capped, so the lines of a 12,000-cell corridor
// stay on screen; the tooltip tells every line's exact depth.
class LogDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    static constexpr int MaxIndentLevels = 24;

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};
