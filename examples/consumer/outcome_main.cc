// outcome_main.cc — the outcome solver as a program: standard input to standard output,
// the message to standard error and exit status 2 on bad input.
#include <cstdio>
#include <string>

#include "outcome.h"

int main() {
  std::string text, out, err;
  char buf[1 << 16];
  std::size_t got;
  while ((got = std::fread(buf, 1, sizeof buf, stdin)) > 0) text.append(buf, got);
  const int status = SolveOutcome(text, &out, &err);
  std::fputs(err.c_str(), stderr);
  std::fwrite(out.data(), 1, out.size(), stdout);
  return status;
}
