// mutate/build/schema_go.cc — Go's schema prelude and where it goes; see schema.h. Go wants
// every import before the other declarations and none unused: the prelude goes after the
// file's imports, with its own under names of its own (gcMutOs, gcMutStrconv).
#include <string>

#include "mutate/build/schema.h"

namespace gc::mutate::internal {

std::string GoPrelude(std::size_t numbers) {
  // The number read once, before main (a package variable: Go initialises it before any
  // variable whose initialiser reaches a guard); the coverage file opened once, unbuffered,
  // so that an os.Exit loses nothing. gcMutPick chooses a value of any type (both branches
  // evaluated: points_ts.py guards so only a text that a second evaluation leaves alone).
  return "import (\n"
         "\tgcMutOs \"os\"\n"
         "\tgcMutStrconv \"strconv\"\n"
         ")\n"
         "\n"
         "// gamecheck mutate: the mutant schema's switch (GAMECHECK_MUTANT)\n"
         "var gcMutV_, gcMutF_ = gcMutInit()\n"
         "var gcMutSeen_ [" +
         std::to_string(numbers + 1) +
         "]bool\n"
         "\n"
         "func gcMutInit() (int, *gcMutOs.File) {\n"
         "\tv, _ := gcMutStrconv.Atoi(gcMutOs.Getenv(\"GAMECHECK_MUTANT\"))\n"
         "\tvar f *gcMutOs.File\n"
         "\tif c := gcMutOs.Getenv(\"GAMECHECK_MUTANT_COVERAGE\"); c != \"\" {\n"
         "\t\tf, _ = gcMutOs.OpenFile(c, gcMutOs.O_WRONLY|gcMutOs.O_APPEND|gcMutOs.O_CREATE, 0644)\n"
         "\t}\n"
         "\treturn v, f\n"
         "}\n"
         "\n"
         "//go:noinline\n"
         "func gcMutHit(g int) {\n"
         "\tif gcMutSeen_[g] {\n\t\treturn\n\t}\n"
         "\tgcMutSeen_[g] = true\n"
         "\tgcMutF_.WriteString(gcMutStrconv.Itoa(g) + \"\\n\")\n"
         "}\n"
         "\n"
         "func gcMutAt(g int) int {\n"
         "\tif gcMutF_ != nil {\n\t\tgcMutHit(g)\n\t}\n"
         "\treturn gcMutV_\n"
         "}\n"
         "\n"
         "func gcMutV() int { return gcMutV_ }\n"
         "\n"
         "func gcMutObs(o bool, i int, a bool) bool {\n"
         "\tif a != o {\n\t\tgcMutHit(i)\n\t}\n"
         "\treturn o\n"
         "}\n"
         "\n"
         "func gcMutPick[T any](c bool, a, b T) T {\n"
         "\tif c {\n\t\treturn a\n\t}\n"
         "\treturn b\n"
         "}\n\n";
}

std::size_t GoPreludeAt(const std::string& s) {
  // At the start of the first line after the package clause and the imports (a single
  // `import "x"` or a block `import ( ... )`), the comments and blank lines among them.
  std::size_t at = s.compare(0, 3, "\xef\xbb\xbf") == 0 ? 3 : 0;
  bool in_comment = false, in_imports = false;
  while (at < s.size()) {
    std::size_t nl = s.find('\n', at);
    if (nl == std::string::npos) nl = s.size();
    const std::string line = s.substr(at, nl - at);
    const std::size_t first = line.find_first_not_of(" \t\r");
    const std::string t = first == std::string::npos ? "" : line.substr(first);
    if (in_comment) {
      in_comment = t.find("*/") == std::string::npos;
    } else if (in_imports) {
      in_imports = t.find(')') == std::string::npos;
    } else if (t.rfind("import", 0) == 0) {
      const std::size_t open = t.find('(');
      in_imports = open != std::string::npos && t.find(')', open) == std::string::npos;
    } else if (t.rfind("/*", 0) == 0) {
      in_comment = t.find("*/", 2) == std::string::npos;
    } else if (!t.empty() && t.rfind("//", 0) != 0 && t.rfind("package", 0) != 0) {
      return at;
    }
    at = std::min(s.size(), nl + 1);
  }
  return at;
}

}  // namespace gc::mutate::internal
