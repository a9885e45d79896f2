#include "experimentsdock.h"

#include "atomicfile.h"
#include "documentfiles.h"
#include "experimentchart.h"
#include "experimentpanel.h"
#include "experimentrunner.h"
#include "lessonsession.h"
#include "scenariodocument.h"

#include <QEvent>
#include <QFileDialog>
#include <QMainWindow>
#include <QMessageBox>
#include <QScrollArea>

ExperimentsDock::ExperimentsDock(LessonSession *session, DocumentFiles *files, QMainWindow *window)
    : QDockWidget(window), m_session(session), m_files(files), m_panel(new ExperimentPanel),
      m_runner(new ExperimentRunner(this))
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
    showSettings();
    retranslateUi();
    window->addDockWidget(Qt::BottomDockWidgetArea, this);
    hide();
}

ExperimentsDock::~ExperimentsDock() = default;

ExperimentSettings ExperimentsDock::settingsFor(const Scenario &scenario)
{
    if (scenario.experiment)
        return *scenario.experiment;
    ExperimentSettings settings;
    settings.islands = scenario.islands.count;
    settings.min = scenario.islands.min;
    settings.max = scenario.islands.max;
    settings.randomizeOn = scenario.islands.randomize;
    settings.randomizeOff = !scenario.islands.randomize;
    return settings;
}

void ExperimentsDock::showSettings()
{
    m_panel->setSettings(settingsFor(m_session->document()->scenario()));
}

void ExperimentsDock::run()
{
    m_base = m_session->document()->scenario();
    m_settings = m_panel->settings();
    m_panel->setRunning(true);
    m_runner->start(m_base, ExperimentSweep::fromSettings(m_base, m_settings));
}

void ExperimentsDock::onFinished(const ExperimentResult &result, bool failed)
{
    m_rows = result.rows;
    m_panel->setRunning(false);
    m_panel->setResults(m_rows, m_settings.vary);
    if (failed)
        m_panel->setStatus(tr("Not enough memory for a build of %1 steps; lower the step limit.")
                                   .arg(m_base.islands.stepLimit));
    else if (result.cancelled)
        m_panel->setStatus(tr("Cancelled: %n point(s) finished.", nullptr, int(m_rows.size())));
    else
        m_panel->setStatus(tr("Done: %n point(s). Click a point of the chart to open its median run.",
                              nullptr, int(m_rows.size())));
}

Scenario ExperimentsDock::runWorld(int row) const
{
    const ExperimentRow &figures = m_rows.at(std::size_t(row));
    Scenario world = Experiment::runScenario(m_base, figures.point, m_base.islands.stepLimit, figures.medianRun);
    world.mode = MapMode::Island;
    world.compare.reset(); // one map: the run itself
    world.title = tr("Experiment: %1, randomize %2, density %3 %, run %4")
                          .arg(ruleName(figures.point.rule), figures.point.randomize ? tr("on") : tr("off"))
                          .arg(figures.point.density)
                          .arg(figures.medianRun);
    return world;
}

void ExperimentsDock::openRun(int row)
{
    if (row < 0 || std::size_t(row) >= m_rows.size() || !m_files->maybeSave())
        return;
    m_session->document()->load(runWorld(row), QString());
    m_session->start(true);
}

void ExperimentsDock::exportChart(bool svg)
{
    const QString name = svg ? QFileDialog::getSaveFileName(this, tr("Export Chart as SVG"), QString(), tr("SVG images (*.svg)"))
                             : QFileDialog::getSaveFileName(this, tr("Export Chart as PNG"), QString(), tr("PNG images (*.png)"));
    if (name.isEmpty())
        return;
    QString error;
    if (!(svg ? m_panel->chart()->writeSvg(name, &error) : m_panel->chart()->writePng(name, &error)))
        QMessageBox::warning(this, tr("Cannot export"), error);
}

void ExperimentsDock::exportTable()
{
    const QString name = QFileDialog::getSaveFileName(this, tr("Export Table as CSV"), QString(), tr("CSV files (*.csv)"));
    if (name.isEmpty())
        return;
    QString error;
    if (!AtomicFile::write(name, Experiment::csv(m_rows), &error))
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
