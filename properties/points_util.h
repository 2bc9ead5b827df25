// properties/points_util.h — what the tests of mutation points share
// (properties/mutation_points_test.cc for C, C++ and Python, mutation_points_ts_test.cc for
// JavaScript and Go): a fragment's offset in a source, the point at an offset, the points
// of a line.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "mutate/points/points.h"

namespace gc::mutate {

/// The offset of the only occurrence of `fragment`, plus `delta`.
inline std::size_t At(const std::string& src, const std::string& fragment, std::size_t delta = 0) {
  const std::size_t first = src.find(fragment);
  EXPECT_NE(first, std::string::npos) << fragment;
  EXPECT_EQ(src.find(fragment, first + 1), std::string::npos) << "not unique: " << fragment;
  return first + delta;
}

/// The point of `mutator` at `begin` with `replacement`, or null.
inline const Point* FindAt(const std::vector<Point>& points, const std::string& mutator,
                           std::size_t begin, const std::string& replacement) {
  for (const Point& p : points) {
    if (p.mutator == mutator && p.begin == begin && p.replacement == replacement) return &p;
  }
  return nullptr;
}

/// Whether a point starts on `line`.
inline bool AnyOnLine(const std::vector<Point>& points, unsigned line) {
  return std::any_of(points.begin(), points.end(), [&](const Point& p) { return p.line == line; });
}

}  // namespace gc::mutate
