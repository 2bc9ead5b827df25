// fuzz/fuzz_text_io.cc — the strict readers of impl/text_io.h on arbitrary bytes: every
// input kind and every row's answer format (harness/problems/problems.def). Each read ends in a value or a TextError, never a
// crash; a successful read printed and read again gives the same value. The graph input
// is also read by ReadPredecessors from a stream: the same error, or the same in-lists
// and out-degrees as the Graph.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "fuzz/decode.h"
#include "harness/cases/input_kind.h"
#include "harness/problems/problem.h"
#include "impl/text_io.h"

namespace {

[[noreturn]] void Fail(const char* what, std::string_view input, const std::string& printed) {
  std::fprintf(stderr, "fuzz_text_io: %s\n--- input ---\n%.*s\n--- printed ---\n%s\n", what,
               static_cast<int>(input.size()), input.data(), printed.c_str());
  std::abort();
}

// Reads an answer of row p, prints it, reads the print: a print that is stable.
void AnswerRoundTrip(const gc::Problem& p, std::string_view text, gc::Vertex n) {
  try {
    const std::string printed = p.answers.print(p.answers.read(text, n));
    if (p.answers.print(p.answers.read(printed, n)) != printed) Fail(p.name.data(), text, printed);
  } catch (const gc::TextError&) {
  }
}

// The reader of the predecessor half of `kind` (ReadPredecessors) on `text` agrees with
// ReadInstance of that kind: the same error, or the same in-lists and out-degrees and the
// same parts after the graph.
void SameHalf(gc::InputKind kind, std::string_view text) {
  if (text.empty()) return;  // fmemopen wants at least one byte
  std::string read_error;
  gc::Instance x;
  try {
    x = gc::ReadInstance(kind, text);
  } catch (const gc::TextError& e) {
    read_error = e.what();
  }
  std::FILE* f = fmemopen(const_cast<char*>(text.data()), text.size(), "r");
  if (!f) return;
  std::string error;
  gc::Predecessors h;
  gc::Instance rest;
  try {
    h = gc::OpsOf(kind).read_predecessors(f, {}, &rest);
  } catch (const gc::TextError& e) {
    error = e.what();
  }
  std::fclose(f);
  if (error != read_error) Fail(("ReadPredecessors: " + error).c_str(), text, read_error);
  if (!error.empty()) return;
  const gc::Graph& g = x.g;
  rest.g = g;
  if (!(rest == x)) Fail("ReadPredecessors: other parts after the graph", text, "");
  bool same = h.n() == g.n() && h.m() == g.m();
  for (gc::Vertex v = 0; same && v < g.n(); ++v)
    same = h.out_degree(v) == g.out_degree(v) &&
           std::equal(h.in(v).begin(), h.in(v).end(), g.in(v).begin(), g.in(v).end());
  if (!same) Fail("ReadPredecessors: other in-lists or out-degrees", text, "");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  // "4000000000 0" is valid input that allocates gigabytes: not this target's business.
  if (gc::fuzz::LeadingNumber(text, gc::fuzz::kTextLimits.max_n) >
      std::optional<std::uint64_t>(gc::fuzz::kTextLimits.max_n))
    return 0;
  for (gc::InputKind kind : gc::kAllInputKinds) {
    gc::Instance x;
    try {
      x = gc::ReadInstance(kind, text);
    } catch (const gc::TextError&) {
      continue;
    }
    const std::string printed = gc::WriteInstance(kind, x);
    gc::Instance y;
    try {
      y = gc::ReadInstance(kind, printed);
    } catch (const gc::TextError& e) {
      Fail(e.what(), text, printed);
    }
    if (!(x == y)) Fail("instance changed after print and read", text, printed);
  }
  for (gc::InputKind kind : gc::kAllInputKinds)
    if (gc::OpsOf(kind).read_predecessors) SameHalf(kind, text);
  // Answers of a small n taken from the input's length, so every n up to 8 is tried.
  const gc::Vertex n = static_cast<gc::Vertex>(size % 9);
  for (const gc::Problem& p : gc::Problems()) AnswerRoundTrip(p, text, n);
  return 0;
}
