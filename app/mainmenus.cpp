// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainmenus.h"

#include "actions.h"
#include "classroom.h"
#include "comparemode.h"
#include "constructcoach.h"
#include "documentfiles.h"
#include "exportmenu.h"
#include "languagemenu.h"
#include "lessonpropertiesdialog.h"
#include "lessonsession.h"
#include "presentermode.h"
#include "questioncoach.h"
#include "recentfilesmenu.h"
#include "scenariodocument.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

namespace {
// The menus' words, translated where they always were.
struct MainWindowTr
{
    Q_DECLARE_TR_FUNCTIONS(MainWindow)
};
}

MainMenus::MainMenus(QMainWindow *window, const Actions *actions, const Parts &parts)
    : QObject(window)
    , m_window(window)
    , m_actions(actions)
{
    createMenus(parts);
    createToolBars(parts.compare);
}

void MainMenus::createMenus(const Parts &parts)
{
    const Actions &a = *m_actions;
    QMenuBar *menuBar = m_window->menuBar();
    m_fileMenu = menuBar->addMenu(QString());
    m_fileMenu->addAction(a.open);
    m_recentMenu = new RecentFilesMenu(m_fileMenu);
    m_fileMenu->addMenu(m_recentMenu);
    m_fileMenu->addActions({a.demo, a.save, a.saveAs});
    m_fileMenu->addSeparator();
    auto *exports = new ExportMenu(parts.editors, {a.exportPng, a.exportSvg}, m_window);
    connect(exports, &ExportMenu::statusMessage, m_window->statusBar(), &QStatusBar::showMessage);
    DocumentFiles *files = parts.files;
    for (const bool svg : {false, true}) {
        connect(
            svg ? a.exportSvg : a.exportPng, &QAction::triggered, exports, [files, exports, svg] {
                const QString name = files->mapExportName(svg);
                if (!name.isEmpty())
                    exports->startMap(name, svg);
            });
    }
    exports->addAction(parts.classroom->resultsAction());
    m_fileMenu->addActions({exports->menuAction(), exports->printAction()});
    // What a graded package counts: one undoable edit of the scenario.
    m_lessonProperties = m_fileMenu->addAction(QString());
    m_lessonProperties->setObjectName(QStringLiteral("lessonPropertiesAction"));
    LessonSession *session = parts.session;
    connect(m_lessonProperties, &QAction::triggered, this, [this, session] {
        ScenarioDocument *document = session->document();
        LessonPropertiesDialog dialog(document->scenario().assignment, m_window);
        if (dialog.exec() == QDialog::Accepted)
            document->setAssignment(dialog.assignment());
    });
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(a.quit);

    m_editMenu = menuBar->addMenu(QString());
    m_editMenu->addActions({a.undo, a.redo});
    m_editMenu->addSeparator();
    m_editMenu->addActions({a.sprinkle, a.newSeed, a.clear});

    m_buildMenu = menuBar->addMenu(QString());
    m_buildMenu->addActions(a.modes->actions());
    m_buildMenu->addSeparator();
    m_buildMenu->addActions({a.start, a.reset});
    m_buildMenu->addSeparator();
    m_buildMenu->addActions({a.play, a.stepBack, a.stepForward, a.toStart, a.toEnd});
    m_buildMenu->addMenu(parts.questions->menu());
    m_buildMenu->addMenu((new ConstructCoach(parts.editors, parts.logDock, m_window))->menu());
    m_buildMenu->addSeparator();
    m_buildMenu->addActions({parts.classroom->startAction(), parts.classroom->revealAction()});

    m_viewMenu = menuBar->addMenu(QString());
    m_viewMenu->addActions({a.zoomIn, a.zoomOut, a.fit, a.fullScreen, parts.compare->action()});
    m_viewMenu->addActions((new PresenterMode(m_window, parts.editors))->actions());
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({a.palette, a.patterns, a.reduceMotion});
    m_viewMenu->addSeparator();
    m_viewMenu->addActions({a.nextPanel, a.previousPanel});
    m_viewMenu->addSeparator();
    m_docksMenu = m_viewMenu->addMenu(QString());
    for (QDockWidget *dock :
        m_window->findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly))
        m_docksMenu->addAction(dock->toggleViewAction());

    menuBar->addMenu(new LanguageMenu(m_window));
    m_helpMenu = menuBar->addMenu(QString());
    m_helpMenu->addAction(a.about);
}

void MainMenus::createToolBars(CompareMode *compare)
{
    const Actions &a = *m_actions;
    const struct
    {
        const char *name;
        QList<QAction *> actions;
        Qt::ToolButtonStyle style;
    } bars[] = {
        {"fileToolBar", {a.open, a.save}, Qt::ToolButtonIconOnly},
        {"editToolBar", {a.undo, a.redo}, Qt::ToolButtonIconOnly},
        {"modeToolBar", a.modes->actions(), Qt::ToolButtonTextOnly},
        {"buildToolBar", {a.start, a.reset, a.clear, a.sprinkle}, Qt::ToolButtonTextBesideIcon},
        // Compare first: where a style or platform has no zoom icons they take their texts'
        // room, and the last buttons of a narrow window go behind the tool bar's ».
        {"viewToolBar", {compare->action(), a.zoomOut, a.zoomIn, a.fit, a.fullScreen},
            Qt::ToolButtonIconOnly},
    };
    m_docksMenu->addSeparator();
    for (const auto &bar : bars) {
        QToolBar *toolBar = m_window->addToolBar(QString());
        toolBar->setObjectName(QString::fromLatin1(bar.name));
        toolBar->setToolButtonStyle(bar.style);
        toolBar->addActions(bar.actions);
        m_toolBars.append(toolBar);
        m_docksMenu->addAction(toolBar->toggleViewAction());
    }
}

void MainMenus::retranslateUi()
{
    m_fileMenu->setTitle(MainWindowTr::tr("&File"));
    m_lessonProperties->setText(MainWindowTr::tr("&Lesson Properties…"));
    m_editMenu->setTitle(MainWindowTr::tr("&Edit"));
    m_buildMenu->setTitle(MainWindowTr::tr("&Build"));
    m_viewMenu->setTitle(MainWindowTr::tr("&View"));
    m_docksMenu->setTitle(MainWindowTr::tr("Panels and &Toolbars"));
    m_helpMenu->setTitle(MainWindowTr::tr("&Help"));
    const QStringList barTitles {MainWindowTr::tr("File"), MainWindowTr::tr("Edit"),
        //: Toolbar with the two lessons, islands and dungeon (not the Lesson panel)
        MainWindowTr::tr("Lesson Choice"), MainWindowTr::tr("Build"), MainWindowTr::tr("View")};
    for (int i = 0; i < m_toolBars.size(); ++i)
        m_toolBars[i]->setWindowTitle(barTitles[i]);
}
