# SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
# SPDX-License-Identifier: MIT
# The web lesson's WebAssembly module, built with emscripten's own CMake (emcmake) in a
# build directory of its own, and the player's files, embedded in `target` as the Qt
# resources :/web/... that WebLessonExporter reads. Without emscripten (MAPGEN_WEB=OFF)
# the export says so instead.
option(MAPGEN_WEB "Build the web lesson's WebAssembly module (needs emscripten)" ON)

function(mapgen_add_web_lesson target)
    set(web ${PROJECT_SOURCE_DIR}/resources/web)
    set(files lesson.html lesson.css worker.js js/construct.js js/corebinding.js js/fragment.js js/keyboard.js js/lesson.js
        js/loglist.js js/main.js js/mapgrid.js js/mapview.js js/painter.js js/pits.js js/questions.js js/scorm.js js/share.js js/thinking.js js/workerclient.js
        js/classroom.js js/playback.js js/settings.js js/statistics.js js/worklink.js
        js/lessons/island.js js/lessons/islandpainter.js js/lessons/dungeon.js js/lessons/dungeonpainter.js
        js/lessons/lessons.js)
    if(NOT MAPGEN_WEB)
        return()
    endif()
    find_program(MAPGEN_EMCMAKE emcmake)
    if(NOT MAPGEN_EMCMAKE)
        message(FATAL_ERROR "emcmake not found: install emscripten (apt-get install emscripten) or configure with -DMAPGEN_WEB=OFF")
    endif()
    set(build ${CMAKE_BINARY_DIR}/web-module)
    set(module ${build}/mapgen-core.mjs)
    file(GLOB core_sources ${PROJECT_SOURCE_DIR}/model/core/*.h ${PROJECT_SOURCE_DIR}/model/core/*.cpp)
    file(GLOB api_sources ${PROJECT_SOURCE_DIR}/web/*.h ${PROJECT_SOURCE_DIR}/web/*.cpp)
    foreach(lesson IN LISTS MAPGEN_LESSONS)
        file(GLOB lesson_sources ${PROJECT_SOURCE_DIR}/lessons/${lesson}/core/*
            ${PROJECT_SOURCE_DIR}/lessons/${lesson}/web/*)
        list(APPEND core_sources ${lesson_sources})
    endforeach()
    # Debian's emcc runs its passes with node and finds Debian's acorn through NODE_PATH.
    add_custom_command(OUTPUT ${module}
        COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs ${MAPGEN_EMCMAKE} ${CMAKE_COMMAND}
                -S ${PROJECT_SOURCE_DIR}/web -B ${build} -DCMAKE_BUILD_TYPE=Release > ${build}.log
        COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs ${CMAKE_COMMAND} --build ${build}
        DEPENDS ${api_sources} ${PROJECT_SOURCE_DIR}/web/CMakeLists.txt ${core_sources}
                ${PROJECT_SOURCE_DIR}/lessons/lessons.cmake
        COMMENT "Building the web lesson's WebAssembly module"
        VERBATIM)
    add_custom_target(mapgen-web-module DEPENDS ${module})
    set(MAPGEN_WEB_MODULE ${module} PARENT_SCOPE)
    set_source_files_properties(${module} PROPERTIES GENERATED TRUE QT_RESOURCE_ALIAS mapgen-core.mjs)
    foreach(file ${files})
        set_source_files_properties(${web}/${file} PROPERTIES QT_RESOURCE_ALIAS ${file})
        list(APPEND paths ${web}/${file})
    endforeach()
    qt_add_resources(${target} weblesson PREFIX /web FILES ${paths} ${module})
    add_dependencies(${target} mapgen-web-module)
endfunction()
