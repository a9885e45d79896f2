#include "islandstep.h"

QString IslandStep::traceLine() const
{
    switch (kind) {
    case Seed:
        return QStringLiteral(">> Island %1 seed at (%2,%3)").arg(island).arg(row).arg(col);
    case Add:
        return QStringLiteral("> ADD (%1, %2)").arg(row).arg(col);
    case Backtrack:
        return QStringLiteral("X BACKTRACK (%1, %2)").arg(row).arg(col);
    case Complete:
        return QStringLiteral("+ Island %1 complete!").arg(island);
    case Failed:
        return QStringLiteral("! Island %1 FAILED").arg(island);
    case AllDone:
        return QStringLiteral("-- All done --");
    case TooComplex:
        return QStringLiteral("! TOO COMPLEX");
    }
    return QString();
}
