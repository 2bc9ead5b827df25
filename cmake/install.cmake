# cmake/install.cmake — `cmake --install <build> --prefix P` (and the .deb, cmake/package.cmake):
#   P/bin/gamecheck                              gamecheck::gamecheck
#   P/include/gamecheck/{impl,oracles,harness,mutants}/*.h, *.def
#                                                the project's headers, by their paths in
#                                                the repository ("harness/judge/judge.h"); the
#                                                folder of any other installed library too
#   P/include/gamecheck/*.h                      the in-process API (include/gamecheck/ of
#                                                the repository, when there is one)
#   P/lib/libgamecheck_*.a                       gamecheck::core, ::impl, ::oracles,
#                                                ::mutants, ::harness (and ::check, the API,
#                                                when the target exists)
#   P/lib/cmake/gamecheck/                       gamecheckConfig.cmake, ...ConfigVersion.cmake,
#                                                ...Targets.cmake, gamecheckCheck.cmake
#   P/share/man/man1/gamecheck.1                 written by the built command (cli/)
#   P/<site directory>/gamecheck/, gamecheck-*.dist-info/
#                                                the Python package (python/CMakeLists.txt)
#   P/share/doc/gamecheck/README.md, docs/*.md   the docs, their links kept (docs/formats.md:
#                                                the formats, as `gamecheck problems` prints)
# The exported targets' include directories are P/include and P/include/gamecheck, so
# both #include "harness/judge/judge.h" and #include <gamecheck/check.h> work.
#
# The rules are made at the end of the top directory (a deferred call), so that targets
# added after this file is read (the API's gamecheck_check, mutate/'s
# gamecheck_mutate_points) are seen whatever the order of add_subdirectory.
include(CMakePackageConfigHelpers)

set(GAMECHECK_CMAKE_INSTALL_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/gamecheck)

# Every gamecheck_* library that a target links, directly or through others (LINK_ONLY
# included: a static library's private links are part of what it exports).
function(gamecheck_linked_libraries out)
  set(todo ${ARGN})
  set(seen "")
  while(todo)
    list(POP_FRONT todo target)
    if(target IN_LIST seen OR NOT TARGET ${target})
      continue()
    endif()
    list(APPEND seen ${target})
    foreach(property LINK_LIBRARIES INTERFACE_LINK_LIBRARIES)
      get_target_property(libs ${target} ${property})
      foreach(lib IN LISTS libs)
        string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" lib "${lib}")
        if(lib MATCHES "^gamecheck_" AND TARGET ${lib})
          list(APPEND todo ${lib})
        endif()
      endforeach()
    endforeach()
  endwhile()
  set(${out} ${seen} PARENT_SCOPE)
endfunction()

# A plain path into the source or build tree among a target's interface include
# directories is wrapped in $<BUILD_INTERFACE:...>: install(EXPORT) refuses such paths,
# and the installed headers are found through gamecheck_core's install interface.
function(gamecheck_build_only_include_paths target)
  get_target_property(dirs ${target} INTERFACE_INCLUDE_DIRECTORIES)
  if(NOT dirs)
    return()
  endif()
  set(out "")
  foreach(dir IN LISTS dirs)
    if(NOT dir MATCHES "^\\$<" AND IS_ABSOLUTE "${dir}")
      cmake_path(IS_PREFIX PROJECT_SOURCE_DIR "${dir}" NORMALIZE in_source)
      cmake_path(IS_PREFIX PROJECT_BINARY_DIR "${dir}" NORMALIZE in_build)
      if(in_source OR in_build)
        set(dir "$<BUILD_INTERFACE:${dir}>")
      endif()
    endif()
    list(APPEND out "${dir}")
  endforeach()
  set_property(TARGET ${target} PROPERTY INTERFACE_INCLUDE_DIRECTORIES "${out}")
endfunction()

