// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "buildstats.h"
#include "dungeoncallstack.h"
#include "dungeongenerator.h"
#include "dungeongrid.h"
#include "weblesson.h"

// The dungeon lesson behind the module's C interface: the build, the map after the position
// shown as the workbench's (DungeonGrid), and the page's copy of each cell's doors and
// State bits, changed only where a step changes them.
class DungeonWebLesson final : public WebLesson
{
public:
    int build(World world) override;
    bool built() const override { return m_build.started(); }
    std::size_t stepCount() const override { return m_build.steps.size(); }
    void seek(std::size_t position) override;

    const std::uint8_t *cells() const override { return m_doors.data(); }
    const std::uint8_t *states() const override { return m_state.data(); }
    void step(std::size_t index, int *out) const override;
    int depth(std::size_t index) const override;
    int flashKind() const override { return DungeonStep::Clip; }
    std::vector<StepMarks::CellMark> marks() const override;
    void tally(int *out) const override;
    std::string map() const override;
    std::string json() const override;
    int stat(int which) const override;

    std::optional<RuleBook::Key> key(RuleBook::Ask ask, int after) const override;
    RuleBook::Judgement judge(
        const RuleBook::Key &key, const RuleBook::Answer &given) const override;
    std::optional<RuleBook::Judgement> construct(int what, int position, int move, int row, int col,
        int templateIndex, int rotation) const override;
    bool cellIsMove() const override { return false; }
    int decision(int position) const override;
    int decided(int position) const override;
    int decisions() const override;
    std::optional<RuleBook::Practice> practice(int first, int end) const override;
    std::string golden() const override;
    void judgedStep(int step, int *out) const override;

    int codeLine() const override;
    std::string stack(int most, bool asking) override;
    void why(int row, int col, int *out, bool asking) override;

private:
    RuleBook::DungeonRules rules() const;

    DungeonBuild m_build;
    DungeonGrid m_rooms; // the map after `position` steps, as the workbench's
    std::vector<std::uint8_t> m_doors; // the page's copy of each cell's doors
    std::vector<std::uint8_t> m_state; // per cell, a State bit set
    BuildStats::DungeonTally m_tally; // the statistics after `position` steps
    DungeonCallStack m_stack; // moved to the position only when asked
};
