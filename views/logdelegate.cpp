// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "logdelegate.h"

#include "logmodel.h"

#include <QPainter>

void LogDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(LogModel::CurrentRole).toBool())
        option->font.setBold(true);
}

void LogDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const int depth = std::min(index.data(LogModel::DepthRole).toInt(), MaxIndentLevels);
    if (depth <= 0) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The selection background spans the whole line; only the text moves in.
    QStyleOptionViewItem indented = option;
    const int step = option.fontMetrics.horizontalAdvance(QLatin1Char(' '));
    if (option.direction == Qt::RightToLeft)
        indented.rect.adjust(0, 0, -depth * step, 0);
    else
        indented.rect.adjust(depth * step, 0, 0, 0);
    if (option.state & QStyle::State_Selected)
        painter->fillRect(option.rect, option.palette.brush(QPalette::Highlight));
    QStyledItemDelegate::paint(painter, indented, index);
}
