// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "dungeonstep.h"
#include "hugepages.h"
#include "world.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <memory>
#include <vector>

class DungeonGrid;

// A dungeon build's steps, held once and packed: 4 bytes a step instead of the 8 of a
// DungeonStep, because a 1000 x 1000 dungeon makes about 7 million of them (most are
// rejected candidates). A packed step keeps its kind, its cell and 9 bits more; what
// does not fit follows from the build:
// - Reject: template and rotation (8 bits) and the rule (1 bit); its mask is that
//   candidate's rotation of the template.
// - Place: the doors opened (8 bits); template and rotation come from the cell's one
//   placement (a table a byte a cell), and only start and end are placed not from the
//   queue.
// - Clip: the half-doors removed (8 bits).
// Reading gives whole DungeonStep values; the steps are written once, in order, by
// append().
class DungeonSteps
{
public:
    DungeonSteps() = default;
    // For the steps of a build of `world` (its size and tile set).
    explicit DungeonSteps(const World &world);

    void reserve(std::size_t count)
    {
        m_packed.reserve(count);
        adviseHugePages(m_packed.data(), count * sizeof(std::uint32_t));
    }
    // Inline: the generator appends millions of steps.
    void append(const DungeonStep &step)
    {
        const int cell = step.row * m_cols + step.col;
        std::uint32_t payload = 0;
        switch (step.kind) {
        case DungeonStep::Start:
            m_start = cell;
            break;
        case DungeonStep::End:
            m_end = cell;
            break;
        case DungeonStep::Place:
            m_placedTile[std::size_t(cell)] = step.tile;
            payload = step.mask;
            break;
        case DungeonStep::Clip:
            payload = step.mask;
            break;
        case DungeonStep::Reject:
            // RequiredSide (1) or CutsPath (2) in one bit.
            payload = std::uint32_t(step.tile) | std::uint32_t(step.detail - 1) << 8;
            break;
        case DungeonStep::Queue:
        case DungeonStep::Skip:
        case DungeonStep::Done:
            break;
        }
        m_packed.push_back(
            std::uint32_t(step.kind) | std::uint32_t(cell) << CellShift | payload << PayloadShift);
    }

    std::size_t size() const { return m_packed.size(); }
    // A step's kind alone, without unpacking the rest (most steps are rejections).
    DungeonStep::Kind kind(std::size_t index) const { return kindOf(m_packed[index]); }
    bool empty() const { return m_packed.empty(); }
    DungeonStep operator[](std::size_t index) const { return unpack(m_packed[index]); }
    DungeonStep back() const { return unpack(m_packed.back()); }
    std::vector<DungeonStep> toVector() const;

    // The packed word of a step and its parts, for a reader of millions of steps that
    // needs only the kind and the cell (the model's index): no table is looked up.
    std::uint32_t packed(std::size_t index) const { return m_packed[index]; }
    static DungeonStep::Kind kindOf(std::uint32_t packed)
    {
        return DungeonStep::Kind(packed & KindBits);
    }
    static int cellOf(std::uint32_t packed) { return int(packed >> CellShift & CellBits); }
    int rowOf(int cell) const { return int(std::uint64_t(cell) * m_colsInverse >> 32); }
    // What DungeonStep::fromQueue() says of the Place step on `cell`.
    bool placedFromQueue(int cell) const { return cell != m_start && cell != m_end; }

    // Reading in order, as values (for range-for and the standard algorithms).
    class const_iterator
    {
    public:
        using iterator_category = std::random_access_iterator_tag;
        using value_type = DungeonStep;
        using difference_type = std::ptrdiff_t;
        using pointer = void;
        using reference = DungeonStep;

