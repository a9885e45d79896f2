// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "world.h"

#include <cstddef>

// The rule book over a lesson model's build (RuleBook::IslandRules over an IslandModel,
// RuleBook::DungeonRules over a DungeonModel), with the world it reads.
template <class Rules, class Model> struct BuildRules
{
    explicit BuildRules(const Model *model)
        : world(model->scenario())
        , rules(world, std::size_t(model->stepCount()),
              [model](std::size_t i) { return model->step(int(i)); })
    { }
    const World world;
    const Rules rules;
};
