// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gifexportdialog.h"
#include "localedigits.h"

#include "mapframes.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

GifExportDialog::GifExportDialog(MapFrames &frames, QWidget *parent)
    : QDialog(parent)
    , m_frames(frames)
{
    setObjectName(QStringLiteral("gifExportDialog"));
    const Scenario &scenario = frames.scenario();
    const int steps = frames.stepCount();
    auto spin = [this](const char *name, int min, int max, int value) {
        auto *box = new QSpinBox(this);
        box->setObjectName(QString::fromLatin1(name));
        box->setRange(min, max);
        box->setValue(value);
        connect(box, &QSpinBox::valueChanged, this, &GifExportDialog::updateSummary);
        return box;
    };
    m_from = spin("fromSpinBox", 0, steps, 0);
    m_to = spin("toSpinBox", 0, steps, steps);
    m_fps = spin("fpsSpinBox", GifExport::MinFps, GifExport::MaxFps, 10);
    const int maxCell = maxCellSize(scenario.rows, scenario.cols);
    m_cellSize = spin("cellSizeSpinBox", 1, maxCell, std::min(24, maxCell));
    connect(m_from, &QSpinBox::valueChanged, m_to, [this](int from) { m_to->setMinimum(from); });

    m_fromLabel = new QLabel(this);
    m_toLabel = new QLabel(this);
    m_fpsLabel = new QLabel(this);
    m_cellSizeLabel = new QLabel(this);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("gifSummaryLabel"));
    m_estimate = new QLabel(this);
    m_estimate->setObjectName(QStringLiteral("gifEstimateLabel"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(m_fromLabel, m_from);
    form->addRow(m_toLabel, m_to);
    form->addRow(m_fpsLabel, m_fps);
    form->addRow(m_cellSizeLabel, m_cellSize);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_estimate);
    layout->addWidget(m_buttons);

    m_estimateTimer.setSingleShot(true);
    m_estimateTimer.setInterval(250);
    connect(&m_estimateTimer, &QTimer::timeout, this, &GifExportDialog::updateEstimate);
    retranslateUi();
    updateSummary();
}

int GifExportDialog::maxCellSize(int rows, int cols)
{
    return std::clamp(MaxPixels / std::max({rows, cols, 1}), 1, GifExport::MaxCellSize);
}

GifExport::Options GifExportDialog::options() const
{
    GifExport::Options options;
    options.from = m_from->value();
    options.to = m_to->value();
    options.fps = m_fps->value();
    options.cellSize = m_cellSize->value();
    return options;
}

void GifExportDialog::retranslateUi()
{
    setWindowTitle(tr("Export Animated GIF"));
    m_fromLabel->setText(tr("From step:"));
    m_toLabel->setText(tr("To step:"));
    m_fpsLabel->setText(tr("Frames a second:"));
    m_cellSizeLabel->setText(tr("Cell size:"));
    m_cellSize->setSuffix(tr(" px"));
    m_buttons->button(QDialogButtonBox::Save)->setText(tr("Save…"));
    updateSummary();
}

void GifExportDialog::updateSummary()
{
    const GifExport::Options chosen = options();
    const int frames = int(GifExport::positions(chosen.from, chosen.to, chosen.fps).size());
    const double seconds = double(frames - 1) / chosen.fps + GifExport::HoldCentiseconds / 100.0;
    const int shown = chosen.to - chosen.from + 1;
    //: %n frames; %2 the animation's length in seconds, the last frame's 3 s included
    QString summary
        = LocaleDigits::plural(tr("%n frame(s), %1 s once through", nullptr, frames), frames)
              .arg(QLocale().toString(seconds, 'f', 1));
    if (frames < shown)
        summary += QLatin1Char('\n')
            + tr("A long build: every %1th step is shown, so that it lasts at most a minute.")
                  .arg(QLocale().toString(double(shown) / frames, 'f', 1));
    m_summary->setText(summary);
    m_estimatedBytes = -1;
    m_estimate->setText(tr("Estimated size: …"));
    m_estimateTimer.start();
}

void GifExportDialog::updateEstimate()
{
    const int saved = m_frames.position();
    GifExport gif(m_frames, options());
    m_estimatedBytes = gif.estimatedBytes();
    m_frames.seek(saved);
    m_estimate->setText(
        tr("Estimated size: %1").arg(QLocale().formattedDataSize(m_estimatedBytes)));
}

void GifExportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}
