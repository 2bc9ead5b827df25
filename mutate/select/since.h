// mutate/select/since.h — `--since OLD.json`: the verdicts of an earlier run reused where
// nothing that decides them changed, as mutmut keeps a hash per function and Stryker's
// incremental mode and PIT's history file keep theirs. Every mutant gets a key
// (MutantKeys): its mutator, its replacement, and for each range it replaces the hash of
// the text of the outermost function around it with the range's offset there (a range
// outside every function: its offset in the text outside them). A mutant of OLD.json with
// the same key gives its verdict (status, reason, failure, time) when the two runs are
// otherwise alike: the same config (the options that decide verdicts, the build command
// and the problem among them: the config --merge compares, but for --mutators), the same
// gamecheck (its version and a hash of its own program: another build is another
// gamecheck) and the same text outside the functions (comments left out, each run of
// whitespace one space: a changed global, #include or type re-runs every mutant). So a
// change anywhere in a function re-runs that function's mutants and no other; anything
// else changed re-runs all of them, and the report says why. Not reused: a mutant marked
// in the source (decided afresh), one OLD.json had not decided, a duplicate of a mutant
// that is not reused, a key OLD.json or this run holds twice (two functions of the same
// text).
// What it cannot see: a mutant whose verdict depended on another function's code (a
// caller that changed what reaches it) keeps its old verdict, as mutmut's does.
// OLD.json is read by --merge's reader (mutate/report/merge.h).
// Costs: a hash of each function's text and of gamecheck's program (a read of its
// executable, once per process); O(mutants) lookups.
// Status: properties/mutate_since_test.cc.
#pragma once

#include <string>
#include <vector>

#include "mutate/mutate.h"

namespace gc::mutate {

/// gamecheck's identity for --since: `version`, '+', a hash of the running program's bytes
/// (read once per process; the version alone when it cannot be read).
std::string GamecheckIdentity(const std::string& version);

/// Sets every mutant's key (MutantResult::key) and r->since.outside, the hash of the text
/// outside the functions, from the source and its layout (FindPoints). O(source + mutants).
void MutantKeys(const std::string& source, const SourceLayout& layout, Result* r);

/// --since: reads the report o.since and moves each mutant of r->mutants whose verdict it
/// gives (above) into *reused, with that verdict; r->since says how many, or why none.
/// False with *err when o.since cannot be read, is not a report of gamecheck mutate, or is
/// one of another source file.
bool TakeVerdicts(const Options& o, Result* r, std::vector<MutantResult>* reused,
                  std::string* err);

/// "--since OLD.json: 120 of 133 mutants reused (their functions unchanged), 13 run", or
/// why nothing was reused; "" without --since.
std::string SinceText(const SinceSummary& s);

}  // namespace gc::mutate
