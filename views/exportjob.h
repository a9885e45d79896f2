// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// An export done a piece at a time, so that a window can draw and offer Cancel between
// the pieces (the GIF's frames, the bands of a map). Destroyed before finish(), it leaves
// no file behind and the old one as it was.
class ExportJob
{
public:
    virtual ~ExportJob() = default;

    virtual int pieceCount() const = 0;
    virtual int piecesDone() const = 0;
    bool isDone() const { return piecesDone() >= pieceCount(); }
    // Does the next piece; false when the export failed (finish() then says why).
    virtual bool next() = 0;
    // Once every piece is done (or one failed): writes the file; false with `error` set on
    // failure.
    virtual bool finish(QString *error) = 0;
};
