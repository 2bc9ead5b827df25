// fuzz/decode.cc — see decode.h.
#include "fuzz/decode.h"

#include <algorithm>
#include <vector>

#include "harness/cases/input_kind.h"

namespace gc::fuzz {

std::uint8_t ByteReader::Byte() { return empty() ? 0 : bytes_[pos_++]; }

std::uint64_t ByteReader::InRange(std::uint64_t lo, std::uint64_t hi) {
  const std::uint64_t range = hi - lo;
  std::uint64_t result = 0;
  // As FuzzedDataProvider: take bytes while the range still has higher bits to fill.
  for (unsigned shift = 0; shift < 64 && (range >> shift) > 0 && !empty(); shift += 8)
    result = (result << 8) | Byte();
  if (range != ~std::uint64_t{0}) result %= range + 1;
  return lo + result;
}

namespace {

// Collects the edges of one move list, applying the DAG orientation and the edge cap.
class EdgeSink {
 public:
  EdgeSink(Vertex n, bool dag, std::uint64_t* budget) : n_(n), dag_(dag), budget_(budget) {}

  void Add(std::uint64_t u, std::uint64_t v) {
    if (*budget_ == 0) return;
    Edge e{static_cast<Vertex>(u % n_), static_cast<Vertex>(v % n_)};
    if (dag_) {
      if (e.u == e.v) return;  // a self-loop is a cycle
      if (e.u > e.v) std::swap(e.u, e.v);
    }
    edges_.push_back(e);
    --*budget_;
  }
  void RepeatLast(unsigned times) {
    if (edges_.empty()) return;
    const Edge e = edges_.back();
    for (unsigned i = 0; i<times&& * budget_> 0; ++i) edges_.push_back(e), --*budget_;
  }
  const std::vector<Edge>& edges() const { return edges_; }

 private:
  Vertex n_;
  bool dag_;
  std::uint64_t* budget_;
  std::vector<Edge> edges_;
};

// One edge operation `op` (its low three bits) into s, its operands from r.
void EdgeOp(ByteReader& r, Vertex n, std::uint8_t op, EdgeSink& s) {
  auto vertex = [&] { return static_cast<Vertex>(r.InRange(0, n - 1)); };
  switch (op & 7) {
    case 0:
    case 1:
    case 2: {  // one edge: the common case gets three codes
      const Vertex u = vertex();
      s.Add(u, vertex());
      break;
    }
    case 3: {
      const Vertex u = vertex();
      s.Add(u, u);
      break;
    }
    case 4:
      s.RepeatLast(1 + r.Byte() % 4);
      break;
    case 5: {  // a chain u -> u+1 -> ... of `len` edges (wrapping modulo n)
      const std::uint64_t u = vertex(), len = r.InRange(1, n);
      for (std::uint64_t i = 0; i < len; ++i) s.Add(u + i, u + i + 1);
      break;
    }
    case 6: {  // a star: `deg` edges from u to an arithmetic progression of targets
      const std::uint64_t u = vertex(), first = vertex(), step = r.InRange(0, n - 1),
                          deg = r.InRange(1, 32);
      for (std::uint64_t i = 0; i < deg; ++i) s.Add(u, first + i * step);
      break;
    }
    case 7: {  // a cycle through u, u+1, ..., u+len-1 (len 1 is a self-loop)
      const std::uint64_t u = vertex(), len = r.InRange(1, n);
      for (std::uint64_t i = 0; i < len; ++i) s.Add(u + i, u + (i + 1) % len);
      break;
    }
  }
}

}  // namespace

Instance Decode(InputKind kind, const DecodeLimits& limits, std::span<const std::uint8_t> bytes) {
  const InputKindOps& ops = OpsOf(kind);
  ByteReader r(bytes);
  Instance x;
  // A start vertex needs a vertex: geography's n = 0 is not an instance.
  const std::uint64_t min_n = ops.min_n;
  const Vertex n =
      static_cast<Vertex>(r.InRange(min_n, std::max(min_n, std::uint64_t{limits.max_n})));
  const std::uint8_t flags = r.Byte();
  if (n == 0) return x;
  const DrawInt from_bytes = [&](std::uint64_t lo, std::uint64_t hi) { return r.InRange(lo, hi); };
  ops.draw_extras(n, limits.max_tokens, from_bytes, &x);

  std::uint64_t budget = limits.max_m;
  Parts parts = ops.to_parts(x);  // the kind's move lists, still empty
  parts.n = n;
  std::vector<EdgeSink> sinks(parts.moves.size(), EdgeSink(n, flags & 1, &budget));
  while (!r.empty() && budget > 0) {
    const std::uint8_t op = r.Byte();
    // Bit 3 picks the second move list (Right's), when the kind has one.
    EdgeOp(r, n, op, sinks[sinks.size() > 1 && (op & 8) ? 1 : 0]);
  }
  for (std::size_t i = 0; i < sinks.size(); ++i) parts.moves[i] = sinks[i].edges();
  return ops.from_parts(parts);
}

const char* ToString(Source s) {
  switch (s) {
    case Source::kText:
      return "spec text";
    case Source::kSmall:
      return "bytes, oracle size";
    case Source::kLarge:
      return "bytes, verifier size";
  }
  return "?";
}

std::optional<std::uint64_t> LeadingNumber(std::string_view text, std::uint64_t max) {
  std::size_t i = 0;
  while (i < text.size() && (text[i] == ' ' || (text[i] >= '\t' && text[i] <= '\r'))) ++i;
  if (i == text.size() || text[i] < '0' || text[i] > '9') return std::nullopt;
  std::uint64_t value = 0;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) {
    value = value * 10 + static_cast<unsigned>(text[i] - '0');
    if (value > max) return max + 1;  // saturate before the product can overflow
  }
  return value;
}

