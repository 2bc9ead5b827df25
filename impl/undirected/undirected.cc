// impl/undirected/undirected.cc — see undirected.h.
#include "impl/undirected/undirected.h"

#include <pthread.h>

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <boost/graph/max_cardinality_matching.hpp>
#include <boost/range/iterator_range.hpp>
#include <exception>
#include <functional>
#include <utility>
#include <vector>

namespace gc {

namespace {

// Both directions of every edge, so out_edges(v) lists every neighbour: Boost's matching
// only ever walks out-edges. Self-loops are left out (never a move, never a matching edge).
using BoostGraph =
    boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, boost::no_property,
                                       boost::no_property, Vertex, std::uint64_t>;
using MateMap = boost::iterator_property_map<
    std::vector<Vertex>::iterator,
    boost::property_map<BoostGraph, boost::vertex_index_t>::const_type>;

BoostGraph Symmetric(const Graph& g) {
  std::vector<std::pair<Vertex, Vertex>> arcs;
  arcs.reserve(2 * g.m());
  for (Vertex v = 0; v < g.n(); ++v) {  // sources in order: the arcs come out sorted
    for (Vertex w : g.out(v))
      if (w != v) arcs.emplace_back(v, w);
    for (Vertex w : g.in(v))
      if (w != v) arcs.emplace_back(v, w);
  }
  return BoostGraph(boost::edges_are_sorted, arcs.begin(), arcs.end(), g.n());
}

// Karp–Sipser as a Boost InitialMatchingFinder policy (the concept of greedy_matching and
// extra_greedy_matching in max_cardinality_matching.hpp): a vertex with one free neighbour
// can be matched to it without losing maximality, so those go first; when none is left,
// any free edge is taken and the degree-1 rule resumes. On sparse random graphs the
// augmentations left for Edmonds are few, and Boost re-initialises all its state on each.
template <typename G, typename Mate>
struct karp_sipser_matching {
  static void find_matching(const G& g, Mate mate) {
    using V = typename boost::graph_traits<G>::vertex_descriptor;
    const V null = boost::graph_traits<G>::null_vertex();
    const auto n = num_vertices(g);
    // Mate and count side by side: on a large sparse graph every neighbour visit is a cache
    // miss, one instead of two. live: arcs to free vertices (a repeated edge counts each
    // time, which only delays the degree-1 rule; the result is a matching either way).
    struct Slot {
      V mate;
      std::uint32_t live;
    };
    std::vector<Slot> slot(n);
    std::vector<V> leaves;
    for (V v = 0; v < n; ++v) {
      slot[v] = {null, static_cast<std::uint32_t>(out_degree(v, g))};
      if (slot[v].live == 1) leaves.push_back(v);
    }
    auto free_neighbour = [&](V a) {
      for (auto e : boost::make_iterator_range(out_edges(a, g)))
        if (slot[target(e, g)].mate == null) return target(e, g);
      return null;
    };
    auto match = [&](V a, V b) {
      slot[a].mate = b;
      slot[b].mate = a;
      for (V x : {a, b})
        for (auto e : boost::make_iterator_range(out_edges(x, g))) {
          Slot& w = slot[target(e, g)];
          if (w.mate == null && --w.live == 1) leaves.push_back(target(e, g));
        }
    };
    auto drain = [&] {
      while (!leaves.empty()) {
        const V a = leaves.back();
        leaves.pop_back();
        if (slot[a].mate != null) continue;
        if (const V b = free_neighbour(a); b != null) match(a, b);
      }
    };
    drain();
    for (V v = 0; v < n; ++v) {
      if (slot[v].mate != null) continue;
      if (const V b = free_neighbour(v); b != null) {
        match(v, b);
        drain();
      }
    }
    for (V v = 0; v < n; ++v) put(mate, v, slot[v].mate);
    AugmentWithoutBlossoms(g, mate);
  }

