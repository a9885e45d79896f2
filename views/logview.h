#pragma once

#include <QListView>
#include <QPointer>

#include "logmodel.h"
#include "mapmodel.h"

// The recursion log: a list view over LogModel, so 150,000 lines scroll smoothly. The
// current step's line is selected and kept in view as playback moves; clicking a line
// (or pressing Enter on it) seeks the map to that step.
class LogView : public QListView
{
    Q_OBJECT

public:
    explicit LogView(QWidget *parent = nullptr);

    void setLogModel(LogModel *model);
    LogModel *logModel() const { return m_log; }

    // Whether the current line is scrolled into view as playback moves (on by default).
    bool followsPlayback() const { return m_follow; }
    void setFollowsPlayback(bool follow) { m_follow = follow; }

signals:
    // The user picked the line of step `position` (the map shows the state after it).
    void seekRequested(int position);

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void retranslateUi();
    void showCurrentRow(int row);

    QPointer<LogModel> m_log;
    bool m_follow = true;
};
