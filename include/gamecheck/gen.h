// gamecheck/gen.h — RapidCheck generators of the inputs gamecheck's schedule uses, for a
// user's own properties:
//
//   #include <gamecheck/gen.h>
//   RC_GTEST_PROP(MySolver, AgreesWithMySlowOne, ()) {
//     const std::string input = *gamecheck::gen::instance("outcome");
//     RC_ASSERT(MySolve(input) == MySlowSolve(input));
//   }
//
// Header-only over the gamecheck::check library: RapidCheck is the user's (include
// <rapidcheck.h> and link rapidcheck). Every value is a valid input of the problem
// (gamecheck's own reader accepts it); sizes grow with RapidCheck's size parameter.
//
// The families, as in the schedule (harness/cases/generators.h): small random graphs with
// self-loops and repeated edges; for grundy mostly acyclic graphs (in a random vertex
// order) and some with cycles; the schedule's random tier (n up to 64, up to 3n edges);
// and small members of the shaped families (chain, cycle, star, deep DAG, components,
// dense, self-loops, multi-edges, sink-only). Tokens (grundy, loopy; 0-4, repeats
// allowed), a start vertex (geography) and Right's moves (partizan) are drawn as the
// schedule draws them.
//
// What shrinks: gen::graph shrinks structurally: fewer vertices, edges removed one by one,
// endpoints towards vertex 0. gen::instance starts most values from gen::graph and
// shrinks the same way; the tokens, start vertex and Right's moves, and the graphs of
// the random-tier and shaped families, are drawn from a seed: those shrink only by size
// (n, the shape's size, towards the random family) and by a smaller seed, which draws
// different parts rather than fewer. For a minimal counterexample of a solver use
// gamecheck::Check, whose shrinker works on every part.
// Unknown problem names throw std::invalid_argument when the generator is made.
#pragma once

#include <rapidcheck.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "gamecheck/detail/gen.h"
#include "harness/problems/problem.h"

namespace gamecheck::gen {

// GraphSpec (the knobs of gen::graph: n range, edges, dag, self_loops, repeats) is in
// gamecheck/detail/gen.h with the compiled helpers.

/// Random graphs with n in [min_n, max_n]; shrinks structurally.
inline rc::Gen<gc::Graph> graph(GraphSpec spec = {}) {
  return rc::gen::mapcat(
             rc::gen::inRange<gc::Vertex>(spec.min_n, spec.max_n + 1),
             [spec](gc::Vertex n) -> rc::Gen<gc::Graph> {
               if (n == 0) return rc::gen::just(gc::Graph());
               using Pair = std::pair<gc::Vertex, gc::Vertex>;
               const auto vertex = rc::gen::inRange<gc::Vertex>(0, n);
               const auto pair = rc::gen::pair(vertex, vertex);
               const auto edge =
                   spec.self_loops && !spec.dag
                       ? rc::gen::weightedOneOf<Pair>(
                             {{6, pair}, {1, rc::gen::map(vertex, [](gc::Vertex v) {
                                              return Pair{v, v};
                                            })}})
                       : pair;
               const auto pairs = rc::gen::mapcat(
                   rc::gen::inRange<std::size_t>(0, spec.max_m + 1),
                   [edge](std::size_t m) { return rc::gen::container<std::vector<Pair>>(m, edge); });
               const auto repeats =
                   spec.repeats ? rc::gen::container<std::vector<std::size_t>>(
                                      rc::gen::arbitrary<std::size_t>())
                                : rc::gen::just(std::vector<std::size_t>());
               return rc::gen::map(
                   rc::gen::tuple(pairs, repeats, rc::gen::arbitrary<std::uint64_t>()),
                   [spec, n](const std::tuple<std::vector<Pair>, std::vector<std::size_t>,
                                              std::uint64_t>& t) {
                     return detail::BuildGraph(spec, n, std::get<0>(t), std::get<1>(t),
                                               std::get<2>(t));
                   });
             })
      .as("graph");
}

/// Instances of `problem` (see the families above), typed.
inline rc::Gen<gc::Instance> typed_instance(std::string_view problem) {
  const gc::Problem* p = &detail::ProblemNamed(problem);
  // Small structural graphs first: RapidCheck's shrinking of a choice goes towards the
  // first alternative. A DAG-preferring row gets acyclic ones three times in four.
  const auto small = rc::gen::mapcat(
      p->prefers_dag ? rc::gen::weightedOneOf<gc::Graph>({{3, graph(detail::SpecFor(*p, true))},
                                                           {1, graph(detail::SpecFor(*p, false))}})
                     : graph(detail::SpecFor(*p, false)),
      [p](gc::Graph g) {
        return rc::gen::map(rc::gen::arbitrary<std::uint64_t>(), [p, g](std::uint64_t seed) {
          return detail::Complete(*p, g, seed);
        });
      });
  const auto random_tier =
      rc::gen::map(rc::gen::pair(rc::gen::inRange<gc::Vertex>(1, 65),
                                 rc::gen::arbitrary<std::uint64_t>()),
                   [p](const std::pair<gc::Vertex, std::uint64_t>& t) {
                     return detail::RandomCase(*p, t.first, t.second);
                   });
  const auto shaped = rc::gen::map(
      rc::gen::tuple(rc::gen::inRange<std::size_t>(0, detail::ShapeCount()),
                     rc::gen::inRange<std::uint32_t>(1, 65), rc::gen::arbitrary<bool>(),
                     rc::gen::arbitrary<std::uint64_t>()),
      [p](const std::tuple<std::size_t, std::uint32_t, bool, std::uint64_t>& t) {
        return detail::ShapedCase(*p, std::get<0>(t), std::get<1>(t),
                                  p->prefers_dag && std::get<2>(t), std::get<3>(t));
      });
  return rc::gen::weightedOneOf<gc::Instance>({{3, small}, {2, random_tier}, {1, shaped}})
      .as(std::string(p->name) + " instance");
}

/// Instances of `problem` as the spec's input text: what a solver reads.
inline rc::Gen<std::string> instance(std::string_view problem) {
  const gc::Problem* p = &detail::ProblemNamed(problem);
  return rc::gen::map(typed_instance(problem),
                      [p](const gc::Instance& x) { return detail::Text(*p, x); });
}

}  // namespace gamecheck::gen
