// fuzz/differential.h — the differential check behind every fuzz_<problem> target:
// decode the bytes (fuzz/decode.h), run the row's solver, compare it with every oracle
// of the row that answers at that size and check it with the row's verifier.
// On a disagreement: the instance in the spec text, both outputs, then abort(), so that
// libFuzzer (or the replay main) reports the input as a crash.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace gc::fuzz {

/// Checks one fuzz input against the row named `problem` (which must exist in Problems()).
/// Returns 0 (libFuzzer's "keep going"); aborts on any disagreement. Small instances go to
/// every oracle within its max_n / max_m, every instance to row.verify when the row has one.
int FuzzOne(std::string_view problem, const std::uint8_t* data, std::size_t size);

}  // namespace gc::fuzz

/// Defines the libFuzzer entry point of the target of one problem row:
/// GAMECHECK_FUZZ_TARGET(outcome) in fuzz/fuzz_outcome.cc.
#define GAMECHECK_FUZZ_TARGET(problem)                                                \
  extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) { \
    return ::gc::fuzz::FuzzOne(#problem, data, size);                                 \
  }
