// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dungeoncallstackmodel.h"

#include "localedigits.h"

#include "cellcoordinates.h"
#include "dungeonmodel.h"
#include "rulebook.h"

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
        // A question opened or closed: the lines go or come back (hidden() reads the model).
        connect(model, &MapModel::askingChanged, this, [this] {
            beginResetModel();
            endResetModel();
        });
        connect(model, &QAbstractItemModel::modelReset, this, &DungeonCallStackModel::restart);
    }
    restart();
}

void DungeonCallStackModel::restart()
{
    beginResetModel();
    m_stack.clear();
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
        if (m_dungeon && m_dungeon->stepCount() < m_stack.position())
            restart();
        return;
    }
    beginResetModel();
    if (m_dungeon)
        m_stack.seek(
            [this](std::size_t i) { return m_dungeon->step(int(i)); }, m_dungeon->position());
    else
        m_stack.clear();
    endResetModel();
}

int DungeonCallStackModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return hidden() ? 1 : m_stack.rows();
}

// While a question is open the cell being filled, its verdicts and the queue's order would
// answer it (RuleBook::whileAsked): one line says they wait.
bool DungeonCallStackModel::hidden() const
{
    using RuleBook::StackLine;
    return m_dungeon && m_dungeon->isAsking() && m_stack.rows() > 0
        && !(RuleBook::whileAsked(StackLine::Filling) && RuleBook::whileAsked(StackLine::Verdict)
            && RuleBook::whileAsked(StackLine::Queued));
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
    if (hidden()) {
        if (role == CellRole)
            return QPoint(-1, -1);
        if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::AccessibleTextRole)
            return QVariant();
        //: Call Stack (dungeon): instead of its lines while a question is open
        return tr("The cell being filled and the fill queue are shown once the question is "
                  "answered.");
    }
    int row = index.row();
    const int headRows = m_stack.headRows();
    const int headRow = m_stack.headRow();
    const int headCol = m_stack.headColumn();
    QPoint cell;
    QString text;
    if (row == 0 && headRows > 0) {
        cell = QPoint(headCol, headRow);
        //: Call Stack (dungeon): the queue's front cell whose candidates are checked
        text = tr("> filling (%1, %2): required %3")
                   .arg(LocaleDigits::number(headRow))
                   .arg(LocaleDigits::number(headCol))
                   .arg(sidesText(m_dungeon->grid().required(headRow, headCol)));
    } else if (row < headRows) {
        const DungeonStep &step = m_dungeon->step(m_stack.verdictSteps()[std::size_t(row - 1)]);
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
        const DungeonFillQueue::Cell &queued = m_stack.queue().at(row + m_stack.queueFrom());
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
