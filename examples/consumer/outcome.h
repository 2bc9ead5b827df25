// outcome.h — this project's outcome solver as a function: the text of an instance in,
// the answer (one line of n letters W, L, D) in *out and exit status 0, or a one-line
// message naming the line in *err and status 2 for bad input (nothing in *out).
#pragma once

#include <string>
#include <string_view>

int SolveOutcome(std::string_view input, std::string* out, std::string* err);
