// properties/quantity_test.cc — the rule of issues 33 and 43 over problems.def: every row
// declares the quantities its solvers keep (harness/problems/quantity.h), and the cases of
// its default `check` run before the scale tier take each one to the spec's maximum (or as
// far as a check can, with the reason declared) and past every 8/16/32/64-bit width inside
// that range on a case where a solver keeping it narrower answers otherwise, and repeat an
// entry of every list the input holds where that changes the answer of the row's model of
// a solver that mishandles it. A new row, or a new list of an input kind, cannot skip it:
// the test asks for the declarations as well as for the cases.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "harness/cases/input_kind.h"
#include "harness/cases/schedule.h"
#include "harness/problems/problem.h"

namespace gc {
namespace {

constexpr unsigned kWidths[] = {8, 16, 32, 64};

// Line `line` (1-based) of an output with its status, or all of it for 0.
std::string Shown(const Output& o, std::size_t line) {
  if (line == 0) return std::to_string(o.status) + ":" + o.out;
  const std::vector<std::string> lines = SplitLines(o.out);
  return std::to_string(o.status) + ":" + (line <= lines.size() ? lines[line - 1] : "");
}

// What a row still needs of one quantity while the cases go by.
struct Need {
  const Quantity* q;
  std::vector<unsigned> widths;  // not yet passed where the answer changes
  bool target = true;            // the target value not yet reached
  bool repeat = false;           // kRepeats: a repeat that changes the answer not yet seen
};

std::vector<std::string> Missing(const Problem& p) {
  std::vector<std::string> missing;
  std::vector<Need> needs;
  for (const Quantity& q : p.quantities) {
    Need n{&q, {}, true, q.kind == QuantityKind::kRepeats};
    if (q.kind != QuantityKind::kRepeats)
      for (unsigned b : kWidths)
        if (const std::uint64_t past = PastWidth(q, b); past != 0 && past <= q.Target())
          n.widths.push_back(b);
    needs.push_back(n);
  }
  const Schedule s(p, kDefaultCheckSeed, 5000, kAllTiers, false);
  std::uint64_t i = 0;
  for (; i < s.size(); ++i) {
    const Case c = s.At(i);
    if (c.tier == Tier::kScale) break;  // the default run's cases before the scale rungs
    std::optional<Output> answer;
    auto row_answer = [&]() -> const Output& {
      if (!answer) answer = p.Solve(c.x);
      return *answer;
    };
    for (Need& n : needs) {
      const Quantity& q = *n.q;
      if (!n.target && !n.repeat && n.widths.empty()) continue;
      const Output none;
      const std::uint64_t m =
          Measure(p, q, c.x, q.kind == QuantityKind::kValue ? row_answer() : none);
      if (m >= q.Target()) n.target = false;
      auto changes = [&](unsigned bits) {
        const std::optional<Output> narrow = q.narrow(p, q, c.x, bits);
        return narrow && Shown(*narrow, q.line) != Shown(row_answer(), q.line);
      };
      if (n.repeat && m >= 1 && changes(0)) n.repeat = false;
      std::erase_if(n.widths, [&](unsigned b) { return m >= PastWidth(q, b) && changes(b); });
    }
  }
  for (const Need& n : needs) {
    const std::string name = std::string(p.name) + ": " + std::string(n.q->name);
    if (n.target)
      missing.push_back(name + ": never reaches " + std::to_string(n.q->Target()) + " in the " +
                        std::to_string(i) + " cases before the scale tier");
    for (unsigned b : n.widths)
      missing.push_back(name + ": no case past " + std::to_string(b) +
                        " bits where a narrower one changes the answer");
    if (n.repeat)
      missing.push_back(name + ": no repeated entry that changes the answer of the model");
  }
  return missing;
}

TEST(Quantities, EveryRowDeclaresWhatItsSolversKeep) {
  for (const Problem& p : Problems()) {
    SCOPED_TRACE(p.name);
    std::map<QuantityKind, int> kinds;
    for (const Quantity& q : p.quantities) {
      ++kinds[q.kind];
      EXPECT_NE(q.narrow, nullptr) << q.name;
      // A reach below the spec's maximum says why, and still passes 8 bits where the
      // range does: no row declares its way out of a width a check can give.
      if (q.Target() < q.max) {
        EXPECT_FALSE(q.why_not_max.empty()) << q.name;
        EXPECT_GE(q.Target(), std::min<std::uint64_t>(q.max, 256)) << q.name;
      }
    }
    EXPECT_EQ(kinds[QuantityKind::kVertexId], 1) << "every row keeps vertex ids";
    // A row that takes a bounded number of moves keeps sets of them.
    if (p.max_m <= 64) {
      EXPECT_EQ(kinds[QuantityKind::kEdgeSet], 1);
    }
    // Every list of the input kind (tokens, the agent's vertices, targets) has its count
    // and its repeats declared, each on its own list.
    const std::size_t lists = OpsOf(p.input).to_parts(Instance{}).marks.size();
    for (std::size_t list = 0; list < lists; ++list)
      for (QuantityKind k : {QuantityKind::kCount, QuantityKind::kRepeats}) {
        int on_list = 0;
        for (const Quantity& q : p.quantities) on_list += q.kind == k && q.part == list;
        EXPECT_EQ(on_list, 1) << "list " << list << ", kind " << static_cast<int>(k);
      }
  }
}

TEST(Quantities, TheDefaultRunTakesEachPastEveryWidthWhereTheAnswerChanges) {
  for (const Problem& p : Problems()) {
    for (const std::string& m : Missing(p)) ADD_FAILURE() << m;
  }
}

}  // namespace
}  // namespace gc
