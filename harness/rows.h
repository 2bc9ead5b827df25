// harness/rows.h — one function per problem row, declared from harness/problems.def;
// harness/problem.cc lists them in the same order.
#pragma once

#include "harness/problem.h"

namespace gc {

#define GAMECHECK_PROBLEM(name, row) Problem row();
#include "harness/problems.def"
#undef GAMECHECK_PROBLEM

}  // namespace gc
