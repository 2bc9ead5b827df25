// harness/judge/metamorphic.h — metamorphic relations: what a correct solver's answers on related
// instances must satisfy, judged on a subject's own outputs without any oracle.
//   relabelling     relabelling the vertices permutes every per-vertex line
//   duplicate-edge  a repeated move (one, or every one) changes no answer
//   disjoint-union  the union of x and a tokenless z concatenates the per-vertex lines of
//                   their answers and keeps x's whole-instance lines
// The prediction rearranges the output lines by the row's line shapes (problem.h's
// LineShape), so a new row with per-vertex lines gets every relation for free.
// Status: the kill matrix's metamorphic layer (harness/check/kill_matrix.h): no control is killed,
// several mutants are (docs/mutants.md).
#pragma once

#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "harness/judge/judge.h"
#include "harness/problems/problem.h"

namespace gc {

enum class Relation { kRelabelling, kDuplicateEdge, kDuplicateEveryEdge, kDisjointUnion };
inline constexpr Relation kAllRelations[] = {Relation::kRelabelling, Relation::kDuplicateEdge,
                                             Relation::kDuplicateEveryEdge,
                                             Relation::kDisjointUnion};
/// "relabelling", "duplicate-edge", ...
const char* ToString(Relation r);
/// Whether relation r holds for every instance of p (duplicating an edge needs
/// p.repeats_keep_answer; relabelling and the disjoint union hold for every row).
bool Holds(const Problem& p, Relation r);

/// One application of a relation: the related instance y of the parts.
struct Related {
  Relation relation = Relation::kRelabelling;
  std::vector<Instance> parts;  // x, and for a union z
  Instance y;
  std::vector<Vertex> perm;     // relabelling: vertex v of x is perm[v] in y
};

/// Applies `r` to x (the union's second part is `z`, its tokens dropped; geography's start
/// stays in x). nullopt when the relation says nothing here (no edge to duplicate).
std::optional<Related> Relate(const Problem& p, Relation r, const Instance& x,
                              std::mt19937_64& rng, const Instance& z);

/// The output predicted for y from the outputs on the parts; nullopt when an output does
/// not have the row's line shapes.
std::optional<Output> Predict(const Problem& p, const Related& r,
                              const std::vector<Output>& part_outputs);

/// Runs the subject on the parts and on y and judges y's output against the prediction:
/// a part's malformed output or crash is judged as such; a difference on y is a
/// kRelationBroken verdict whose cause is the relation.
Verdict CheckRelation(const Problem& p, const Related& r,
                      const std::function<RunResult(const Instance&)>& subject);

}  // namespace gc
