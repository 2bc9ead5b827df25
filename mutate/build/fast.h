// mutate/build/fast.h — the work a mutation run does once and shares: the schema builds
// (mutate/build/schema.h: one program for all mutants, split where it does not build),
// coverage files read back, and object code compared (trivial compiler equivalence).
// Used by mutate/mutate.cc; not part of the interface.
#pragma once

#include <atomic>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "mutate/points/points.h"

namespace gc::mutate {
struct Options;
struct Result;
struct MutantResult;
}  // namespace gc::mutate

namespace gc::mutate::internal {

/// Builds `text` as the source of a program in `dir`: "" on success (argv set), else what
/// the build printed.
using BuildFn = std::function<std::string(const std::filesystem::path& dir, const std::string& text,
                                          std::vector<std::string>* argv)>;

struct SchemaPrograms {
  std::vector<std::vector<std::string>> argv;  // each schema program's run words
  std::vector<int> program_of;                 // per point: its program, -1 built on its own
  std::vector<int> group_of;                   // per point: its guard in that program
  std::vector<int> infection_of;               // per point: its infection number there, or -1
  std::vector<std::string> texts;              // each program's source
  std::size_t builds = 0;                      // builds tried
  std::size_t dropped = 0;                     // points a failed build took out
};

/// The schema programs of `points` (ids[i] the mutant number of points[i]): one when it
/// builds; a failing build loses the points its errors blame (mutate/build/schema.h), and one
/// whose errors blame none is split in halves, at most `max_builds` builds in all.
SchemaPrograms BuildSchemas(const std::string& source, Language lang,
                            const std::vector<Point>& points, const std::vector<std::size_t>& ids,
                            const std::string& file_name, const std::filesystem::path& scratch,
                            const BuildFn& build, const std::atomic<bool>* stop,
                            std::size_t max_builds = 12);

/// The guard numbers a coverage file lists (unreadable: none).
std::set<int> ReadCoverage(const std::filesystem::path& file);

/// The first word of a build command when it names a C or C++ compiler (cc, c++, a gcc,
/// g++ or clang of any version or path); "" otherwise (e.g. `make`).
std::string CompilerWord(const std::string& build);

/// The object-code command of a build command: a compiler invocation given -c (its {out}
/// an object file); "" when `build` does not look like one (e.g. `make`).
std::string ObjectCommand(const std::string& build);

/// Compiles `text` (as file `file_name` in `dir`, so that the object names the same file
/// for every mutant) with `command` ({src}, {out} replaced) and returns the object file's
/// bytes, or "" when it does not compile.
std::string ObjectCode(const std::string& command, const std::filesystem::path& dir,
                       const std::string& file_name, const std::string& text, double timeout,
                       const std::string& tmpdir, const std::atomic<bool>* stop);

/// A precompiled header of the #include <...> lines `source` starts with, so that each
/// mutant's compile does not parse them again: the words that make a compile use it
/// ("-include DIR/gc-pre.h"), built in `dir` with `command` (an object command: -c makes
/// no difference to the header, which serves the builds that link as well); "" when
/// there are none or the header does not compile (mutate/build/object.cc).
std::string PrecompiledInclude(const std::string& command, Language lang, const std::string& source,
                               const std::filesystem::path& dir, double timeout,
                               const std::string& tmpdir, const std::atomic<bool>* stop);

/// `command` with `words` after its first word (the compiler).
std::string AfterCompiler(const std::string& command, const std::string& words);

/// CompareObjectCode's verdict of a mutant: run it, or the same code as the original;
/// k >= 0: the same code as mutant index k (the first one with it, which is run).
inline constexpr long kRunIt = -1, kSameAsOriginal = -2;

/// Trivial compiler equivalence before any run (C, C++, o.object_equivalence): the
/// original and every mutant of r not ignored compared by their object code (-c, -O2
/// unless the build optimises; `jobs` at once). C++ first in batches (mutate/build/batch.h):
/// a mutant whose copy differs there is not compiled again (*batched[i] set: its own
/// compile waits until it has passed its first pass, mutate/decide/decide.cc); the others, and
/// every C mutant, are compiled on their own, and each object file compared with the
/// original's and those of the mutants before it. Per mutant index, kRunIt,
/// kSameAsOriginal or the index of its twin. *compiles counts the compiles of one mutant
/// (or the original), *batches the batch compiles, *compared[i] whether a batch compared i.
/// `pch`: the words of the run's precompiled header (PrecompiledInclude; "" none).
std::vector<long> CompareObjectCode(const Options& o, const Result& r,
                                    const std::filesystem::path& scratch,
                                    const std::string& base_name, const std::string& pch,
                                    const std::atomic<bool>* stop,
                                    std::atomic<std::size_t>* compiles,
                                    std::atomic<std::size_t>* batches, std::vector<bool>* batched,
                                    std::vector<bool>* compared);

/// The shell prefix that points a build's temporaries into `tmpdir` (created).
std::string TmpdirPrefix(const std::filesystem::path& tmpdir);

// Report parts of the fast paths (mutate/report/report_fast.cc), used by mutate/report/report.cc.
/// The text sections of mutants decided without a run (no coverage first: a person's).
std::string FastSections(const Options& o, const Result& r);
/// The totals line: builds, what each rule took off a person's list, the median kill.
std::string FastTotals(const Options& o, const Result& r);
/// Why a mutant was decided without a run (its statusReason).
std::string FastReason(const MutantResult& m);

}  // namespace gc::mutate::internal
