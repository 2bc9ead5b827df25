// tiny_outcome.cpp — a small, correct outcome solver (win/lose/draw by retrograde
// analysis with a counter of unanswered moves per vertex), the fixture of
// properties/mutate_test.cc: `gamecheck mutate` must kill its mutants that change what it
// prints, call the one that does not build stillborn and the ones that cannot change
// anything likely equivalent. Built by mutate itself, never by the project.
#include <cstdio>
#include <queue>
#include <vector>

static void CountMove(std::vector<int>& moves, int& u) { moves[u]++; }

int main() {
  int n, m;
  if (std::scanf("%d %d", &n, &m) != 2 || n < 0 || m < 0) {
    std::fprintf(stderr, "line 1: bad counts\n");
    return 2;
  }
  std::vector<std::vector<int>> pred(n);
  std::vector<int> moves(n, 0);
  for (int i = 0; i < m; i++) {
    int u, v;
    if (std::scanf("%d %d", &u, &v) != 2 || u < 0 || u >= n || v < 0 || v >= n) {
      std::fprintf(stderr, "bad move %d\n", i + 1);
      return 2;
    }
    pred[v].push_back(u);
    CountMove(moves, u);
  }
  std::vector<char> label(n, 'D');
  std::queue<int> q;
  for (int v = 0; v < n; v++)
    if (moves[v] == 0) {
      label[v] = 'L';
      q.push(v);
    }
  while (!q.empty()) {
    int v = q.front();
    q.pop();
    for (int u : pred[v]) {
      if (label[u] != 'D') continue;
      if (label[v] == 'L') {
        label[u] = 'W';
        q.push(u);
      } else if (--moves[u] == 0) {
        label[u] = 'L';
        q.push(u);
      }
    }
  }
  std::fwrite(label.data(), 1, label.size(), stdout);
  std::putchar('\n');
  return 0;
}
