// harness/cases/schedule.h — the cases of a check: the tiers (worked examples, the
// exhaustive tier, random cases, the shaped families and their size ladders, the scale
// tier), the interleaving that makes the schedule anytime, and replayed files.
// Reproducible: case i is a pure function of (problem, seed, options, i), whatever --jobs
// is or whichever shard runs it. A shaped graph of a row with a limit on moves (max_m) is
// cut to its first max_m edges.
// Status: properties/check_test.cc (families met early), properties/shard_test.cc.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/cases/generators.h"
#include "harness/cases/layout.h"
#include "harness/problems/problem.h"

namespace gc {

inline constexpr std::uint64_t kDefaultCheckSeed = 20261129;

/// Parts of the schedule.
enum class Tier : unsigned {
  kExamples = 1,    // the row's worked examples
  kExhaustive = 2,  // every graph up to a small size (n <= 3 with m <= 3, n = 4 with m <= 2)
  kRandom = 4,      // random instances of growing size (n up to 64)
  kShapes = 8,      // shaped families (chains, cycles, stars, deep DAGs, dense, components,
                    // multi-edges, self-loops, sinks, large random) up to 10^5 vertices
  kReplay = 16,     // files given with --replay
  kScale = 32,      // the shaped families at contest and production scale: 2*10^5 and 10^6
                    // vertices, stars of out-degree 10^6, random graphs with 2*10^6 edges
};
inline constexpr unsigned kAllTiers = 1 | 2 | 4 | 8 | 32;
const char* ToString(Tier t);
/// Parses "examples,exhaustive,random,shapes,scale" (any subset) or "all"; nullopt when
/// a name is unknown.
std::optional<unsigned> ParseTiers(std::string_view list);

/// One case: an instance (or, for --bad-input, a malformed text) and where it came from.
struct Case {
  std::uint64_t index = 0;
  Tier tier = Tier::kRandom;
  std::string family;  // "example", "exhaustive", "random", a shape name, "bad-input", "replay"
  std::string about;   // e.g. "formats.md", "star, out-degree 65536", a file name
  Instance x;
  std::string text;  // what the solver reads: WriteInstance(x) laid out, or the malformed text
  /// The layout the schedule drew for text (harness/cases/layout.h): the random and
  /// shaped cases get one (canonical half the time), the exhaustive tier the canonical
  /// one; nullopt for a text given whole (an example, a replayed file, bad input).
  std::optional<Layout> layout;
  bool bad_input = false;
};

/// The case schedule of a problem for a seed, anytime: the examples, then the other tiers
/// interleaved in a fixed pattern (exhaustive, shape, random, shape), so that every shaped
/// family appears within the first few dozen cases at a small size, then again at each
/// larger size of its ladder (medium, 2*10^5, 10^6 with the scale tier), and then at
/// varied sizes; the exhaustive tier is worked through in between, and random cases grow
/// to n = 64. The random and shaped cases are written in a layout drawn from their own
/// generator (harness/cases/layout.h: canonical half the time, else tabs, CR LF, runs of
/// spaces, ... as the spec allows). With bad_input every 8th case is a malformed input.
/// Case i is a pure function of (problem, seed, options, i): replay and --jobs do not
/// change it.
class Schedule {
 public:
  /// max_n > 0 caps every generated size (shapes, random cases and the exhaustive tier).
  /// wide_exhaustive widens the exhaustive tier to n <= 3 with m <= 4 and n = 4 with
  /// m <= 3 (about four times as many graphs), for a second, stronger look.
  Schedule(const Problem& p, std::uint64_t seed, std::uint64_t cases, unsigned tiers,
           bool bad_input, std::uint64_t max_n = 0, bool wide_exhaustive = false);
  std::uint64_t size() const { return size_; }
  /// Case i (< size()); deterministic and thread-safe.
  Case At(std::uint64_t i) const;
  /// An upper bound of the vertices of case i, without generating it (O(1)).
  std::uint64_t PlannedN(std::uint64_t i) const;
  /// Every family name the schedule can produce, for progress and coverage reports.
  static const std::vector<std::string>& Families();
  /// The family of case i, as its index in Families(), without generating it (O(1)).
  std::size_t FamilyOf(std::uint64_t i) const;
  /// Caps the sizes of some families, below max_n: caps[f] > 0 caps the family
  /// Families()[f] (the shaped families and the random tier; a cap of the others is
  /// ignored). A check of a subject slow on one shape goes on at every size on the other
  /// shapes (mutate's cap of a slow original, per family: harness/check/check.h).
  void CapFamilies(std::vector<std::uint64_t> caps) { family_caps_ = std::move(caps); }

 private:
  struct Slot {
    Tier tier;
    std::uint64_t k;  // index within its tier
  };
  Slot SlotOf(std::uint64_t j) const;  // j counts the cases after the examples
  std::uint32_t ShapeSize(std::uint64_t k, bool* scale) const;
  Case BadInputCase(Rng& rng, Case c) const;
  void ShapedCase(std::uint64_t k, Rng& rng, Case* c) const;

  const Problem* p_;
  // The cap of family f (Families()'s index): max_n_, or lower (CapFamilies).
  std::uint64_t CapOf(std::size_t f) const {
    return f < family_caps_.size() && family_caps_[f] > 0 ? std::min(max_n_, family_caps_[f])
                                                          : max_n_;
  }
  std::uint64_t RandomMaxN(std::uint64_t k) const;

  std::uint64_t seed_, size_, max_n_;
  std::vector<std::uint64_t> family_caps_;
  unsigned tiers_;
  bool bad_input_;
  std::uint64_t examples_ = 0;
  std::vector<Vertex> examples_n_;
  std::vector<Tier> pattern_;                    // the interleaving of the tiers
  std::vector<std::vector<Edge>> small_graphs_;  // the exhaustive tier, in order
  std::vector<Vertex> small_n_;
};

/// Reads a saved case (spec input text) as a replay case; malformed text becomes a
/// bad-input case.
Case ReplayCase(const Problem& p, std::uint64_t index, std::string name, std::string text);

}  // namespace gc
