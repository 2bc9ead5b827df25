// harness/row_util.h — small templates that turn typed solvers, oracles and verifiers
// into the text-level functions of a problem row.
#pragma once

#include <string>

#include "harness/problem.h"

namespace gc::row {

/// Output of a typed answer: status 0 and the spec text.
template <class Answer>
Output Emit(const Answer& a) {
  return {0, FormatAnswer(a)};
}

/// Compares vertex-indexed strings of letters; names the first differing vertex.
inline Difference FirstLetter(const std::string& expected, const std::string& actual,
                              const std::string& what) {
  for (std::size_t v = 0; v < expected.size() && v < actual.size(); ++v)
    if (expected[v] != actual[v])
      return {true,
              what + "vertex " + std::to_string(v) + ": expected " + expected[v] + ", got " +
                  actual[v],
              static_cast<std::int64_t>(v)};
  if (expected.size() != actual.size())
    return {true, what + "expected " + std::to_string(expected.size()) + " letters, got " +
                      std::to_string(actual.size())};
  return {};
}

/// Compares vertex-indexed vectors; names the first differing vertex.
template <class T, class Show>
Difference FirstValue(const std::vector<T>& expected, const std::vector<T>& actual,
                      const std::string& what, Show show) {
  for (std::size_t v = 0; v < expected.size() && v < actual.size(); ++v)
    if (!(expected[v] == actual[v]))
      return {true,
              what + "vertex " + std::to_string(v) + ": expected " + show(expected[v]) +
                  ", got " + show(actual[v]),
              static_cast<std::int64_t>(v)};
  if (expected.size() != actual.size())
    return {true, what + "expected " + std::to_string(expected.size()) + " values, got " +
                      std::to_string(actual.size())};
  return {};
}

/// Exit statuses differ: the first thing to report.
inline Difference StatusDiffers(const Output& expected, const Output& actual) {
  if (expected.status == actual.status) return {};
  return {true, "exit status: expected " + std::to_string(expected.status) + ", got " +
                    std::to_string(actual.status)};
}

/// The sum lines (first / second / draw) differ.
inline Difference SumDiffers(SumResult expected, SumResult actual) {
  if (expected == actual) return {};
  return {true, std::string("sum: expected ") + ToString(expected) + ", got " + ToString(actual)};
}

}  // namespace gc::row
