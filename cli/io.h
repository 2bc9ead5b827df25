// cli/io.h — whole-input reading for the command line (one buffer, no iostream per token).
#pragma once

#include <optional>
#include <string>

namespace gc::cli {

/// Reads a whole file ("-" or empty: standard input) into memory; nullopt and a message
/// in *err when it cannot be opened or read.
std::optional<std::string> ReadAll(const std::string& path, std::string* err);

/// Writes all of s to standard output; false on a write error.
bool WriteAll(const std::string& s);

}  // namespace gc::cli
