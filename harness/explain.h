// harness/explain.h — the "why:" sentence of a report: why the EXPECTED answer is right at
// the place where a program's output differs from it, one function per problem.
// Each reads the expected output's own letters and values (parsed with impl/text_io.h)
// for the followers it names, and recomputes only what the output does not carry:
// a cycle for grundy, the visited-set search for geography (n <= 20), maximum matchings
// for undirected (Boost's Edmonds).
// Arguments: `line` is the 1-based output line that differs (0: the exit status),
// `vertex` the differing vertex on a per-vertex line, else -1. A sentence or two comes
// back; "" when there is nothing to say (a line the format does not have, a vertex out of
// range, an expected output that does not parse).
// Status: properties/explain_test.cc (the worked examples of formats.md and the seeds).
#pragma once

#include <cstdint>
#include <string>

#include "harness/problem.h"

namespace gc {

/// outcome, line 1: the vertex's label from its moves' labels (oracle::ExplainOutcome).
std::string ExplainOutcome(const Instance& x, const Output& expected, int line,
                           std::int64_t vertex);

/// lengths, line 1: as outcome; line 2: the length as 1 + the smallest length of an L
/// successor (W), 1 + the largest length of a successor (L; 0 for a sink), -1 for D.
std::string ExplainLengths(const Instance& x, const Output& expected, int line,
                           std::int64_t vertex);

/// grundy, line 1: the followers' values and their mex; line 2: the XOR of the tokens'
/// values; "graph has a cycle" (exit status 1): the vertices of one cycle.
std::string ExplainGrundy(const Instance& x, const Output& expected, int line, std::int64_t vertex);

/// loopy, line 1: a finite value as the mex of the finite followers' values with every
/// infinite follower answered (Smith's condition 3); inf(K) as K = the finite followers'
/// values with an infinite follower that blocks mex(K); line 2: the sum rule of seed 002.
std::string ExplainLoopy(const Instance& x, const Output& expected, int line, std::int64_t vertex);

/// geography, line 1: a winning first move, or a reply to every first move; line 2: the
/// start's value as the mex of its options' values. Both by search when n <= 20.
std::string ExplainGeography(const Instance& x, const Output& expected, int line,
                             std::int64_t vertex);

/// undirected, line 1: W with nu(G - v) = nu(G) - 1 (every maximum matching covers v);
/// L with a maximum matching that misses v.
std::string ExplainUndirected(const Instance& x, const Output& expected, int line,
                              std::int64_t vertex);

/// partizan, line 1 (Left to move) and line 2 (Right to move): W by a move to a state the
/// other player loses, L as every move reaching a state the other player wins (or no
/// move), D as neither.
std::string ExplainPartizan(const Instance& x, const Output& expected, int line,
                            std::int64_t vertex);

}  // namespace gc
