// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <vector>

// A QR code (libqrencode) as large as the widget allows, black on white with its quiet
// zone, for a phone's camera across a lecture hall.
class QrCodeWidget : public QWidget
{
    Q_OBJECT

public:
    explicit QrCodeWidget(QWidget *parent = nullptr);

    void setText(const QString &text);
    QString text() const { return m_text; }
    // Modules a side (0: no code).
    int modules() const { return m_width; }
    bool isDark(int row, int col) const { return m_dark[std::size_t(row * m_width + col)]; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_text;
    int m_width = 0;
    std::vector<bool> m_dark;
};
