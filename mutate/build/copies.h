// mutate/build/copies.h — one program for the C++ mutants the schema cannot hold (mutate/build/schema.h:
// a declaration whose type IntegerWidth changes, a point without a guard): the original
// and each such mutant copied whole into a namespace of its own (mutate/build/batch.h's layout),
// and a main that runs the copy GAMECHECK_MUTANT names (any other number: the original's,
// copied last, so that the static initialisers of the copies before it have run).
// Built once for all of them instead of once each (a build is most of what such a mutant
// costs: plain_grundy.cpp's 20 took a second each). A copy's main is an ordinary function
// there, so `return 0;` is added at the end of its body, as the real main has it
// implicitly. A copy the compiler's errors blame is taken out and the rest built again;
// a source that cannot be copied so (mutate/build/batch.h's BatchableBody, no main found at the
// top level, a raw string) builds its mutants on their own. Used by mutate/run/programs.cc.
#pragma once

#include <atomic>
#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

#include "mutate/build/fast.h"

namespace gc::mutate::internal {

/// Where `main`'s body ends in `text`: the offset of its closing brace, for a main defined
/// at the top level (its braces matched past comments, strings and characters);
/// std::string::npos when there is none, or the text holds a raw string.
std::size_t MainBodyEnd(const std::string& text);

struct CopiesProgram {
  std::vector<std::string> argv;     // its run words
  std::vector<std::size_t> members;  // the indices (into the texts) of the mutants it holds
};

/// The programs of copies of `texts[i]` (each mutant's whole source; "" for one not to
/// copy) whose `ids[i]` is the mutant number: `jobs` programs built at once (with `build`,
/// as `file_name` in dirs under `scratch`), at most kMostCopies copies each. A mutant in none is
/// built on its own.
inline constexpr std::size_t kMostCopies = 24;
std::vector<CopiesProgram> BuildCopies(const std::string& source,
                                       const std::vector<std::string>& texts,
                                       const std::vector<std::size_t>& ids,
                                       const std::string& file_name,
                                       const std::filesystem::path& scratch, const BuildFn& build,
                                       unsigned jobs, const std::atomic<bool>* stop);

}  // namespace gc::mutate::internal
