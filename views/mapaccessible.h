// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessibleWidget>
#include <QHash>

class MapView;

// The map as a screen reader reads it: a table of the model's cells, each named by the
// model's Qt::AccessibleTextRole ("Row 3, column 5: island 2"), read when asked, so the
// table follows playback. The cell under the keyboard cursor is the table's focused child;
// MapView sends the focus event as the cursor moves. Made by QAccessible's factory for
// every MapView (installFactory()).
class MapAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
public:
    explicit MapAccessible(MapView *view);
    ~MapAccessible() override;

    // Registers the factory once; MapView's constructor calls it.
    static void installFactory();

    MapView *view() const;

    // QAccessibleInterface
    void *interface_cast(QAccessible::InterfaceType type) override;
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;

    // QAccessibleTableInterface
    QAccessibleInterface *caption() const override { return nullptr; }
    QAccessibleInterface *summary() const override { return nullptr; }
    QAccessibleInterface *cellAt(int row, int column) const override;
    int columnCount() const override;
    int rowCount() const override;
    int selectedCellCount() const override { return 0; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    QList<QAccessibleInterface *> selectedCells() const override { return {}; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent *event) override;

private:
    void forgetCells();

    mutable QHash<int, QAccessible::Id> m_cells; // child index -> registered cell
};
