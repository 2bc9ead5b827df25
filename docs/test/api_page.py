#!/usr/bin/env python3
"""docs/api.md's code as a consumer writes it: a project made of the page's blocks.

    api_page.py project DIR      writes DIR/: each ```cpp block of docs/api.md as a source
                                 file of its own (block1.cc, ...), the functions the blocks
                                 only declare (MySolve: a solver that labels every sink W,
                                 as the page's sample report has it; MySlowSolve), and a
                                 CMakeLists.txt that finds the installed gamecheck and sets
                                 no C++ standard: the targets must carry the one their
                                 headers need.
    api_page.py compare OUTPUT   checks that the page's sample report (the plain ``` block
                                 after "On a failure the test prints") is in OUTPUT, what
                                 the built test printed: line after line, numbers and
                                 paths matched loosely as the docs test matches them.

ci/consumer builds that project against a fresh install and runs it.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_docs_test import FENCE, loosen  # noqa: E402

PAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "api.md")

CMAKE = """\
# Made by docs/test/api_page.py from docs/api.md: its code blocks as a consumer writes them.
cmake_minimum_required(VERSION 3.25)
project(gamecheck_api_page LANGUAGES CXX)
# No CMAKE_CXX_STANDARD: gamecheck::check carries the C++20 that its headers need.
find_package(gamecheck 0.1 CONFIG REQUIRED)
find_package(GTest REQUIRED)
find_package(rapidcheck REQUIRED)
add_executable(api_page %s my_solve.cc)
target_link_libraries(api_page PRIVATE gamecheck::check GTest::gtest_main rapidcheck
                      rapidcheck_gtest)
"""

MY_SOLVE = """\
// Made by docs/test/api_page.py: what the page's blocks only declare. MySolve is a
// correct outcome solver but for sinks, labelled W (the page's sample report).
#include <algorithm>
#include <deque>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

std::string MySolve(std::string_view input) {
  std::istringstream in{std::string(input)};
  int n = 0, m = 0;
  in >> n >> m;
  std::vector<int> count(n), label(n, 0);  // 0 draw, 1 win, -1 loss
  std::vector<std::vector<int>> back(n);
  for (int i = 0, u, v; i < m && in >> u >> v; ++i) ++count[u], back[v].push_back(u);
  std::deque<int> q;
  for (int v = 0; v < n; ++v)
    if (count[v] == 0) label[v] = -1, q.push_back(v);
  for (; !q.empty(); q.pop_front())
    for (int u : back[q.front()])
      if (label[u] == 0 && (label[q.front()] < 0 || --count[u] == 0))
        label[u] = label[q.front()] < 0 ? 1 : -1, q.push_back(u);
  std::string out;
  for (int v = 0; v < n; ++v) out += label[v] > 0 ? 'W' : label[v] < 0 ? 'L' : 'D';
  std::replace(out.begin(), out.end(), 'L', 'W');  // the mistake
  return out + "\\n";
}

std::string MySlowSolve(std::string_view input) { return MySolve(input); }
"""


def blocks(text):
    """The page's fenced blocks: (info, lines)."""
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        info, body, i = m.group(2), [], i + 1
        while i < len(lines) and not FENCE.match(lines[i]):
            body.append(lines[i])
            i += 1
        out.append((info, body))
        i += 1
    return out


def project(d):
    os.makedirs(d, exist_ok=True)
    cpp = [body for info, body in blocks(open(PAGE, encoding="utf-8").read()) if info == "cpp"]
    names = []
    for k, body in enumerate(cpp, 1):
        names.append("block%d.cc" % k)
        with open(os.path.join(d, names[-1]), "w") as f:
            f.write("// docs/api.md, code block %d, as written.\n" % k + "\n".join(body) + "\n")
    with open(os.path.join(d, "CMakeLists.txt"), "w") as f:
        f.write(CMAKE % " ".join(names))
    with open(os.path.join(d, "my_solve.cc"), "w") as f:
        f.write(MY_SOLVE)
    print("api_page: %d code blocks of docs/api.md in %s" % (len(cpp), d))
    return 0


def compare(output_path):
    text = open(PAGE, encoding="utf-8").read()
    after = text[text.index("On a failure the test prints"):]
    sample = next(body for info, body in blocks(after) if info == "")
    got = open(output_path, encoding="utf-8", errors="replace").read().split("\n")
    k = 0
    for want in sample:
        pattern = re.compile(loosen(want)[:-len(" (re)")] + r"\Z")
        while k < len(got) and not pattern.match(got[k]):
            k += 1
        if k == len(got):
            print("api_page: the test's report lacks the page's line (after those before it):\n"
                  "  %s\nthe test printed:\n%s" % (want, "\n".join(got)))
            return 1
        k += 1
    print("api_page: the sample report of docs/api.md is what the test printed (%d lines)"
          % len(sample))
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "project":
        sys.exit(project(sys.argv[2]))
    if len(sys.argv) == 3 and sys.argv[1] == "compare":
        sys.exit(compare(sys.argv[2]))
    sys.exit(__doc__)
