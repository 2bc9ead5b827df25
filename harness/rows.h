// harness/rows.h — one function per problem row; harness/problem.cc lists them in order.
#pragma once

#include "harness/problem.h"

namespace gc {

Problem OutcomeRow();
Problem LengthsRow();
Problem GrundyRow();
Problem LoopyRow();
Problem GeographyRow();
Problem UndirectedRow();
Problem PartizanRow();

}  // namespace gc
