// cli/io.h — whole-input reading for the command line (one buffer, no iostream per token).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "cli/stop.h"  // StopSignals, g_stop: once declared here
#include "harness/problems/problem.h"

namespace gc::cli {

/// Opens a file to read ("-" or empty: standard input, 0): its descriptor, or -1 and
/// "cannot open PATH: why" in *err.
int OpenInput(const std::string& path, std::string* err);

/// Reads at most `size` bytes of fd (of the file at `path`, "" for standard input) into
/// buf, again after an interruption: how many (0 at the end), or -1 and "cannot read
/// PATH: why" in *err.
std::ptrdiff_t ReadSome(int fd, const std::string& path, char* buf, std::size_t size,
                        std::string* err);

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
/// PATH: REASON" (the system's words: "No space left on device") to standard error, when
/// it cannot. A regular file is written whole or not at all:
/// the text goes to a new file beside it, renamed over PATH once written and closed (a
/// full disk leaves no empty or cut file under PATH); a device or a FIFO (/dev/stdout)
/// is written as it is.
bool WriteFile(const char* command, const std::string& path, const std::string& text);

/// Why a report could not be written to `path` (a file to make or replace), or "" when it
/// can: checked before a run, so that a bad path is said before the work, not after it.
/// A directory, a file or directory without write permission, a parent that is missing
/// or not a directory. `dir`: path is a directory to write files into (--save), made with
/// its parents when missing.
std::string UnwritablePath(const std::string& path, bool dir = false);

/// UnwritablePath of each non-empty path of `files` (and of `dir` as a directory), said as
/// "gamecheck COMMAND: cannot write WHY" on standard error; false when one is unwritable.
bool OutputsWritable(const char* command, const std::vector<const std::string*>& files,
                     const std::string& dir = "");

/// Writes all of s to standard output; false on a write error.
bool WriteAll(const std::string& s);

}  // namespace gc::cli
