// harness/check/subject.h — the solver under test, as the driver sees it: a function from
// an input text (and the run's Deadline) to how the run ended and what it printed. A
// program run out of process (harness/run/), or an in-process solver or known mutant.
// Status: properties/check_test.cc.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "harness/deadline.h"
#include "harness/problems/problem.h"
#include "harness/run/program_setup.h"
#include "harness/run/runner.h"

namespace gc {

/// The solver under test: runs on one input text. Must be safe to call from many threads.
/// It runs under `deadline`: a program run is stopped as a timeout at its end (or at its own
/// time limit, if sooner) and as cancelled when its stop flag is raised.
using Subject = std::function<RunResult(std::string_view input, const Deadline& deadline)>;

/// A program run out of process with the given limits.
Subject ProgramSubject(ProgramRunner runner, RunLimits limits);
/// The same with a time limit per case that grows with the instance (its vertices +
/// edges, counted from the text): limits.timeout is replaced by time.For(PairsOf(input)).
Subject ProgramSubject(ProgramRunner runner, RunLimits limits, TimeLimit time);

/// An in-process solver: "solver" (the row's own) or "mutant:NAME" (mutants/mutant.h).
/// Reads the text as `gamecheck solve` does (exit 2 on bad input). An empty Subject and a
/// message in *err when the name is unknown or the mutant belongs to another problem.
/// In-process runs have no time or memory limit.
Subject BuiltinSubject(const Problem& p, std::string_view name, std::string* err);

}  // namespace gc