  // Augmenting paths that need no blossom, in phases (as Hopcroft–Karp's, without its
  // layers): in one phase a depth-first search from each exposed vertex in turn walks
  // alternating paths, marking every vertex it enters, and augments along the first path
  // that ends at another exposed vertex; the paths of a phase are vertex-disjoint, and a
  // phase costs O(n + m). Phases repeat while one augments. Any path found is a simple
  // alternating path, so the result is a matching; what needs a blossom is left to
  // Edmonds' search, which would otherwise pay O(n + m) to set up each augmentation
  // (Karp–Sipser on a random graph of mean degree 4 and 200,000 vertices leaves
  // thousands).
  static void AugmentWithoutBlossoms(const G& g, Mate mate) {
    using V = typename boost::graph_traits<G>::vertex_descriptor;
    using It = typename boost::graph_traits<G>::out_edge_iterator;
    const V null = boost::graph_traits<G>::null_vertex();
    const auto n = num_vertices(g);
    std::vector<std::uint32_t> seen(n, 0);
    struct Frame {
      V outer;  // an exposed vertex (the first frame) or the mate of `via`
      V via;    // the matched vertex it was entered through (null for the first frame)
      It next, end;
    };
    std::vector<Frame> stack;
    for (std::uint32_t phase = 1, found = 1; found > 0; ++phase) {
      found = 0;
      for (V s = 0; s < n; ++s) {
        if (get(mate, s) != null || seen[s] == phase) continue;
        seen[s] = phase;
        stack.clear();
        auto [b, e] = out_edges(s, g);
        stack.push_back({s, null, b, e});
        while (!stack.empty()) {
          Frame& f = stack.back();
          if (f.next == f.end) {
            stack.pop_back();
            continue;
          }
          const V w = target(*f.next++, g);
          if (seen[w] == phase) continue;
          seen[w] = phase;
          if (get(mate, w) == null) {
            // s = outer_0, via_1, outer_1, ..., outer_t, w: each outer takes the vertex
            // after it on the path.
            V next = w;
            for (auto k = stack.size(); k-- > 0;) {
              const Frame& on = stack[k];
              put(mate, on.outer, next);
              put(mate, next, on.outer);
              next = on.via;
            }
            ++found;
            break;
          }
          const V x = get(mate, w);  // unseen, as w: a vertex is entered with its mate
          seen[x] = phase;
          auto [xb, xe] = out_edges(x, g);
          stack.push_back({x, w, xb, xe});
        }
      }
    }
  }
};

// Boost's retrieval of an augmenting path (reversed_retrieve_augmenting_path) recurses once
// per vertex of the path: on a long band of odd cycles (the scale tier's deep-dag at 10^6
// vertices) 130,000 frames deep, past a thread's 8 MB stack, and gamecheck died of it. A
// path has at most n vertices, so a search on more than kInPlace vertices runs on a thread
// whose stack holds kFrameBytes for each (reserved, touched only as far as it is used; a
// frame is 64 bytes at -O2). Hand-written with pthreads: std::thread takes no stack size,
// and Boost.Thread's attributes would add a library for these lines.
constexpr Vertex kInPlace = 1000;
constexpr std::size_t kFrameBytes = 512;

void* CallOnce(void* f) {
  (*static_cast<std::function<void()>*>(f))();
  return nullptr;
}

// Runs f with a stack deep enough for n vertices' frames; in place when n is small, or when
// no such thread can be made (an address-space limit).
void WithStackFor(Vertex n, const std::function<void()>& f) {
  std::exception_ptr thrown;
  std::function<void()> call = [&] {
    try {
      f();
    } catch (...) {
      thrown = std::current_exception();
    }
  };
  pthread_attr_t attr;
  pthread_t thread;
  bool on_thread = n > kInPlace && pthread_attr_init(&attr) == 0;
  if (on_thread) {
    on_thread = pthread_attr_setstacksize(&attr, (std::size_t{8} << 20) + kFrameBytes * n) == 0 &&
                pthread_create(&thread, &attr, CallOnce, &call) == 0;
    pthread_attr_destroy(&attr);
  }
  if (!on_thread) return f();
  pthread_join(thread, nullptr);
  if (thrown) std::rethrow_exception(thrown);
}

template <template <typename, typename> class Initial>
std::uint64_t InitialSize(const BoostGraph& bg, MateMap mate) {
  Initial<BoostGraph, MateMap>::find_matching(bg, mate);
  std::uint64_t size = 0;
  for (Vertex v = 0; v < num_vertices(bg); ++v)
    if (get(mate, v) != boost::graph_traits<BoostGraph>::null_vertex() && get(mate, v) > v) ++size;
  return size;
}

}  // namespace

UndirectedAnswer SolveUndirected(const Graph& g, InitialMatching initial, UndirectedStats* stats) {
  const BoostGraph bg = Symmetric(g);
  const auto index = get(boost::vertex_index, bg);
  std::vector<Vertex> mate_vector(g.n());
  MateMap mate(mate_vector.begin(), index);
  UndirectedStats s;
  switch (initial) {
    case InitialMatching::kKarpSipser:
      s.initial_size = InitialSize<karp_sipser_matching>(bg, mate);
      break;
    case InitialMatching::kExtraGreedy:
      s.initial_size = InitialSize<boost::extra_greedy_matching>(bg, mate);
      break;
    case InitialMatching::kEmpty:
      s.initial_size = InitialSize<boost::empty_matching>(bg, mate);
      break;
  }
  // boost::matching() would discard the finder; its loop is repeated here to keep the
  // finder's vertex states from the last, failed augmentation (as Boost's
  // maximum_cardinality_matching_verifier does).
  boost::edmonds_augmenting_path_finder<BoostGraph, MateMap, decltype(index)> finder(bg, mate,
                                                                                     index);
  WithStackFor(g.n(), [&] {
    while (finder.augment_matching()) ++s.augmentations;
  });
  std::vector<int> state_vector(g.n());
  finder.get_vertex_state_map(boost::make_iterator_property_map(state_vector.begin(), index));
  s.matching_size = s.initial_size + s.augmentations;
  if (stats != nullptr) *stats = s;

  // The failed search grew an alternating forest from every exposed vertex; its EVEN
  // vertices (blossoms included) are D(G), the vertices some maximum matching misses.
  UndirectedAnswer a{std::string(g.n(), 'W')};
  for (Vertex v = 0; v < g.n(); ++v)
    if (state_vector[v] == boost::graph::detail::V_EVEN) a.labels[v] = 'L';
  return a;
}

}  // namespace gc
