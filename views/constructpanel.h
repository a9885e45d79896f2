// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonpainter.h"
#include "lessonkind.h"
#include "scenario.h"

#include <QList>
#include <QVector>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QPushButton;
class QToolButton;

// The "You are the algorithm" panel: what the student does next, the island moves that are
// not a cell (Backtrack, Complete, Failed, Done, Too Complex), the tile choice after a
// dungeon cell, the verdict on the last move with its reason, the counts, and the result
// with Save Result. Its buttons show the coach's actions (so their shortcuts and enabled
// state are the menu's); the panel only shows and proposes, the coach decides.
class ConstructPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ConstructPanel(QWidget *parent = nullptr);

    // The mode's toggle, Hint, the island moves in button order, and Save Result.
    void setActions(
        QAction *construct, QAction *hint, const QList<QAction *> &moves, QAction *save);
    // Which lesson is being built: the island moves show for islands only.
    void setLesson(MapMode mode);

    // The introduction above the buttons: shown until the student starts building.
    void setIntroShown(bool shown);
    void setPrompt(const QString &text);
    // A dungeon cell was picked: its templates in their four rotations to choose from.
    void askTile(int row, int col, const QVector<DungeonTile> &tiles);
    void hideTile();
    void showVerdict(bool right, const QString &text);
    void clearVerdict();
    // A note in the verdict's place (a hint): no verdict word before it.
    void showNote(const QString &text);
    void setCounts(const QString &text);
    void setResult(const QString &text);

    QComboBox *tileChoice() const { return m_tile; }
    QToolButton *moveButton(int index) const { return m_moves.value(index); }
    QString verdictText() const;
    QString countsText() const;
    QString resultText() const;

signals:
    void tileChosen(int templateIndex, int rotation);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void arrangeMoves();
    void revealVerdict();

    QLabel *m_intro = nullptr;
    QToolButton *m_toggle = nullptr;
    QToolButton *m_hint = nullptr;
    QLabel *m_prompt = nullptr;
    QWidget *m_moveBox = nullptr;
    QList<QToolButton *> m_moves;
    int m_moveColumns = 2;
    QWidget *m_tileBox = nullptr;
    QComboBox *m_tile = nullptr;
    QPushButton *m_place = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_counts = nullptr;
    QLabel *m_result = nullptr;
    QToolButton *m_save = nullptr;

    DungeonPainter m_painter;
    MapMode m_mode = LessonKind::all().constFirst();
};