        const_iterator() = default;
        const_iterator(const DungeonSteps *steps, std::size_t index)
            : m_steps(steps)
            , m_index(index)
        { }
        DungeonStep operator*() const { return (*m_steps)[m_index]; }
        DungeonStep operator[](difference_type n) const
        {
            return (*m_steps)[std::size_t(difference_type(m_index) + n)];
        }
        const_iterator &operator++()
        {
            ++m_index;
            return *this;
        }
        const_iterator operator++(int)
        {
            const_iterator old = *this;
            ++m_index;
            return old;
        }
        const_iterator &operator--()
        {
            --m_index;
            return *this;
        }
        const_iterator operator--(int)
        {
            const_iterator old = *this;
            --m_index;
            return old;
        }
        const_iterator &operator+=(difference_type n)
        {
            m_index = std::size_t(difference_type(m_index) + n);
            return *this;
        }
        const_iterator &operator-=(difference_type n) { return *this += -n; }
        friend const_iterator operator+(const_iterator it, difference_type n) { return it += n; }
        friend const_iterator operator+(difference_type n, const_iterator it) { return it += n; }
        friend const_iterator operator-(const_iterator it, difference_type n) { return it -= n; }
        friend difference_type operator-(const const_iterator &a, const const_iterator &b)
        {
            return difference_type(a.m_index) - difference_type(b.m_index);
        }
        friend bool operator==(const const_iterator &a, const const_iterator &b)
        {
            return a.m_index == b.m_index;
        }
        friend bool operator!=(const const_iterator &a, const const_iterator &b)
        {
            return a.m_index != b.m_index;
        }
        friend bool operator<(const const_iterator &a, const const_iterator &b)
        {
            return a.m_index < b.m_index;
        }
        friend bool operator>(const const_iterator &a, const const_iterator &b)
        {
            return a.m_index > b.m_index;
        }
        friend bool operator<=(const const_iterator &a, const const_iterator &b)
        {
            return a.m_index <= b.m_index;
        }
        friend bool operator>=(const const_iterator &a, const const_iterator &b)
        {
            return a.m_index >= b.m_index;
        }

    private:
        const DungeonSteps *m_steps = nullptr;
        std::size_t m_index = 0;
    };
    const_iterator begin() const { return const_iterator(this, 0); }
    const_iterator end() const { return const_iterator(this, size()); }
    std::reverse_iterator<const_iterator> rbegin() const
    {
        return std::reverse_iterator<const_iterator>(end());
    }
    std::reverse_iterator<const_iterator> rend() const
    {
        return std::reverse_iterator<const_iterator>(begin());
    }

    // The template and rotation placed on cell `row * cols + col` (packTile), or NoTile.
    static constexpr std::uint8_t NoTile = 0xFF;
    std::uint8_t placedTile(int cell) const { return m_placedTile[std::size_t(cell)]; }

    friend bool operator==(const DungeonSteps &a, const DungeonSteps &b);
    friend bool operator!=(const DungeonSteps &a, const DungeonSteps &b) { return !(a == b); }

    // Bits of a packed step: kind (3), cell (20), payload (9).
    static constexpr int CellShift = 3;
    static constexpr int PayloadShift = 23;
    static constexpr std::uint32_t KindBits = 0x7;
    static constexpr std::uint32_t CellBits = 0xFFFFF;

private:
    inline DungeonStep unpack(std::uint32_t packed) const;

    int m_cols = 1;
    // ceil(2^32 / m_cols): a cell's row is (cell * m_colsInverse) >> 32, exact for every
    // cell below 2^20 and up to 1024 columns (checked for all of them), and a multiply
    // instead of a division that cost a sixth of reading a step.
    std::uint64_t m_colsInverse = std::uint64_t(1) << 32;
    int m_start = -1; // cells of the Start and End steps
    int m_end = -1;
    std::vector<std::uint32_t> m_packed;
    std::vector<std::uint8_t> m_placedTile;
    std::array<std::uint8_t, 256> m_maskOfTile {}; // a candidate's mask by its packTile()
};

// Inline: the model reads millions of steps when a build arrives.
inline DungeonStep DungeonSteps::unpack(std::uint32_t packed) const
{
    DungeonStep step;
    step.kind = kindOf(packed);
    const int cell = cellOf(packed);
    const int row = rowOf(cell);
    step.row = std::uint16_t(row);
    step.col = std::uint16_t(cell - row * m_cols);
    const std::uint32_t payload = packed >> PayloadShift;
    switch (step.kind) {
    case DungeonStep::Place:
        step.mask = std::uint8_t(payload);
        step.tile = m_placedTile[std::size_t(cell)];
        step.detail = placedFromQueue(cell) ? 1 : 0;
        break;
    case DungeonStep::Clip:
        step.mask = std::uint8_t(payload);
        break;
    case DungeonStep::Reject:
        step.tile = std::uint8_t(payload);
        step.mask = m_maskOfTile[step.tile];
        step.detail = std::uint8_t((payload >> 8) + 1);
        break;
    default:
        break;
    }
    return step;
}

// What a worker sends of a build: its steps, held once and shared with the model, and how
// many of them may be shown.
struct DungeonStepBatch
{
    std::shared_ptr<const DungeonSteps> list;
    std::size_t available = 0;
    // Of a whole finished build: the grid after its last step, which the worker copies from
    // the generator's end state; null otherwise, and a model then replays the steps.
    std::shared_ptr<const DungeonGrid> end;
};
