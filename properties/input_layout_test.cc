// properties/input_layout_test.cc — the layouts of valid input (harness/cases/layout.h):
// each feature laid out as the spec allows it, pinned against hand-written texts; every
// drawn layout read back by the strict reader as the same instance and found again by
// LayoutOf; the first departure of a text and its line; the schedule's share of layouts.
// The judge's naming of a rejected valid input is in properties/judge_test.cc.
#include "harness/cases/layout.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

#include "harness/cases/schedule.h"
#include "harness/problems/problem.h"

namespace gc {
namespace {

using F = LayoutFeature;

const Problem& Row(const char* name) { return *FindProblem(name); }

// A grundy instance: two lines of numbers pairs, a line of one number, a line of tokens.
const std::string kCanonical = "3 2\n0 1\n1 2\n2 0 2\n";

Layout Only(F f) { return Layout{}.With(f); }

TEST(InputLayout, EachFeatureIsLaidOutAsWritten) {
  EXPECT_EQ(LaidOut(kCanonical, {}), kCanonical);
  EXPECT_EQ(LaidOut(kCanonical, Only(F::kTab)), "3\t2\n0\t1\n1\t2\n2\t0\t2\n");
  EXPECT_EQ(LaidOut(kCanonical, Only(F::kCrLf)), "3 2\r\n0 1\r\n1 2\r\n2 0 2\r\n");
  EXPECT_EQ(LaidOut(kCanonical, Only(F::kSpaceRun)), "3  2\n0  1\n1  2\n2  0  2\n");
  EXPECT_EQ(LaidOut(kCanonical, Only(F::kTrailingSpace)), "3 2 \n0 1 \n1 2 \n2 0 2 \n");
  EXPECT_EQ(LaidOut(kCanonical, Only(F::kOneLine)), "3 2 0 1 1 2 2 0 2\n");
  EXPECT_EQ(LaidOut(kCanonical, Only(F::kNoFinalNewline)), "3 2\n0 1\n1 2\n2 0 2");
  EXPECT_EQ(LaidOut(kCanonical, Only(F::kBlankLine)), "3 2\n\n0 1\n1 2\n2 0 2\n");
  EXPECT_EQ(LaidOut(kCanonical, Only(F::kOneLine).With(F::kBlankLine).With(F::kCrLf)),
            "\r\n3 2 0 1 1 2 2 0 2\r\n");
  EXPECT_EQ(LaidOut(kCanonical, Only(F::kTab).With(F::kSpaceRun).With(F::kNoFinalNewline)),
            "3  \t2\n0  \t1\n1  \t2\n2  \t0  \t2");
}

TEST(InputLayout, EveryDrawnLayoutReadsAsTheSameInstanceAndIsFoundAgain) {
  const Problem& p = Row("grundy");
  const Instance x = ReadInstance(p.input, kCanonical);
  ASSERT_EQ(WriteInstance(p.input, x), kCanonical);
  for (std::uint32_t bits = 0; bits < (1u << kDrawnFeatures); ++bits) {
    const Layout l{bits};
    const std::string text = LaidOut(kCanonical, l);
    EXPECT_EQ(ReadInstance(p.input, text), x) << bits;
    // On one line with no final newline there is no line end: no space before it, and
    // no CR in it unless a blank line comes first.
    Layout seen = l;
    if (l.Has(F::kOneLine) && l.Has(F::kNoFinalNewline)) {
      seen = seen.Without(F::kTrailingSpace);
      if (!l.Has(F::kBlankLine)) seen = seen.Without(F::kCrLf);
    }
    EXPECT_EQ(LayoutOf(text, kCanonical), seen) << bits;
    EXPECT_EQ(FirstDeparture(text, kCanonical).has_value(), !l.canonical()) << bits;
  }
}

TEST(InputLayout, TheFirstDepartureAndItsLine) {
  auto first = [](const std::string& text) {
    const std::optional<LayoutMark> m = FirstDeparture(text, kCanonical);
    return m ? m->Sentence() : "none";
  };
  EXPECT_EQ(first(kCanonical), "none");
  EXPECT_EQ(first("3 2\n0\t1\n1 2\n2 0 2\n"), "a tab at line 2");
  EXPECT_EQ(first("3 2\r\n0 1\n1 2\n2 0 2\n"), "a CR LF line end at line 1");
  EXPECT_EQ(first("3 2\n0 1\n1    2\n2 0 2\n"), "a run of spaces at line 3");
  EXPECT_EQ(first("3 2\n0 1\n1 2\n2 0 2 \n"), "a space before the line end at line 4");
  EXPECT_EQ(first("3 2  0 1 1 2 2 0 2\n"), "lines joined into one at line 1");
  EXPECT_EQ(first("3 2\n0 1\n1 2\n2 0 2"), "no newline at the end of line 4");
  EXPECT_EQ(first("3 2\n0 1\n\n1 2\n2 0 2\n"), "a blank line at line 3");
  EXPECT_EQ(first("\n3 2\n0 1\n1 2\n2 0 2\n"), "a blank line at line 1");
  EXPECT_EQ(first("3 2\n 0 1\n1 2\n2 0 2\n"), "a space at the start of line 2");
  EXPECT_EQ(first("3\n2\n0 1\n1 2\n2 0 2\n"),
            "a line break between two numbers of a line at line 1");
  EXPECT_EQ(first("3 2\n0 1\n1 2\v2 0 2\n"), "a vertical tab, form feed or lone CR at line 3");
  // The first in the text, whatever the order of the features.
  EXPECT_EQ(first("3 2\n0 1 \n1\t2\n2 0 2\n"), "a space before the line end at line 2");
  // Other numbers: no layout to speak of.
  EXPECT_EQ(FirstDeparture("3 2\n0 1\n1 2\n2 0 1\n", kCanonical), std::nullopt);
  EXPECT_EQ(LayoutOf("3 2\n0 1\n", kCanonical), std::nullopt);
  EXPECT_EQ(LayoutOf("3 2 0 1 1 2 2 0 2\n", kCanonical), Only(F::kOneLine));
}

TEST(InputLayout, HalfTheDrawsAreCanonicalAndEveryDrawnFeatureComes) {
  std::mt19937_64 rng(7);
  int canonical = 0;
  std::set<unsigned> seen;
  for (int i = 0; i < 1000; ++i) {
    const Layout l = DrawLayout(rng);
    canonical += l.canonical();
    EXPECT_LT(l.bits, 1u << kDrawnFeatures);
    for (unsigned k = 0; k < kLayoutFeatures; ++k)
      if (l.Has(static_cast<F>(k))) seen.insert(k);
  }
  EXPECT_GT(canonical, 400);
  EXPECT_LT(canonical, 600);
  EXPECT_EQ(seen.size(), kDrawnFeatures);
}

// The schedule: random and shaped cases in a drawn layout, every drawn feature within the
// first hundred cases of every row; the examples as given and the exhaustive tier
// canonical; each text the laid-out canonical text of its instance.
TEST(InputLayout, TheScheduleWritesEveryLayoutEarly) {
  for (const Problem& p : Problems()) {
    const Schedule s(p, kDefaultCheckSeed, 5000, kAllTiers & ~static_cast<unsigned>(Tier::kScale),
                     false);
    std::set<unsigned> seen;
    int laid_out = 0;
    for (std::uint64_t i = 0; i < 100; ++i) {
      const Case c = s.At(i);
      if (c.tier == Tier::kExamples) {
        EXPECT_FALSE(c.layout.has_value()) << p.name << " " << i;
        continue;
      }
      ASSERT_TRUE(c.layout.has_value()) << p.name << " " << i;
      if (c.tier == Tier::kExhaustive) {
        EXPECT_TRUE(c.layout->canonical()) << p.name << " " << i;
      }
      EXPECT_EQ(c.text, LaidOut(WriteInstance(p.input, c.x), *c.layout)) << p.name << " " << i;
      laid_out += !c.layout->canonical();
      for (unsigned k = 0; k < kDrawnFeatures; ++k)
        if (c.layout->Has(static_cast<F>(k))) seen.insert(k);
    }
    EXPECT_EQ(seen.size(), kDrawnFeatures) << p.name;
    EXPECT_GT(laid_out, 20) << p.name;
  }
}

}  // namespace
}  // namespace gc
