// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentermode.h"

#include "lesson.h"
#include "lessoneditor.h"
#include "lessoneditors.h"
#include "lessonsession.h"
#include "localizeddocks.h"
#include "mapmodel.h"
#include "mapview.h"
#include "settingskeys.h"
#include "spotlight.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

PresenterMode::PresenterMode(QMainWindow *window, LessonEditors *editors)
    : QObject(window)
    , m_window(window)
    , m_editors(editors)
    , m_session(editors->session())
    , m_action(new QAction(window))
    , m_keepCode(new QAction(window))
{
    setObjectName(QStringLiteral("presenterMode"));
    m_action->setObjectName(QStringLiteral("presenterModeAction"));
    m_action->setCheckable(true);
    m_action->setShortcut(QKeySequence(Qt::Key_F9));
    // On the window itself: the key must work while the menu bar is hidden.
    window->addAction(m_action);
    connect(m_action, &QAction::toggled, this, &PresenterMode::setActive);
    m_keepCode->setObjectName(QStringLiteral("presenterKeepsCodeAction"));
    m_keepCode->setCheckable(true);
    m_keepCode->setChecked(QSettings().value(SettingsKeys::PresenterKeepsCode, false).toBool());
    // Takes effect the next time presenter mode starts (its menu is hidden while it runs).
    connect(m_keepCode, &QAction::toggled, this,
        [](bool keep) { QSettings().setValue(SettingsKeys::PresenterKeepsCode, keep); });
    connect(m_session, &LessonSession::playbackStateChanged, this, &PresenterMode::updateCaption);
    // The window shows the new lesson's docks first (queued: after it), and its map fits anew.
    connect(
        m_session, &LessonSession::lessonChanged, this,
        [this](Lesson *lesson) {
            if (!m_active)
                return;
            hideAllButTheMap();
            m_editors->editor(lesson)->view()->fitToWindow();
            updateCaption();
        },
        Qt::QueuedConnection);
    window->installEventFilter(this);
    // The maps' tool tips explain the mouse to a student at the desk; on a projector a
    // paragraph over the map while the lecturer points at it is in the way.
    for (LessonEditor *editor : editors->editors()) {
        editor->view()->installEventFilter(this);
        editor->view()->viewport()->installEventFilter(this);
    }
    retranslateUi();
}

QList<QDockWidget *> PresenterMode::algorithmDocks() const
{
    QList<QDockWidget *> docks;
    for (const LessonEditor *editor : m_editors->editors()) {
        for (const LessonEditor::Dock &dock : editor->docks()) {
            if (dock.showsAlgorithm)
                docks.append(dock.dock);
        }
    }
    return docks;
}

void PresenterMode::retranslateUi()
{
    m_keepCode->setText(tr("&Keep Code in Presenter Mode"));
    m_keepCode->setToolTip(
        tr("Presenter mode keeps the Code and Call Stack panels where they are, when "
           "the lesson has them"));
    m_action->setText(tr("&Presenter Mode"));
    m_action->setToolTip(
        tr("Full screen with only the map, the timeline and the current step in large "
           "type, for a projector (F9 again restores the layout)"));
}

bool PresenterMode::eventFilter(QObject *watched, QEvent *event)
{
    if (m_active && event->type() == QEvent::ToolTip && watched != m_window)
        return true;
    if (watched == m_window && event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateCaption();
    }
    // Dock sizes are restored in proportion to the window's: once more when it is back at
    // its size from before.
    if (watched == m_window && event->type() == QEvent::Resize && m_restorePending
        && m_window->size() == m_normalSize) {
        m_restorePending = false;
        m_window->findChild<LocalizedDocks *>()->restoreState(m_state);
    }
    // Before the window saves its layout on closing: the lecture's layout is the one to keep.
    if (watched == m_window && event->type() == QEvent::Close)
        setActive(false);
    return QObject::eventFilter(watched, event);
}

void PresenterMode::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    m_action->setChecked(active);
    if (active)
        enter();
    else
        leave();
}

