// cli/io.h — whole-input reading for the command line (one buffer, no iostream per token).
#pragma once

#include <optional>
#include <string>

#include "cli/stop.h"  // StopSignals, g_stop: once declared here
#include "harness/problems/problem.h"

namespace gc::cli {

/// Reads a whole file ("-" or empty: standard input) into memory; nullopt and a message
/// in *err when it cannot be opened or read.
std::optional<std::string> ReadAll(const std::string& path, std::string* err);

/// The most a case file may hold (`check --replay`): far above the largest case the
/// schedule makes (about 30 MB), and a bound on what a replay reads and holds.
inline constexpr std::size_t kMaxCaseBytes = std::size_t{256} << 20;

/// Reads a case file whole: a regular file of at most max_bytes. Anything else (a device,
/// a FIFO, a socket, a directory) is refused without being read or waited on (it is
/// opened non-blocking), and so is a larger file, before it is read (or, if it grows
/// meanwhile, after max_bytes + 1 bytes). nullopt and "PATH: why" in *err.
std::optional<std::string> ReadCaseFile(const std::string& path, std::size_t max_bytes,
                                        std::string* err);

/// Solves one instance of p read from a file ("-" or empty: standard input) in chunks,
/// as SolveText does for a whole text: a read or parse error or an instance beyond
/// p.max_n gives status 2, a message in *err and no output. Peak memory stays near the
/// graph's own, since the text is never held whole. Once the text is read whole and well
/// formed, and before anything of size n is allocated, the solve's peak memory (a
/// measured footprint per vertex and per edge) is compared with what this process can
/// hold (available memory, cgroup and rlimits): too much is status 2 with the line and
/// column of n; an allocation that fails all the same is status 2 too.
Output SolveFile(const Problem& p, const std::string& path, std::string* err);

/// Writes text to the file at path; false, after printing "gamecheck COMMAND: cannot write
/// PATH" to standard error, when it cannot.
bool WriteFile(const char* command, const std::string& path, const std::string& text);

/// Writes all of s to standard output; false on a write error.
bool WriteAll(const std::string& s);

}  // namespace gc::cli