bool FirstNumberAtMost(std::string_view text, std::uint64_t max) {
  const std::optional<std::uint64_t> v = LeadingNumber(text, max);
  return v && *v <= max;
}

std::uint64_t EdgeCount(const Instance& x) { return x.g.m() + x.right.m(); }

std::optional<FuzzInput> ReadFuzzInput(const Problem& p, std::span<const std::uint8_t> data) {
  const std::uint64_t problem_n = std::min<std::uint64_t>(p.max_n, kMaxVertices);
  if (!data.empty()) {
    const char c = static_cast<char>(data[0]);
    const bool looks_like_text = (c >= '0' && c <= '9') || c == ' ' || (c >= '\t' && c <= '\r');
    const std::string_view text(reinterpret_cast<const char*>(data.data()), data.size());
    if (looks_like_text) {
      const std::uint64_t cap = std::min<std::uint64_t>(kTextLimits.max_n, problem_n);
      const std::optional<std::uint64_t> n = LeadingNumber(text, cap);
      // Spec text with too many vertices for a target is skipped, not decoded as bytes.
      if (n && *n > cap) return std::nullopt;
      if (n) {
        try {
          Instance x = ReadInstance(p.input, text);
          const InstanceSize size = OpsOf(p.input).size(x);
          if (size.m > std::min(kTextLimits.max_m, p.max_m) || size.tokens > kTextLimits.max_tokens)
            return std::nullopt;
          return FuzzInput{std::move(x), Source::kText};
        } catch (const TextError&) {
          // Not spec text after all: decode the bytes.
        }
      }
    }
  }
  const bool large = !data.empty() && (data[0] & 3) == 3;  // a quarter of the inputs
  DecodeLimits limits = large ? kVerifierLimits : kOracleLimits;
  limits.max_n = static_cast<Vertex>(std::min<std::uint64_t>(limits.max_n, problem_n));
  limits.max_m = std::min(limits.max_m, p.GenerateMaxM());
  std::span<const std::uint8_t> rest = data.empty() ? data : data.subspan(1);
  return FuzzInput{Decode(p.input, limits, rest), large ? Source::kLarge : Source::kSmall};
}

}  // namespace gc::fuzz
