// harness/cases/malformed.h — the malformed inputs a careful reader is written for
// (formats.md: bad input is rejected with exit status 2 and a message naming the line).
// Beside the schedule's bad-input cases (small texts with one fault each), these reach what
// hand-written readers do with a line counter, a token shown in a message, a number parsed
// by hand: an error past line 32,768 and past 65,536, tokens of hundreds of characters,
// bytes outside printable ASCII (those next to its bounds among them), numbers just past 2^31, 2^32, 2^63 and 2^64 (the last two
// wrap a 32- or 64-bit reader back into range), leading zeros, a vertex out of range at
// the end and in two other places, a lone minus sign, a minus zero, input cut off some lines
// in, and trailing garbage after a complete instance.
#pragma once

#include <cstdint>
#include <vector>

#include "harness/cases/schedule.h"

namespace gc {

/// The reader probes of p for a seed: each made from one small valid instance by one fault,
/// kept only when gamecheck's reader rejects it (`about` says the fault and the reader's
/// error, bad_input is set), numbered first_index, first_index + 1, ... in a fixed order.
/// O(70,000) characters in all (the two long texts).
std::vector<Case> ReaderProbes(const Problem& p, std::uint64_t seed, std::uint64_t first_index);

}  // namespace gc
