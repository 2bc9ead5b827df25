// harness/cases/kinds/steps.cc — see steps.h. Each step is the pass of the shrinker it was
// before the input kinds became domains, candidate for candidate, so that a shrink tries
// the same instances in the same order.
#include "harness/cases/kinds/steps.h"

#include <algorithm>
#include <optional>

namespace gc::kinds {

Parts Remove(const Parts& p, const std::vector<char>& gone) {
  std::vector<Vertex> id(p.n);
  Vertex next = 0;
  for (Vertex v = 0; v < p.n; ++v) id[v] = gone[v] ? 0 : next++;
  Parts w;
  w.n = next;
  w.moves.resize(p.moves.size());
  for (std::size_t i = 0; i < p.moves.size(); ++i)
    for (Edge e : p.moves[i])
      if (!gone[e.u] && !gone[e.v]) w.moves[i].push_back({id[e.u], id[e.v]});
  w.marks.resize(p.marks.size());
  for (std::size_t i = 0; i < p.marks.size(); ++i)
    for (Vertex t : p.marks[i])
      if (!gone[t]) w.marks[i].push_back(id[t]);
  for (Vertex a : p.anchors) w.anchors.push_back(a < p.n ? id[a] : 0);
  return w;
}

bool Compact(ShrinkSearch& s, std::size_t) {
  const Parts& cur = s.current();
  std::vector<char> gone(cur.n, 1);
  for (const std::vector<Edge>& es : cur.moves)
    for (Edge e : es) gone[e.u] = gone[e.v] = 0;
  for (const std::vector<Vertex>& vs : cur.marks)
    for (Vertex t : vs) gone[t] = 0;
  for (Vertex a : cur.anchors)
    if (a < cur.n) gone[a] = 0;
  Vertex unused = 0;
  Vertex last_used = 0;
  for (Vertex v = 0; v < cur.n; ++v) {
    unused += gone[v] ? 1 : 0;
    if (!gone[v]) last_used = v + 1;
  }
  // Only the trailing ones unused: LowerN's candidate, the same step.
  if (unused == 0 || unused == cur.n - last_used) return false;
  return s.Try(Remove(cur, gone));
}

bool LowerN(ShrinkSearch& s, std::size_t) {
  const Parts& cur = s.current();
  Vertex used = 0;
  auto use = [&](Vertex v) { used = std::max(used, v + 1); };
  for (const std::vector<Edge>& es : cur.moves)
    for (Edge e : es) use(e.u), use(e.v);
  for (const std::vector<Vertex>& vs : cur.marks)
    for (Vertex t : vs) use(t);
  for (Vertex a : cur.anchors) use(a);
  if (used >= cur.n) return false;
  Parts w = cur;
  w.n = used;
  return s.Try(std::move(w));
}

namespace {

// Runs of `size` items cut from the end, then from the front, of a sequence of `length`
// items: `cut(from_front, count)` builds the candidate (nullopt: not allowed). Each size
// from length/2 down is tried again while it keeps the failure, then halved: a case twice
// the needed size ends at the need within 2 log2(length) runs or so.
template <class Cut, class Length>
bool Trim(ShrinkSearch& s, Length length, Cut cut) {
  bool any = false;
  for (int front = 0; front < 2; ++front)
    for (std::size_t size = length() / 2; size >= 1 && !s.Done();) {
      std::optional<Parts> w = size < length() ? cut(front == 1, size) : std::nullopt;
      if (w && s.Try(std::move(*w))) {
        any = true;
        size = std::min(size, length() / 2);
      } else {
        size /= 2;
      }
    }
  return any;
}

}  // namespace

bool TrimVertices(ShrinkSearch& s, std::size_t) {
  return Trim(
      s, [&] { return std::size_t{s.current().n}; },
      [&](bool front, std::size_t count) -> std::optional<Parts> {
        const Parts& cur = s.current();
        std::vector<char> gone(cur.n, 0);
        const Vertex first = front ? 0 : cur.n - static_cast<Vertex>(count);
        for (Vertex v = first; v < first + count; ++v) gone[v] = 1;
        for (Vertex a : cur.anchors)
          if (a < cur.n && gone[a]) return std::nullopt;
        return Remove(cur, gone);
      });
}

bool TrimMoves(ShrinkSearch& s, std::size_t list) {
  return Trim(
      s, [&] { return s.current().moves[list].size(); },
      [&](bool front, std::size_t count) -> std::optional<Parts> {
        Parts w = s.current();
        std::vector<Edge>& es = w.moves[list];
        const auto n = static_cast<std::ptrdiff_t>(count);
        front ? es.erase(es.begin(), es.begin() + n) : es.erase(es.end() - n, es.end());
        return w;
      });
}

bool TrimMarks(ShrinkSearch& s, std::size_t list) {
  return Trim(
      s, [&] { return s.current().marks[list].size(); },
      [&](bool front, std::size_t count) -> std::optional<Parts> {
        Parts w = s.current();
        std::vector<Vertex>& vs = w.marks[list];
        const auto n = static_cast<std::ptrdiff_t>(count);
        front ? vs.erase(vs.begin(), vs.begin() + n) : vs.erase(vs.end() - n, vs.end());
        return w;
      });
}

bool DeleteMoves(ShrinkSearch& s, std::size_t list) {
  const Parts& cur = s.current();
  bool any = false;
  for (std::size_t chunk = std::max<std::size_t>(cur.moves[list].size() / 2, 1); chunk >= 1;
       chunk /= 2) {
    for (std::size_t i = 0; i < cur.moves[list].size() && !s.Done();) {
      Parts w = cur;
      std::vector<Edge>& es = w.moves[list];
      es.erase(es.begin() + static_cast<std::ptrdiff_t>(i),
               es.begin() + static_cast<std::ptrdiff_t>(std::min(es.size(), i + chunk)));
      if (s.Try(std::move(w)))
        any = true;  // the list shifted: same i again
      else
        i += chunk;
    }
    // The vertices these deletions left unused go at once, not after the whole pass
    // (which a slow program may never finish).
    if (any && !s.Done()) Compact(s);
    if (chunk == 1 || s.Done()) break;
  }
  return any;
}

bool DeleteVertices(ShrinkSearch& s, std::size_t) {
  const Parts& cur = s.current();
  bool any = false;
  for (Vertex chunk = std::max<Vertex>(cur.n / 2, 1); chunk >= 1; chunk /= 2) {
    for (Vertex i = 0; i < cur.n && !s.Done();) {
      std::vector<char> gone(cur.n, 0);
      bool touches_anchor = false;
      for (Vertex v = i; v < std::min<Vertex>(cur.n, i + chunk); ++v) {
        gone[v] = 1;
        for (Vertex a : cur.anchors) touches_anchor |= v == a;
      }
      if (!touches_anchor && s.Try(Remove(cur, gone)))
        any = true;
      else
        i += chunk;
    }
    if (chunk == 1 || s.Done()) break;
  }
  return any;
}

bool MergeVertices(ShrinkSearch& s, std::size_t) {
  const Parts& cur = s.current();
  bool any = false;
  for (Vertex a = 0; a < cur.n && !s.Done(); ++a)
    for (Vertex b = a + 1; b < cur.n && !s.Done();) {
      Parts w = cur;
      auto to_a = [&](Vertex& v) { v = v == b ? a : v; };
      for (std::vector<Edge>& es : w.moves)
        for (Edge& e : es) to_a(e.u), to_a(e.v);
      for (std::vector<Vertex>& vs : w.marks)
        for (Vertex& t : vs) to_a(t);
      for (Vertex& v : w.anchors) to_a(v);
      std::vector<char> gone(w.n, 0);
      gone[b] = 1;
      if (s.Try(Remove(w, gone)))
        any = true;  // b now names the next vertex
      else
        ++b;
    }
  return any;
}

bool DropMarks(ShrinkSearch& s, std::size_t list) {
  const Parts& cur = s.current();
  bool any = false;
  for (std::size_t i = 0; i < cur.marks[list].size() && !s.Done();) {
    Parts w = cur;
    w.marks[list].erase(w.marks[list].begin() + static_cast<std::ptrdiff_t>(i));
    if (s.Try(std::move(w)))
      any = true;
    else
      ++i;
  }
  return any;
}

namespace {

// Each vertex of the list (a list of marks, or the anchors) moved to the lowest vertex that
// keeps the failure. list_of(parts) is that list, in the current parts and in a candidate.
template <class ListOf>
bool LowerEach(ShrinkSearch& s, ListOf list_of) {
  const Parts& cur = s.current();
  bool any = false;
  for (std::size_t i = 0; i < list_of(cur).size() && !s.Done(); ++i)
    for (Vertex t = 0; t < list_of(cur)[i] && !s.Done(); ++t) {
      Parts w = cur;
      list_of(w)[i] = t;
      if (s.Try(std::move(w))) {
        any = true;
        break;
      }
    }
  return any;
}

}  // namespace

bool LowerMarks(ShrinkSearch& s, std::size_t list) {
  return LowerEach(s, [list](auto& p) -> auto& { return p.marks[list]; });
}

bool LowerAnchors(ShrinkSearch& s, std::size_t) {
  return LowerEach(s, [](auto& p) -> auto& { return p.anchors; });
}

bool RedirectMoves(ShrinkSearch& s, std::size_t list) {
  const Parts& cur = s.current();
  bool any = false;
  for (std::size_t i = 0; i < cur.moves[list].size() && !s.Done(); ++i) {
    for (int end = 0; end < 2; ++end) {
      const Vertex was = end ? cur.moves[list][i].u : cur.moves[list][i].v;
      for (Vertex t = 0; t < was && !s.Done(); ++t) {
        Parts w = cur;
        (end ? w.moves[list][i].u : w.moves[list][i].v) = t;
        if (s.Try(std::move(w))) {
          any = true;
          break;
        }
      }
    }
  }
  return any;
}

}  // namespace gc::kinds
