// harness/failure.cc — see failure.h.
#include "harness/failure.h"

#include <cctype>

namespace gc {

namespace {

// One value as its kind: letters and words are kept (they are the answer), numbers become
// "n" and infinite loopy values "inf", so shrinking may change the numbers themselves.
std::string KindOfValue(std::string_view v) {
  while (!v.empty() && (v.back() == ',' || v.back() == ' ')) v.remove_suffix(1);
  if (v.starts_with("inf")) return "inf";
  if (!v.empty() && (std::isdigit(static_cast<unsigned char>(v[0])) || v[0] == '-')) return "n";
  return std::string(v);
}

// "label of vertex 3: expected L, got D" -> "label: expected L got D".
std::string Detail(const std::string& what) {
  const std::size_t e = what.find("expected ");
  const std::size_t g = what.find(", got ");
  if (e == std::string::npos || g == std::string::npos || g < e) return what;
  std::string prefix = what.substr(0, e);
  if (std::size_t v = prefix.find("vertex "); v != std::string::npos) prefix.erase(v);
  while (!prefix.empty() && (prefix.back() == ' ' || prefix.back() == ':' || prefix.back() == ','))
    prefix.pop_back();
  if (prefix.ends_with(" of")) prefix.erase(prefix.size() - 3);
  std::string expected = what.substr(e + 9, g - e - 9);
  std::string got = what.substr(g + 6);
  std::string out = prefix.empty() ? "" : prefix + ": ";
  // Counts ("expected 3 letters, got 2") keep their words and lose their numbers.
  return out + "expected " + KindOfValue(expected) + " got " + KindOfValue(got);
}

}  // namespace

const char* ToString(FailureKind k) {
  switch (k) {
    case FailureKind::kNone:
      return "agrees";
    case FailureKind::kWrongAnswer:
      return "wrong answer";
    case FailureKind::kWrongStatus:
      return "wrong exit status";
    case FailureKind::kMalformedOutput:
      return "malformed output";
    case FailureKind::kCrash:
      return "crash";
    case FailureKind::kTimeout:
      return "timeout";
  }
  return "?";
}

std::string FailureSignature::ToString() const {
  std::string s = gc::ToString(kind);
  if (!detail.empty()) s += ": " + detail;
  return s;
}

FailureSignature Classify(const Problem& p, const Instance& x, const Output& expected,
                          const Output& actual, Termination how) {
  if (how == Termination::kCrashed) return {FailureKind::kCrash, "", "crashed"};
  if (how == Termination::kTimedOut) return {FailureKind::kTimeout, "", "timed out"};
  if (expected.status != actual.status) {
    std::string d =
        "expected " + std::to_string(expected.status) + " got " + std::to_string(actual.status);
    return {FailureKind::kWrongStatus, d, "exit status: " + d};
  }
  Difference diff;
  try {
    diff = p.compare(x, expected, actual);
  } catch (const TextError& e) {
    return {FailureKind::kMalformedOutput, "", std::string("output ") + e.what()};
  }
  if (!diff.differs) return {};
  return {FailureKind::kWrongAnswer, Detail(diff.what), diff.what};
}

}  // namespace gc
