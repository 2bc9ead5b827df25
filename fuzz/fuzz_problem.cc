// fuzz/fuzz_problem.cc — the differential fuzz target of one problem row
// (fuzz/differential.h). fuzz/CMakeLists.txt builds it once per line of
// harness/problems/problems.def, as fuzz_<name> with GAMECHECK_FUZZ_PROBLEM="<name>".
#include <cstddef>
#include <cstdint>

#include "fuzz/differential.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return ::gc::fuzz::FuzzOne(GAMECHECK_FUZZ_PROBLEM, data, size);
}
