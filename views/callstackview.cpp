// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "callstackview.h"

#include <QAbstractItemModel>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
#include <QVBoxLayout>

CallStackView::CallStackView(QWidget *parent)
    : QWidget(parent)
    , m_note(new QLabel(this))
    , m_list(new QListView(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_note->setObjectName(QStringLiteral("callStackNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);
    m_list->setObjectName(QStringLiteral("callStackList"));
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    // A deep recursion has tens of thousands of frames: one height for all keeps the view
    // from measuring each.
    m_list->setUniformItemSizes(true);
    m_list->setTextElideMode(Qt::ElideRight);
    layout->addWidget(m_list, 1);
}

void CallStackView::setModel(QAbstractItemModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    m_list->setModel(model);
    if (!model)
        return;
    // The newest frame is the one the step is about: keep it in sight unless the user
    // looks at a selected frame.
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (!m_list->selectionModel()->hasSelection())
            m_list->scrollToBottom();
    });
    connect(model, &QAbstractItemModel::modelReset, this,
        [this] { emit frameSelected(QModelIndex()); });
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this, [this] {
        const QModelIndexList selected = m_list->selectionModel()->selectedIndexes();
        emit frameSelected(selected.isEmpty() ? QModelIndex() : selected.first());
    });
}

void CallStackView::setNote(const QString &text)
{
    m_note->setText(text);
}
