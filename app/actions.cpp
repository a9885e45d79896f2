// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "actions.h"

#include "lessonkind.h"
#include "scenario.h"
#include "undoactiontexts.h"

#include "mapview.h"
#include "tiledrawing.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStyle>
#include <QTextEdit>
#include <QUndoStack>
#include <QWidget>

namespace {

QIcon themeIcon(const QString &name, QStyle::StandardPixmap fallback)
{
    return QIcon::fromTheme(name, QApplication::style()->standardIcon(fallback));
}

} // namespace

Actions::Actions(QUndoStack *undoStack, QWidget *parent)
    : QObject(parent)
{
    auto make
        = [parent](const char *name, const QIcon &icon = QIcon(), const QKeySequence &key = {}) {
              auto *action = new QAction(icon, QString(), parent);
              action->setObjectName(QString::fromLatin1(name));
              action->setShortcut(key);
              return action;
          };
    QStyle *style = QApplication::style();

    open = make("openAction",
        themeIcon(QStringLiteral("document-open"), QStyle::SP_DialogOpenButton),
        QKeySequence::Open);
    save = make("saveAction",
        themeIcon(QStringLiteral("document-save"), QStyle::SP_DialogSaveButton),
        QKeySequence::Save);
    saveAs = make(
        "saveAsAction", QIcon::fromTheme(QStringLiteral("document-save-as")), QKeySequence::SaveAs);
    demo = make("demoAction");
    exportPng = make("exportPngAction", QIcon::fromTheme(QStringLiteral("image-x-generic")));
    exportSvg = make("exportSvgAction");
    quit = make(
        "quitAction", QIcon::fromTheme(QStringLiteral("application-exit")), QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    undo = undoStack->createUndoAction(parent);
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setIcon(themeIcon(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack));
    undo->setShortcut(QKeySequence::Undo);
    redo = undoStack->createRedoAction(parent);
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setIcon(themeIcon(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward));
    redo->setShortcut(QKeySequence::Redo);
    new UndoActionTexts(undoStack, undo, redo, this);

    start = make(
        "startAction", themeIcon(QStringLiteral("system-run"), QStyle::SP_CommandLink), Qt::Key_F5);
    reset = make("resetAction", themeIcon(QStringLiteral("view-refresh"), QStyle::SP_BrowserReload),
        Qt::Key_R);
    clear = make("clearAction",
        themeIcon(QStringLiteral("edit-clear"), QStyle::SP_DialogResetButton), Qt::Key_C);
    sprinkle = make("sprinkleAction");
    newSeed = make("newSeedAction", QIcon(), Qt::Key_N);

    play = make("playAction", style->standardIcon(QStyle::SP_MediaPlay), Qt::Key_Space);
    // Space, Left, Right, Home and End drive playback whatever has the focus, except where
    // they edit text or the map: see eventFilter().
    qApp->installEventFilter(this);
    stepForward = make(
        "stepForwardAction", style->standardIcon(QStyle::SP_MediaSeekForward), Qt::Key_Right);
    stepForward->setAutoRepeat(true);
    stepBack
        = make("stepBackAction", style->standardIcon(QStyle::SP_MediaSeekBackward), Qt::Key_Left);
    stepBack->setAutoRepeat(true);
    toStart
        = make("toStartAction", style->standardIcon(QStyle::SP_MediaSkipBackward), Qt::Key_Home);
    toEnd = make("toEndAction", style->standardIcon(QStyle::SP_MediaSkipForward), Qt::Key_End);

    zoomIn = make("zoomInAction", QIcon::fromTheme(QStringLiteral("zoom-in")));
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    zoomOut = make(
        "zoomOutAction", QIcon::fromTheme(QStringLiteral("zoom-out")), QKeySequence::ZoomOut);
    fit = make("fitAction", QIcon::fromTheme(QStringLiteral("zoom-fit-best")),
        QKeySequence(Qt::CTRL | Qt::Key_0));
    fullScreen = make("fullScreenAction", QIcon::fromTheme(QStringLiteral("view-fullscreen")),
        QKeySequence::FullScreen);
    fullScreen->setCheckable(true);
    palette = make("paletteAction");
    palette->setCheckable(true);
    reduceMotion = make("reduceMotionAction");
    reduceMotion->setCheckable(true);
    // Between the docks and the map, as in KDE and Qt Creator.
    nextPanel = make("nextPanelAction", QIcon(), Qt::Key_F6);
    previousPanel = make("previousPanelAction", QIcon(), QKeySequence(Qt::SHIFT | Qt::Key_F6));
    patterns = make("patternsAction");
    patterns->setCheckable(true);

    // The lesson: one of two exclusive actions, an undoable setting of the scenario.
    modes = new QActionGroup(this);
    modes->setObjectName(QStringLiteral("modeGroup"));
    islandMode = make("islandModeAction", QIcon(), QKeySequence(Qt::CTRL | Qt::Key_1));
    dungeonMode = make("dungeonModeAction", QIcon(), QKeySequence(Qt::CTRL | Qt::Key_2));
    const QList<MapMode> lessons = LessonKind::all();
    const QList<QAction *> lessonActions = {islandMode, dungeonMode};
    Q_ASSERT(lessons.size() == lessonActions.size());
    for (int i = 0; i < lessonActions.size(); ++i) {
        lessonActions[i]->setData(int(lessons[i]));
        lessonActions[i]->setCheckable(true);
        modes->addAction(lessonActions[i]);
    }
    islandMode->setChecked(true);

    about = make("aboutAction");
    about->setMenuRole(QAction::AboutRole);
}

void Actions::showPlaying(bool playing)
{
    // Asked on every playback frame: a new text or icon would lay out every tool bar again.
    if (playing == m_playing)
        return;
    m_playing = playing;
    showPlayState();
}

void Actions::showPlayState()
{
    const bool playing = m_playing;
    play->setText(playing ? tr("&Pause") : tr("&Play"));
    play->setToolTip(playing ? tr("Pause (Space)") : tr("Play the build (Space)"));
    play->setIcon(QApplication::style()->standardIcon(
        playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void Actions::retranslateUi()
{
    open->setText(tr("&Open…"));
    open->setToolTip(tr("Open a scenario file"));
    demo->setText(tr("Open &Demo Scenario"));
    save->setText(tr("&Save"));
    saveAs->setText(tr("Save &As…"));
    exportPng->setText(tr("Export Map as &PNG…"));
    exportSvg->setText(tr("Export Map as S&VG…"));
    quit->setText(tr("&Quit"));

    //: Build the islands and play the build
    start->setText(tr("&Start"));
    reset->setText(tr("&Reset"));
    clear->setText(tr("&Clear"));
    clear->setToolTip(tr("Clear everything, pits included (C)"));
    //: Scatter random pits over the open water
    sprinkle->setText(tr("Sprin&kle!"));
    sprinkle->setToolTip(tr("Scatter random pits over the open water at the chosen density"));
    newSeed->setText(tr("&New Seed"));
    stepForward->setText(tr("Step &Forward"));
    stepForward->setToolTip(tr("Show the next step (Right)"));
    stepBack->setText(tr("Step &Back"));
    stepBack->setToolTip(tr("Take back the last step (Left)"));
    toStart->setText(tr("Go to S&tart"));
    toStart->setToolTip(tr("Show the map before the first step (Home)"));
    toEnd->setText(tr("Go to &End"));
    toEnd->setToolTip(tr("Show the finished map (End)"));
    zoomIn->setText(tr("Zoom &In"));
    zoomOut->setText(tr("Zoom &Out"));
    fit->setText(tr("&Fit to Window"));
    fullScreen->setText(tr("F&ull Screen"));
    palette->setText(tr("&Colour-Blind-Safe Palette"));
    reduceMotion->setText(tr("Re&duce Motion"));
    reduceMotion->setToolTip(tr("Cells the build changes light up without fading out"));
    nextPanel->setText(tr("Ne&xt Panel"));
    nextPanel->setToolTip(tr("Move the keyboard focus to the next panel or the map (F6)"));
    previousPanel->setText(tr("Pre&vious Panel"));
    previousPanel->setToolTip(
        tr("Move the keyboard focus to the panel or the map before (Shift+F6)"));
    patterns->setText(tr("Island Patterns at &Every Size"));
    patterns->setToolTip(tr("Draw each island's pattern in its cells at every zoom, not only "
                            "where its number does not fit"));
    about->setText(tr("&About Mapgen Workbench"));
    //: Lesson mode: islands grown by recursive backtracking
    islandMode->setText(tr("&Islands"));
    islandMode->setToolTip(
        tr("The island lesson: islands grown by recursive backtracking (Ctrl+1)"));
    //: Lesson mode: a dungeon of tiles with a guaranteed start-to-end path
    dungeonMode->setText(tr("&Dungeon"));
    dungeonMode->setToolTip(tr("The dungeon lesson: tiles with half-doors and a guaranteed "
                               "start-to-end path (Ctrl+2)"));
    showPlayState();
}

// The playback keys' names as menus and tool tips show them (QKeySequence::toString()),
// from the workbench's catalogues where Qt's own are wrong or missing: Polish names Home
// "Katalog domowy" (a home folder), Arabic leaves Space, Home and End in English.
[[maybe_unused]] static const char *const KeyNames[] = {QT_TRANSLATE_NOOP("QShortcut", "Space"),
    QT_TRANSLATE_NOOP("QShortcut", "Home"), QT_TRANSLATE_NOOP("QShortcut", "End"),
    QT_TRANSLATE_NOOP("QShortcut", "Left"), QT_TRANSLATE_NOOP("QShortcut", "Right")};

namespace {

bool isPlaybackKey(const QKeyEvent *key)
{
    if (key->modifiers() != Qt::NoModifier && key->modifiers() != Qt::KeypadModifier)
        return false;
    switch (key->key()) {
    case Qt::Key_Space:
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Home:
    case Qt::Key_End:
        return true;
    default:
        return false;
    }
}

// Widgets that may keep the playback keys: they take them (accept the ShortcutOverride)
// only while they edit something. Text fields, spin boxes and editable combo boxes move
// their text cursor; the map and the tile editor while in their editing state; a table of
// tick boxes (the Experiments' tile subsets) ticks with Space.
bool mayKeepPlaybackKeys(const QWidget *widget)
{
    if (qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QAbstractSpinBox *>(widget)
        || qobject_cast<const MapView *>(widget) || qobject_cast<const TileDrawing *>(widget))
        return true;
    if (const auto *combo = qobject_cast<const QComboBox *>(widget))
        return combo->isEditable();
    if (const auto *text = qobject_cast<const QTextEdit *>(widget))
        return !text->isReadOnly();
    if (const auto *text = qobject_cast<const QPlainTextEdit *>(widget))
        return !text->isReadOnly();
    if (const auto *view = qobject_cast<const QAbstractItemView *>(widget))
        return view->currentIndex().flags().testFlag(Qt::ItemIsUserCheckable);
    return false;
}

} // namespace

bool Actions::eventFilter(QObject *watched, QEvent *event)
{
    // Only key events, and only those on their way to a widget with the focus inside it.
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return QObject::eventFilter(watched, event);
    QWidget *focus = QApplication::focusWidget();
    if (!focus || !watched->isWidgetType())
        return QObject::eventFilter(watched, event);
    const auto *key = static_cast<const QKeyEvent *>(event);
    auto *widget = static_cast<QWidget *>(watched);
    // A focused button, check box, slider or list does not keep the playback keys: the
    // shortcut wins, so Space after clicking Sprinkle! pauses and never sprinkles again,
    // and never unticks a box just ticked. (The override goes to the focus widget and then
    // to its parents: none of them may take it.)
    if (event->type() == QEvent::ShortcutOverride && isPlaybackKey(key)
        && !mayKeepPlaybackKeys(focus) && (widget == focus || widget->isAncestorOf(focus))) {
        event->ignore();
        return true;
    }
    // A table of tick boxes ticks with Space (item views take no key before a shortcut).
    if (event->type() == QEvent::ShortcutOverride && widget == focus && key->key() == Qt::Key_Space
        && qobject_cast<QAbstractItemView *>(focus) && mayKeepPlaybackKeys(focus)) {
        event->accept();
        return true;
    }
    // Enter presses a focused button instead (push buttons in a dialog or marked auto-default
    // do that themselves).
    if (event->type() == QEvent::KeyPress && widget == focus
        && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter)
        && (key->modifiers() == Qt::NoModifier || key->modifiers() == Qt::KeypadModifier)) {
        auto *button = qobject_cast<QAbstractButton *>(focus);
        auto *push = qobject_cast<QPushButton *>(focus);
        if (button && button->isEnabled()
            && !(push && (push->autoDefault() || push->isDefault()))) {
            button->animateClick();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
