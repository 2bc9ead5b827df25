// fuzz/differential.h — the differential check behind every fuzz_<problem> target:
// decode the bytes (fuzz/decode.h), run the row's solver and judge it (harness/judge/judge.h):
// every oracle of the row that answers at that size and the row's verifier check it.
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

