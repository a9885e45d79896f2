// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario.h"

#include <QObject>
#include <QPoint>

#include <vector>

class DifferenceOverlay;
class LessonEditors;
class LessonSession;
class MapView;
class QAction;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QVBoxLayout;
class QWidget;

// View > Compare: the centre split into two maps of the same world. The left is the
// window's own session; the right a second LessonSession whose scenario is the document's
// with the "compare" overrides (islands: rule, randomize, seed; dungeons: tile set,
// seed), its settings above the two maps and its statistics below them. One timeline drives both:
// the right follows the left's step number, or for islands the same island's progress (and shows
// its own end when the left is at its end). Once both builds are done, an overlay outlines the
// cells whose final state differs. The overrides live in the document (undoable, saved in the
// file), so a saved comparison reopens as one; entering never changes the left side's
// settings. Leaving keeps the side that had the focus: from the right, its settings
// become the document's (one undoable edit); from the left, the document is as it was.
// What each lesson compares comes from its teaching. The right side has its own session
// and its own editors (LessonEditors), made here.
class CompareMode : public QObject
{
    Q_OBJECT

public:
    CompareMode(LessonEditors *main, QStackedWidget *mapStack, QWidget *window);

    QAction *action() const { return m_action; }
    bool isActive() const { return m_active; }
    // The right side's session; none until Compare is first used.
    LessonSession *secondSession() const { return m_second; }
    // The right side's editors (its maps and statistics); none until Compare is first used.
    LessonEditors *secondEditors() const { return m_secondEditors; }
    // The cells the overlay marks (x = column, y = row), on both maps.
    const std::vector<QPoint> &differences() const { return m_differences; }

    // The second side's world: the document's with the overrides.
    static Scenario secondScenario(const Scenario &scenario, const CompareSettings &settings);

    void retranslateUi();
    // A question is open on the left (QuestionCoach::askingChanged): the right's map and
    // docks show only what the rule book lets them meanwhile; its build may be the left's
    // (the same steps up to where the rules differ).
    void setAsking(bool asking);

protected:
    // The texts follow the language (a QObject has no changeEvent of its own).
    bool eventFilter(QObject *watched, QEvent *event) override;

signals:
    // A map of the right side, made when Compare is first used.
    void viewAdded(MapView *view);

private:
    void ensureSecond();
    void toggle(bool on);
    void sync();
    void show(bool on);
    void reloadSecond();
    void showSecondLesson();
    void applyAsking();
    void follow();
    void updateDifferences();
    void showDifferences();
    void editOverrides();
    void fillTilesMenu(const Scenario &scenario);
    void editTiles();
    void updateTilesText();

    LessonEditors *m_mainEditors;
    LessonSession *m_main;
    LessonSession *m_second = nullptr;
    LessonEditors *m_secondEditors = nullptr;
    QStackedWidget *m_mapStack;
    QAction *m_action;
    bool m_active = false;
    bool m_asking = false; // a question is open on the left
    std::vector<QPoint> m_differences;

    QWidget *m_area; // the centre while comparing: the bar, the two maps, the statistics
    QWidget *m_panel; // the right side's settings
    QSplitter *m_splitter;
    QGroupBox *m_statisticsBox;
    QLabel *m_title;
    QComboBox *m_rule;
    QCheckBox *m_randomize;
    QPushButton *m_tiles;
    QMenu *m_tilesMenu;
    QLabel *m_seedLabel;
    QLineEdit *m_seed;
    QLabel *m_syncLabel;
    QComboBox *m_sync;
    QStackedWidget *m_secondViews = nullptr;
    QStackedWidget *m_secondStatistics = nullptr;
    std::vector<DifferenceOverlay *> m_overlays; // on every lesson's map, both sides
    QVBoxLayout *m_layout;
};
