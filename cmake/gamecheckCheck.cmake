# gamecheckCheck.cmake — gamecheck_add_check(): one `gamecheck check` run as a CTest test.
# Shipped in the package (lib/cmake/gamecheck/, included by gamecheckConfig.cmake, so
# find_package(gamecheck) brings it) and included by gamecheck's own CMakeLists.txt; in
# both the command is the target gamecheck::gamecheck.
#
#   gamecheck_add_check(<name> PROBLEM <problem> COMMAND <program> [<arg>...]
#                       [SEED <s>] [BUDGET <seconds>] [JUNIT <file>] [REPLAY <file|dir>]
#                       [ALLOW_SLOW] [ARGS <more gamecheck check flags>...])
#
# registers
#   add_test(NAME <name> COMMAND gamecheck::gamecheck check <problem> --quiet
#            [--seed s] [--budget b] [--junit f] [--replay d] [<ARGS>...] -- <program> <arg>...)
# The keywords may come in any order; the program's arguments run up to the next keyword.
# <program> may be a generator expression ($<TARGET_FILE:my_solver>) or the name of an
# executable target (taken as its file). A relative JUNIT is in the test's build
# directory, a relative REPLAY in the calling source directory (saved cases are sources).
#
# The test passes when check exits 0: nothing wrong and nothing slow. Exit 1 (a wrong
# answer, crash, hang, malformed output, limit), 2 (usage or setup error) and 130
# (interrupted) fail it. Exit 3, slowness only, fails it too: the program answered
# everything right but timed out past the size where a timeout is a hang, and a test
# that stays green there hides it. With ALLOW_SLOW, exit 3 makes the test skipped
# (SKIP_RETURN_CODE): ctest shows it as "Skipped", apart from passed and failed, for a
# program that is slow by design (say an exponential one; --max-n in ARGS is the other way).
# A solver built by this project in a build without optimisation (no CMAKE_BUILD_TYPE, or
# Debug) is warned about at configure time: check it as shipped, with a Release build.
# With BUDGET the test gets a TIMEOUT of the budget and a minute (check ends within the
# budget, one --timeout and about a second), unless a TIMEOUT is set on it afterwards.
include_guard(GLOBAL)

function(gamecheck_add_check name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "ALLOW_SLOW" "PROBLEM;SEED;BUDGET;JUNIT;REPLAY"
                        "COMMAND;ARGS")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "gamecheck_add_check(${name}): unexpected arguments "
                        "'${arg_UNPARSED_ARGUMENTS}' (the keywords: PROBLEM COMMAND SEED "
                        "BUDGET JUNIT REPLAY ALLOW_SLOW ARGS)")
  endif()
  if(NOT arg_PROBLEM)
    message(FATAL_ERROR "gamecheck_add_check(${name}): PROBLEM <problem> is required")
  endif()
  if(NOT arg_COMMAND)
    message(FATAL_ERROR "gamecheck_add_check(${name}): COMMAND <program> is required")
  endif()
  if(NOT TARGET gamecheck::gamecheck)
    message(FATAL_ERROR "gamecheck_add_check(${name}): no target gamecheck::gamecheck "
                        "(find_package(gamecheck) defines it)")
  endif()

  list(POP_FRONT arg_COMMAND program)
  if(TARGET "${program}")
    get_target_property(type "${program}" TYPE)
    if(type STREQUAL "EXECUTABLE")
      set(program "$<TARGET_FILE:${program}>")
    endif()
  endif()
  # A solver built here is judged as it is built: unoptimised, a correct one can be slow
  # on the 10^6-vertex cases (exit 3 fails the test). Said once, at configure time.
  get_property(multi_config GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
  if(NOT multi_config AND (NOT CMAKE_BUILD_TYPE OR CMAKE_BUILD_TYPE STREQUAL "Debug")
     AND "${program}" MATCHES "TARGET_FILE")
    message(WARNING "gamecheck_add_check(${name}): CMAKE_BUILD_TYPE is "
                    "'${CMAKE_BUILD_TYPE}', so the solver is built unoptimised and may be "
                    "judged slow (exit 3); configure with -DCMAKE_BUILD_TYPE=Release, or set "
                    "it before the targets (see the README)")
  endif()

  set(check check ${arg_PROBLEM} --quiet)
  if(DEFINED arg_SEED)
    list(APPEND check --seed ${arg_SEED})
  endif()
  if(DEFINED arg_BUDGET)
    list(APPEND check --budget ${arg_BUDGET})
  endif()
  if(DEFINED arg_JUNIT)
    cmake_path(ABSOLUTE_PATH arg_JUNIT BASE_DIRECTORY "${CMAKE_CURRENT_BINARY_DIR}")
    list(APPEND check --junit ${arg_JUNIT})
  endif()
  if(DEFINED arg_REPLAY)
    cmake_path(ABSOLUTE_PATH arg_REPLAY BASE_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND check --replay ${arg_REPLAY})
  endif()
  add_test(NAME ${name}
           COMMAND $<TARGET_FILE:gamecheck::gamecheck> ${check} ${arg_ARGS}
                   -- ${program} ${arg_COMMAND})
  set_property(TEST ${name} APPEND PROPERTY LABELS gamecheck)
  if(arg_ALLOW_SLOW)
    set_property(TEST ${name} PROPERTY SKIP_RETURN_CODE 3)
  endif()
  if(DEFINED arg_BUDGET AND arg_BUDGET MATCHES "^([0-9]+)(\\.[0-9]*)?$")
    math(EXPR timeout "${CMAKE_MATCH_1} + 61")
    set_property(TEST ${name} PROPERTY TIMEOUT ${timeout})
  endif()
endfunction()
