// mutate/report/github.h — a mutation run's reports for a pull request on GitHub
// (`--annotations github`): a workflow command on the lines of each mutant left for a
// person (a survivor an error; a likely equivalent or uncovered one a warning), and the
// step summary in Markdown (the score, the counts, the survivors). For a run and for
// --merge's merged run alike; the escapes are harness/report/github.h's.
// Status: properties/github_test.cc, examples/github/run_workflow.py.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "mutate/mutate.h"

namespace gc::mutate {

/// What the GitHub reports need of a run: the source as named, what ran, and how a
/// mutant's evidence is said (the body of its annotation).
struct GithubRun {
  std::string file;
  std::string title;  // "gamecheck mutate outcome" (+ " (shard 1/4)", " (merged)")
  const Result* result = nullptr;
  std::function<std::string(const MutantResult&)> detail;
};

/// The workflow commands, one line each: a survivor an error, a likely equivalent or
/// no-coverage mutant a warning, each on its span of the file; an original that fails its
/// check an error; a score below `min_score` (percent; 0: none) an error.
std::string GithubAnnotations(const GithubRun& run, double min_score);
/// The Markdown summary: a heading, the score line, a table of the counts, and a table
/// of the mutants left for a person (place, status, mutator, change).
std::string GithubSummary(const GithubRun& run);

/// A run's GithubRun: its detail is the original and mutated line, what was tried and
/// how the output compared.
GithubRun RunForGithub(const Options& o, const Result& r);

}  // namespace gc::mutate
