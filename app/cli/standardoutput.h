// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QTextStream>

// mapgen's standard output, the one way every command writes to it: text through text()
// (the `out` each command is given), bytes through device() (== text().device(), after a
// text().flush()). Every write to the file descriptor and the final flush are checked, and
// the first failure is kept, so a command writes and does not check; main() ends with
// finish(), which turns output lost to a full disk or a closed file into exit 2 and
// "mapgen: cannot write the output: REASON" on stderr. A broken pipe (`| head -1`) still
// ends the process with SIGPIPE, as for any Unix tool.
class StandardOutput : public QFile
{
public:
    StandardOutput();

    QTextStream &text() { return m_text; }
    // True while every byte written so far has reached standard output or its buffer.
    bool isIntact() const { return m_failure.isEmpty(); }

    // Flushes and closes standard output. Returns `status` when all output was written;
    // else writes the message to `err` and returns 2 (scenario.md: bad input or output).
    int finish(int status, QTextStream &err);

protected:
    qint64 writeData(const char *data, qint64 size) override;

private:
    // `systemError`: errno as the failed call left it.
    void fail(int systemError);

    QTextStream m_text;
    QString m_failure; // the system's reason of the first failed write
    bool m_written = false;
};
