// mutate/build/schema_java.cc — Java's schema prelude and where it goes; see schema.h. The
// switch is a class of its own beside the user's (not public: any file name holds it),
// read once in its static initialiser, the call sites `GcMut.at(G)`, `GcMut.v`,
// `GcMut.on ? GcMut.obs(GcMut.obs((o), I, (a)), ...) : (o)`.
#include <algorithm>
#include <cctype>
#include <string>

#include "mutate/build/schema.h"

namespace gc::mutate::internal {

// The mutant and the coverage file's name are read from the system properties
// gamecheck.mutant and gamecheck.mutant.coverage first (a warm JVM's run sets them,
// mutate/run/warm_java.java: its environment is its server's), else from the environment.
// The coverage file is written unbuffered (one write(2) a number, O_APPEND): a System.exit
// loses nothing. obs records infection I when the mutant's value differs from the
// original's, which it returns; one overload a type javac may pick for the pair.
std::string JavaPrelude(std::size_t numbers) {
  std::string obs;
  for (const char* t : {"boolean", "int", "long", "double"})
    obs += std::string("  static ") + t + " obs(" + t + " o, int i, " + t +
           " a) { if (a != o) hit(i); return o; }\n";
  return "/* gamecheck mutate: the mutant schema's switch (GAMECHECK_MUTANT) */\n"
         "final class GcMut {\n"
         "  static final int v;\n"
         "  static final boolean on;\n"
         "  static final java.io.FileOutputStream f;\n"
         "  static final boolean[] seen = new boolean[" +
         std::to_string(numbers + 1) +
         "];\n"
         "  static {\n"
         "    int x = 0;\n"
         "    java.io.FileOutputStream o = null;\n"
         "    String s = System.getProperty(\"gamecheck.mutant\");\n"
         "    String c = System.getProperty(\"gamecheck.mutant.coverage\");\n"
         "    if (s == null) s = System.getenv(\"GAMECHECK_MUTANT\");\n"
         "    if (c == null) c = System.getenv(\"GAMECHECK_MUTANT_COVERAGE\");\n"
         "    try { if (s != null && !s.isEmpty()) x = Integer.parseInt(s.trim()); }\n"
         "    catch (NumberFormatException e) {}\n"
         "    try { if (c != null && !c.isEmpty()) o = new java.io.FileOutputStream(c, true); }\n"
         "    catch (java.io.IOException e) {}\n"
         "    v = x;\n"
         "    f = o;\n"
         "    on = o != null;\n"
         "  }\n"
         "  static int at(int g) {\n"
         "    if (on) hit(g);\n"
         "    return v;\n"
         "  }\n"
         "  static void hit(int g) {\n"
         "    if (seen[g]) return;\n"
         "    seen[g] = true;\n"
         "    try { f.write((g + \"\\n\").getBytes()); } catch (java.io.IOException e) {}\n"
         "  }\n" +
         obs + "}\n";
}

// After the package and import declarations (a class must follow them) and the comments
// among them, token by token: at the start of the line of the first other token.
std::size_t JavaPreludeAt(const std::string& s) {
  const std::size_t bom = s.compare(0, 3, "\xef\xbb\xbf") == 0 ? 3 : 0;
  std::size_t at = bom, after = bom;  // after: the end of the last declaration or comment
  auto word = [&](const char* w) {
    const std::size_t n = std::char_traits<char>::length(w);
    return s.compare(at, n, w) == 0 && at + n < s.size() &&
           std::isspace(static_cast<unsigned char>(s[at + n]));
  };
  while (at < s.size()) {
    if (std::isspace(static_cast<unsigned char>(s[at]))) {
      ++at;
      continue;
    }
    if (s.compare(at, 2, "//") == 0) {
      at = std::min(s.find('\n', at), s.size());
    } else if (s.compare(at, 2, "/*") == 0) {
      const std::size_t end = s.find("*/", at + 2);
      at = end == std::string::npos ? s.size() : end + 2;
    } else if (word("package") || word("import")) {
      at = std::min(s.find(';', at), s.size() - 1) + 1;
    } else {
      break;
    }
    after = at;
  }
  const std::size_t nl = at == 0 ? std::string::npos : s.rfind('\n', at - 1);
  return std::max(after, nl == std::string::npos ? bom : nl + 1);
}

}  // namespace gc::mutate::internal
