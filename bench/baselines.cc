// bench/baselines.cc — see baselines.h. The seed's loops are copied as written (int ids,
// label codes 0/1/2, std::queue); only the reading is split from the solving.
#include "bench/baselines.h"

#include <queue>

namespace gc::bench {

SeedGraph SeedRead(std::istream& cin) {
  SeedGraph g;
  int n, m;
  if (!(cin >> n >> m)) return g;
  g.rev.resize(n);
  g.cnt.assign(n, 0);
  for (int i = 0; i < m; ++i) {
    int u, v;
    cin >> u >> v;
    g.rev[v].push_back(u);
    g.cnt[u]++;
  }
  return g;
}

SeedGraph SeedBuild(Vertex n, const std::vector<Edge>& edges) {
  SeedGraph g;
  g.rev.resize(n);
  g.cnt.assign(n, 0);
  for (const Edge& e : edges) {
    g.rev[e.v].push_back(static_cast<int>(e.u));
    g.cnt[e.u]++;
  }
  return g;
}

std::string SeedSolve(SeedGraph g) {
  const int n = static_cast<int>(g.rev.size());
  auto& rev = g.rev;
  auto& cnt = g.cnt;
  std::vector<int> label(n, 0);
  std::queue<int> q;
  for (int v = 0; v < n; ++v)
    if (cnt[v] == 0) {
      label[v] = 2;
      q.push(v);
    }
  while (!q.empty()) {
    int u = q.front();
    q.pop();
    for (int p : rev[u]) {
      if (label[p] != 0) continue;
      if (label[u] == 2) {
        label[p] = 1;
        q.push(p);
      } else if (--cnt[p] == 0) {
        label[p] = 2;
        q.push(p);
      }
    }
  }
  std::string out(n, 'D');
  for (int v = 0; v < n; ++v) out[v] = label[v] == 1 ? 'W' : label[v] == 2 ? 'L' : 'D';
  return out;
}

std::string PlainQueueSolve(const Graph& g) {
  const Vertex n = g.n();
  std::vector<std::uint32_t> cnt(n);
  std::vector<char> label(n, 'D');
  std::vector<Vertex> queue;
  queue.reserve(n);
  for (Vertex v = 0; v < n; ++v)
    if ((cnt[v] = g.out_degree(v)) == 0) label[v] = 'L', queue.push_back(v);
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const Vertex u = queue[head];
    for (Vertex p : g.in(u)) {
      if (label[p] != 'D') continue;
      if (label[u] == 'L')
        label[p] = 'W', queue.push_back(p);
      else if (--cnt[p] == 0)
        label[p] = 'L', queue.push_back(p);
    }
  }
  return std::string(label.begin(), label.end());
}

BoostGraph BoostBuild(Vertex n, const std::vector<Edge>& edges) {
  BoostGraph g(n);
  for (const Edge& e : edges) boost::add_edge(e.u, e.v, g);
  return g;
}

std::string BoostSolve(const BoostGraph& g) {
  const auto n = boost::num_vertices(g);
  std::vector<std::uint32_t> cnt(n);
  std::vector<char> label(n, 0);
  std::queue<std::size_t> q;
  for (std::size_t v = 0; v < n; ++v) {
    cnt[v] = static_cast<std::uint32_t>(boost::out_degree(v, g));
    if (cnt[v] == 0) label[v] = 2, q.push(v);
  }
  while (!q.empty()) {
    std::size_t u = q.front();
    q.pop();
    for (auto [e, end] = boost::in_edges(u, g); e != end; ++e) {
      std::size_t p = boost::source(*e, g);
      if (label[p] != 0) continue;
      if (label[u] == 2) {
        label[p] = 1;
        q.push(p);
      } else if (--cnt[p] == 0) {
        label[p] = 2;
        q.push(p);
      }
    }
  }
  std::string out(n, 'D');
  for (std::size_t v = 0; v < n; ++v) out[v] = label[v] == 1 ? 'W' : label[v] == 2 ? 'L' : 'D';
  return out;
}

}  // namespace gc::bench
