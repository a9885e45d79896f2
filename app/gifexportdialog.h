// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gifexport.h"

#include <QDialog>
#include <QTimer>

class MapFrames;
class QDialogButtonBox;
class QLabel;
class QSpinBox;

// File ▸ Export ▸ Animated GIF: the step range, frames a second and cell size, with the
// animation's length and an estimated file size shown before anything is written.
class GifExportDialog : public QDialog
{
    Q_OBJECT

public:
    // `frames` is the build to export; it must outlive the dialog.
    GifExportDialog(MapFrames &frames, QWidget *parent = nullptr);

    GifExport::Options options() const;
    // The largest cell size that keeps the picture within MaxPixels a side.
    static int maxCellSize(int rows, int cols);
    static constexpr int MaxPixels = 4000;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateSummary();
    void updateEstimate();

    MapFrames &m_frames;
    QSpinBox *m_from;
    QSpinBox *m_to;
    QSpinBox *m_fps;
    QSpinBox *m_cellSize;
    QLabel *m_fromLabel;
    QLabel *m_toLabel;
    QLabel *m_fpsLabel;
    QLabel *m_cellSizeLabel;
    QLabel *m_summary;
    QLabel *m_estimate;
    QDialogButtonBox *m_buttons;
    QTimer m_estimateTimer; // the estimate encodes frames: once the spin boxes rest
    qint64 m_estimatedBytes = -1;
};
