// mutate/report/report_parts.h — what the reports of a mutation run share (report.cc,
// report_junit.cc): how a mutant, its tries and its failure are said. Not part of the
// interface.
#pragma once

#include <cstddef>
#include <string>

#include "harness/report/json_writer.h"
#include "mutate/mutate.h"

namespace gc::mutate::internal {

/// x with `digits` digits after the point.
std::string Fixed(double x, int digits);
/// The source file as the reports name it.
std::string FileName(const Options& o);
/// "file:line:column" of a mutant's point.
std::string Where(const Options& o, const MutantResult& m);
/// A case's text on one line of at most `width` bytes: runs of line ends as spaces or
/// "(N line ends)", a tab and a CR as \t and \r, other bytes outside printable ASCII as
/// \xNN.
std::string CaseLine(const std::string& case_text, std::size_t width);
/// Leading whitespace removed, for showing a line.
std::string Trim(const std::string& s);
/// What a mutant's passes ran: cases, seconds, seeds, the largest n.
std::string Tried(const MutantResult& m);
/// Whether the mutant's output matched the original's.
std::string Compared(const MutantResult& m);
/// The failure of a decided mutant in a few words and its minimal case on one line.
std::string FailureLine(const MutantResult& m);
/// Text about a mutant that names its files in the scratch directory, with those names
/// made to outlive the directory (the source path, or "(removed scratch directory)").
std::string Unscratch(const Options& o, const Result& r, const MutantResult& m, std::string text);
/// A decided mutant's check report, its "by hand:" line made to outlive the scratch
/// directory (a command that rebuilds the mutant and keeps it).
std::string UsableReport(const Options& o, const Result& r, const MutantResult& m);
/// The report's "config": the options that decide the mutants and their verdicts, the
/// selection, the contract, and what --since compares and reused.
Json RunConfig(const Options& o, const Result& r);

}  // namespace gc::mutate::internal
