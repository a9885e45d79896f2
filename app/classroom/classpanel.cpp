// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "classpanel.h"

#include "qrcodewidget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

// Bars of the answers to "which move?", the accepted ones green after Reveal.
class AnswerBars : public QWidget
{
public:
    explicit AnswerBars(QWidget *parent)
        : QWidget(parent)
    {
        setObjectName(QStringLiteral("answerBars"));
    }
    void setBars(const QVector<ClassPanel::Bar> &bars, bool revealed)
    {
        m_bars = bars;
        m_revealed = revealed;
        setVisible(!bars.isEmpty());
        updateGeometry();
        update();
    }
    QSize sizeHint() const override { return QSize(300, int(m_bars.size()) * rowHeight()); }
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        int most = 1;
        for (const ClassPanel::Bar &bar : std::as_const(m_bars))
            most = std::max(most, bar.count);
        const int labelWidth = width() / 3;
        const int row = rowHeight();
        for (int i = 0; i < m_bars.size(); ++i) {
            const ClassPanel::Bar &bar = m_bars[i];
            const QRect line(0, i * row, width(), row - 4);
            painter.setPen(palette().color(QPalette::WindowText));
            painter.drawText(line.adjusted(0, 0, -(width() - labelWidth), 0),
                Qt::AlignVCenter | Qt::AlignLeading, bar.label);
            const int full
                = width() - labelWidth - fontMetrics().horizontalAdvance(QStringLiteral("0000"));
            const QRect box(labelWidth, line.top(), full * bar.count / most, line.height());
            painter.fillRect(
                box, m_revealed && bar.accepted ? QColor(0, 158, 115) : QColor(230, 159, 0));
            painter.drawText(QRect(box.right() + 6, line.top(), width(), line.height()),
                Qt::AlignVCenter | Qt::AlignLeft, QString::number(bar.count));
        }
    }

private:
    int rowHeight() const { return fontMetrics().height() * 3 / 2 + 4; }
    QVector<ClassPanel::Bar> m_bars;
    bool m_revealed = false;
};

ClassPanel::ClassPanel(QWidget *parent)
    : QWidget(parent)
    , m_qr(new QrCodeWidget(this))
    , m_urls(new QComboBox(this))
    , m_address(new QLabel(this))
    , m_code(new QLabel(this))
    , m_students(new QLabel(this))
    , m_question(new QLabel(this))
    , m_bars(new AnswerBars(this))
    , m_result(new QLabel(this))
    , m_editMap(new QCheckBox(this))
    , m_reveal(new QPushButton(this))
    , m_end(new QPushButton(this))
{
    setObjectName(QStringLiteral("classPanel"));
    m_qr->setObjectName(QStringLiteral("classQrCode"));
    m_urls->setObjectName(QStringLiteral("classUrls"));
    m_address->setObjectName(QStringLiteral("classAddress"));
    m_code->setObjectName(QStringLiteral("classCode"));
    m_students->setObjectName(QStringLiteral("classStudents"));
    m_question->setObjectName(QStringLiteral("classQuestion"));
    m_result->setObjectName(QStringLiteral("classResult"));
    m_editMap->setObjectName(QStringLiteral("classEditMap"));
    m_reveal->setObjectName(QStringLiteral("classReveal"));
    m_end->setObjectName(QStringLiteral("classEnd"));
    for (QLabel *label : {m_address, m_code, m_students, m_question, m_result}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    // Read from the back of the room.
    QFont large = font();
    large.setPointSizeF(large.pointSizeF() * 1.6);
    large.setBold(true);
    for (QLabel *label : {m_address, m_code, m_students, m_result})
        label->setFont(large);
    m_bars->hide();
    m_reveal->setEnabled(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_qr, 1);
    layout->addWidget(m_urls);
    layout->addWidget(m_address);
    layout->addWidget(m_code);
    layout->addWidget(m_students);
    layout->addWidget(m_question);
    layout->addWidget(m_bars);
    layout->addWidget(m_result);
    layout->addWidget(m_editMap);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_reveal);
    buttons->addWidget(m_end);
    layout->addLayout(buttons);

    connect(m_urls, &QComboBox::currentIndexChanged, this, &ClassPanel::showUrl);
    connect(m_reveal, &QPushButton::clicked, this, &ClassPanel::revealRequested);
    connect(m_end, &QPushButton::clicked, this, &ClassPanel::endRequested);
    connect(m_editMap, &QCheckBox::toggled, this, &ClassPanel::mapEditingToggled);
    retranslateUi();
}

void ClassPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ClassPanel::retranslateUi()
{
    m_urls->setToolTip(tr("The address on each network of this computer: choose the one the "
                          "students' phones are on"));
    m_code->setText(m_codeText.isEmpty() ? QString() : tr("Join code: %1").arg(m_codeText));
    m_students->setText(tr("%n student(s) joined", nullptr, m_studentCount));
    m_reveal->setText(tr("&Reveal"));
    m_reveal->setToolTip(tr("Show which answers are right, here and on every phone"));
    m_end->setText(tr("&End Class"));
    //: A check box in the Class panel: lets the lecturer's mouse paint pits during a class
    m_editMap->setText(tr("Edit the &map"));
    m_editMap->setToolTip(tr("Let the mouse and Space paint pits on the map. Every phone follows "
                             "each edit; off, a click on the map only focuses the window."));
}

void ClassPanel::setUrls(const QStringList &urls, const QString &code)
{
    m_codeText = code;
    m_urls->clear();
    m_urls->addItems(urls);
    m_urls->setVisible(urls.size() > 1);
    retranslateUi();
    showUrl();
}

QString ClassPanel::shownUrl() const
{
    return m_urls->currentText();
}

void ClassPanel::showUrl()
{
    m_qr->setText(shownUrl());
    m_address->setText(shownUrl());
}

void ClassPanel::setStudents(int count)
{
    m_studentCount = count;
    retranslateUi();
}

void ClassPanel::setQuestion(const QString &text, int answered)
{
    m_question->setText(text.isEmpty()
            ? QString()
            : text + QLatin1Char(' ') + tr("%n answer(s)", nullptr, answered));
}

void ClassPanel::setBars(const QVector<Bar> &bars, bool revealed)
{
    m_bars->setBars(bars, revealed);
}

void ClassPanel::setResult(const QString &text)
{
    m_result->setText(text);
}

void ClassPanel::setRevealEnabled(bool enabled)
{
    m_reveal->setEnabled(enabled);
}

bool ClassPanel::mapEditing() const
{
    return m_editMap->isChecked();
}

void ClassPanel::setMapEditing(bool enabled)
{
    m_editMap->setChecked(enabled);
}
