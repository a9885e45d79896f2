// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: MIT
#include "dungeontext.h"

#include "halfdoors.h"

using namespace DungeonTiles;

std::string dungeonPicture(
    int rows, int cols, const std::uint8_t *doors, const std::uint8_t *filled, int start, int end)
{
    const auto width = std::size_t(cols) * 4 + 1;
    std::string text(std::size_t(rows) * 4 * width, '#');
    for (std::size_t r = 0; r < std::size_t(rows) * 4; ++r)
        text[r * width + width - 1] = '\n';
    static constexpr struct
    {
        std::uint8_t bit;
        int y;
        int x;
    } halves[] = {
        {UL, 0, 1},
        {UR, 0, 2},
        {RU, 1, 3},
        {RD, 2, 3},
        {DR, 3, 2},
        {DL, 3, 1},
        {LD, 2, 0},
        {LU, 1, 0},
    };
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            const int cell = r * cols + c;
            if (!filled[cell])
                continue;
            auto put = [&](int y, int x, char ch) {
                text[std::size_t(r * 4 + y) * width + std::size_t(c * 4 + x)] = ch;
            };
            const char middle = cell == start ? 'S' : cell == end ? 'E' : '.';
            put(1, 1, middle);
            put(1, 2, middle);
            put(2, 1, middle);
            put(2, 2, middle);
            for (const auto &half : halves) {
                if (doors[cell] & half.bit)
                    put(half.y, half.x, '.');
            }
        }
    }
    return text;
}

std::string dungeonPicture(const DungeonBuild &build)
{
    std::vector<std::uint8_t> filled(build.templates.size());
    for (std::size_t i = 0; i < filled.size(); ++i)
        filled[i] = build.templates[i] >= 0;
    return dungeonPicture(
        build.rows, build.cols, build.doors.data(), filled.data(), build.start, build.end);
}

std::string seedJson(std::uint64_t seed)
{
    if (seed <= (std::uint64_t(1) << 53))
        return std::to_string(seed);
    return '"' + std::to_string(seed) + '"';
}

std::string dungeonJson(const World &world, const DungeonBuild &build)
{
    const auto n = [](long long value) { return std::to_string(value); };
    const auto cell
        = [&](int c) { return '[' + n(c / build.cols) + ',' + n(c % build.cols) + ']'; };
    std::string placement = "[";
    std::string tiles = "[";
    for (int r = 0; r < build.rows; ++r) {
        placement += r ? ",[" : "[";
        tiles += r ? ",[" : "[";
        for (int c = 0; c < build.cols; ++c) {
            const auto x = std::size_t(r * build.cols + c);
            if (c) {
                placement += ',';
                tiles += ',';
            }
            tiles += n(build.doors[x]);
            placement += build.templates[x] < 0
                ? std::string("null")
                : '[' + n(build.templates[x]) + ',' + n(build.rotations[x]) + ']';
        }
        placement += ']';
        tiles += ']';
    }
    placement += ']';
    tiles += ']';
    std::string templates = "[";
    for (std::size_t t = 0; t < world.tiles.size(); ++t)
        templates += (t ? "," : "") + n(world.tiles[t]);
    templates += ']';
    return "{\"cols\":" + n(build.cols) + ",\"end\":" + cell(build.end)
        + ",\"placement\":" + placement + ",\"rows\":" + n(build.rows)
        + ",\"seed\":" + seedJson(world.seed) + ",\"start\":" + cell(build.start)
        + ",\"templates\":" + templates + ",\"tiles\":" + tiles + '}';
}
