// mutate/points/java_main.cc — the class a Java source's program starts in (points.h's
// JavaMainClass): what `java -cp DIR CLASS` needs after `javac -d DIR`, found past comments,
// string and character literals and text blocks.
#include <cctype>
#include <string>

#include "mutate/points/points.h"

namespace gc::mutate {

namespace {

bool WordChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}

// `text` with every comment, string, character literal and text block made blanks (line
// breaks kept), so that braces and words are the code's own.
std::string CodeOnly(const std::string& text) {
  std::string t = text;
  auto blank = [&](std::size_t b, std::size_t e) {
    for (std::size_t i = b; i < e && i < t.size(); ++i)
      if (t[i] != '\n') t[i] = ' ';
  };
  for (std::size_t i = 0; i < t.size();) {
    std::size_t end = i;
    if (t.compare(i, 2, "//") == 0) {
      end = t.find('\n', i);
    } else if (t.compare(i, 2, "/*") == 0) {
      end = t.find("*/", i + 2);
      if (end != std::string::npos) end += 2;
    } else if (t.compare(i, 3, "\"\"\"") == 0) {
      end = t.find("\"\"\"", i + 3);
      while (end != std::string::npos && t[end - 1] == '\\') end = t.find("\"\"\"", end + 1);
      if (end != std::string::npos) end += 3;
    } else if (t[i] == '"' || t[i] == '\'') {
      end = i + 1;
      while (end < t.size() && t[end] != t[i] && t[end] != '\n') end += t[end] == '\\' ? 2 : 1;
      end = std::min(end + 1, t.size());
    } else {
      ++i;
      continue;
    }
    if (end == std::string::npos) end = t.size();
    blank(i, end);
    i = end;
  }
  return t;
}

}  // namespace

std::string JavaMainClass(const std::string& source, const std::string& path) {
  const std::string t = CodeOnly(source);
  int depth = 0;
  std::string top;        // the top-level type declared last
  bool naming = false;    // the next word names a top-level type
  std::size_t stmt = 0;   // where the current declaration began
  for (std::size_t i = 0; i < t.size();) {
    const char c = t[i];
    if (c == '{' || c == '}' || c == ';') {
      depth += c == '{' ? 1 : c == '}' ? -1 : 0;
      stmt = ++i;
      continue;
    }
    if (!WordChar(c)) {
      ++i;
      continue;
    }
    std::size_t e = i;
    while (e < t.size() && WordChar(t[e])) ++e;
    const std::string word = t.substr(i, e - i);
    if (naming) {
      top = word;
      naming = false;
    } else if (depth == 0 && (word == "class" || word == "interface" || word == "enum" ||
                              word == "record")) {
      naming = true;
    } else if (depth == 1 && word == "main" && !top.empty()) {
      const std::size_t open = t.find_first_not_of(" \t\r\n", e);
      const std::string before = " " + t.substr(stmt, i - stmt) + " ";
      auto has = [&](const char* w) {
        for (std::size_t at = before.find(w); at != std::string::npos; at = before.find(w, at + 1))
          if (!WordChar(before[at - 1]) && !WordChar(before[at + std::string(w).size()])) return true;
        return false;
      };
      if (open != std::string::npos && t[open] == '(' && has("static") && has("void")) return top;
    }
    i = e;
  }
  // None found (no main, or one javac will reject): the file's own name, as javac wants
  // of a public class.
  std::string stem = path.substr(path.find_last_of('/') + 1);
  return stem.substr(0, stem.find_last_of('.'));
}

}  // namespace gc::mutate
