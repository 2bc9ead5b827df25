// impl/text_io.cc — see text_io.h. Each input kind's reader and printer is one small
// function pair made of the scanner's pieces (impl/text_scan.h), and one table in the
// order of InputKind names them: nothing here switches on the kind.
#include "impl/text_io.h"

#include <iterator>
#include <stdexcept>
#include <ostream>

#include "impl/answer_text.h"
#include "impl/text_scan.h"

namespace gc {

TextError::TextError(TextPosition line, TextPosition column, const std::string& what)
    : std::runtime_error("line " + std::to_string(line) + ", column " + std::to_string(column) +
                         ": " + what),
      line_(line),
      column_(column),
      detail_(what) {}

void answer_text::AppendNumber(std::string& out, std::uint64_t x) {
  char buf[24];
  auto [ptr, ec] = std::to_chars(buf, buf + sizeof buf, x);
  out.append(buf, ptr);
}

void answer_text::AppendInteger(std::string& out, std::int64_t x) {
  char buf[24];
  auto [ptr, ec] = std::to_chars(buf, buf + sizeof buf, x);
  out.append(buf, ptr);
}

using answer_text::AppendNumber;

namespace {

using namespace text_scan;

void AppendEdges(std::string& out, const Graph& g) {
  AppendNumber(out, g.m());
  out += '\n';
  for (Vertex u = 0; u < g.n(); ++u)
    for (Vertex v : g.out(u)) {
      AppendNumber(out, u);
      out += ' ';
      AppendNumber(out, v);
      out += '\n';
    }
}

// ---- the readers: the whole text first (lists and tokens, nothing of size n), then
// `check`, then the build ----

// "n m, then m pairs": the graph every kind but partizan starts with.
PairLists ReadGraphPart(Scanner& s, const VertexCount& c) {
  return ReadPairs(s, c.n, ReadCount(s, "edge count m"));
}

// A list of vertices after its count: "a and a agent's vertices", "t and t targets". The
// ids go through the scanner's fast path (PlainIds) while they are plain, as the pairs do.
std::vector<Vertex> ReadVertexList(Scanner& s, Vertex n, const char* count, const char* what) {
  const std::uint64_t k = ReadCount(s, count);
  std::vector<Vertex> vs;
  vs.reserve(std::min<std::uint64_t>(k, s.Remaining() / 2 + 1));
  for (std::uint64_t i = 0; i < k;) {
    i += s.PlainIds(n, k - i, vs);
    if (i == k) break;
    vs.push_back(s.VertexId(what, n));
    ++i;
  }
  return vs;
}

// The parts after the graph of each kind that starts with one, read into x: none, tokens,
// a start vertex, the agent's vertices and targets. Each returns the tokens they count
// for the size check (InstanceSize::tokens).
using RestReader = std::uint64_t (*)(Scanner& s, Vertex n, Instance* x);

std::uint64_t NoRest(Scanner&, Vertex, Instance*) { return 0; }

std::uint64_t TokensRest(Scanner& s, Vertex n, Instance* x) {
  x->tokens = ReadVertexList(s, n, "token count k", "token");
  return x->tokens.size();
}

std::uint64_t StartRest(Scanner& s, Vertex n, Instance* x) {
  x->start = s.VertexId("start vertex", n);
  return 0;
}

std::uint64_t AgentTargetsRest(Scanner& s, Vertex n, Instance* x) {
  x->agent = ReadVertexList(s, n, "agent's vertex count a", "agent's vertex");
  x->targets = ReadVertexList(s, n, "target count t", "target");
  return x->agent.size() + x->targets.size();
}

// The graph, then the parts `rest` reads; built once the whole text is read and its size
// accepted.
template <RestReader rest>
Instance ReadGraphThen(Scanner& s, const SizeCheck& check) {
  const VertexCount c = ReadVertexCount(s, kMaxVertices);
  PairLists left = ReadGraphPart(s, c);
  Instance x;
  const std::uint64_t tokens = rest(s, c.n, &x);
  s.ExpectEnd();
  CheckSize(check, c, left.us.size(), tokens);
  x.g = left.Build(c.n);
  return x;
}

// A partizan instance's states (v, player) are numbered 0 .. 2n - 1 in 32 bits, so its n
// is at most half the others'.
Instance ReadPartizan(Scanner& s, const SizeCheck& check) {
  const VertexCount c = ReadVertexCount(s, kMaxVertices / 2);
  PairLists left = ReadPairs(s, c.n, ReadCount(s, "Left's move count a"));
  PairLists right = ReadPairs(s, c.n, ReadCount(s, "Right's move count b"));
  s.ExpectEnd();
  CheckSize(check, c, left.us.size() + right.us.size(), 0);
  Instance x;
  x.g = left.Build(c.n);
  x.right = right.Build(c.n);
  return x;
}

// ---- the printers ----

void WriteGraph(std::string& out, const Instance& x) {
  AppendNumber(out, x.g.n());
  out += ' ';
  AppendEdges(out, x.g);
}

// "k v1 v2 ...\n": a list of vertices after its count.
void AppendVertexList(std::string& out, const std::vector<Vertex>& vs) {
  AppendNumber(out, vs.size());
  for (Vertex v : vs) {
    out += ' ';
    AppendNumber(out, v);
  }
  out += '\n';
}

void WriteGraphTokens(std::string& out, const Instance& x) {
  WriteGraph(out, x);
  AppendVertexList(out, x.tokens);
}

void WriteGraphAgentTargets(std::string& out, const Instance& x) {
  WriteGraph(out, x);
  AppendVertexList(out, x.agent);
  AppendVertexList(out, x.targets);
}

void WriteGraphStart(std::string& out, const Instance& x) {
  WriteGraph(out, x);
  AppendNumber(out, x.start);
  out += '\n';
}

void WritePartizan(std::string& out, const Instance& x) {
  AppendNumber(out, x.g.n());
  out += '\n';
  AppendEdges(out, x.g);
  AppendEdges(out, x.right);
}

// ---- the table, in the order of InputKind ----

struct KindText {
  Instance (*read)(Scanner& s, const SizeCheck& check);
  void (*write)(std::string& out, const Instance& x);
  RestReader rest;  // the parts after the graph; nullptr: the kind does not start with one
};

constexpr KindText kKinds[] = {
    {ReadGraphThen<NoRest>, WriteGraph, NoRest},
    {ReadGraphThen<TokensRest>, WriteGraphTokens, TokensRest},
    {ReadGraphThen<StartRest>, WriteGraphStart, StartRest},
    {ReadPartizan, WritePartizan, nullptr},
    {ReadGraphThen<AgentTargetsRest>, WriteGraphAgentTargets, AgentTargetsRest},
};

static_assert(std::size(kKinds) == static_cast<std::size_t>(InputKind::kGraphAgentTargets) + 1,
              "one reader and printer per input kind");

const KindText& TextOf(InputKind kind) { return kKinds[static_cast<std::size_t>(kind)]; }

}  // namespace

Instance ReadInstance(InputKind kind, std::string_view text, const SizeCheck& check) {
  Scanner s(text);
  return TextOf(kind).read(s, check);
}

Instance ReadInstance(InputKind kind, std::FILE* in, const SizeCheck& check) {
  Scanner s(in);
  return TextOf(kind).read(s, check);
}

Predecessors ReadPredecessors(std::FILE* in, const SizeCheck& check) {
  Instance rest;
  return ReadPredecessors(InputKind::kGraph, in, &rest, check);
}

Predecessors ReadPredecessors(InputKind kind, std::FILE* in, Instance* rest,
                              const SizeCheck& check) {
  const RestReader read_rest = TextOf(kind).rest;
  if (!read_rest) throw std::logic_error("ReadPredecessors: this input kind has no graph first");
  Scanner s(in);
  const VertexCount c = ReadVertexCount(s, kMaxVertices);
  const std::uint64_t m = ReadCount(s, "edge count m");
  EdgeBuckets by_target(c.n);  // at most 2049 buckets, whatever n
  TargetBucketSink sink{by_target};
  ReadPairsInto(s, c.n, m, sink);
  const std::uint64_t tokens = read_rest(s, c.n, rest);
  s.ExpectEnd();
  CheckSize(check, c, by_target.size(), tokens);
  return Predecessors(std::move(by_target));
}

std::string WriteInstance(InputKind kind, const Instance& x) {
  std::string out;
  TextOf(kind).write(out, x);
  return out;
}

const char* ToString(SumResult r) {
  switch (r) {
    case SumResult::kFirst:
      return "first";
    case SumResult::kSecond:
      return "second";
    case SumResult::kDraw:
      return "draw";
  }
  return "?";
}

void PrintTo(const Graph& g, std::ostream* os) { *os << g; }
std::ostream& operator<<(std::ostream& os, const Graph& g) {
  Instance x;
  x.g = g;
  return os << WriteInstance(InputKind::kGraph, x);
}

}  // namespace gc
