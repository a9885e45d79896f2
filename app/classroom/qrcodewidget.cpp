// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "qrcodewidget.h"

#include <QPainter>

#include <qrencode.h>

namespace {
constexpr int QuietZone = 4; // modules of white around the code, as the standard asks
}

QrCodeWidget::QrCodeWidget(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void QrCodeWidget::setText(const QString &text)
{
    m_text = text;
    m_width = 0;
    m_dark.clear();
    const QByteArray bytes = text.toUtf8();
    if (!bytes.isEmpty()) {
        // Error correction M: the code still reads with a fifth of it smudged or in glare.
        QRcode *code = QRcode_encodeString8bit(bytes.constData(), 0, QR_ECLEVEL_M);
        if (code) {
            m_width = code->width;
            m_dark.resize(std::size_t(m_width * m_width));
            for (int i = 0; i < m_width * m_width; ++i)
                m_dark[std::size_t(i)] = code->data[i] & 1;
            QRcode_free(code);
        }
    }
    updateGeometry();
    update();
}

QSize QrCodeWidget::sizeHint() const
{
    return QSize(360, 360);
}

QSize QrCodeWidget::minimumSizeHint() const
{
    const int side = m_width ? (m_width + 2 * QuietZone) * 3 : 0;
    return QSize(side, side);
}

void QrCodeWidget::paintEvent(QPaintEvent *)
{
    if (!m_width)
        return;
    QPainter painter(this);
    const int total = m_width + 2 * QuietZone;
    const int module = std::max(1, std::min(width(), height()) / total);
    const int side = module * total;
    const QPoint origin((width() - side) / 2, (height() - side) / 2);
    painter.fillRect(QRect(origin, QSize(side, side)), Qt::white);
    for (int row = 0; row < m_width; ++row) {
        for (int col = 0; col < m_width; ++col) {
            if (isDark(row, col))
                painter.fillRect(origin.x() + (col + QuietZone) * module,
                    origin.y() + (row + QuietZone) * module, module, module, Qt::black);
        }
    }
}
