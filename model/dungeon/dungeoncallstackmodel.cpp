// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeoncallstackmodel.h"

#include "localedigits.h"

#include "cellcoordinates.h"
#include "dungeonmodel.h"

#include <QPoint>

DungeonCallStackModel::DungeonCallStackModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

void DungeonCallStackModel::setDungeonModel(DungeonModel *model)
{
    if (m_dungeon)
        disconnect(m_dungeon, nullptr, this, nullptr);
    m_dungeon = model;
    if (model) {
        connect(model, &MapModel::positionChanged, this, &DungeonCallStackModel::sync);
        connect(model, &MapModel::stepCountChanged, this, &DungeonCallStackModel::sync);
        connect(model, &QAbstractItemModel::modelReset, this, &DungeonCallStackModel::restart);
    }
    restart();
}

void DungeonCallStackModel::restart()
{
    beginResetModel();
    m_queue.clear();
    m_position = 0;
    m_headRow = m_headCol = -1;
    m_verdicts.clear();
    m_queueFrom = 0;
    endResetModel();
    sync();
}

void DungeonCallStackModel::setFollowing(bool following)
{
    m_following = following;
    sync();
}

void DungeonCallStackModel::sync()
{
    // A model that does not follow still drops a build that is gone.
    if (!m_following) {
        if (m_dungeon && m_dungeon->stepCount() < m_position)
            restart();
        return;
    }
    beginResetModel();
    const int position = m_dungeon ? m_dungeon->position() : 0;
    if (!m_dungeon || position < m_position - position) {
        m_queue.clear();
        m_position = 0;
    }
    for (; m_position < position; ++m_position)
        m_queue.apply(m_dungeon->step(m_position));
    for (; m_position > position; --m_position)
        m_queue.unapply(m_dungeon->step(m_position - 1));

    // The head's verdicts: back from the last step over its placement's clips and queue
    // entries, its Place, and the Reject steps before it (a few dozen at most).
    m_headRow = m_headCol = -1;
    m_verdicts.clear();
    int i = position - 1;
    while (i >= 0
        && (m_dungeon->step(i).kind == DungeonStep::Clip
            || m_dungeon->step(i).kind == DungeonStep::Queue))
        --i;
    if (i >= 0
        && (m_dungeon->step(i).kind == DungeonStep::Reject || m_dungeon->step(i).fromQueue())) {
        const DungeonStep &head = m_dungeon->step(i);
        m_headRow = head.row;
        m_headCol = head.col;
        for (; i >= 0 && m_dungeon->step(i).row == head.row && m_dungeon->step(i).col == head.col
             && (m_dungeon->step(i).kind == DungeonStep::Reject || m_dungeon->step(i).fromQueue());
             --i)
            m_verdicts.insert(m_verdicts.begin(), i);
    }
    // Until its Place the cell being filled is still the queue's front: shown once, above.
    m_queueFrom = !m_verdicts.empty()
            && m_dungeon->step(m_verdicts.back()).kind == DungeonStep::Reject && m_queue.size() > 0
        ? 1
        : 0;
    endResetModel();
}

int DungeonCallStackModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return headRows() + m_queue.size() - m_queueFrom;
}

QString DungeonCallStackModel::sidesText(std::uint8_t mask) const
{
    QStringList sides;
    // dungeon.md: bits 0-1 top, 2-3 right, 4-5 bottom, 6-7 left.
    if (mask & 0x03)
        sides << tr("up");
    if (mask & 0x0C)
        sides << tr("right");
    if (mask & 0x30)
        sides << tr("down");
    if (mask & 0xC0)
        sides << tr("left");
    //: Call Stack (dungeon): a cell with no required sides
    return sides.isEmpty() ? tr("none") : sides.join(QStringLiteral(", "));
}

QVariant DungeonCallStackModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || !m_dungeon)
        return QVariant();
    int row = index.row();
    const int headRows = this->headRows();
    QPoint cell;
    QString text;
    if (row == 0 && headRows > 0) {
        cell = QPoint(m_headCol, m_headRow);
        //: Call Stack (dungeon): the queue's front cell whose candidates are checked
        text = tr("> filling (%1, %2): required %3")
                   .arg(LocaleDigits::number(m_headRow))
                   .arg(LocaleDigits::number(m_headCol))
                   .arg(sidesText(m_dungeon->grid().required(m_headRow, m_headCol)));
    } else if (row < headRows) {
        const DungeonStep &step = m_dungeon->step(m_verdicts[std::size_t(row - 1)]);
        cell = QPoint(step.col, step.row);
        const QString tile = tr("template %1, rotation %2")
                                 .arg(LocaleDigits::number(step.templateIndex() + 1))
                                 .arg(LocaleDigits::number(step.rotation()));
        if (step.kind == DungeonStep::Place)
            //: Call Stack (dungeon): the candidate drawn among the valid ones
            text = tr("    %1: placed").arg(tile);
        else if (step.rejection() == DungeonRejection::RequiredSide)
            text = tr("    %1: x rule 1, misses a required side").arg(tile);
        else
            text = tr("    %1: x rule 2, would cut the last start-to-end path").arg(tile);
    } else {
        row -= headRows;
        const DungeonFillQueue::Cell &queued = m_queue.at(row + m_queueFrom);
        cell = QPoint(queued.col, queued.row);
        //: Call Stack (dungeon): a cell waiting in the fill queue; %1 its place, from 1
        text = tr("%1. queued (%2, %3): required %4")
                   .arg(LocaleDigits::number(row + 1))
                   .arg(LocaleDigits::number(queued.row))
                   .arg(LocaleDigits::number(queued.col))
                   .arg(sidesText(m_dungeon->grid().required(queued.row, queued.col)));
    }
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return CellCoordinates::isolated(text);
    case CellRole:
        return cell;
    default:
        break;
    }
    return QVariant();
}
