// harness/problems/row_util.h — small templates that turn typed solvers, oracles and verifiers
// into the text-level functions of a problem row, and typed answers into Differences.
#pragma once

#include <any>
#include <optional>
#include <string>
#include <type_traits>

#include "harness/problems/problem.h"

namespace gc::row {

/// Output of a typed answer: status 0 and the spec text.
template <class Answer>
Output Emit(const Answer& a) {
  return {0, FormatAnswer(a)};
}

/// A typed answer of a solver or oracle, with its exit status (0 unless given).
template <class A>
Answer Keep(A a, int status = 0) {
  return {status, std::any(std::move(a))};
}

/// A row's AnswerType from its answer type A, the strict reader of its text
/// (A read(std::string_view, Vertex n), or without n) and its comparison
/// (Difference differ(const Instance&, const A& expected, const A& actual)).
template <class A, auto read, auto differ>
AnswerType Answers() {
  return {
      [](std::string_view text, Vertex n) -> std::any {
        if constexpr (std::is_invocable_v<decltype(read), std::string_view, Vertex>)
          return read(text, n);
        else
          return read(text);
      },
      [](const Instance& x, const std::any& expected, const std::any& actual) {
        return differ(x, std::any_cast<const A&>(expected), std::any_cast<const A&>(actual));
      },
      [](const std::any& a) { return FormatAnswer(std::any_cast<const A&>(a)); },
  };
}

/// The class of a printed number ("n") or infinite loopy value ("inf"); words and letters
/// are their own class.
inline std::string ClassOf(const std::string& value) {
  if (value.rfind("inf", 0) == 0) return "inf";
  if (!value.empty() && (value[0] == '-' || (value[0] >= '0' && value[0] <= '9'))) return "n";
  return value;
}

/// A difference in `field` on output line `line` (at `vertex`, or -1 for the whole line).
inline Difference Differ(std::string field, int line, std::int64_t vertex, std::string expected,
                         std::string actual) {
  Difference d{true, std::move(field), line, vertex, std::move(expected), std::move(actual), "", ""};
  d.expected_class = ClassOf(d.expected);
  d.actual_class = ClassOf(d.actual);
  return d;
}

/// Compares vertex-indexed strings of letters; names the first differing vertex.
inline Difference FirstLetter(const std::string& expected, const std::string& actual,
                              const std::string& field, int line) {
  for (std::size_t v = 0; v < expected.size() && v < actual.size(); ++v)
    if (expected[v] != actual[v])
      return Differ(field, line, static_cast<std::int64_t>(v), std::string(1, expected[v]),
                    std::string(1, actual[v]));
  if (expected.size() != actual.size())
    return Differ("number of letters", line, -1, std::to_string(expected.size()),
                  std::to_string(actual.size()));
  return {};
}

/// Compares vertex-indexed vectors; names the first differing vertex.
template <class T, class Show>
Difference FirstValue(const std::vector<T>& expected, const std::vector<T>& actual,
                      const std::string& field, int line, Show show) {
  for (std::size_t v = 0; v < expected.size() && v < actual.size(); ++v)
    if (!(expected[v] == actual[v]))
      return Differ(field, line, static_cast<std::int64_t>(v), show(expected[v]), show(actual[v]));
  if (expected.size() != actual.size())
    return Differ("number of values", line, -1, std::to_string(expected.size()),
                  std::to_string(actual.size()));
  return {};
}

/// The sum lines (first / second / draw) differ.
inline Difference SumDiffers(SumResult expected, SumResult actual, int line) {
  if (expected == actual) return {};
  return Differ("sum", line, -1, ToString(expected), ToString(actual));
}

/// A row's own narrow model (harness/problems/quantity.h): a wrong solver of mutants/ with
/// its width as a parameter, run at the width asked.
template <int (*solve)(const Instance&, unsigned, std::string*)>
std::optional<Output> Planted(const Problem&, const Quantity&, const Instance& x,
                              unsigned bits) {
  Output o;
  o.status = solve(x, bits, &o.out);
  return o;
}

}  // namespace gc::row
