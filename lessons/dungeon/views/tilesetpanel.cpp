// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tilesetpanel.h"
#include "localedigits.h"

#include "dungeontiles.h"
#include "scenariofile.h"
#include "tiledrawing.h"
#include "tileinspector.h"

#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

namespace {

constexpr int IconTile = 28;
constexpr int IconGap = 6;

// A template's name under its four rotations, not beside them: beside them, a dock as narrow
// as the window gives it cut the names ("big ro").
class NameUnderIcon : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->decorationPosition = QStyleOptionViewItem::Top;
        option->decorationAlignment = Qt::AlignHCenter | Qt::AlignVCenter;
        option->displayAlignment = Qt::AlignHCenter | Qt::AlignVCenter;
        option->features |= QStyleOptionViewItem::WrapText;
    }
};

} // namespace

TileSetPanel::TileSetPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);

    // The templates and the selected one's door editor side by side, the buttons under
    // both: one under the other they need more height than the dock has in a 1024 x 700
    // window.
    auto *columns = new QHBoxLayout;
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("templateList"));
    m_list->setIconSize(QSize(4 * IconTile + 3 * IconGap, IconTile));
    m_list->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setItemDelegate(new NameUnderIcon(m_list));
    m_list->setWordWrap(true);
    m_list->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    columns->addWidget(m_list, 2);

    auto *editor = new QVBoxLayout;
    m_editorTitle = new QLabel(this);
    QFont heading = m_editorTitle->font();
    heading.setBold(true);
    m_editorTitle->setFont(heading);
    m_editorTitle->setWordWrap(true);
    editor->addWidget(m_editorTitle);
    m_editor = new TileDrawing(this);
    m_editor->setObjectName(QStringLiteral("templateEditor"));
    m_editor->setInteractive(true);
    // What the dock has left, not a square of its preferred size: the tile is drawn square
    // inside, never smaller than the half-doors need.
    m_editor->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_editor->setMinimumSize(m_editor->minimumSizeHint());
    editor->addWidget(m_editor, 1);
    m_mask = new QLabel(this);
    m_mask->setObjectName(QStringLiteral("templateMask"));
    m_mask->setAlignment(Qt::AlignCenter);
    m_mask->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    editor->addWidget(m_mask);
    columns->addLayout(editor, 1);
    layout->addLayout(columns, 1);
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(this);
    m_add->setObjectName(QStringLiteral("addTemplateButton"));
    m_remove = new QPushButton(this);
    m_remove->setObjectName(QStringLiteral("removeTemplateButton"));
    m_rename = new QPushButton(this);
    m_rename->setObjectName(QStringLiteral("renameTemplateButton"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_rename);

    layout->addLayout(buttons);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("tileSetMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(
        QStringLiteral("QLabel { background: #fdecea; color: #611a15; "
                       "border: 1px solid #e57373; border-radius: 3px; padding: 4px; }"));
    m_message->hide();
    layout->addWidget(m_message);

    connect(m_add, &QPushButton::clicked, this, &TileSetPanel::addTemplate);
    connect(m_remove, &QPushButton::clicked, this, &TileSetPanel::removeTemplate);
    connect(m_rename, &QPushButton::clicked, this, [this] {
        if (QListWidgetItem *item = m_list->currentItem())
            m_list->editItem(item);
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &TileSetPanel::refreshEditor);
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        if (m_updating)
            return;
        // Not inside the list's own signal: the edit rebuilds the list, item included.
        const int index = m_list->row(item);
        const QString name = item->text().trimmed();
        QMetaObject::invokeMethod(
            this, [this, index, name] { renameTemplate(index, name); }, Qt::QueuedConnection);
    });
    connect(m_editor, &TileDrawing::halfDoorClicked, this,
        [this](int bit) { toggleHalfDoor(currentTemplate(), bit); });

    retranslateUi();
    setTiles(DungeonSettings::defaultTiles());
}

void TileSetPanel::retranslateUi()
{
    m_intro->setText(tr("Each template may be placed in any of its four rotations (shown left to "
                        "right: 0, 1, 2 and 3 quarter turns clockwise). Click a half-door of the "
                        "selected template to open or close it."));
    //: Button: add a tile template to the scenario's tile set
    m_add->setText(tr("&Add"));
    m_add->setToolTip(
        tr("Add a template (at most %1)").arg(LocaleDigits::number(Scenario::MaxTiles)));
    m_remove->setText(tr("Re&move"));
    m_remove->setToolTip(tr("Remove the selected template"));
    m_rename->setText(tr("Re&name"));
    m_rename->setToolTip(tr("Rename the selected template (or double-click its name)"));
    //: Name of the template list for screen readers
    m_list->setAccessibleName(tr("Tile templates"));
    m_editor->setAccessibleName(tr("Selected template"));
    refreshList();
}

void TileSetPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TileSetPanel::setTiles(const QVector<DungeonTile> &tiles)
{
    if (tiles == m_tiles && m_list->count() == tiles.size())
        return;
    m_tiles = tiles;
    refreshList();
}

int TileSetPanel::currentTemplate() const
{
    return m_list->currentRow();
}

void TileSetPanel::setCurrentTemplate(int index)
{
    m_list->setCurrentRow(index);
}

void TileSetPanel::setColourPalette(DungeonPainter::Palette palette)
{
    m_painter.setPalette(palette);
    m_editor->setColourPalette(palette);
    refreshList();
}

QString TileSetPanel::message() const
{
    return m_message->text();
}