void PresenterMode::enter()
{
    // With the docks' direction: the language may change during the lecture.
    m_state = m_window->findChild<LocalizedDocks *>()->saveState();
    m_windowState = m_window->windowState();
    m_normalSize = m_window->size();
    m_geometry = m_window->saveGeometry();
    m_restorePending = false;
    m_menuBarVisible = m_window->menuBar()->isVisible();
    m_statusBarVisible = m_window->statusBar()->isVisible();
    MapView *view = m_editors->view();
    m_cellSize = view->cellSize();
    m_fit = view->fitsToWindow();

    hideAllButTheMap();

    m_captionBar = new QToolBar(m_window);
    m_captionBar->setObjectName(QStringLiteral("presenterCaptionBar"));
    m_captionBar->setMovable(false);
    m_captionBar->setFloatable(false);
    m_captionBar->toggleViewAction()->setEnabled(false);
    m_caption = new QLabel(m_captionBar);
    m_caption->setObjectName(QStringLiteral("presenterCaption"));
    m_caption->setTextFormat(Qt::PlainText);
    m_caption->setAlignment(Qt::AlignCenter);
    m_caption->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    // Large enough to read from the back of a lecture hall: a 22nd of the screen's height.
    QFont font = m_caption->font();
    const QScreen *screen = m_window->screen();
    font.setPixelSize(std::max(20, (screen ? screen->geometry().height() : 1080) / 22));
    font.setBold(true);
    m_caption->setFont(font);
    m_captionBar->addWidget(m_caption);
    // The window's actions for a lecture (Start Class, Reveal) beside the caption.
    for (QAction *action : m_window->actions()) {
        if (action->property("presenterAction").toBool())
            m_captionBar->addAction(action);
    }
    m_window->addToolBar(Qt::TopToolBarArea, m_captionBar);
    m_captionBar->show();

    m_spotlight = new Spotlight(m_window->centralWidget());
    m_spotlight->show();

    m_window->setWindowState(m_windowState | Qt::WindowFullScreen);
    view->fitToWindow();
    updateCaption();
}

void PresenterMode::hideAllButTheMap()
{
    const QList<QDockWidget *> algorithm
        = m_keepCode->isChecked() ? algorithmDocks() : QList<QDockWidget *>();
    // Direct children only: the docks' and toolbars' own widgets stay as they are.
    for (QWidget *child :
        m_window->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        const bool kept = algorithm.contains(child)
            || (child->property("keptInPresenterMode").toBool() && child->isVisible());
        if ((qobject_cast<QDockWidget *>(child) || qobject_cast<QToolBar *>(child))
            && child != m_captionBar && !kept)
            child->hide();
    }
    m_window->menuBar()->hide();
    m_window->statusBar()->hide();
}

void PresenterMode::leave()
{
    delete m_spotlight;
    if (m_captionBar) {
        m_window->removeToolBar(m_captionBar);
        delete m_captionBar;
    }
    m_window->setWindowState(m_windowState);
    // Not every platform brings the old size back from full screen by itself.
    m_window->restoreGeometry(m_geometry);
    m_window->findChild<LocalizedDocks *>()->restoreState(m_state);
    m_restorePending = m_window->size() != m_normalSize;
    m_window->menuBar()->setVisible(m_menuBarVisible);
    m_window->statusBar()->setVisible(m_statusBarVisible);
    MapView *view = m_editors->view();
    if (m_fit)
        view->fitToWindow();
    else
        view->setCellSize(m_cellSize);
}

void PresenterMode::updateCaption()
{
    if (!m_caption)
        return;
    const MapModel *model = m_session->lesson()->model();
    const int position = model->position();
    const QString line
        = position > 0 ? model->stepText(position - 1).trimmed() : tr("The starting map");
    //: Presenter mode's caption: %1 the step shown, %2 all steps, %3 the step's log line
    const QString text
        = tr("%1 / %2   %3")
              .arg(QLocale().toString(position), QLocale().toString(model->stepCount()), line);
    // One line: what does not fit ends in an ellipsis.
    const int width = std::max(100, m_window->width() - 40);
    m_caption->setText(m_caption->fontMetrics().elidedText(text, Qt::ElideRight, width));
    m_caption->setToolTip(text);
}
