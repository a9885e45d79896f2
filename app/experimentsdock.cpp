// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "experimentsdock.h"

#include "atomicfile.h"
#include "documentfiles.h"
#include "experimentchart.h"
#include "experimentpanel.h"
#include "experimentrunner.h"
#include "lessonsession.h"
#include "localedigits.h"
#include "scenariodocument.h"

#include <QEvent>
#include <QFileDialog>
#include <QMainWindow>
#include <QMessageBox>
#include <QScrollArea>

#include <algorithm>

ExperimentsDock::ExperimentsDock(LessonSession *session, DocumentFiles *files, QMainWindow *window)
    : QDockWidget(window)
    , m_session(session)
    , m_files(files)
    , m_panel(new ExperimentPanel)
    , m_runner(new ExperimentRunner(this))
{
    setObjectName(QStringLiteral("experimentsDock"));
    m_panel->setObjectName(QStringLiteral("experimentPanel"));
    // In a scroll area: the settings, the chart and the table need more height than a low
    // window has, and a dock's least height would otherwise grow the window past the screen.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("experimentScroll"));
    scroll->setWidget(m_panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    setWidget(scroll);

    ScenarioDocument *document = session->document();
    connect(document, &ScenarioDocument::experimentChanged, this, &ExperimentsDock::showSettings);
    connect(document, &ScenarioDocument::settingsChanged, this, &ExperimentsDock::showSettings);
    connect(m_panel, &ExperimentPanel::settingsEdited, document, &ScenarioDocument::setExperiment);
    connect(m_panel, &ExperimentPanel::runRequested, this, &ExperimentsDock::run);
    connect(m_panel, &ExperimentPanel::cancelRequested, m_runner, &ExperimentRunner::cancel);
    connect(m_panel, &ExperimentPanel::pointClicked, this, &ExperimentsDock::openRun);
    connect(m_panel, &ExperimentPanel::exportChartRequested, this, &ExperimentsDock::exportChart);
    connect(m_panel, &ExperimentPanel::exportTableRequested, this, &ExperimentsDock::exportTable);
    connect(m_runner, &ExperimentRunner::progress, m_panel, &ExperimentPanel::setProgress);
    connect(m_runner, &ExperimentRunner::finished, this, &ExperimentsDock::onFinished);
    connect(
        m_runner, &ExperimentRunner::dungeonFinished, this, &ExperimentsDock::onDungeonFinished);
    connect(document, &ScenarioDocument::modeChanged, this, &ExperimentsDock::showSettings);
    showSettings();
    retranslateUi();
    window->addDockWidget(Qt::BottomDockWidgetArea, this);
    hide();
}

ExperimentsDock::~ExperimentsDock() = default;

ExperimentSettings ExperimentsDock::settingsFor(const Scenario &scenario)
{
    using Axis = ExperimentSettings::Axis;
    ExperimentSettings settings;
    if (scenario.experiment) {
        settings = *scenario.experiment;
    } else {
        settings.islands = scenario.islands.count;
        settings.min = scenario.islands.min;
        settings.max = scenario.islands.max;
        settings.randomizeOn = scenario.islands.randomize;
        settings.randomizeOff = !scenario.islands.randomize;
    }
    // A sweep set up for the other lesson starts over on pit density.
    if (!ExperimentSettings::belongsTo(settings.vary, scenario.mode)) {
        settings.vary = Axis::Density;
        settings.from = ExperimentSettings().from;
        settings.to = ExperimentSettings().to;
        settings.step = ExperimentSettings().step;
    }
    if (!LessonKind::of(scenario.mode).tiles)
        return settings;
    if (settings.sizes.empty())
        settings.sizes = {{8, 8}, {16, 16}, {24, 24}, {32, 32}};
    if (settings.tileSubsets.empty()) {
        const QVector<DungeonTile> &tiles = scenario.dungeon.tiles;
        const int bigRoom = DungeonSettings::bigRoomIndex(tiles);
        std::vector<int> all;
        for (int t = 0; t < int(tiles.size()); ++t)
            all.push_back(t);
        settings.tileSubsets.push_back(all);
        for (int t = 0; t < int(tiles.size()) && bigRoom >= 0; ++t) {
            if (t == bigRoom || tiles.size() < 3)
                continue; // of two templates, dropping one leaves the big room alone
            std::vector<int> without = all;
            without.erase(without.begin() + t);
            settings.tileSubsets.push_back(without);
        }
        if (tiles.size() > 1 && bigRoom >= 0)
            settings.tileSubsets.push_back({bigRoom});
    }
    return settings;
}

void ExperimentsDock::showSettings()
{
    const Scenario &scenario = m_session->document()->scenario();
    m_panel->setDungeon(LessonKind::of(scenario.mode).tiles, scenario.dungeon.tiles);
    m_panel->setSettings(settingsFor(scenario));
}

void ExperimentsDock::run()
{
    m_base = m_session->document()->scenario();
    m_settings = m_panel->settings();
    m_panel->setRunning(true);
    if (dungeonShown()) {
        m_runner->start(m_base, DungeonExperimentSweep::fromSettings(m_base, m_settings));
    } else {
        m_runner->start(m_base, ExperimentSweep::fromSettings(m_base, m_settings));
    }
}

void ExperimentsDock::onFinished(const ExperimentResult &result, bool failed)
{
    m_rows = result.rows;
    m_dungeonRows.clear();
    m_panel->setRunning(false);
    m_panel->setResults(m_rows, m_settings.vary);
    if (failed)
        m_panel->setStatus(tr("Not enough memory for a build of %1 steps; lower the step limit.")
                               .arg(LocaleDigits::number(m_base.islands.stepLimit)));
    else
        showOutcome(result.cancelled, int(m_rows.size()));
}

void ExperimentsDock::onDungeonFinished(const DungeonExperimentResult &result, bool failed)
{
    m_rows.clear();
    m_dungeonRows = result.rows;
    m_panel->setRunning(false);
    m_panel->setDungeonResults(m_dungeonRows, m_settings.vary);
    if (failed) {
        // The largest world of the sweep is the one that did not fit.
        ExperimentSettings::Size largest {m_base.rows, m_base.cols};
        if (m_settings.vary == ExperimentSettings::Axis::Size && !m_settings.sizes.empty()) {
            largest = *std::max_element(m_settings.sizes.begin(), m_settings.sizes.end(),
                [](const ExperimentSettings::Size &a, const ExperimentSettings::Size &b) {
                    return qint64(a.rows) * a.cols < qint64(b.rows) * b.cols;
                });
        }
        m_panel->setStatus(
            tr("Not enough memory for a dungeon build of %1 x %2 cells.")
                .arg(LocaleDigits::number(largest.rows), LocaleDigits::number(largest.cols)));
    } else {
        showOutcome(result.cancelled, int(m_dungeonRows.size()));
    }
}

void ExperimentsDock::showOutcome(bool cancelled, int points)
{
    if (cancelled)
        m_panel->setStatus(
            LocaleDigits::plural(tr("Cancelled: %n point(s) finished.", nullptr, points), points));
    else
        m_panel->setStatus(LocaleDigits::plural(
            tr("Done: %n point(s). Click a point of the chart to open its median run.", nullptr,
                points),
            points));
}

Scenario ExperimentsDock::runWorld(int row) const
{
    if (dungeonShown()) {
        const DungeonExperimentRow &figures = m_dungeonRows.at(std::size_t(row));
        Scenario world = Experiment::dungeonRunScenario(m_base, figures.point, figures.medianRun);
        world.mode = m_base.mode;
        world.compare.reset();
        world.title = tr("Experiment: dungeon %1 x %2, tiles %3, density %4 %, run %5")
                          .arg(figures.point.rows)
                          .arg(figures.point.cols)
                          .arg(QString::fromLatin1(Experiment::tilesText(figures.point.tiles)))
                          .arg(figures.point.density)
                          .arg(figures.medianRun);
        return world;
    }
    const ExperimentRow &figures = m_rows.at(std::size_t(row));
    Scenario world = Experiment::runScenario(
        m_base, figures.point, m_base.islands.stepLimit, figures.medianRun);
    world.mode = m_base.mode;
    world.compare.reset(); // one map: the run itself
    world.title
        = tr("Experiment: %1, randomize %2, density %3 %, run %4")
              .arg(ruleName(figures.point.rule), figures.point.randomize ? tr("on") : tr("off"))
              .arg(figures.point.density)
              .arg(figures.medianRun);
    return world;
}

void ExperimentsDock::openRun(int row)
{
    const std::size_t count = dungeonShown() ? m_dungeonRows.size() : m_rows.size();
    if (row < 0 || std::size_t(row) >= count)
        return;
    if (dungeonShown() && m_dungeonRows[std::size_t(row)].medianRun < 0) {
        m_panel->setStatus(
            tr("No run of this point finished (every one was cut off): there is no run to open."));
        return;
    }
    if (!m_files->maybeSave())
        return;
    m_session->document()->load(runWorld(row), QString());
    m_session->start(true);
}

void ExperimentsDock::exportChart(bool svg)
{
    const QString name = svg ? QFileDialog::getSaveFileName(
                             this, tr("Export Chart as SVG"), QString(), tr("SVG images (*.svg)"))
                             : QFileDialog::getSaveFileName(this, tr("Export Chart as PNG"),
                                 QString(), tr("PNG images (*.png)"));
    if (name.isEmpty())
        return;
    QString error;
    if (!(svg ? m_panel->chart()->writeSvg(name, &error)
              : m_panel->chart()->writePng(name, &error)))
        QMessageBox::warning(this, tr("Cannot export"), error);
}

void ExperimentsDock::exportTable()
{
    const QString name = QFileDialog::getSaveFileName(
        this, tr("Export Table as CSV"), QString(), tr("CSV files (*.csv)"));
    if (name.isEmpty())
        return;
    QString error;
    const QByteArray csv
        = dungeonShown() ? Experiment::dungeonCsv(m_dungeonRows) : Experiment::csv(m_rows);
    if (!AtomicFile::write(name, csv, &error))
        QMessageBox::warning(this, tr("Cannot export"), error);
}

void ExperimentsDock::retranslateUi()
{
    setWindowTitle(tr("Experiments"));
}

void ExperimentsDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDockWidget::changeEvent(event);
}
