// properties/mutate_batch_test.cc — the batched object-code filter (mutate/build/batch.h),
// called directly on sources written by hand and compiled with the machine's c++: which
// mutants' copies it tells apart from the original's and from each other's, which it
// only claims equal (a claim the whole-object compile then decides), and which it cannot
// compare. A constant the compiler keeps in a shared pool (a double) makes copies
// different wherever it differs, though their instructions are the same.
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <string>
#include <vector>

#include "mutate/build/batch.h"
#include "mutate/build/fast.h"
#include "properties/cli_util.h"

namespace {

using gc::mutate::internal::BatchableBody;
using gc::mutate::internal::BatchClaims;
using gc::mutate::internal::BatchJob;
using gc::mutate::internal::kBatchUnknown;
using gc::mutate::internal::kRunIt;
using gc::mutate::internal::kSameAsOriginal;

const std::string kIncludes = "// a solver\n#include <cstdio>\n\n#include <vector>\n";

// Its body: a loop whose constant 3.25 the compiler keeps in a constant pool (-O2), and a
// global array whose initialiser lives in a data section of its own.
const std::string kBody =
    "static int weights[4] = {1, 2, 3, 4};\n"
    "int main() {\n"
    "  int n = 0;\n"
    "  if (std::scanf(\"%d\", &n) != 1) return 2;\n"
    "  std::vector<int> v(n, 1);\n"
    "  double s = 0;\n"
    "  for (int x : v) s += x * 3.25;\n"
    "  std::printf(\"%.3f %d\\n\", s, weights[n & 3]);\n"
    "  return 0;\n"
    "}\n";

std::string With(const std::string& from, const std::string& to) {
  std::string text = kIncludes + kBody;
  const std::size_t at = text.find(from);
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

std::vector<long> Claims(const std::vector<std::string>& texts, std::size_t* compiles) {
  BatchJob job;
  job.command =
      std::string("c++ -std=c++17 -c -O2 ") + gc::mutate::internal::kBatchFlags + " -o {out} {src}";
  job.source = kIncludes + kBody;
  job.extension = ".cpp";
  job.scratch = cli_test::TempDir("mutate_batch");
  job.tmpdir = (job.scratch / "tmp").string();
  job.jobs = 1;
  std::atomic<std::size_t> n{0};
  std::vector<long> claims = BatchClaims(job, texts, &n);
  *compiles = n.load();
  return claims;
}

TEST(MutateBatch, CopiesAreToldApartByCodeDataAndPooledConstants) {
  const std::vector<std::string> texts = {
      With("  double s = 0;\n", "  double s = 0;\n  int spare = 40;\n  (void)spare;\n"),
      With("x * 3.25", "x * 4.25"),          // the same instructions, another pooled constant
      With("x * 3.25", "x * 5.25"),          // and another
      With("x * 3.25", "x * 4.25"),          // the same as the second
      With("{1, 2, 3, 4}", "{1, 2, 3, 5}"),  // only the array's data differs
      With("return 0;", "return 0"),         // does not compile
      "",                                    // not compared
      With("s += x", "s -= x"),
  };
  std::size_t compiles = 0;
  const std::vector<long> c = Claims(texts, &compiles);
  ASSERT_EQ(c.size(), texts.size());
  EXPECT_EQ(c[0], kSameAsOriginal);
  EXPECT_EQ(c[1], kRunIt);
  EXPECT_EQ(c[2], kRunIt) << "a constant at another place of the pool compared equal";
  EXPECT_EQ(c[3], 1);  // a claim: the whole objects decide
  EXPECT_EQ(c[4], kRunIt) << "a global's initialiser is not compared";
  EXPECT_EQ(c[5], kBatchUnknown);
  EXPECT_EQ(c[6], kBatchUnknown);
  EXPECT_EQ(c[7], kRunIt);
  // The copy that does not compile is taken out and the batch compiled again: two.
  EXPECT_EQ(compiles, 2u);
}

TEST(MutateBatch, OnlyABodyThatCanStandInANamespaceIsBatched) {
  EXPECT_EQ(BatchableBody(kIncludes + kBody), kIncludes.size());
  EXPECT_EQ(BatchableBody(kBody), std::string::npos) << "no #include <...> lines first";
  EXPECT_EQ(BatchableBody(kIncludes + "#include \"local.h\"\n" + kBody), std::string::npos);
  EXPECT_EQ(BatchableBody(kIncludes + "extern \"C\" int f() { return 1; }\n" + kBody),
            std::string::npos);
  EXPECT_EQ(BatchableBody(kIncludes + "namespace std { template <> struct hash<int>; }\n" + kBody),
            std::string::npos);
  EXPECT_EQ(BatchableBody(kIncludes + "#pragma GCC optimize(\"O3\")\n" + kBody), std::string::npos);
  // A macro the body defines, used before its #define: a later copy would see it there.
  EXPECT_EQ(BatchableBody(kIncludes + "int N = 3;\n#define N 4\n" + kBody), std::string::npos);
  EXPECT_EQ(BatchableBody(kIncludes + "namespace std::chrono { int f(); }\n" + kBody),
            std::string::npos);
  EXPECT_EQ(BatchableBody(kIncludes + "using namespace std;\n" + kBody), kIncludes.size());
  // Defined before any use, and conditionals: each copy starts with the macro #undef'd.
  const std::string ok = kIncludes + "#define N 4\n#ifdef LOCAL\n#endif\nint a[N];\n" + kBody;
  EXPECT_EQ(BatchableBody(ok), kIncludes.size());
}

// A body with a #define is batched with the macro undefined before each copy, so that
// every copy sees the same macros as the original's own compile.
TEST(MutateBatch, ABodyThatDefinesAMacroIsBatched) {
  const std::string source = kIncludes + "#define K 7\n" + kBody;
  BatchJob job;
  job.command =
      std::string("c++ -std=c++17 -c -O2 ") + gc::mutate::internal::kBatchFlags + " -o {out} {src}";
  job.source = source;
  job.extension = ".cpp";
  job.scratch = cli_test::TempDir("mutate_batch_macro");
  job.tmpdir = (job.scratch / "tmp").string();
  job.keep = getenv("KEEP") != nullptr;
  std::string mutant = source;
  mutant.replace(mutant.find("#define K 7"), 11, "#define K 7\nint spare = K;");
  std::atomic<std::size_t> n{0};
  const std::vector<long> c = BatchClaims(job, {source, mutant}, &n);
  EXPECT_EQ(c, (std::vector<long>{kSameAsOriginal, kRunIt}));
}

}  // namespace
