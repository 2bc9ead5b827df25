// harness/cases/layout.h — the whitespace of a valid input text. The spec separates the
// numbers by any whitespace (formats.md, common rules); WriteInstance writes one layout,
// the canonical one: one space between the numbers of a line, `\n` after every line, no
// blank line. A layout is a set of departures from it (tabs, CR LF line ends, runs of
// spaces, a space before each line end, everything on one line, no final newline, a blank
// line), applied to a canonical text by LaidOut and found in any text by LayoutOf. The
// schedule draws one for its random and shaped cases, the shrinker keeps it (and drops
// the features a failure does not need), and the judge names the first departure of a
// text that a program rejected ("a tab at line 2"), from the typed mark, not a sentence.
// Time: O(text) each. Status: properties/input_layout_test.cc (each feature applied and found
// again, the numbers unchanged, the first departure and its line), properties/check_test.cc
// (planted readers that reject a tab or a CR LF fail `check` with "rejects valid input").
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>

namespace gc {

/// One way a valid text departs from the canonical layout. The first seven are drawn by
/// the schedule (kDrawnFeatures); the others are only found, in texts given whole (a
/// replayed file).
enum class LayoutFeature : unsigned {
  kTab,             // tabs between the numbers of a line
  kCrLf,            // CR LF line ends
  kSpaceRun,        // runs of spaces between the numbers of a line
  kTrailingSpace,   // a space before each line end
  kOneLine,         // everything on one line (the lines joined by the separator)
  kNoFinalNewline,  // no line end after the last number
  kBlankLine,       // a blank line (after the first line; before it when there is one)
  kLeadingSpace,    // spaces at the start of a line
  kLineBreak,       // a line break where the canonical text has a space
  kOtherSpace,      // a vertical tab, form feed or CR not before LF
};
inline constexpr unsigned kLayoutFeatures = 10;
inline constexpr unsigned kDrawnFeatures = 7;

/// "tab", "crlf", ... (signatures, JSON).
const char* Slug(LayoutFeature f);

/// A set of LayoutFeature; empty is the canonical layout.
struct Layout {
  std::uint32_t bits = 0;
  bool Has(LayoutFeature f) const { return (bits >> static_cast<unsigned>(f)) & 1u; }
  Layout With(LayoutFeature f) const { return {bits | 1u << static_cast<unsigned>(f)}; }
  Layout Without(LayoutFeature f) const { return {bits & ~(1u << static_cast<unsigned>(f))}; }
  bool canonical() const { return bits == 0; }
  friend bool operator==(const Layout&, const Layout&) = default;
};

/// Where a text first departs from the canonical layout: the feature and its line
/// (1-based, counted in the text as given).
struct LayoutMark {
  LayoutFeature feature = LayoutFeature::kTab;
  std::uint64_t line = 1;
  /// "a tab at line 2", "no newline at the end of line 3".
  std::string Sentence() const;
  friend bool operator==(const LayoutMark&, const LayoutMark&) = default;
};

/// A layout for a case: the canonical one half the time, else a non-empty set of the
/// drawn features, each present with probability 1/2. Two draws of rng. O(1).
Layout DrawLayout(std::mt19937_64& rng);

/// `canonical` (a text as WriteInstance prints it) in layout l; the numbers are the same,
/// in the same order. LaidOut(t, {}) == t. O(|canonical|).
std::string LaidOut(std::string_view canonical, Layout l);

/// The features of `text` against `canonical`, the same numbers canonically laid out
/// (WriteInstance of what text reads as); nullopt when the numbers differ. O(|text|).
std::optional<Layout> LayoutOf(std::string_view text, std::string_view canonical);

/// The first departure of `text` from `canonical` (as LayoutOf), in the order of the
/// text; nullopt when text is canonical or its numbers differ. O(|text|).
std::optional<LayoutMark> FirstDeparture(std::string_view text, std::string_view canonical);

}  // namespace gc
