#pragma once

#include <QStyledItemDelegate>

// Draws a recursion log line indented by its depth (LogModel::DepthRole) and the line of
// the current step in bold. Depth is capped so a 12,000-cell corridor stays readable.
class LogDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    static constexpr int MaxIndentLevels = 40;

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};
