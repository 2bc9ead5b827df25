// spec_examples.cc — gamecheck's libraries used in process: every worked example of every
// problem (gamecheck::harness's table) solved by the built-in fast solver, as the spec
// says. It shows the installed headers ("harness/problems/problem.h", by their repository paths)
// and static libraries link into a program of another project. Exit 0 when all agree.
#include <cstdio>
#include <string>

#include "harness/problems/problem.h"

int main() {
  int examples = 0, wrong = 0;
  for (const gc::Problem& p : gc::Problems()) {
    for (const gc::Example& e : p.examples) {
      std::string err;
      const gc::Output o = gc::SolveText(p, e.input, &err);
      ++examples;
      if (o.status != e.status || o.out != e.output) {
        ++wrong;
        std::printf("%.*s, %.*s: got status %d and\n%s", static_cast<int>(p.name.size()),
                    p.name.data(), static_cast<int>(e.source.size()), e.source.data(),
                    o.status, o.out.c_str());
      }
    }
  }
  std::printf("%d of %d worked examples solved as the spec says\n", examples - wrong, examples);
  return wrong == 0 && examples > 0 ? 0 : 1;
}
