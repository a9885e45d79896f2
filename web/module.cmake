# SPDX-FileCopyrightText: 2026 Mapgen Workbench contributors
# SPDX-License-Identifier: MIT
# The web lesson's WebAssembly module, built with emscripten's own CMake (emcmake) in a
# build directory of its own, the player's page and its script, bundled by esbuild from
# its entry points (the page's js/main.js, the build worker's worker.js), embedded in
# `target` as the Qt resources :/web/... that WebLessonExporter reads. Without emscripten
# (MAPGEN_WEB=OFF) the export says so instead.
option(MAPGEN_WEB "Build the web lesson's WebAssembly module (needs emscripten)" ON)

function(mapgen_add_web_lesson target)
    set(web ${PROJECT_SOURCE_DIR}/resources/web)
    if(NOT MAPGEN_WEB)
        return()
    endif()
    find_program(MAPGEN_EMCMAKE emcmake)
    if(NOT MAPGEN_EMCMAKE)
        message(FATAL_ERROR "emcmake not found: install emscripten (apt-get install emscripten) or configure with -DMAPGEN_WEB=OFF")
    endif()
    find_program(MAPGEN_ESBUILD esbuild)
    if(NOT MAPGEN_ESBUILD)
        message(FATAL_ERROR "esbuild not found: install esbuild (apt-get install esbuild) or configure with -DMAPGEN_WEB=OFF")
    endif()
    set(build ${CMAKE_BINARY_DIR}/web-module)
    set(module ${build}/mapgen-core.mjs)
    file(GLOB core_sources ${PROJECT_SOURCE_DIR}/model/core/*.h ${PROJECT_SOURCE_DIR}/model/core/*.cpp)
    file(GLOB api_sources ${PROJECT_SOURCE_DIR}/web/*.h ${PROJECT_SOURCE_DIR}/web/*.cpp
        ${PROJECT_SOURCE_DIR}/web/*.in)
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
    # Each entry point and what it imports as one script, in the order the imports give.
    # The page's is an ES module (lesson.html's <script type="module">); the worker's is a
    # classic script (workerclient.js says why), run after the core's factory. Comments go,
    # names and lines stay, and esbuild writes "</script" in a string as "<\/script".
    file(GLOB_RECURSE scripts CONFIGURE_DEPENDS ${web}/*.js)
    foreach(lesson IN LISTS MAPGEN_LESSONS)
        file(GLOB lesson_scripts CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/lessons/${lesson}/page/*.js)
        list(APPEND scripts ${lesson_scripts})
    endforeach()
    set(page_script ${CMAKE_BINARY_DIR}/web-script/lesson.js)
    set(worker_script ${CMAKE_BINARY_DIR}/web-script/worker.js)
    set(esbuild ${MAPGEN_ESBUILD} --bundle --target=es2022 --charset=ascii --log-level=warning)
    add_custom_command(OUTPUT ${page_script} ${worker_script}
        COMMAND ${esbuild} js/main.js --format=esm --outfile=${page_script}
        COMMAND ${esbuild} worker.js --format=iife --outfile=${worker_script}
        WORKING_DIRECTORY ${web}
        DEPENDS ${scripts}
        COMMENT "Bundling the web lesson's script"
        VERBATIM)
    add_custom_target(mapgen-web-script DEPENDS ${page_script} ${worker_script})
    set_source_files_properties(${page_script} ${worker_script} PROPERTIES GENERATED TRUE)
    set_source_files_properties(${page_script} PROPERTIES QT_RESOURCE_ALIAS lesson.js)
    set_source_files_properties(${worker_script} PROPERTIES QT_RESOURCE_ALIAS worker.js)
    foreach(file lesson.html lesson.css)
        set_source_files_properties(${web}/${file} PROPERTIES QT_RESOURCE_ALIAS ${file})
    endforeach()
    qt_add_resources(${target} weblesson PREFIX /web
        FILES ${web}/lesson.html ${web}/lesson.css ${page_script} ${worker_script} ${module})
    add_dependencies(${target} mapgen-web-module mapgen-web-script)
endfunction()
