// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "buildstats.h"
#include "islandcallstack.h"
#include "islandgenerator.h"
#include "islandgrid.h"
#include "weblesson.h"

// The islands lesson behind the module's C interface: the build, the map after the position
// shown (IslandGrid) and the island's size after each step (the log's indent).
class IslandWebLesson final : public WebLesson
{
public:
    int build(World world) override;
    bool built() const override { return !m_build.steps.empty(); }
    std::size_t stepCount() const override { return m_build.steps.size(); }
    void seek(std::size_t position) override;

    const std::uint8_t *cells() const override { return m_grid.cellData(); }
    void step(std::size_t index, int *out) const override;
    int depth(std::size_t index) const override;
    int flashKind() const override { return IslandStep::Backtrack; }
    std::vector<StepMarks::CellMark> marks() const override;
    void tally(int *out) const override;
    std::string map() const override { return m_grid.toText(); }
    std::string trace() const override { return IslandGenerator::trace(m_build); }
    int stat(int which) const override;

    std::optional<RuleBook::Key> key(RuleBook::Ask ask, int after) const override;
    RuleBook::Judgement judge(
        const RuleBook::Key &key, const RuleBook::Answer &given) const override;
    std::optional<RuleBook::Judgement> construct(int what, int position, int move, int row, int col,
        int templateIndex, int rotation) const override;
    bool cellIsMove() const override { return true; }
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
    RuleBook::IslandRules rules() const;
    const IslandStep *lastStep() const;

    IslandBuild m_build;
    IslandGrid m_grid; // the map after `position` steps
    std::vector<std::uint32_t> m_sizes; // the island's size after each step
    BuildStats::IslandTally m_tally; // the statistics after `position` steps
    // Moved to the position only when asked, as the workbench's docks follow playback
    // only while shown.
    IslandCallStack m_stack;
};
