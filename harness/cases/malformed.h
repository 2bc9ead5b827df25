// harness/cases/malformed.h — the malformed inputs a careful reader is written for
// (formats.md: bad input is rejected with exit status 2 and a message naming the line).
// Beside the schedule's bad-input cases (small texts with one fault each), these reach what
// hand-written readers do with a line counter, a token shown in a message, a number parsed
// by hand: an error past line 32,768 and past 65,536 (the last byte of 2^16 + 1 and
// 2^17 + 1: a reader's buffer of a power of two reads it alone), tokens of hundreds of
// characters, bytes outside printable ASCII (those next to its bounds among them), numbers
// just past 2^31, 2^32, 2^63 and 2^64 (the last two wrap a 32- or 64-bit reader back into
// range), leading zeros, a vertex out of range at the end and in three other places (both
// ends of the first move among them), a lone minus sign, a minus zero, input cut off some
// lines in, and trailing garbage after a complete instance.
#pragma once

#include <cstdint>
#include <vector>

#include "harness/cases/schedule.h"

namespace gc {

/// The reader probes of p for a seed: each made from one small valid instance by one fault,
/// kept only when gamecheck's reader rejects it (`about` says the fault and the reader's
/// error, bad_input is set), numbered first_index, first_index + 1, ... in a fixed order.
/// O(200,000) characters in all (the two long texts).
std::vector<Case> ReaderProbes(const Problem& p, std::uint64_t seed, std::uint64_t first_index);

/// The integer bands a careful reader checks, each number of ReaderProbes' instance in
/// turn (n, m, the other counts, the last number), most telling first: n as the last
/// number in 20 digits with leading zeros, numbers of 5,000 digits (Python's int()
/// refuses more than 4,300), the last number of 2^16 + 1 and of 2^20 + 1 digits (past a
/// token buffer of 64 KiB and of 1 MiB), a bad last word after 40,000 and 70,000 blank lines (a line
/// counter past 2^15 and 2^16); 2^31 - 1, 2^31, -2^31 and -2^31 - 1; 10^9, 2^30, 10^18
/// and 2^62 (in range of a 32- or 64-bit type, as many digits as its maximum); the same
/// four bands for k = 63, 15 and 7.
/// Kept when gamecheck's reader rejects them; numbered from first_index.
std::vector<Case> BandProbes(const Problem& p, std::uint64_t seed, std::uint64_t first_index);

/// Probes at a program's own bounds: each count of ReaderProbes' instance after its first
/// two (grundy's k, say) plus 2^32 and plus 2^64, which a 32- or 64-bit reader wraps back
/// to the count; then the dictionary of a fuzzer, the numbers its source compares with.
/// For each of `numbers` from 100 on and each count of ReaderProbes'
/// instance (a number that is not a vertex, where 0 and n - 1 are read and n is not), that
/// instance cut off right after the count, written as the number, one less and one more:
/// a reader that holds a count to a limit answers differently on the two sides of it (a
/// range error, or the end of input after it), so a mutant of the limit shows there. For
/// each of `numbers` from 8 to 4,096, a word of that many letters, one less and one more,
/// in place of the last number: a reader that shows the bad token cuts a long one short at
/// some length. Kept when gamecheck's reader rejects them (it does: the text ends early,
/// or holds a word); at most `limit`, numbered from first_index.
std::vector<Case> BoundProbes(const Problem& p, std::uint64_t seed,
                              const std::vector<std::uint64_t>& numbers, std::size_t limit,
                              std::uint64_t first_index);

}  // namespace gc
