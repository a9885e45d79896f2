// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapaccessible.h"

#include "mapmodel.h"
#include "mapview.h"

#include <QPointer>

namespace {

// One cell of the map: its row and column, its text asked of the model each time.
class MapCellAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface
{
public:
    MapCellAccessible(MapView *view, int row, int col)
        : m_view(view)
        , m_row(row)
        , m_col(col)
    { }

    bool isValid() const override
    {
        const MapModel *model = m_view ? m_view->model() : nullptr;
        return model && m_row < model->rowCount() && m_col < model->columnCount();
    }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override
    {
        return QAccessible::queryAccessibleInterface(m_view.data());
    }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessibleInterface *focusChild() const override { return nullptr; }

    QString text(QAccessible::Text t) const override
    {
        if (t != QAccessible::Name || !isValid())
            return QString();
        return m_view->model()->index(m_row, m_col).data(Qt::AccessibleTextRole).toString();
    }
    void setText(QAccessible::Text, const QString &) override { }
    QRect rect() const override
    {
        if (!isValid())
            return QRect();
        const QRect cell = m_view->cellRect(m_row, m_col);
        return QRect(m_view->viewport()->mapToGlobal(cell.topLeft()), cell.size());
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        state.focusable = true;
        state.readOnly = true;
        if (!isValid())
            return state;
        state.focused
            = m_view->hasFocus() && m_view->cursorRow() == m_row && m_view->cursorColumn() == m_col;
        const QRect shown = m_view->viewport()->rect();
        state.offscreen = !shown.intersects(m_view->cellRect(m_row, m_col));
        return state;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::TableCellInterface
            ? static_cast<QAccessibleTableCellInterface *>(this)
            : nullptr;
    }

    bool isSelected() const override { return false; }
    QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return m_col; }
    int rowIndex() const override { return m_row; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface *table() const override { return parent(); }

private:
    QPointer<MapView> m_view;
    int m_row;
    int m_col;
};

QAccessibleInterface *mapFactory(const QString &, QObject *object)
{
    if (auto *view = qobject_cast<MapView *>(object))
        return new MapAccessible(view);
    return nullptr;
}

} // namespace

MapAccessible::MapAccessible(MapView *view)
    : QAccessibleWidget(view, QAccessible::Table)
{ }

MapAccessible::~MapAccessible()
{
    forgetCells();
}

void MapAccessible::installFactory()
{
    static bool installed = false;
    if (!installed)
        QAccessible::installFactory(mapFactory);
    installed = true;
}

MapView *MapAccessible::view() const
{
    return static_cast<MapView *>(widget());
}

void *MapAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface *>(this);
    return QAccessibleWidget::interface_cast(type);
}

int MapAccessible::rowCount() const
{
    return view()->model() ? view()->model()->rowCount() : 0;
}

int MapAccessible::columnCount() const
{
    return view()->model() ? view()->model()->columnCount() : 0;
}

// The cells are the children, row by row; the scroll bars are not (they scroll the view,
// a screen reader's user walks the cells).
int MapAccessible::childCount() const
{
    return rowCount() * columnCount();
}

QAccessibleInterface *MapAccessible::cellAt(int row, int column) const
{
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return nullptr;
    return child(row * columnCount() + column);
}

QAccessibleInterface *MapAccessible::child(int index) const
{
    if (index < 0 || index >= childCount())
        return nullptr;
    if (const auto found = m_cells.constFind(index); found != m_cells.constEnd())
        return QAccessible::accessibleInterface(*found);
    auto *cell = new MapCellAccessible(view(), index / columnCount(), index % columnCount());
    m_cells.insert(index, QAccessible::registerAccessibleInterface(cell));
    return cell;
}

int MapAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const QAccessibleTableCellInterface *cell
        = child ? const_cast<QAccessibleInterface *>(child)->tableCellInterface() : nullptr;
    if (!cell || child->parent() != this)
        return -1;
    return cell->rowIndex() * columnCount() + cell->columnIndex();
}

QAccessibleInterface *MapAccessible::childAt(int x, int y) const
{
    const QPoint cell = view()->cellAt(view()->viewport()->mapFromGlobal(QPoint(x, y)));
    return cell.x() >= 0 ? cellAt(cell.y(), cell.x()) : nullptr;
}

QAccessibleInterface *MapAccessible::focusChild() const
{
    if (!view()->hasFocus())
        return nullptr;
    return cellAt(view()->cursorRow(), view()->cursorColumn());
}

QString MapAccessible::columnDescription(int) const
{
    return QString();
}

QString MapAccessible::rowDescription(int) const
{
    return QString();
}

void MapAccessible::modelChange(QAccessibleTableModelChangeEvent *)
{
    // The cells are named by row and column, which a new grid may no longer have.
    forgetCells();
}

void MapAccessible::forgetCells()
{
    for (const QAccessible::Id id : std::as_const(m_cells))
        QAccessible::deleteAccessibleInterface(id);
    m_cells.clear();
}
