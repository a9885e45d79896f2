// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playbackbar.h"

#include "mapmodel.h"
#include "playbackcontroller.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

PlaybackBar::PlaybackBar(QWidget *parent)
    : QWidget(parent)
{
    // Playback is not mirrored in right-to-left languages, as media players keep it (KDE
    // Plasma's media controller, Wikimedia's guidelines: "components representing time"):
    // buttons, timeline and the Left/Right step keys stay one left-to-right whole, which
    // also matches Qt's media icons, which it does not mirror.
    setLayoutDirection(Qt::LeftToRight);
    // The timeline has a row of its own, the whole width of the map: beside the buttons,
    // the step counter and the speed it had no room left in a narrow window.
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(4, 2, 4, 2);
    rows->setSpacing(0);
    m_timeline = new QSlider(Qt::Horizontal, this);
    m_timeline->setObjectName(QStringLiteral("timeline"));
    m_timeline->setRange(0, 0);
    m_timeline->setFocusPolicy(Qt::StrongFocus);
    m_timeline->setMinimumWidth(160);
    rows->addWidget(m_timeline);
    m_timeline->installEventFilter(this);
    auto *layout = new QHBoxLayout;
    rows->addLayout(layout);
    for (int i = 0; i < 5; ++i) {
        auto *button = new QToolButton(this);
        button->setAutoRaise(true);
        button->setIconSize(QSize(24, 24));
        m_buttons.append(button);
        layout->addWidget(button);
    }
    layout->addSpacing(8);
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("stepCounter"));
    m_position->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    layout->addWidget(m_position);
    layout->addStretch(1);
    m_speedLabel = new QLabel(this);
    layout->addWidget(m_speedLabel);
    m_speed = new QSlider(Qt::Horizontal, this);
    m_speed->setObjectName(QStringLiteral("speedSlider"));
    m_speed->setRange(PlaybackController::MinSpeed, PlaybackController::MaxSpeed);
    m_speed->setPageStep(1);
    m_speed->setTickPosition(QSlider::TicksBelow);
    m_speed->setMinimumWidth(60);
    m_speed->setMaximumWidth(120);
    m_speed->setSizePolicy(QSizePolicy::Preferred, m_speed->sizePolicy().verticalPolicy());
    m_speedLabel->setBuddy(m_speed);
    layout->addWidget(m_speed, 1);
    m_speedValue = new QLabel(this);
    m_speedValue->setMinimumWidth(
        m_speedValue->fontMetrics().horizontalAdvance(QStringLiteral("10")));
    layout->addWidget(m_speedValue);

    connect(m_timeline, &QSlider::valueChanged, this, [this](int value) {
        if (m_controller) {
            m_controller->pause();
            m_controller->seek(value);
        }
    });
    connect(m_speed, &QSlider::valueChanged, this, [this](int value) {
        m_speedValue->setText(QLocale().toString(value));
        if (m_controller)
            m_controller->setSpeed(value);
    });
    retranslateUi();
}

void PlaybackBar::retranslateUi()
{
    //: Name of the timeline slider for screen readers
    m_timeline->setAccessibleName(tr("Timeline"));
    m_timeline->setToolTip(tr("Drag to show the map after any step"));
    //: Playback speed, 1 (slowest) to 10 (fastest)
    m_speedLabel->setText(tr("S&peed:"));
    m_speed->setToolTip(tr("1: about two steps a second. 10: as fast as the screen allows."));
    fitPositionLabel();
    syncPosition();
}

void PlaybackBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PlaybackBar::setController(PlaybackController *controller)
{
    m_controller = controller;
    if (controller) {
        const QSignalBlocker blocker(m_speed);
        m_speed->setValue(controller->speed());
        m_speedValue->setText(QLocale().toString(controller->speed()));
        connect(controller, &PlaybackController::speedChanged, this, [this](int speed) {
            const QSignalBlocker blocker(m_speed);
            m_speed->setValue(speed);
            m_speedValue->setText(QLocale().toString(speed));
        });
    }
}

void PlaybackBar::setModel(MapModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (model) {
        connect(model, &MapModel::stepCountChanged, this, &PlaybackBar::syncRange);
        connect(model, &MapModel::positionChanged, this, &PlaybackBar::syncPosition);
        connect(model, &QAbstractItemModel::modelReset, this, &PlaybackBar::syncRange);
    }
    syncRange();
}

void PlaybackBar::setActions(const QList<QAction *> &actions)
{
    for (int i = 0; i < m_buttons.size() && i < actions.size(); ++i)
        m_buttons[i]->setDefaultAction(actions[i]);
}

void PlaybackBar::syncRange()
{
    const QSignalBlocker blocker(m_timeline);
    m_timeline->setRange(0, m_model ? m_model->stepCount() : 0);
    m_timeline->setPageStep(std::max(1, m_timeline->maximum() / 20));
    fitPositionLabel();
    syncPosition();
}

// The step counter changes on every playback frame. At a fixed size, a new text repaints
// just the label; a label that may change size lays out the whole window again each time.
void PlaybackBar::fitPositionLabel()
{
    const QLocale locale;
    // As wide as the largest count of this build (at least four digits), not a million's:
    // in a narrow window that width is the timeline's and the speed's.
    const QString widest = locale.toString(std::max(m_timeline->maximum(), 9999));
    //: Step counter under the map: %1 the step shown, %2 all steps
    const QString text = tr("%1 / %2").arg(widest, widest);
    const QFontMetrics metrics = m_position->fontMetrics();
    const QSize size(metrics.horizontalAdvance(text) + metrics.averageCharWidth(),
        m_position->sizeHint().height());
    if (m_position->minimumSize() != size || m_position->maximumSize() != size)
        m_position->setFixedSize(size);
}

void PlaybackBar::syncPosition()
{
    const int position = m_model ? m_model->position() : 0;
    const int count = m_model ? m_model->stepCount() : 0;
    {
        const QSignalBlocker blocker(m_timeline);
        m_timeline->setValue(position);
    }
    const QLocale locale;
    //: Step counter under the map: %1 the step shown, %2 all steps
    m_position->setText(tr("%1 / %2").arg(locale.toString(position), locale.toString(count)));
}

void PlaybackBar::setMarks(const QVector<int> &steps)
{
    m_marks = steps;
    m_timeline->update();
}

bool PlaybackBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_timeline || event->type() != QEvent::Paint || m_marks.isEmpty())
        return QWidget::eventFilter(watched, event);
    // The slider paints itself first (its own event(), not the filter again); the marks,
    // small triangles under the groove, go on top.
    static_cast<QObject *>(m_timeline)->event(event);
    QPainter painter(m_timeline);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xe6, 0x51, 0x00));
    const int handle
        = m_timeline->style()->pixelMetric(QStyle::PM_SliderLength, nullptr, m_timeline);
    const int span = m_timeline->width() - handle;
    const int bottom = m_timeline->height() - 1;
    for (int step : std::as_const(m_marks)) {
        if (step < m_timeline->minimum() || step > m_timeline->maximum())
            continue;
        const int x = handle / 2
            + QStyle::sliderPositionFromValue(
                m_timeline->minimum(), m_timeline->maximum(), step, span);
        const QPointF points[3]
            = {QPointF(x, bottom - 6), QPointF(x - 4, bottom), QPointF(x + 4, bottom)};
        painter.drawPolygon(points, 3);
    }
    return true;
}
