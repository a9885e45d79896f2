// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QVector>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QrCodeWidget;
class AnswerBars;

// The projector's side of the live class: a large QR code of the students' address (one per
// network interface, chosen in the list), the address as text, the join code, how many
// students joined; while a question is open, how many answered and, for "which move?",
// bars of the answers; after Reveal, the share of the room that was right. "Edit the map"
// lets the lecturer's mouse and Space paint pits (off: a click on the map only focuses the window).
class ClassPanel : public QWidget
{
    Q_OBJECT

public:
    struct Bar
    {
        QString label;
        int count = 0;
        bool accepted = false;
    };

    explicit ClassPanel(QWidget *parent = nullptr);

    void setUrls(const QStringList &urls, const QString &code);
    void setStudents(int count);
    // No question: empty `text`.
    void setQuestion(const QString &text, int answered);
    void setBars(const QVector<Bar> &bars, bool revealed);
    void setResult(const QString &text);
    void setRevealEnabled(bool enabled);
    bool mapEditing() const;
    void setMapEditing(bool enabled);
    QString shownUrl() const;
    QrCodeWidget *qrCode() const { return m_qr; }

signals:
    void revealRequested();
    void endRequested();
    void mapEditingToggled(bool enabled);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void showUrl();

    QrCodeWidget *m_qr;
    QComboBox *m_urls;
    QLabel *m_address;
    QLabel *m_code;
    QLabel *m_students;
    QLabel *m_question;
    AnswerBars *m_bars;
    QLabel *m_result;
    QCheckBox *m_editMap;
    QPushButton *m_reveal;
    QPushButton *m_end;
    QString m_codeText;
    int m_studentCount = 0;
};
