// fuzz/decode_tool.cc — gamecheck_fuzz_decode PROBLEM FILE...: prints, in the formats.md
// text, the instance that the fuzz target of PROBLEM checks for each file. ci/fuzz uses it
// to store crashes and new corpus entries as readable spec-text files; a file that the
// target skips prints nothing and exits 1.
#include <cstdio>
#include <fstream>
#include <iterator>
#include <vector>

#include "fuzz/decode.h"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s PROBLEM FILE...\n", argv[0]);
    return 2;
  }
  const gc::Problem* p = gc::FindProblem(argv[1]);
  if (p == nullptr) {
    std::fprintf(stderr, "%s: no problem named '%s'\n", argv[0], argv[1]);
    return 2;
  }
  int status = 0;
  for (int i = 2; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto x = gc::fuzz::ReadFuzzInput(
        *p, {reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()});
    if (!x) {
      status = 1;
      continue;
    }
    std::fputs(gc::WriteInstance(p->input, x->x).c_str(), stdout);
  }
  return status;
}
