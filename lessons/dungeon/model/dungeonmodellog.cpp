// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// DungeonModel's steps in words, as the log shows them.
#include "dungeonmodel.h"

#include "localedigits.h"

#include "cellcoordinates.h"
#include "dungeontiles.h"
#include "logdepth.h"

using DungeonTiles::hexMask;

QString DungeonModel::stepText(int index) const
{
    // The log, questions and inspectors show this line; in Arabic its "(r, c)" stays readable.
    return CellCoordinates::isolated(describe(step(index)));
}

int DungeonModel::stepDepth(int index) const
{
    return LogDepth::dungeon(step(index).kind);
}

QString DungeonModel::templateName(int index) const
{
    if (index >= 0 && index < m_scenario->dungeon.tiles.size()
        && !m_scenario->dungeon.tiles[index].name.isEmpty())
        return m_scenario->dungeon.tiles[index].displayName();
    //: A tile template without a name; %1 is its number, from 1
    return tr("template %1").arg(LocaleDigits::number(index + 1));
}

QString DungeonModel::describe(const DungeonStep &step) const
{
    switch (step.kind) {
    case DungeonStep::Start:
        //: Dungeon log: the start cell was drawn; (%1, %2) row and column
        return tr("Start at (%1, %2)")
            .arg(LocaleDigits::number(step.row))
            .arg(LocaleDigits::number(step.col));
    case DungeonStep::End:
        //: Dungeon log: the end cell was drawn; (%1, %2) row and column
        return tr("End at (%1, %2)")
            .arg(LocaleDigits::number(step.row))
            .arg(LocaleDigits::number(step.col));
    case DungeonStep::Queue:
        //: Dungeon log: a neighbour got a half-door towards it and waits to be filled
        return tr("+ queue (%1, %2)")
            .arg(LocaleDigits::number(step.row))
            .arg(LocaleDigits::number(step.col));
    case DungeonStep::Place:
        //: Dungeon log: %1 template name, %n quarter turns, (%2, %3) row and column, %4 door mask
        return tr("Place %1, %n quarter turn(s), at (%2, %3): doors %4", nullptr, step.rotation())
            .arg(templateName(step.templateIndex()))
            .arg(LocaleDigits::number(step.row))
            .arg(LocaleDigits::number(step.col))
            .arg(hexMask(step.mask));
    case DungeonStep::Clip:
        //: Dungeon log: half-doors of a filled cell facing the new tile were unanswered and removed
        return tr("x clip (%1, %2): half-doors %3 removed")
            .arg(LocaleDigits::number(step.row))
            .arg(LocaleDigits::number(step.col))
            .arg(hexMask(step.mask));
    case DungeonStep::Reject:
        if (step.rejection() == DungeonRejection::RequiredSide) {
            //: Dungeon log: rule 1 failed; %1 template name, %n quarter turns, %2 mask
            return tr("- %1, %n quarter turn(s) (%2): a required side is not answered", nullptr,
                step.rotation())
                .arg(templateName(step.templateIndex()), hexMask(step.mask));
        }
        //: Dungeon log: rule 2 failed; %1 template name, %n quarter turns, %2 mask
        return tr("- %1, %n quarter turn(s) (%2): would cut the last start-to-end path", nullptr,
            step.rotation())
            .arg(templateName(step.templateIndex()), hexMask(step.mask));
    case DungeonStep::Skip:
        //: Dungeon log: the front of the fill queue was filled already (the end)
        return tr("Skip (%1, %2): already filled")
            .arg(LocaleDigits::number(step.row))
            .arg(LocaleDigits::number(step.col));
    case DungeonStep::Done:
        //: Dungeon log: the fill queue ran empty
        return tr("-- All done --");
    }
    return QString();
}
