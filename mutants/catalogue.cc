// mutants/catalogue.cc — the list of known mutants, one line each: name, the problem row
// whose solver it replaces, and the mistake.
#include "mutants/mutant.h"

namespace gc {

namespace mutant {
int OutcomeMultiEdge(const Instance& x, std::string* out);
int OutcomeSinkWin(const Instance& x, std::string* out);
int OutcomeUndecidedL(const Instance& x, std::string* out);
int OutcomeDropLoops(const Instance& x, std::string* out);
int OutcomeFixedRounds(const Instance& x, std::string* out);
int OutcomeInt8Counter(const Instance& x, std::string* out);
int OutcomeReversed(const Instance& x, std::string* out);
int LengthsLifo(const Instance& x, std::string* out);
int LengthsLoserMin(const Instance& x, std::string* out);
int GrundyMexMaxPlusOne(const Instance& x, std::string* out);
int GrundyNoCycleCheck(const Instance& x, std::string* out);
int GrundyForwardOrder(const Instance& x, std::string* out);
int LoopyNoCondition3(const Instance& x, std::string* out);
int LoopyOneInfiniteDraws(const Instance& x, std::string* out);
int GeographyMemoVertex(const Instance& x, std::string* out);
int UndirectedSomeMatching(const Instance& x, std::string* out);
int PartizanSwappedSide(const Instance& x, std::string* out);
}  // namespace mutant

const std::vector<Mutant>& Mutants() {
  using namespace mutant;
  static const std::vector<Mutant> all = {
      {"multi-edge", "outcome",
       "reverse list keeps each predecessor once while the counter counts every edge",
       OutcomeMultiEdge},
      {"sink-win", "outcome", "a vertex with no move is labelled W instead of L", OutcomeSinkWin},
      {"undecided-lose", "outcome", "vertices still undecided at the end are labelled L, not D",
       OutcomeUndecidedL},
      {"drop-self-loops", "outcome", "self-loops are dropped while reading the graph",
       OutcomeDropLoops},
      {"fixed-rounds", "outcome", "the fixpoint of the two rules is cut off after a fixed 8 rounds",
       OutcomeFixedRounds},
      {"int8-counter", "outcome",
       "move counters are int8_t: an out-degree past 127 wraps negative and never reaches 0",
       OutcomeInt8Counter},
      {"reversed-edges", "outcome", "the pair 'u v' is read as a move from v to u",
       OutcomeReversed},
      {"lifo-queue", "lengths", "a LIFO stack instead of a FIFO queue: lengths come out of order",
       LengthsLifo},
      {"loser-min", "lengths",
       "the loser's length is 1 + the minimum over its moves, not the maximum", LengthsLoserMin},
      {"mex-max-plus-one", "grundy",
       "the Grundy value is 1 + the largest follower value, not the mex", GrundyMexMaxPlusOne},
      {"no-cycle-check", "grundy",
       "no cycle check: Kahn's partial order is used and values printed on a cyclic graph",
       GrundyNoCycleCheck},
      {"forward-order", "grundy", "values computed in topological order instead of its reverse",
       GrundyForwardOrder},
      {"no-condition-3", "loopy",
       "Smith's condition 3 dropped: infinite followers do not block a finite value",
       LoopyNoCondition3},
      {"one-infinite-draw", "loopy",
       "a sum with exactly one infinite part is always a draw (its set K is ignored)",
       LoopyOneInfiniteDraws},
      {"memo-vertex", "geography", "memoised on the vertex alone, not on (vertex, visited set)",
       GeographyMemoVertex},
      {"some-matching", "undirected",
       "W when some maximum matching covers v, instead of every maximum matching",
       UndirectedSomeMatching, 16},
      {"swapped-side", "partizan",
       "predecessors of a Left-to-move state are looked up in Left's moves, not Right's",
       PartizanSwappedSide},
  };
  return all;
}

const Mutant* FindMutant(std::string_view name) {
  for (const Mutant& m : Mutants())
    if (m.name == name) return &m;
  return nullptr;
}

}  // namespace gc
