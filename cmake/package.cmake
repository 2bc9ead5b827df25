# cmake/package.cmake — `cpack -G DEB` in a build directory makes gamecheck_0.1.0_<arch>.deb,
# which installs what `cmake --install` does (cmake/install.cmake) under /usr. The
# Depends line is computed by dpkg-shlibdeps (Debian package dpkg-dev) from what the
# command links; Boost's headers and a compiler are what a consumer of the CMake package
# needs besides, so they are recommended. ci/package builds and checks it.
set(CPACK_PACKAGE_NAME gamecheck)
set(CPACK_PACKAGE_VERSION_MAJOR ${PROJECT_VERSION_MAJOR})
set(CPACK_PACKAGE_VERSION_MINOR ${PROJECT_VERSION_MINOR})
if(PROJECT_VERSION_PATCH STREQUAL "")
  set(CPACK_PACKAGE_VERSION_PATCH 0)
else()
  set(CPACK_PACKAGE_VERSION_PATCH ${PROJECT_VERSION_PATCH})
endif()
set(CPACK_PACKAGE_VERSION
    ${CPACK_PACKAGE_VERSION_MAJOR}.${CPACK_PACKAGE_VERSION_MINOR}.${CPACK_PACKAGE_VERSION_PATCH})
set(CPACK_PACKAGE_VENDOR "gamecheck developers")
set(CPACK_PACKAGE_CONTACT "gamecheck developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "verification harness for solvers of combinatorial games on graphs")
set(CPACK_PACKAGE_DESCRIPTION
    "gamecheck runs a solver program (any language) on generated inputs, compares it with \
independent oracles and certificate checks, and shrinks the first failure to a minimal \
counterexample. The package has the command, its man page, the static libraries and \
headers, and a CMake package (find_package(gamecheck)) with gamecheck_add_check() for CTest.")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "gamecheck developers")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libboost-dev (>= ${GAMECHECK_BOOST_MIN}), cmake, g++")
include(CPack)
