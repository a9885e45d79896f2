// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

// The structure of a Qt translation file (.qm), checked before QTranslator sees it.
//
// QTranslator checks only that each top-level block fits in the file. Inside the blocks it
// trusts every length: a message whose context claims 2 GiB makes translate() read 2 GiB
// past the file, and a hash table entry is followed wherever it points. A file from the
// user's folder is nobody's promise, so every length is checked here against its block
// and the file, with no more than Qt itself reads:
//   magic, then blocks of a tag byte and a 32-bit big-endian length (Qt stops at a zero
//   tag or length, or when fewer than six bytes are left):
//   - Messages: records of tagged fields, each ended by End: Translation (a 32-bit length
//     of UTF-16 bytes, even, or 0xffffffff for none), SourceText, Context, Comment (a
//     32-bit length and the bytes), Obsolete1 (four bytes);
//   - Hashes: pairs of 32-bit hash and offset, each offset the start of a record;
//   - Contexts (lrelease -compress): a 16-bit bucket count, the buckets' 16-bit offsets,
//     and a pool of (8-bit length, name), walked from a bucket's offset to an empty name;
//   - NumerusRules: checked by QTranslator::load() itself;
//   - Language: the language's name, read within its length;
//   - Dependencies: other files QTranslator would load unchecked by name, so refused.
// Qt Core only: the CLI checks the same files.
class QmFile
{
public:
    // A message as QTranslator finds it: the hash of its source text and comment, and its
    // context (empty when its record names none).
    struct Message
    {
        quint32 hash = 0;
        QByteArray context;
    };

    explicit QmFile(const QByteArray &data);

    // Why QTranslator could read outside the file ("" when it cannot), in words for the
    // log: "damaged: ...", naming the byte where the problem is; "not a Qt translation
    // file (.qm)" without the magic; or that it would load other files unchecked.
    QString problem() const { return m_problem; }
    // The messages of the hash table (empty when problem() is not).
    const QList<Message> &messages() const { return m_messages; }
    // The bytes to give QTranslator::load() ("" when problem() is not ""): the file's
    // blocks, the context table last and followed by a zero byte, where a look-up that
    // walks past the table's last name stops.
    QByteArray loadable() const;

private:
    struct Block
    {
        qsizetype start = -1; // of the block's bytes in the file; -1: no such block
        qsizetype size = 0;
    };

    bool readBlocks();
    bool readEachBlock();
    bool readMessages(const Block &block);
    bool readHashes(const Block &block);
    bool readContexts(const Block &block);
    bool fail(const QString &problem);
    quint32 read32(qsizetype at) const;

    const QByteArray m_data;
    Block m_messagesBlock;
    Block m_hashesBlock;
    Block m_contextsBlock;
    QList<Block> m_blocks; // every block, in the file's order
    QHash<qsizetype, QByteArray> m_records; // start in the messages block -> context
    QList<Message> m_messages;
    QString m_problem;
};
