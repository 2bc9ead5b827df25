// fuzz/decode.h — the one total decoder of the fuzz targets: any byte string becomes a
// valid instance of a problem, small enough for the oracles or large for the verifiers.
// Source: libFuzzer's FuzzedDataProvider (integers in a range from as few bytes as the
// range needs, never failing when the bytes run out), written here so gcc builds need no
// libFuzzer header. Time O(bytes + n + m).
// Status: properties/fuzz_decode_test.cc checks totality (every decoded instance prints
// and reads back unchanged, within its caps) and that every graph shape is reached.
//
// Corpus files: an input that the problem's strict reader accepts (its first byte a digit
// or white space) is read as spec text, so reproducers in corpus/<target>/regress/ are
// plain formats.md inputs; any other byte string goes through the byte decoder.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "harness/problems/problem.h"

namespace gc::fuzz {

/// Reads integers from the front of a byte string; once the bytes run out every read
/// returns the smallest allowed value, so decoding never fails.
class ByteReader {
 public:
  explicit ByteReader(std::span<const std::uint8_t> bytes) : bytes_(bytes) {}
  bool empty() const { return pos_ >= bytes_.size(); }
  std::size_t remaining() const { return bytes_.size() - pos_; }
  /// One byte, 0 when none is left.
  std::uint8_t Byte();
  /// An integer in [lo, hi] (lo <= hi) from as few bytes as hi - lo needs; lo when empty.
  std::uint64_t InRange(std::uint64_t lo, std::uint64_t hi);

 private:
  std::span<const std::uint8_t> bytes_;
  std::size_t pos_ = 0;
};

/// Caps of a decoded instance: vertices, edges (for partizan: Left's plus Right's) and
/// tokens.
struct DecodeLimits {
  Vertex max_n;
  std::uint64_t max_m;
  std::uint32_t max_tokens;
};
/// Small enough that every oracle answers in microseconds.
inline constexpr DecodeLimits kOracleLimits{12, 40, 6};
/// Beyond the oracles: checked against the row's certificate verifier.
inline constexpr DecodeLimits kVerifierLimits{300, 1200, 16};
/// Largest spec-text input a target reads (bigger ones are skipped, not decoded).
inline constexpr DecodeLimits kTextLimits{4096, 16384, 4096};

/// Decodes bytes into an instance of `kind` within `limits`. Total: every byte string,
/// the empty one included, gives a valid instance. Layout: n, a flags byte (bit 0: orient
/// every edge from the lower to the higher vertex, so the graph is a DAG), the tokens or
/// the start vertex, then edge operations until the bytes or the edge cap run out: a
/// single edge, a self-loop, a repeat of the last edge, a chain, a star, a cycle (for
/// partizan bit 3 of the operation picks Left's or Right's list). O(bytes + n + m).
Instance Decode(InputKind kind, const DecodeLimits& limits, std::span<const std::uint8_t> bytes);

/// How a fuzz input was read.
enum class Source { kText, kSmall, kLarge };
const char* ToString(Source s);

struct FuzzInput {
  Instance x;
  Source source;
};

/// The instance a target checks for `data`: spec text when p's reader accepts it within
/// kTextLimits; otherwise the first byte's two low bits pick kVerifierLimits (both set) or
/// kOracleLimits (else) and the rest is decoded. Caps are lowered to p.max_n and to the moves
/// the row's generators give (p.GenerateMaxM(): edgegeo's solvers are exponential in m).
/// nullopt for spec text beyond kTextLimits, p.max_n or p.max_m (not worth checking, and it
/// must not be decoded as bytes instead).
std::optional<FuzzInput> ReadFuzzInput(const Problem& p, std::span<const std::uint8_t> data);

/// The decimal number at the start of text (after white space), saturated at max + 1;
/// nullopt when text does not start with a digit.
std::optional<std::uint64_t> LeadingNumber(std::string_view text, std::uint64_t max);

/// Whether the first whitespace-separated token of text is a decimal number <= max (used
/// before ReadInstance, so that "4000000000 0" cannot allocate gigabytes).
bool FirstNumberAtMost(std::string_view text, std::uint64_t max);

/// Total edge count of an instance (Left's plus Right's for partizan).
std::uint64_t EdgeCount(const Instance& x);

}  // namespace gc::fuzz
