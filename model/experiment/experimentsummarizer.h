// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <memory>

class QIODevice;

// `mapgen experiment --summarize` (experiments.md, "Beyond one machine"): the per-run rows
// of one sweep, from any number of files in any order, put back into the table the
// unsharded sweep prints. Files are read as streams, a line at a time, and only the figures
// of the rows present are kept: memory follows the rows read, never a count a row claims.
// Every call may throw std::bad_alloc when the rows themselves do not fit.
class ExperimentSummarizer
{
public:
    // Far longer than any row (about 250 bytes at most): a longer line is not a row (a
    // binary file, /dev/zero) and is refused before it is held whole.
    static constexpr int MaxLineLength = 1024;

    ExperimentSummarizer();
    ~ExperimentSummarizer();
    ExperimentSummarizer(const ExperimentSummarizer &) = delete;
    ExperimentSummarizer &operator=(const ExperimentSummarizer &) = delete;

    // Reads the rows of `device` (open for reading) to its end; `name` names it in messages.
    // False at the first thing wrong, with error().
    bool read(const QString &name, QIODevice &device);
    // After the last file: the table as CSV, or empty with error() when runs or points are
    // missing, or no file held a row.
    QByteArray table();
    // "FILE:LINE: what is wrong".
    QString error() const;

private:
    class Reader;
    std::unique_ptr<Reader> m_reader;
};
