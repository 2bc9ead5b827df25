// harness/problems/problem.cc — the table itself, and the text-level solve used by the CLI.
#include "harness/problems/problem.h"

#include "harness/problems/rows.h"

namespace gc {

const std::vector<Problem>& Problems() {
  static const std::vector<Problem> table = {
#define GAMECHECK_PROBLEM(name, row) row(),
#include "harness/problems/problems.def"
#undef GAMECHECK_PROBLEM
  };
  return table;
}

std::vector<std::string> SplitLines(std::string_view text) {
  std::vector<std::string> lines;
  for (std::size_t b = 0; b < text.size();) {
    std::size_t e = text.find('\n', b);
    if (e == std::string_view::npos) e = text.size();
    lines.emplace_back(text.substr(b, e - b));
    b = e + 1;
  }
  return lines;
}

std::vector<std::string> LineItems(LineShape shape, std::string_view line) {
  std::vector<std::string> items;
  if (shape == LineShape::kLetters) {
    for (char c : line) items.emplace_back(1, c);
  } else if (shape == LineShape::kValues) {
    for (std::size_t b = 0; b <= line.size() && !line.empty();) {
      std::size_t e = line.find(' ', b);
      if (e == std::string_view::npos) e = line.size();
      items.emplace_back(line.substr(b, e - b));
      b = e + 1;
    }
  }
  return items;
}

std::string Difference::Sentence() const {
  if (!differs) return "";
  const std::string where =
      vertex >= 0 ? "vertex " + std::to_string(vertex) + ", " + field : field;
  return where + ": expected " + expected + ", got " + actual;
}

const Problem* FindProblem(std::string_view name) {
  for (const Problem& p : Problems())
    if (p.name == name) return &p;
  return nullptr;
}

const std::vector<KnownMutant>& KnownMutants() {
  static const std::vector<KnownMutant> all = [] {
    std::vector<KnownMutant> ms;
    for (const Problem& p : Problems()) ms.insert(ms.end(), p.mutants.begin(), p.mutants.end());
    return ms;
  }();
  return all;
}

const KnownMutant* FindKnownMutant(std::string_view name) {
  for (const KnownMutant& m : KnownMutants())
    if (m.name == name) return &m;
  return nullptr;
}

Output SolveText(const Problem& p, std::string_view input, std::string* err) {
  Instance x;
  try {
    x = ReadInstance(p.input, input);
  } catch (const TextError& e) {
    *err = std::string("input ") + e.what();
    return {2, ""};
  }
  if (std::string why = p.Beyond(x); !why.empty()) {
    *err = std::string(p.name) + ": " + why;
    return {2, ""};
  }
  return p.Solve(x);
}

std::string Problem::Beyond(const Instance& x) const {
  if (x.g.n() > max_n)
    return "n = " + std::to_string(x.g.n()) + " is beyond this solver's limit of " +
           std::to_string(max_n) + " vertices";
  if (x.g.m() + x.right.m() > max_m)
    return "m = " + std::to_string(x.g.m() + x.right.m()) + " is beyond this solver's limit of " +
           std::to_string(max_m) + " moves";
  return "";
}

Answer Problem::AnswerOf(const Instance& x) const {
  if (!Beyond(x).empty()) return {2, {}};
  return answer(x);
}

Output Problem::Solve(const Instance& x) const { return Print(AnswerOf(x)); }

Answer Problem::Read(const Instance& x, const Output& o) const {
  return Read(x, o.status, o.out);
}

Answer Problem::Read(const Instance& x, int status, std::string_view text) const {
  if (status != 0 && status != 1) return {status, {}};
  return {status, answers.read(text, x.g.n())};
}

Output Problem::Print(const Answer& a) const {
  return {a.status, a.value.has_value() ? answers.print(a.value) : ""};
}

Difference Problem::Compare(const Instance& x, const Answer& expected, const Answer& actual) const {
  if (expected.status != actual.status)
    return {true,
            "exit status",
            0,
            -1,
            std::to_string(expected.status),
            std::to_string(actual.status),
            std::to_string(expected.status),
            std::to_string(actual.status)};
  if (!expected.value.has_value() || !actual.value.has_value()) return {};  // no answers
  return answers.differ(x, expected.value, actual.value);
}

}  // namespace gc
