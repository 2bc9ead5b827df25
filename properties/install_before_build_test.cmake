# The test install.before_the_build_names_the_target (properties/CMakeLists.txt): a newcomer's
# `cmake --install` in a build directory that is configured but not built. It must fail
# before it copies anything, naming the target that builds what is installed
# (gamecheck_installed), not with CMake's bare "file INSTALL cannot find" of the first
# missing file. Run as cmake -DSOURCE=... -DWORK=... -DCXX=... -P: configures a fresh tree
# in WORK (without the tests: a few seconds) and installs from it.
file(REMOVE_RECURSE "${WORK}")
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${SOURCE}" -B "${WORK}/build" -G Ninja
                        -DCMAKE_CXX_COMPILER=${CXX} -DGAMECHECK_TESTS=OFF
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "configuring ${SOURCE} failed: ${out}${err}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${WORK}/build" --prefix "${WORK}/prefix"
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "cmake --install: exit ${result}: ${out}${err}")
if(result EQUAL 0)
  message(FATAL_ERROR "cmake --install of an unbuilt tree passed")
endif()
string(REGEX REPLACE "[ \n]+" " " said "${err}")
if(NOT said MATCHES "has not been built: build what is installed first, then install: cmake --build [^ ]+ --target gamecheck_installed")
  message(FATAL_ERROR "cmake --install did not name the target to build")
endif()
if(EXISTS "${WORK}/prefix")
  message(FATAL_ERROR "cmake --install copied something before it failed: ${WORK}/prefix")
endif()
file(REMOVE_RECURSE "${WORK}")
