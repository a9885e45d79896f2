// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dungeonpainter.h"
#include "scenario.h"

#include <QVector>
#include <QWidget>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class TileDrawing;

// The scenario's tile set: each template drawn in its four rotations, and the selected one
// large, where a click on a half-door toggles it. Add, Remove and Rename (double-click or
// F2 on a name) complete the edits. The panel only proposes an edit (tilesEdited) and
// shows the scenario's set back through setTiles(); the main window makes each edit one
// undo command. An edit that would leave no big room (255), no template, more than 16, a
// template without half-doors or without a name is refused here, with the reason shown.
class TileSetPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr int NewTemplateDoors = 0x21; // UL | DL: a corridor along the left half

    explicit TileSetPanel(QWidget *parent = nullptr);

    QVector<DungeonTile> tiles() const { return m_tiles; }
    void setTiles(const QVector<DungeonTile> &tiles);

    int currentTemplate() const;
    void setCurrentTemplate(int index);

    void setColourPalette(DungeonPainter::Palette palette);

    // Why the last edit was refused; empty after an edit that went through.
    QString message() const;

    // Why `tiles` cannot be a tile set, or empty when it can.
    static QString problem(const QVector<DungeonTile> &tiles);

public slots:
    void addTemplate();
    void removeTemplate();
    void renameTemplate(int index, const QString &name);
    void toggleHalfDoor(int index, int bit);

signals:
    // One edit: the whole set after it and the undo text.
    void tilesEdited(const QVector<DungeonTile> &tiles, const QString &text);
    void editRefused(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void propose(const QVector<DungeonTile> &tiles, const QString &text);
    void showMessage(const QString &message);
    void refreshList();
    void refreshEditor();
    QIcon rotationsIcon(std::uint8_t doors) const;
    QString displayName(int index) const;

    QVector<DungeonTile> m_tiles;
    DungeonPainter m_painter;

    QLabel *m_intro = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_editorTitle = nullptr;
    TileDrawing *m_editor = nullptr;
    QLabel *m_mask = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_rename = nullptr;
    QLabel *m_message = nullptr;
    bool m_updating = false;
};
