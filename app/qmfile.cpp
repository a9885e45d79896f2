// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qmfile.h"

#include <QtEndian>

#include <cstring>
#include <utility>
#include <vector>

namespace {

// The file's first 16 bytes, as QTranslator wants them.
constexpr uchar Magic[] = {
    0x3c, 0xb8, 0x64, 0x18, 0xca, 0xef, 0x9c, 0x95, 0xcd, 0x21, 0x1c, 0xbf, 0x60, 0xa1, 0xbd, 0xdd};
constexpr qsizetype MagicLength = sizeof(Magic);

// The blocks' tags, as qtranslator.cpp numbers them.
enum BlockTag : uchar {
    ContextsTag = 0x2f,
    HashesTag = 0x42,
    MessagesTag = 0x69,
    NumerusRulesTag = 0x88,
    DependenciesTag = 0x96,
    LanguageTag = 0xa7,
};

// The fields of a message record.
enum FieldTag : uchar {
    EndTag = 1,
    TranslationTag = 3,
    Obsolete1Tag = 5,
    SourceTextTag = 6,
    ContextTag = 7,
    CommentTag = 8,
};

// What lrelease writes for a translation that is null (an unfinished plural form).
constexpr quint32 NullTranslation = 0xffffffff;

QString hex(uchar tag)
{
    return QStringLiteral("0x%1").arg(tag, 2, 16, QLatin1Char('0'));
}

} // namespace

QmFile::QmFile(const QByteArray &data)
    : m_data(data)
{
    if (m_data.size() < MagicLength || std::memcmp(m_data.constData(), Magic, MagicLength) != 0) {
        m_problem = QStringLiteral("not a Qt translation file (.qm)");
        return;
    }
    if (readBlocks() && readEachBlock())
        return;
    m_messages.clear();
}

// A block the file does not have is not read: QTranslator does without it.
bool QmFile::readEachBlock()
{
    using Reader = bool (QmFile::*)(const Block &);
    const std::pair<const Block *, Reader> readers[] = {{&m_messagesBlock, &QmFile::readMessages},
        {&m_hashesBlock, &QmFile::readHashes}, {&m_contextsBlock, &QmFile::readContexts}};
    for (const auto &[block, reader] : readers) {
        if (block->start >= 0 && !(this->*reader)(*block))
            return false;
    }
    return true;
}

bool QmFile::fail(const QString &problem)
{
    m_problem = QStringLiteral("damaged: ") + problem;
    return false;
}

quint32 QmFile::read32(qsizetype at) const
{
    return qFromBigEndian<quint32>(m_data.constData() + at);
}

bool QmFile::readBlocks()
{
    const qsizetype size = m_data.size();
    qsizetype at = MagicLength;
    Block numerusRules;
    Block language;
    // As QTranslator walks them: it stops at a zero tag or length, or fewer than six bytes.
    while (size - at > 5) {
        const uchar tag = uchar(m_data.at(at));
        const quint32 length = read32(at + 1);
        const qsizetype header = at;
        at += 5;
        if (tag == 0 || length == 0)
            break;
        if (length > quint64(size - at))
            return fail(QStringLiteral("the block %1 at byte %2 claims %3 bytes, %4 are left")
                            .arg(hex(tag))
                            .arg(header)
                            .arg(length)
                            .arg(size - at));
        Block *block = nullptr;
        switch (tag) {
        case ContextsTag:
            block = &m_contextsBlock;
            break;
        case HashesTag:
            block = &m_hashesBlock;
            break;
        case MessagesTag:
            block = &m_messagesBlock;
            break;
        case NumerusRulesTag:
            block = &numerusRules;
            break;
        case LanguageTag:
            block = &language;
            break;
        case DependenciesTag:
            // QTranslator would load each by name, relative to the folder, unchecked.
            m_problem = QStringLiteral("it loads other translation files, which are not checked");
            return false;
        default:
            return fail(QStringLiteral("unknown block %1 at byte %2").arg(hex(tag)).arg(header));
        }
        if (block->start >= 0)
            return fail(QStringLiteral("a second block %1 at byte %2").arg(hex(tag)).arg(header));
        block->start = at;
        block->size = length;
        m_blocks.append(*block);
        at += length;
    }
    return true;
}

