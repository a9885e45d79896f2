// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>

struct Scenario;

// What every lesson's grid model offers playback: a list of steps of the current build
// and a position in it. Playback controls, the timeline and the recursion log work on
// this interface, so they serve islands and dungeons alike.
class MapModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    using QAbstractTableModel::QAbstractTableModel;

    // The world the map shows (and the build shown was made of).
    virtual const Scenario &scenario() const = 0;
    virtual int stepCount() const = 0;
    int position() const { return m_position; }
    // Shows the state after the first `position` steps (clamped to 0..stepCount()),
    // applying or un-applying steps, with one ranged dataChanged.
    virtual void seek(int position) = 0;
    // Drops all steps and shows the starting map.
    virtual void clearSteps() = 0;

    // The log line of step `index`, translated (the CLI's trace stays untranslated).
    virtual QString stepText(int index) const = 0;
    // The recursion depth of step `index`, for indenting the log.
    virtual int stepDepth(int index) const = 0;

    // A question is open (questions.md, "While a question is open"): the map marks, and the
    // docks that follow the model show, only what the rule book lets them then
    // (RuleBook::whileAsked). The question coach says when; the highlights change at once.
    void setAsking(bool asking)
    {
        if (asking == m_asking)
            return;
        m_asking = asking;
        askingChange();
        emit askingChanged(asking);
    }
    bool isAsking() const { return m_asking; }

signals:
    void positionChanged(int position);
    void stepCountChanged(int count);
    void askingChanged(bool asking);

protected:
    // isAsking() changed: a model's highlights follow, with one ranged dataChanged.
    virtual void askingChange() { }

    int m_position = 0;
    bool m_asking = false;
};
