#include "logview.h"

#include "logdelegate.h"
#include "logmodel.h"

#include <QEvent>
#include <QFontDatabase>
#include <QKeyEvent>

LogView::LogView(QWidget *parent) : QListView(parent)
{
    setUniformItemSizes(true);
    setItemDelegate(new LogDelegate(this));
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    // Following playback must never scroll sideways; a line too long for the dock elides.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTextElideMode(Qt::ElideRight);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    connect(this, &QAbstractItemView::clicked, this, [this](const QModelIndex &index) {
        if (index.isValid())
            emit seekRequested(LogModel::positionForRow(index.row()));
    });
    retranslateUi();
}

void LogView::retranslateUi()
{
    //: Name of the recursion log list for screen readers
    setAccessibleName(tr("Recursion log"));
    setToolTip(tr("One line per step, indented by recursion depth. Click a line to show the map after that step."));
}

void LogView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        if (m_log)
            m_log->retranslate();
    }
    QListView::changeEvent(event);
}

void LogView::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentIndex().isValid()) {
        emit seekRequested(LogModel::positionForRow(currentIndex().row()));
        return;
    }
    QListView::keyPressEvent(event);
}

void LogView::setLogModel(LogModel *model)
{
    if (m_log)
        disconnect(m_log, nullptr, this, nullptr);
    m_log = model;
    setModel(model);
    if (model) {
        connect(model, &LogModel::currentRowChanged, this, &LogView::showCurrentRow);
        showCurrentRow(model->currentRow());
    }
}

void LogView::showCurrentRow(int row)
{
    if (!m_log)
        return;
    if (row < 0) {
        selectionModel()->clear();
        return;
    }
    const QModelIndex index = m_log->index(row);
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    if (m_follow)
        scrollTo(index, QAbstractItemView::PositionAtCenter);
}
