// harness/problems/rows.h — one function per problem row, declared from harness/problems/problems.def;
// harness/problems/problem.cc lists them in the same order.
#pragma once

#include "harness/problems/problem.h"

namespace gc {

#define GAMECHECK_PROBLEM(name, row) Problem row();
#include "harness/problems/problems.def"
#undef GAMECHECK_PROBLEM

}  // namespace gc