QString TileSetPanel::problem(const QVector<DungeonTile> &tiles)
{
    switch (DungeonSettings::problem(tiles)) {
    case TileSetProblem::None:
        break;
    case TileSetProblem::NoTiles:
        return tr("A tile set needs at least one template.");
    case TileSetProblem::TooManyTiles:
        return tr("A tile set holds at most %1 templates.")
            .arg(LocaleDigits::number(Scenario::MaxTiles));
    case TileSetProblem::TemplateWithoutDoors:
        return tr("A template needs at least one half-door.");
    case TileSetProblem::NoBigRoom:
        return tr(
            "The tile set must keep a big room (all eight half-doors open, 0xFF): it is placed on "
            "start and end, and it is what lets every queued cell be filled.");
    }
    // Names matter to the lecturer, not to the generator: the editor's own rule.
    for (const DungeonTile &tile : tiles) {
        if (tile.name.trimmed().isEmpty())
            return tr("A template needs a name.");
        // The file's limit, so that a saved scenario opens again.
        if (ScenarioFile::characterCount(tile.name) > ScenarioFile::MaxTileNameLength)
            return tr("A template's name has at most %1 characters.")
                .arg(LocaleDigits::number(ScenarioFile::MaxTileNameLength));
    }
    return QString();
}

void TileSetPanel::propose(const QVector<DungeonTile> &tiles, const QString &text)
{
    const QString why = problem(tiles);
    if (!why.isEmpty()) {
        showMessage(why);
        emit editRefused(why);
        return;
    }
    showMessage(QString());
    emit tilesEdited(tiles, text);
}

void TileSetPanel::showMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

QString TileSetPanel::displayName(int index) const
{
    return QStringLiteral("“") + m_tiles[index].displayName() + QStringLiteral("”");
}

void TileSetPanel::addTemplate()
{
    QVector<DungeonTile> tiles = m_tiles;
    //: Name of a newly added tile template; %1 its number, from 1
    tiles.append(
        DungeonTile {tr("template %1").arg(tiles.size() + 1), std::uint8_t(NewTemplateDoors)});
    //: Undo history: a tile template was added
    propose(tiles, tr("Add template"));
}

void TileSetPanel::removeTemplate()
{
    const int index = currentTemplate();
    if (index < 0 || index >= m_tiles.size())
        return;
    QVector<DungeonTile> tiles = m_tiles;
    tiles.remove(index);
    //: Undo history: %1 the removed template's name, in quotes
    propose(tiles, tr("Remove template %1").arg(displayName(index)));
}

void TileSetPanel::renameTemplate(int index, const QString &name)
{
    if (index < 0 || index >= m_tiles.size() || name == m_tiles[index].name
        || name == m_tiles[index].displayName())
        return;
    QVector<DungeonTile> tiles = m_tiles;
    tiles[index].name = name;
    propose(tiles, tr("Rename template %1").arg(displayName(index)));
    // A refused name goes back to the one the scenario has.
    refreshList();
}

void TileSetPanel::toggleHalfDoor(int index, int bit)
{
    if (index < 0 || index >= m_tiles.size() || bit < 0 || bit > 7)
        return;
    QVector<DungeonTile> tiles = m_tiles;
    tiles[index].doors ^= std::uint8_t(1u << bit);
    const bool open = (tiles[index].doors >> bit) & 1;
    //: Undo history: %1 half-door name (UL ... LU), %2 template name in quotes
    propose(tiles,
        open
            ? tr("Open half-door %1 of %2").arg(DungeonTiles::halfDoorName(bit), displayName(index))
            //: Undo history: %1 half-door name (UL ... LU), %2 template name in quotes
            : tr("Close half-door %1 of %2")
                  .arg(DungeonTiles::halfDoorName(bit), displayName(index)));
}

QIcon TileSetPanel::rotationsIcon(std::uint8_t doors) const
{
    QPixmap pixmap(m_list->iconSize());
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    for (int rotation = 0; rotation < 4; ++rotation) {
        const QRectF rect(rotation * (IconTile + IconGap), 0, IconTile, IconTile);
        m_painter.paintTile(painter, rect, DungeonTiles::rotate(doors, rotation));
    }
    painter.end();
    // The same picture when selected: a tinted tile would misstate its colours.
    QIcon icon(pixmap);
    icon.addPixmap(pixmap, QIcon::Selected);
    return icon;
}

void TileSetPanel::refreshList()
{
    const int current = std::max(0, m_list->currentRow());
    m_updating = true;
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        for (int i = 0; i < m_tiles.size(); ++i) {
            auto *item = new QListWidgetItem(
                rotationsIcon(m_tiles[i].doors), m_tiles[i].displayName(), m_list);
            item->setFlags(item->flags() | Qt::ItemIsEditable);
            //: Tool tip of a template: %1 its name, %2 its half-door mask
            item->setToolTip(tr("%1: %2").arg(
                m_tiles[i].displayName(), TileInspector::maskText(m_tiles[i].doors)));
        }
        m_list->setCurrentRow(std::min(current, int(m_tiles.size()) - 1));
    }
    m_updating = false;
    m_add->setEnabled(m_tiles.size() < Scenario::MaxTiles);
    refreshEditor();
}

void TileSetPanel::refreshEditor()
{
    const int index = currentTemplate();
    if (index < 0 || index >= m_tiles.size()) {
        m_editorTitle->setText(tr("No template selected"));
        m_editor->showEmpty();
        m_mask->clear();
        return;
    }
    //: Heading above the large picture of the selected template; %1 its name
    m_editorTitle->setText(tr("Template %1").arg(displayName(index)));
    m_editor->showFilled(m_tiles[index].doors);
    m_mask->setText(TileInspector::maskText(m_tiles[index].doors));
}