// Every record of the messages block, each field within the block and ended by End, as
// QTranslator reads them from a hash table entry on.
bool QmFile::readMessages(const Block &block)
{
    const qsizetype end = block.start + block.size;
    qsizetype record = block.start;
    QByteArray context;
    qsizetype at = block.start;
    while (at < end) {
        const qsizetype field = at;
        const uchar tag = uchar(m_data.at(at++));
        if (tag == EndTag) {
            m_records.insert(record - block.start, context);
            record = at;
            context.clear();
            continue;
        }
        if (tag != TranslationTag && tag != Obsolete1Tag && tag != SourceTextTag
            && tag != ContextTag && tag != CommentTag)
            return fail(QStringLiteral("unknown field %1 at byte %2").arg(tag).arg(field));
        if (end - at < 4)
            return fail(QStringLiteral("the field at byte %1 runs past its block").arg(field));
        const quint32 length = read32(at);
        at += 4;
        if (tag == Obsolete1Tag || (tag == TranslationTag && length == NullTranslation))
            continue;
        if (length > quint64(end - at))
            return fail(QStringLiteral("the field at byte %1 claims %2 bytes, its block has %3 "
                                       "left")
                            .arg(field)
                            .arg(length)
                            .arg(end - at));
        if (tag == TranslationTag && length % 2 != 0)
            return fail(
                QStringLiteral("the translation at byte %1 has an odd length of UTF-16 bytes, %2")
                    .arg(field)
                    .arg(length));
        if (tag == ContextTag) {
            context = m_data.mid(at, length);
            // As QTranslator compares it: a trailing NUL is not part of the name.
            if (context.endsWith('\0'))
                context.chop(1);
        }
        at += length;
    }
    if (record != end)
        return fail(QStringLiteral("the message at byte %1 has no end").arg(record));
    return true;
}

// Every entry of the hash table points to the start of a record.
bool QmFile::readHashes(const Block &block)
{
    if (block.size % 8 != 0)
        return fail(QStringLiteral("the hash table at byte %1 is %2 bytes, not pairs of 4")
                        .arg(block.start)
                        .arg(block.size));
    for (qsizetype at = block.start; at < block.start + block.size; at += 8) {
        const quint32 offset = read32(at + 4);
        const auto record = m_records.constFind(offset);
        if (record == m_records.cend())
            return fail(QStringLiteral("the hash table entry at byte %1 points to %2, where no "
                                       "message starts")
                            .arg(at)
                            .arg(offset));
        m_messages.append({read32(at), *record});
    }
    return true;
}

// The context table: its buckets within the table, and the walk from each. QTranslator
// looks a context up by reading names from the bucket's offset until it meets an empty
// one, past the end of the bucket's chain (lrelease ends a chain with an empty name only
// to pad it to an even length) and up to the end of the table: loadable() puts a zero byte
// after the table for that end. Every walk must then stay within the table.
bool QmFile::readContexts(const Block &block)
{
    const qsizetype end = block.start + block.size;
    const quint16 buckets
        = block.size >= 2 ? qFromBigEndian<quint16>(m_data.constData() + block.start) : 0;
    const qsizetype pool = block.start + 2 + 2 * qsizetype(buckets);
    // QTranslator takes a name's hash modulo the bucket count.
    if (buckets == 0 || pool > end)
        return fail(QStringLiteral("the context table at byte %1 has no room for its buckets")
                        .arg(block.start));
    // From the end backwards: whether a walk from each byte of the pool stays within it.
    std::vector<bool> staysWithin(std::size_t(end - pool + 1), false);
    staysWithin.back() = true; // the zero byte loadable() adds
    for (qsizetype at = end - 1; at >= pool; --at) {
        const uchar length = uchar(m_data.at(at));
        const qsizetype next = at + 1 + length;
        staysWithin[std::size_t(at - pool)]
            = length == 0 || (next <= end && staysWithin[std::size_t(next - pool)]);
    }
    for (qsizetype bucket = block.start + 2; bucket < pool; bucket += 2) {
        const quint16 offset = qFromBigEndian<quint16>(m_data.constData() + bucket);
        const qsizetype at = pool + 2 * qsizetype(offset);
        if (offset != 0 && (at > end || !staysWithin[std::size_t(at - pool)]))
            return fail(QStringLiteral("the context table's bucket at byte %1 leads past its "
                                       "block")
                            .arg(bucket));
    }
    return true;
}

QByteArray QmFile::loadable() const
{
    if (!m_problem.isEmpty())
        return {};
    QByteArray bytes = m_data.left(MagicLength);
    for (const Block &block : m_blocks) {
        if (block.start != m_contextsBlock.start)
            bytes.append(m_data.constData() + block.start - 5, block.size + 5);
    }
    if (m_contextsBlock.start >= 0) {
        bytes.append(m_data.constData() + m_contextsBlock.start - 5, m_contextsBlock.size + 5);
        bytes.append('\0');
    }
    return bytes;
}
