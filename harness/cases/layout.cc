// harness/cases/layout.cc — see layout.h.
#include "harness/cases/layout.h"

#include <algorithm>
#include <iterator>

namespace gc {

namespace {

struct FeatureWords {
  const char* slug;
  const char* what;  // the start of LayoutMark::Sentence
};
// In the order of LayoutFeature.
constexpr FeatureWords kWords[] = {
    {"tab", "a tab"},
    {"crlf", "a CR LF line end"},
    {"space-run", "a run of spaces"},
    {"trailing-space", "a space before the line end"},
    {"one-line", "lines joined into one"},
    {"no-final-newline", "no newline at the end"},
    {"blank-line", "a blank line"},
    {"leading-space", "a space at the start"},
    {"line-break", "a line break between two numbers of a line"},
    {"other-space", "a vertical tab, form feed or lone CR"},
};
static_assert(std::size(kWords) == kLayoutFeatures);

bool IsSpace(char c) { return c == ' ' || static_cast<unsigned char>(c - '\t') < 5; }

// What the canonical text has where the given one has a gap: nothing (before the first
// number), one space, one line end, or the final line end.
enum class Gap { kStart, kSpace, kNewline, kEnd };

// Calls emit(feature, position) for every departure of the gap text[a, b) from the
// canonical gap `g`; positions are in text, each at the byte that shows the feature
// (b for a missing final newline).
template <class Emit>
void GapFeatures(std::string_view text, std::size_t a, std::size_t b, Gap g, Emit&& emit) {
  std::size_t newlines = 0, first_nl = b, last_nl = b;
  for (std::size_t i = a; i < b; ++i) {
    const char c = text[i];
    if (c == '\t') emit(LayoutFeature::kTab, i);
    if (c == '\r')
      emit(i + 1 < b && text[i + 1] == '\n' ? LayoutFeature::kCrLf : LayoutFeature::kOtherSpace, i);
    if (c == '\v' || c == '\f') emit(LayoutFeature::kOtherSpace, i);
    if (c == '\n') {
      if (newlines++ == 0) first_nl = i;
      last_nl = i;
    }
  }
  // The first space in [from, to), if any.
  auto space = [&](std::size_t from, std::size_t to) {
    const std::size_t at = text.substr(0, to).find(' ', from);
    return at == std::string_view::npos ? to : at;
  };
  switch (g) {
    case Gap::kSpace:
      if (newlines > 0) {
        emit(LayoutFeature::kLineBreak, first_nl);
      } else if (std::size_t run = text.substr(0, b).find("  ", a); run != std::string_view::npos) {
        emit(LayoutFeature::kSpaceRun, run);
      }
      return;
    case Gap::kStart:
      if (newlines > 0) emit(LayoutFeature::kBlankLine, a);
      if (std::size_t s = space(newlines > 0 ? last_nl + 1 : a, b); s < b)
        emit(LayoutFeature::kLeadingSpace, s);
      return;
    case Gap::kNewline:
    case Gap::kEnd:
      if (newlines == 0) {
        // Joined lines (whatever separates them), or no line end after the last number.
        emit(g == Gap::kEnd ? LayoutFeature::kNoFinalNewline : LayoutFeature::kOneLine,
             g == Gap::kEnd ? b : a);
        return;
      }
      if (std::size_t s = space(a, first_nl); s < first_nl) emit(LayoutFeature::kTrailingSpace, s);
      if (newlines >= 2) emit(LayoutFeature::kBlankLine, first_nl + 1);
      if (std::size_t s = space(last_nl + 1, b); s < b) emit(LayoutFeature::kLeadingSpace, s);
      return;
  }
}

// Walks the gaps of text and canonical together, calling emit(feature, position, line)
// for every departure; false when the numbers differ.
template <class Emit>
bool Walk(std::string_view text, std::string_view canonical, Emit&& emit) {
  std::size_t i = 0, j = 0;
  std::uint64_t line = 1;  // the line of text[i]
  bool first = true;
  while (true) {
    const std::size_t a = i;
    while (i < text.size() && IsSpace(text[i])) ++i;
    const std::size_t cj = j;
    while (j < canonical.size() && IsSpace(canonical[j])) ++j;
    const bool text_end = i == text.size(), canonical_end = j == canonical.size();
    if (text_end != canonical_end) return false;
    Gap g = cj < canonical.size() && canonical[cj] == ' ' ? Gap::kSpace : Gap::kNewline;
    if (first) g = Gap::kStart;
    if (text_end) g = Gap::kEnd;
    auto newlines = [&](std::size_t to) {
      return static_cast<std::uint64_t>(std::count(text.begin() + a, text.begin() + to, '\n'));
    };
    GapFeatures(text, a, i, g, [&](LayoutFeature f, std::size_t at) {
      emit(f, at, line + newlines(at));
    });
    line += newlines(i);
    if (text_end) return true;
    first = false;
    const std::size_t ta = i, ca = j;
    while (i < text.size() && !IsSpace(text[i])) ++i;
    while (j < canonical.size() && !IsSpace(canonical[j])) ++j;
    if (text.substr(ta, i - ta) != canonical.substr(ca, j - ca)) return false;
  }
}

}  // namespace

const char* Slug(LayoutFeature f) { return kWords[static_cast<unsigned>(f)].slug; }

std::string LayoutMark::Sentence() const {
  const bool of =
      feature == LayoutFeature::kNoFinalNewline || feature == LayoutFeature::kLeadingSpace;
  const std::string where = of ? " of line " : " at line ";
  return kWords[static_cast<unsigned>(feature)].what + where + std::to_string(line);
}

Layout DrawLayout(std::mt19937_64& rng) {
  const bool canonical = rng() % 2 == 0;
  const std::uint32_t bits = static_cast<std::uint32_t>(rng() % ((1u << kDrawnFeatures) - 1) + 1);
  return {canonical ? 0 : bits};
}

std::string LaidOut(std::string_view canonical, Layout l) {
  if (l.canonical()) return std::string(canonical);
  using F = LayoutFeature;
  const std::string bare_eol = l.Has(F::kCrLf) ? "\r\n" : "\n";
  const std::string eol = (l.Has(F::kTrailingSpace) ? " " : "") + bare_eol;
  const std::string sep = l.Has(F::kTab) && l.Has(F::kSpaceRun) ? "  \t"
                          : l.Has(F::kTab)                      ? "\t"
                          : l.Has(F::kSpaceRun)                 ? "  "
                                                                : " ";
  // One line: the canonical's only line end is its last byte, or the lines are joined.
  const bool one_line = l.Has(F::kOneLine) || canonical.find('\n') + 1 >= canonical.size();
  std::string out;
  out.reserve(canonical.size() + canonical.size() / 2 + 4);
  if (l.Has(F::kBlankLine) && one_line) out += bare_eol;  // before the only line
  bool first_line = true;
  for (std::size_t i = 0; i < canonical.size(); ++i) {
    const char c = canonical[i];
    if (c == ' ') {
      out += sep;
    } else if (c != '\n') {
      out += c;
    } else if (i + 1 == canonical.size()) {
      if (!l.Has(F::kNoFinalNewline)) out += eol;
    } else if (l.Has(F::kOneLine)) {
      out += sep;
    } else {
      out += eol;
      if (l.Has(F::kBlankLine) && first_line) out += bare_eol;  // after the first line
      first_line = false;
    }
  }
  return out;
}

std::optional<Layout> LayoutOf(std::string_view text, std::string_view canonical) {
  Layout l;
  if (!Walk(text, canonical, [&](LayoutFeature f, std::size_t, std::uint64_t) { l = l.With(f); }))
    return std::nullopt;
  return l;
}

std::optional<LayoutMark> FirstDeparture(std::string_view text, std::string_view canonical) {
  std::optional<LayoutMark> first;
  std::size_t first_at = 0;
  const bool same = Walk(text, canonical, [&](LayoutFeature f, std::size_t at, std::uint64_t line) {
    if (!first || at < first_at) first = LayoutMark{f, line}, first_at = at;
  });
  return same ? first : std::nullopt;
}

}  // namespace gc
