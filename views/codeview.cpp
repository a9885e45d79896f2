// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "codeview.h"

#include "localedigits.h"

#include <QFontDatabase>
#include <QScrollBar>
#include <QTextBlock>

#include <algorithm>

CodeView::CodeView(QWidget *parent)
    : QPlainTextEdit(parent)
{
    // Pseudocode reads left to right in every language; a translated comment after "#"
    // still reads in its own direction.
    setLayoutDirection(Qt::LeftToRight);
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_basePointSize = fixed.pointSizeF() > 0 ? fixed.pointSizeF() : 10;
    setFont(fixed);
}

void CodeView::setLines(const QList<AlgorithmCode::Line> &lines)
{
    m_lines = lines;
    // Comments line up in one column after the longest line of code.
    int width = 0;
    for (const AlgorithmCode::Line &line : lines)
        width = std::max(width, int(line.code.size()));
    QStringList text;
    for (const AlgorithmCode::Line &line : lines) {
        if (line.comment.isEmpty())
            text.append(line.code);
        else
            text.append(line.code.leftJustified(width + 2) + QStringLiteral("# ") + line.comment);
    }
    setPlainText(text.join(QLatin1Char('\n')));
    m_current = -1;
    showCurrent();
}

void CodeView::setCurrentMark(AlgorithmCode::Mark mark)
{
    if (mark == m_mark && (m_current >= 0 || mark == AlgorithmCode::Mark::None))
        return;
    m_mark = mark;
    showCurrent();
}

void CodeView::showCurrent()
{
    m_current = AlgorithmCode::lineOf(m_lines, m_mark);
    QList<QTextEdit::ExtraSelection> selections;
    // The lines new in 6b keep a faint band of their own, as the lesson's listing marks them.
    for (int i = 0; i < m_lines.size(); ++i) {
        if (!m_lines[i].newIn6b)
            continue;
        QTextEdit::ExtraSelection marked;
        marked.cursor = QTextCursor(document()->findBlockByNumber(i));
        marked.format.setProperty(QTextFormat::FullWidthSelection, true);
        marked.format.setBackground(QColor(0xE6, 0x9F, 0x00, 48));
        selections.append(marked);
    }
    if (m_current >= 0) {
        const QTextBlock block = document()->findBlockByNumber(m_current);
        QTextEdit::ExtraSelection current;
        current.cursor = QTextCursor(block);
        current.format.setProperty(QTextFormat::FullWidthSelection, true);
        current.format.setBackground(palette().color(QPalette::Highlight).lighter(160));
        selections.append(current);
        // Bold over the line's text itself: the highlight does not rest on colour alone.
        QTextEdit::ExtraSelection bold;
        bold.cursor = QTextCursor(block);
        bold.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        bold.format.setFontWeight(QFont::Bold);
        selections.append(bold);
        const QRectF rect = blockBoundingGeometry(block).translated(contentOffset());
        if (rect.top() < 0 || rect.bottom() > viewport()->height())
            verticalScrollBar()->setValue(std::max(0, m_current - 2));
        //: Code dock, for screen readers: the line the current step executes
        setAccessibleDescription(tr("Current line %1: %2")
                                     .arg(LocaleDigits::number(m_current + 1))
                                     .arg(m_lines[m_current].code.trimmed()));
    } else {
        setAccessibleDescription(QString());
    }
    setExtraSelections(selections);
}

void CodeView::followMapZoom(int cellSize)
{
    // The default cell is 24 pixels; bigger cells (a projector) enlarge the code with
    // them, up to two and a half times; smaller ones never shrink it below the default.
    const qreal scale = std::clamp(cellSize / 24.0, 1.0, 2.5);
    QFont enlarged = font();
    enlarged.setPointSizeF(m_basePointSize * scale);
    setFont(enlarged);
}
