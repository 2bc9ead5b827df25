// mutate/build/batch.h — the compiler's equivalence filter in batches (C++): the original and
// many mutants compiled in ONE translation unit, each copy of the program's body in a
// namespace of its own (gcmq00000 the original), with -ffunction-sections
// -fdata-sections, so that the standard library's templates are instantiated and
// compiled once for all copies. Each copy's sections (its names' tag normalised, the
// bytes, and the relocations by symbol name: a constant at another offset of a shared
// constant pool is another reference) are compared with the original's and the other
// copies'. A copy that differs needs no other compile: its mutant runs. A copy that
// compares equal is only a claim: the mutant and its twin are then compiled on their own
// and their whole object files compared (mutate/build/object.cc), which alone decides "same
// machine code" or "duplicate", so a batch can never make a mutant equivalent that the
// compiler does not make so on its own (a static initialiser shared by all copies, a
// name the namespace hides). Used by mutate/build/object.cc; not part of the interface.
#pragma once

#include <atomic>
#include <cstddef>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "mutate/points/points.h"

namespace gc::mutate::internal {

inline constexpr const char* kBatchTag = "gcmq";
/// What a batch compile adds to the object command: a section per function and object,
/// and no folding of identical functions or constants (which would merge the copies).
inline constexpr const char* kBatchFlags = "-ffunction-sections -fdata-sections -fno-ipa-icf";
inline constexpr std::size_t kBatchDigits = 5;

/// The comparison key of each copy (index: the tag's number) of a batched ELF64 object
/// (x86-64 RELA): its tagged sections with their bytes and relocations, names normalised.
/// false when the object is not one this reads.
bool CopyKeys(const std::string& object, std::vector<std::string>* keys);

/// Whether `c` may stand in an identifier.
bool IsWord(char c);

/// The namespace of copy k in a translation unit of copies (kBatchTag and k's digits).
std::string CopyTag(std::size_t k);

/// The macros `body` #defines (in order), or false when a directive of it is one that a
/// copy in a namespace could not repeat (an #include, a #pragma, #line...).
bool BodyMacros(const std::string& body, std::vector<std::string>* names);

/// `prefix`, then each body in a namespace of its own (the tag and the copy's number),
/// the macros #undef'd before each; *starts gets each copy's first line (1-based).
std::string RenderCopies(const std::string& prefix, const std::vector<std::string>& bodies,
                         const std::vector<std::string>& macros, std::vector<std::size_t>* starts);

/// The copies a compiler's errors (`out`) fall in, by the line numbers of `file`; -1 among
/// them when an error falls outside every copy but the first (the prefix, copy 0), or none
/// names one.
std::set<long> ErrorCopies(const std::string& out, const std::string& file,
                           const std::vector<std::size_t>& starts);

/// BatchClaims' verdict of a mutant the batch could not compare (not batchable, its copy
/// did not compile, the batch failed): it needs its own compile.
inline constexpr long kBatchUnknown = -3;

struct BatchJob {
  std::string command;    // the object command ({src}, {out}), -c and -O2 already in it
  std::string source;     // the original
  std::string extension;  // the source's (".cpp"), so the compiler takes it as C++
  std::filesystem::path scratch;
  std::string tmpdir;
  double timeout = 120;  // per batch compile of one copy; more copies get more
  unsigned jobs = 1;
  bool keep = false;  // the batch directories (--keep)
  const std::atomic<bool>* stop = nullptr;
};

/// Where the body of `source` starts: after the #include <...> lines (and blank and //
/// comment lines) it starts with; std::string::npos when the source cannot be batched
/// (no such lines; a directive other than #define, #undef and conditionals in the body; a
/// macro it defines used before; extern "C"; namespace std; the tag in it).
std::size_t BatchableBody(const std::string& source);

/// Per mutant (texts[i] its whole source; "" not compared): kRunIt (the batch found its
/// code different from the original's and from every mutant's before it in its batch),
/// kSameAsOriginal or the index of an earlier mutant (a claim, to be confirmed by their
/// own compiles), or kBatchUnknown. *compiles counts the batch compiles.
std::vector<long> BatchClaims(const BatchJob& job, const std::vector<std::string>& texts,
                              std::atomic<std::size_t>* compiles);

}  // namespace gc::mutate::internal