# The repository's headers that a consumer cannot compile without a build-only
# dependency: those that include <nlohmann/json.hpp> (the reports' JSON) or <clang-c/...>
# (mutate's libclang front end), directly or through another such header. Sets `out` to
# the install(DIRECTORY) arguments that leave them out: REGEX "/<path>$" EXCLUDE for each.
function(gamecheck_build_only_headers out)
  file(GLOB_RECURSE headers RELATIVE ${PROJECT_SOURCE_DIR} ${PROJECT_SOURCE_DIR}/impl/*.h
       ${PROJECT_SOURCE_DIR}/oracles/*.h ${PROJECT_SOURCE_DIR}/harness/*.h
       ${PROJECT_SOURCE_DIR}/mutants/*.h ${PROJECT_SOURCE_DIR}/mutate/*.h
       ${PROJECT_SOURCE_DIR}/api/*.h)
  set(pattern "#include <(nlohmann|clang-c)/")
  set(found "")
  while(TRUE)
    set(more "")
    foreach(h IN LISTS headers)
      if(NOT h IN_LIST found)
        file(STRINGS ${PROJECT_SOURCE_DIR}/${h} hit REGEX "${pattern}")
        if(hit)
          list(APPEND more ${h})
        endif()
      endif()
    endforeach()
    if(NOT more)
      break()
    endif()
    list(APPEND found ${more})
    foreach(h IN LISTS more)  # a header that includes one of these is build-only too
      string(REPLACE "." "\\." escaped "${h}")
      string(APPEND pattern "|#include \"${escaped}\"")
    endforeach()
  endwhile()
  set(args "")
  foreach(h IN LISTS found)
    string(REPLACE "." "\\." escaped "${h}")
    list(APPEND args REGEX "/${escaped}$" EXCLUDE)
  endforeach()
  set(${out} ${args} PARENT_SCOPE)
endfunction()

function(gamecheck_install_rules)
  # The libraries: the five, the API when it exists, and whatever project library they
  # link (each exported as gamecheck::<name without gamecheck_>).
  set(roots gamecheck_core gamecheck_impl gamecheck_oracles gamecheck_mutants
            gamecheck_harness)
  if(TARGET gamecheck_check)
    list(APPEND roots gamecheck_check)
  endif()
  gamecheck_linked_libraries(libraries ${roots})

  # mutate/ links libclang. It is never part of the main export set: every consumer
  # would then need libclang (a find_dependency, and the library on the machine) to use
  # the harness. The command links it privately, which the export does not carry; the
  # library itself is installed as the optional component mutate_points below.
  if("gamecheck_mutate_points" IN_LIST libraries)
    message(FATAL_ERROR "an installed library links gamecheck_mutate_points (libclang); "
                        "link it only into the gamecheck command, so that find_package"
                        "(gamecheck) needs no libclang (cmake/install.cmake)")
  endif()

  foreach(lib IN LISTS libraries)
    get_target_property(name ${lib} EXPORT_NAME)
    if(NOT name)
      string(REGEX REPLACE "^gamecheck_" "" name ${lib})
      set_property(TARGET ${lib} PROPERTY EXPORT_NAME ${name})
    endif()
    gamecheck_build_only_include_paths(${lib})
  endforeach()
  set_property(TARGET gamecheck PROPERTY EXPORT_NAME gamecheck)

  # Everything installed, built by one target (ci/consumer builds it in a build directory
  # that may not have been built whole).
  add_custom_target(gamecheck_installed)
  add_dependencies(gamecheck_installed gamecheck gamecheck_man ${libraries})
  if(TARGET gamecheck_mutate_points)
    add_dependencies(gamecheck_installed gamecheck_mutate_points)
  endif()
  if(TARGET gamecheck_python)  # the Python package (python/CMakeLists.txt installs it)
    add_dependencies(gamecheck_installed gamecheck_python)
  endif()

  # What the install copies from the build, checked first (CMakeLists.txt's first install
  # rule includes this file).
  set(built $<TARGET_FILE:gamecheck> $<TARGET_FILE:gamecheck-exec-limited>
            $<TARGET_FILE:gamecheck-warm-run> ${PROJECT_BINARY_DIR}/gamecheck.1)
  foreach(target IN LISTS libraries ITEMS gamecheck_mutate_points gamecheck_python_core)
    if(TARGET ${target})
      list(APPEND built $<TARGET_FILE:${target}>)
    endif()
  endforeach()
  list(REMOVE_DUPLICATES built)
  list(JOIN built "\"\n  \"" quoted)
  file(GENERATE OUTPUT ${PROJECT_BINARY_DIR}/gamecheck_install_check.cmake CONTENT
"# Generated by cmake/install.cmake: every file that cmake --install copies from the build.
foreach(f IN ITEMS
  \"${quoted}\")
  if(NOT EXISTS \"\${f}\")
    message(FATAL_ERROR \"\${f} has not been built: build what is installed first, then install:
  cmake --build ${PROJECT_BINARY_DIR} --target gamecheck_installed\")
  endif()
endforeach()
")

  install(TARGETS gamecheck ${libraries} EXPORT gamecheckTargets
          RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
          LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
  # The small --memory shim goes beside gamecheck, where the runner looks for it.
  install(TARGETS gamecheck-exec-limited RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  # So does mutate's warm-interpreter client (mutate/run/warm.h).
  install(TARGETS gamecheck-warm-run RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(EXPORT gamecheckTargets NAMESPACE gamecheck:: FILE gamecheckTargets.cmake
          DESTINATION ${GAMECHECK_CMAKE_INSTALL_DIR})

  # The headers, by their paths in the repository, under include/gamecheck/: those of the
  # folder of every installed library (impl/ oracles/ harness/ mutants/, and any other
  # that the API pulls in).
  set(header_dirs impl oracles harness mutants)
  foreach(lib IN LISTS libraries)
    get_target_property(dir ${lib} SOURCE_DIR)
    cmake_path(RELATIVE_PATH dir BASE_DIRECTORY ${PROJECT_SOURCE_DIR})
    file(GLOB headers ${PROJECT_SOURCE_DIR}/${dir}/*.h)
    if(headers AND NOT dir IN_LIST header_dirs AND NOT dir MATCHES "^\\.")
      list(APPEND header_dirs ${dir})
    endif()
  endforeach()
  # Not the build-only headers (gamecheck_build_only_headers below: those that include,
  # even through another, <nlohmann/json.hpp> or <clang-c/...>, which a consumer need
  # not have).
  gamecheck_build_only_headers(build_only)
  foreach(dir IN LISTS header_dirs)
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/${dir}/
            DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/gamecheck/${dir}
            FILES_MATCHING PATTERN "*.h" PATTERN "*.def" ${build_only})
  endforeach()
  # The in-process API's public headers: include/gamecheck/*.h of the repository.
  if(IS_DIRECTORY ${PROJECT_SOURCE_DIR}/include/gamecheck)
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/gamecheck
            DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
  endif()

  # The optional component mutate_points, in an export set of its own that the config
  # loads only when the component is asked for.
  set(components "")
  set(mutate_dependencies "")
  if(TARGET gamecheck_mutate_points)
    list(APPEND components mutate_points)
    set_property(TARGET gamecheck_mutate_points PROPERTY EXPORT_NAME mutate_points)
    gamecheck_build_only_include_paths(gamecheck_mutate_points)
    # Imported targets it links that a consumer must find first: Clang's libclang
    # (find_package(Clang)); a path or -lclang-NN needs nothing.
    foreach(property LINK_LIBRARIES INTERFACE_LINK_LIBRARIES)
      get_target_property(libs gamecheck_mutate_points ${property})
      foreach(lib IN LISTS libs)
        string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" lib "${lib}")
        if(lib MATCHES "^gamecheck_" OR NOT TARGET ${lib})
          continue()
        endif()
        get_target_property(imported ${lib} IMPORTED)
        if(NOT imported)
          continue()
        endif()
        if(lib MATCHES "^(libclang|clang.*)$")
          set(mutate_dependencies "find_dependency(Clang)")
        elseif(NOT lib MATCHES "^Threads::|^Boost::")
          message(FATAL_ERROR "gamecheck_mutate_points links the imported target ${lib}: "
                              "say in cmake/install.cmake which package a consumer finds "
                              "it with")
        endif()
      endforeach()
    endforeach()
    install(TARGETS gamecheck_mutate_points EXPORT gamecheckMutatePointsTargets
            ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
    install(EXPORT gamecheckMutatePointsTargets NAMESPACE gamecheck::
            FILE gamecheckMutatePointsTargets.cmake DESTINATION ${GAMECHECK_CMAKE_INSTALL_DIR})
    # Not its build-only headers either: points/points_cxx.h, the libclang front end's own
    # (<clang-c/Index.h>), and the report's that read and write JSON.
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/mutate/
            DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/gamecheck/mutate
            FILES_MATCHING PATTERN "*.h" ${build_only})
  endif()

  # The package: config, version, and the CTest function.
  set(GAMECHECK_COMPONENTS "${components}")
  set(GAMECHECK_MUTATE_POINTS_DEPENDENCIES "${mutate_dependencies}")
  configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/gamecheckConfig.cmake.in
                                ${PROJECT_BINARY_DIR}/gamecheckConfig.cmake
                                INSTALL_DESTINATION ${GAMECHECK_CMAKE_INSTALL_DIR})
  # 0.x: a minor release may change the interface (headers, targets, flags), so a request
  # for 0.1 accepts 0.1.z only, never 0.2; from 1.0 on this becomes SameMajorVersion.
  if(PROJECT_VERSION_MAJOR EQUAL 0)
    set(compatibility SameMinorVersion)
  else()
    set(compatibility SameMajorVersion)
  endif()
  write_basic_package_version_file(${PROJECT_BINARY_DIR}/gamecheckConfigVersion.cmake
                                   VERSION ${PROJECT_VERSION} COMPATIBILITY ${compatibility})
  install(FILES ${PROJECT_BINARY_DIR}/gamecheckConfig.cmake
                ${PROJECT_BINARY_DIR}/gamecheckConfigVersion.cmake
                ${PROJECT_SOURCE_DIR}/cmake/gamecheckCheck.cmake
          DESTINATION ${GAMECHECK_CMAKE_INSTALL_DIR})

  # The man page and the docs.
  install(FILES ${PROJECT_BINARY_DIR}/gamecheck.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
  # docs/*.md, formats.md (the I/O contract) included; not docs/test/, the docs test.
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs
          FILES_MATCHING PATTERN "*.md" PATTERN "test" EXCLUDE)
endfunction()

cmake_language(DEFER DIRECTORY ${PROJECT_SOURCE_DIR} CALL gamecheck_install_rules)
