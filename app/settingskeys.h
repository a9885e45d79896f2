// SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLatin1String>

// Every QSettings key of the workbench, in one place.
namespace SettingsKeys {
inline constexpr QLatin1String Geometry("mainWindow/geometry");
inline constexpr QLatin1String State("mainWindow/state");
inline constexpr QLatin1String RecentFiles("files/recent");
inline constexpr QLatin1String LastDirectory("files/lastDirectory");
inline constexpr QLatin1String Speed("playback/speed");
inline constexpr QLatin1String ColourBlindPalette("view/colourBlindPalette");
// No fading marks on the map (the page follows prefers-reduced-motion).
inline constexpr QLatin1String ReduceMotion("view/reduceMotion");
inline constexpr QLatin1String PatternsEverywhere("view/patternsEverywhere");
inline constexpr QLatin1String PitEditing("pits/editing");
inline constexpr QLatin1String SprinkleDensity("pits/sprinkleDensity");
inline constexpr QLatin1String PresenterKeepsCode("view/presenterKeepsCode");
// "" (or missing) follows the system; else a shipped language such as "de", or "en".
inline constexpr QLatin1String Language("ui/language");
} // namespace SettingsKeys
