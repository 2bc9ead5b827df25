// bench/seed/graph_outcome.cpp — seed 000's labelling program, copied verbatim (only this
// header added) as the end-to-end baseline: vector<vector<int>> reverse lists, `cin >>`
// reading, a std::queue. Built with the project's release flags (-O2), like the seed's
// "g++ -std=c++17 -O2" exercise. Not linted: it is the reference being measured against.
// Win / lose / draw for a token-moving game on a directed graph (cycles allowed).
// Input: n m, then m lines "u v" (a move from u to v).
// Output: one character per vertex: W (the player to move wins), L (loses), D (draw).
#include <bits/stdc++.h>
using namespace std;
int main() {
int n, m;
if (!(cin >> n >> m)) return 0;
vector<vector<int>> rev(n); // rev[v] lists u for every edge u -> v (with repeats)
vector<int> cnt(n, 0); // moves of v not yet known to lead to a WIN vertex
for (int i = 0; i < m; ++i) {
int u, v;
cin >> u >> v;
rev[v].push_back(u);
cnt[u]++;
}
// 0 = not decided yet (stays 0 at the end means draw), 1 = WIN, 2 = LOSE.
vector<int> label(n, 0);
queue<int> q;
for (int v = 0; v < n; ++v)
if (cnt[v] == 0) { // no legal move: the player to move loses
label[v] = 2;
q.push(v);
}
while (!q.empty()) {
int u = q.front();
q.pop();
for (int p : rev[u]) { // p has a move to u
if (label[p] != 0) continue;
if (label[u] == 2) { // p can move to a LOSE vertex, so p is WIN
label[p] = 1;
q.push(p);
} else if (--cnt[p] == 0) { // u is WIN, and it was p's last unchecked move: p is LOSE
label[p] = 2;
q.push(p);
}
}
}
for (int v = 0; v < n; ++v) putchar(label[v] == 1 ? 'W' : label[v] == 2 ? 'L' : 'D');
putchar('\n');
return 0;
}
