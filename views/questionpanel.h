// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonpainter.h"
#include "islandstep.h"
#include "scenario.h"

#include <QVector>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QVBoxLayout;

// The Question panel: what a stop-and-think question asks (questions.md) and how the
// student answers it without leaving the keyboard: the seven moves as buttons, a prompt
// to pick a cell on the map, the tile set's pictures for a placement; then right or
// wrong, the explanation, and Continue. Below it the scenario's questions (the lecturer
// removes one here), practice mode and the score. The panel only shows and proposes: the
// coach that owns it decides and scores.
class QuestionPanel : public QWidget
{
    Q_OBJECT

public:
    // The moves of next-move, in the order of the buttons (IslandStep::Kind values).
    static constexpr int MoveCount = 7;

    explicit QuestionPanel(QWidget *parent = nullptr);

    // Asks `question`; for next-cell and next-place the cell is picked on the map.
    void ask(const Question &question);
    // next-place, after the cell: the tile set's templates in their four rotations.
    void askTile(int row, int col, const QVector<DungeonTile> &tiles);
    // The verdict, the right answer in words and why.
    void showResult(bool right, const QString &answer, const QString &explanation);
    // No question open.
    void clearQuestion();
    void setSummary(const QString &text);

    void setQuestions(const QVector<Question> &questions);
    bool practice() const;
    int practiceInterval() const;

    QPushButton *moveButton(int kind) const { return m_moves[kind]; }
    QPushButton *continueButton() const { return m_continue; }
    QPushButton *noneButton() const { return m_none; }
    QComboBox *tileChoice() const { return m_tile; }
    QPushButton *tileButton() const { return m_tileOk; }
    QListWidget *questionList() const { return m_list; }
    QPushButton *removeButton() const { return m_remove; }
    QCheckBox *practiceBox() const { return m_practice; }
    QSpinBox *intervalBox() const { return m_interval; }
    QString resultText() const;
    // The question asked, as the panel shows it.
    QString prompt() const;
    QSize minimumSizeHint() const override;

    static QString kindText(QuestionKind kind);
    // A move in the student's words, as its button and the log name it ("Add", "Dodaj",
    // "إضافة"); the trace's word (ADD) is for files only.
    static QString moveText(IslandStep::Kind kind);
    // The tile set's templates in their four rotations, as pictures; an item's data is
    // template index << 2 | rotation.
    static void fillTileChoice(
        QComboBox *box, const QVector<DungeonTile> &tiles, const DungeonPainter &painter);

signals:
    void moveChosen(int kind);
    void tileChosen(int templateIndex, int rotation);
    // The answer "none": no cell is added (no tile placed) any more.
    void noneChosen();
    void continueRequested();
    void removeRequested(int index);
    void practiceChanged(bool on, int interval);

protected:
    void changeEvent(QEvent *event) override;

private:
    void addAnswers(QVBoxLayout *layout);
    void addQuestionList(QVBoxLayout *layout);
    void addPractice(QVBoxLayout *layout);
    void retranslateUi();
    void showPrompt();

    QScrollArea *m_scroll = nullptr;
    QLabel *m_prompt = nullptr;
    QWidget *m_moveBox = nullptr;
    QPushButton *m_moves[MoveCount] = {};
    QWidget *m_tileBox = nullptr;
    QComboBox *m_tile = nullptr;
    QPushButton *m_tileOk = nullptr;
    QPushButton *m_none = nullptr; // "no more": the answer when nothing is added or placed any more
    QLabel *m_result = nullptr;
    QPushButton *m_continue = nullptr;
    QGroupBox *m_listBox = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_remove = nullptr;
    QCheckBox *m_practice = nullptr;
    QLabel *m_intervalLabel = nullptr;
    QSpinBox *m_interval = nullptr;
    QLabel *m_summary = nullptr;

    DungeonPainter m_painter;
    QVector<Question> m_questions;
    bool m_asking = false;
    Question m_question;
    int m_row = -1;
    int m_col = -1;
};
