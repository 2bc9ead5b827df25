// mutate/build/schema_rust.cc — Rust's schema prelude and where it goes; see schema.h. Rust
// declares items in any order, so the switch is a module `gc_mut` before the first item,
// and a guard anywhere in the crate calls `crate::gc_mut::at(G)`.
#include <string>

#include "mutate/build/schema.h"

namespace gc::mutate::internal {

std::string RustPrelude(std::size_t numbers) {
  // The number read once (OnceLock), the coverage file opened once for appending; a guard
  // reached is written once per process (an atomic flag a number: a solver may run its
  // search in a thread of a bigger stack). No warning of the schema's own (a guard's
  // parentheses, a mutant's unreachable code) is the user's business.
  const std::string n = std::to_string(numbers + 1);
  return "#![allow(warnings)]\n"
         "// gamecheck mutate: the mutant schema's switch (GAMECHECK_MUTANT)\n"
         "#[allow(warnings)]\n"
         "mod gc_mut {\n"
         "    use std::io::Write;\n"
         "    use std::sync::atomic::{AtomicU8, Ordering};\n"
         "    use std::sync::OnceLock;\n"
         "    const ZERO: AtomicU8 = AtomicU8::new(0);\n"
         "    static SEEN: [AtomicU8; " + n + "] = [ZERO; " + n + "];\n"
         "    static STATE: OnceLock<(i64, Option<std::fs::File>)> = OnceLock::new();\n"
         "    #[inline(always)]\n"
         "    fn state() -> &'static (i64, Option<std::fs::File>) {\n"
         "        STATE.get_or_init(|| {\n"
         "            let v = std::env::var(\"GAMECHECK_MUTANT\").ok()\n"
         "                .and_then(|s| s.trim().parse().ok()).unwrap_or(0);\n"
         "            let c = std::env::var_os(\"GAMECHECK_MUTANT_COVERAGE\")\n"
         "                .filter(|c| !c.is_empty());\n"
         "            let f = c.and_then(|c| std::fs::OpenOptions::new().append(true)\n"
         "                .create(true).open(c).ok());\n"
         "            (v, f)\n"
         "        })\n"
         "    }\n"
         "    #[cold]\n"
         "    #[inline(never)]\n"
         "    fn hit(g: usize) {\n"
         "        if SEEN[g].swap(1, Ordering::Relaxed) != 0 { return; }\n"
         "        if let Some(f) = &state().1 {\n"
         "            let _ = (&*f).write_all(format!(\"{}\\n\", g).as_bytes());\n"
         "        }\n"
         "    }\n"
         "    #[inline(always)]\n"
         "    pub fn at(g: usize) -> i64 {\n"
         "        let s = state();\n"
         "        if s.1.is_some() { hit(g); }\n"
         "        s.0\n"
         "    }\n"
         "    #[inline(always)]\n"
         "    pub fn v() -> i64 { state().0 }\n"
         "}\n";
}

std::size_t RustPreludeAt(const std::string& s) {
  // After a BOM, a shebang, blank lines, comments and the inner attributes (`#![...]`,
  // which must come before any item), at the start of a line.
  std::size_t at = s.compare(0, 3, "\xef\xbb\xbf") == 0 ? 3 : 0;
  bool in_comment = false;
  int depth = 0;  // of an inner attribute's brackets, over its lines
  while (at < s.size()) {
    std::size_t nl = s.find('\n', at);
    if (nl == std::string::npos) nl = s.size();
    const std::string line = s.substr(at, nl - at);
    const std::size_t first = line.find_first_not_of(" \t\r");
    const std::string t = first == std::string::npos ? "" : line.substr(first);
    if (in_comment) {
      in_comment = t.find("*/") == std::string::npos;
    } else if (depth > 0 || t.rfind("#![", 0) == 0) {
      for (char c : t) depth += c == '[' ? 1 : c == ']' ? -1 : 0;
    } else if (t.rfind("/*", 0) == 0) {
      in_comment = t.find("*/", 2) == std::string::npos;
    } else if (!t.empty() && t.rfind("//", 0) != 0 && !(at < 4 && t.rfind("#!", 0) == 0)) {
      return at;
    }
    at = std::min(s.size(), nl + 1);
  }
  return at;
}

}  // namespace gc::mutate::internal
