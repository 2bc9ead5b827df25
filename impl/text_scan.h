// impl/text_scan.h — the scanner under the strict readers of impl/text_io.cc: one buffer,
// or a window sliding over a FILE; word-at-a-time digit runs on the hot path; line and
// column computed only when an error is reported. Only impl/text_io.cc includes it (the
// readers of every input kind are made of these pieces).
#pragma once

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "impl/edge_buckets.h"
#include "impl/text_io.h"

namespace gc::text_scan {

inline bool IsSpace(char c) {
  // ' ', and '\t' '\n' '\v' '\f' '\r' (9..13)
  return c == ' ' || static_cast<unsigned char>(c - '\t') < 5;
}

// Word-at-a-time helpers (SWAR, little-endian: the first character is the lowest byte).
constexpr std::uint64_t kOnes = 0x0101010101010101ull;
// 0x80 in every byte of w that is not a decimal digit: c ^ '0' is 0..9 exactly for digits,
// and adding 0x76 to the low 7 bits carries into bit 7 exactly when that is above 9.
inline std::uint64_t NonDigits(std::uint64_t w) {
  const std::uint64_t x = w ^ (kOnes * '0');
  return ((((x & (kOnes * 0x7F)) + kOnes * 0x76) | x) & (kOnes * 0x80));
}
// How many of the 8 characters in w are digits before the first non-digit (8: all).
inline int LeadingDigits(std::uint64_t w) {
  const std::uint64_t nd = NonDigits(w);
  return nd ? __builtin_ctzll(nd) / 8 : 8;
}
// The value of the first k (1..7) characters of w, all digits: shifted to the top bytes
// (the bytes shifted in are leading zeros), then combined pairwise in three multiplies.
inline std::uint64_t DigitsValue(std::uint64_t w, int k) {
  std::uint64_t x = ((w ^ (kOnes * '0')) << (8 * (8 - k)));
  x = (x * 10 + (x >> 8)) & 0x00FF00FF00FF00FFull;
  x = (x * 100 + (x >> 16)) & 0x0000FFFF0000FFFFull;
  return (x * 10000 + (x >> 32)) & 0xFFFFFFFFull;
}
// Newlines in [p, p + len): a word at a time, exact (no carries between bytes).
inline std::uint64_t CountNewlines(const char* p, std::size_t len) {
  std::uint64_t count = 0;
  std::size_t i = 0;
  for (; i + 8 <= len; i += 8) {
    std::uint64_t w;
    std::memcpy(&w, p + i, 8);
    const std::uint64_t x = w ^ (kOnes * '\n');  // zero bytes are newlines
    const std::uint64_t zero = ~(((x & (kOnes * 0x7F)) + kOnes * 0x7F) | x) & (kOnes * 0x80);
    count += (zero >> 7) * kOnes >> 56;  // bytes' low bits summed into the top byte
  }
  for (; i < len; ++i) count += p[i] == '\n';
  return count;
}

// A cursor over the input: either one buffer holding all of it, or a window sliding over
// a FILE (refilled in 1 MiB reads, so a big input never sits in memory whole). Positions
// become line and column only on error; for a window, the lines and columns of the bytes
// already dropped are carried along.
class Scanner {
 public:
  explicit Scanner(std::string_view text)
      : begin_(text.data()), p_(text.data()), end_(text.data() + text.size()) {}

  explicit Scanner(std::FILE* in) : in_(in), eof_(false), buf_(kChunk) {
    begin_ = p_ = end_ = buf_.data();
    struct stat st {};
    if (::fstat(::fileno(in), &st) == 0 && S_ISREG(st.st_mode)) {
      long at = std::ftell(in);
      size_hint_ =
          static_cast<std::uint64_t>(st.st_size) - static_cast<std::uint64_t>(at > 0 ? at : 0);
    }
  }

  /// Reads a non-negative decimal integer not above max; `what` names it in errors.
  std::uint64_t Number(const char* what, std::uint64_t max) {
    const char* start;
    return Number(what, max, &start);
  }

  /// The hot loop of the graph readers: reads up to `max` pairs of vertex ids below n
  /// into sink.Add(u, v) while each id is a plain run of 1 to 7 digits; returns how many it
  /// read. It stops, having consumed only whole pairs, at anything else (a longer
  /// number, an id out of range, a non-digit, the window's end), which the careful
  /// path VertexId then reads or names.
  template <class Sink>
  std::uint64_t PlainPairs(Vertex n, std::uint64_t max, Sink& sink) {
    return Plain<2>(n, max, [&sink](const Vertex* id) { sink.Add(id[0], id[1]); });
  }

  /// The same for a list of single ids (tokens, the agent's vertices, targets), appended
  /// to `out`.
  std::uint64_t PlainIds(Vertex n, std::uint64_t max, std::vector<Vertex>& out) {
    return Plain<1>(n, max, [&out](const Vertex* id) { out.push_back(id[0]); });
  }

  /// Groups of K plain ids, each group given to add(ids) once all K are read.
  template <int K, class Add>
  std::uint64_t Plain(Vertex n, std::uint64_t max, const Add& add) {
    std::uint64_t done = 0;
    while (done < max) {
      if (static_cast<std::size_t>(end_ - p_) < kSlack) {
        if (eof_) break;
        Refill(kSlack);
        if (static_cast<std::size_t>(end_ - p_) < kSlack) break;
      }
      // kSlack bytes ahead: each id skips at most kSlack / 2 - 8 spaces, then loads 8
      // bytes and takes at most 7, so both stay inside the window.
      const char* q = p_;
      Vertex id[K];
      int k = 0;
      while (k < K && PlainId(q, n, id[k])) ++k;
      if (k < K) break;
      add(id);
      p_ = q;
      ++done;
    }
    return done;
  }

  /// One id of PlainPairs at q (kSlack / 2 bytes readable): true and q moved past it
  /// when, after fewer than kSlack / 2 - 8 spaces, WordId takes it.
  static bool PlainId(const char*& q, Vertex n, Vertex& id) {
    const char* const lim = q + (kSlack / 2 - 8);
    while (q < lim && IsSpace(*q)) ++q;
    const int k = WordId(q, n, &id);
    q += k;
    return k > 0;
  }

  /// A plain id in the 8 readable bytes at q: 1 to 7 digits, below n, then a space.
  /// Returns its digit count and sets *id; 0 when the word holds anything else.
  static int WordId(const char* q, Vertex n, Vertex* id) {
    std::uint64_t w;
    std::memcpy(&w, q, 8);
    const int k = LeadingDigits(w);
    if (k == 0 || k == 8 || !IsSpace(q[k])) return 0;
    const std::uint64_t value = DigitsValue(w, k);
    if (value >= n) return 0;
    *id = static_cast<Vertex>(value);
    return k;
  }

  /// Reads a vertex id; it must be below n.
  Vertex VertexId(const char* what, Vertex n) {
    // The hot path of every reader: a short run of spaces, at most 19 digits (no
    // overflow possible), then a space or the end. Anything else takes the careful path
    // below, which names the fault.
    if (static_cast<std::size_t>(end_ - p_) < kSlack && !eof_) Refill(kSlack);
    const char* q = p_;
    while (q != end_ && IsSpace(*q)) ++q;
    if (end_ - q >= 8) {  // up to 7 digits and their terminator in one 8-byte word
      Vertex id;
      if (const int k = WordId(q, n, &id)) {
        p_ = q + k;
        return id;
      }
    }
    const char* d = q;
    const char* stop = end_ - q > 19 ? q + 19 : end_;
    std::uint64_t v = 0;
    while (d != stop && static_cast<unsigned char>(*d - '0') < 10) v = v * 10 + (*d++ - '0');
    if (d != q && v < n && (d == end_ ? eof_ : IsSpace(*d))) {
      p_ = d;
      return static_cast<Vertex>(v);
    }
    const char* start;
    v = Number(what, ~std::uint64_t{0} >> 1, &start, &n);
    if (v >= n)
      Fail(start, std::string(what) + " " + std::to_string(v) + " is out of range " + IdRange(n));
    return static_cast<Vertex>(v);
  }

  static std::string IdRange(Vertex n) {
    return n == 0 ? std::string("(the graph has no vertex)") : "0.." + std::to_string(n - 1);
  }

  void ExpectEnd() {
    SkipSpace();
    if (p_ != end_) Fail(p_, "trailing data after the input: '" + Token(p_) + "'");
  }

  /// Bytes left to read; for a stream of unknown size a guess (the lists then grow).
  std::size_t Remaining() const {
    if (!in_) return static_cast<std::size_t>(end_ - p_);
    if (size_hint_ == kUnknown) return static_cast<std::size_t>(end_ - p_) + kChunk;
    std::uint64_t used = dropped_ + static_cast<std::uint64_t>(p_ - begin_);
    return used < size_hint_ ? static_cast<std::size_t>(size_hint_ - used) : 0;
  }

  /// Line and column (1-based) of a position in the window.
  std::pair<TextPosition, TextPosition> Where(const char* at) const {
    TextPosition line = lines_dropped_ + 1;
    std::uint64_t column = column_dropped_ + static_cast<std::uint64_t>(at - begin_) + 1;
    for (const char* q = begin_; q < at; ++q)
      if (*q == '\n') ++line, column = static_cast<std::uint64_t>(at - q);
    return {line, column};
  }

  [[noreturn]] void Fail(const char* at, const std::string& what) const {
    const auto [line, column] = Where(at);
    throw TextError(line, column, what);
  }

  // Reads the number at the cursor; *start is where it begins (valid until the next read).
  // Only the token's first kMaxToken + 1 characters are looked at: a longer run of
  // digits is rejected as too long, whatever follows it.
  // With ids_below, a number above max is a vertex id out of the range 0 .. *ids_below - 1.
  std::uint64_t Number(const char* what, std::uint64_t max, const char** start,
                       const Vertex* ids_below = nullptr) {
    SkipSpace();
    EnsureToken();
    *start = p_;
    if (p_ == end_) Fail(p_, std::string("unexpected end of input: expected ") + what);
    const char* const lim =
        static_cast<std::size_t>(end_ - p_) > kMaxToken ? p_ + kMaxToken + 1 : end_;
    std::uint64_t value = 0;
    auto [ptr, ec] = std::from_chars(p_, lim, value);
    if (ptr == p_ || (ptr != lim && !IsSpace(*ptr))) {
      if (*p_ == '-' && ptr == p_ && p_ + 1 < end_ && p_[1] >= '0' && p_[1] <= '9') {
        const char* d = p_ + 1;  // -0, -00: a sign, but no negative number
        while (d != lim && *d == '0') ++d;
        const bool zero = d == lim || static_cast<unsigned char>(*d - '0') >= 10;
        Fail(*start, std::string(what) + (zero ? " has a minus sign: '" : " is negative: '") +
                         Token(*start) + "'");
      }
      Fail(*start,
           std::string("expected ") + what + " (a decimal number), found '" + Token(*start) + "'");
    }
    if (static_cast<std::size_t>(ptr - p_) > kMaxToken)
      Fail(*start, std::string(what) + " is longer than " + std::to_string(kMaxToken) +
                       " characters: '" + Token(*start) + "'");
    if ((ec == std::errc::result_out_of_range || value > max) && ids_below)
      Fail(*start,
           std::string(what) + " " + Token(*start) + " is out of range " + IdRange(*ids_below));
    if (ec == std::errc::result_out_of_range || value > max)
      Fail(*start, std::string(what) + " " + Token(*start) + " is too large (at most " +
                       std::to_string(max) + ")");
    p_ = ptr;
    return value;
  }

 private:
  static constexpr std::size_t kChunk = std::size_t{1} << 20;
  // Bytes kept ahead of the cursor before a token is read: a whole vertex id with its
  // spaces, and the 25 characters an error message quotes.
  static constexpr std::size_t kSlack = 64;
  // The longest token a number may be (leading zeros included): a longer one is an
  // error at its start, so an endless run of digits or NUL bytes is rejected at once.
  static constexpr std::size_t kMaxToken = 4096;
  static constexpr std::uint64_t kUnknown = ~std::uint64_t{0};

  void SkipSpace() {
    while (true) {
      while (p_ != end_ && IsSpace(*p_)) ++p_;
      if (p_ != end_ || eof_) return;
      Refill(kSlack);
    }
  }

  // Makes the window hold the token at the cursor up to its end, or its first
  // kMaxToken + 1 characters (all Number looks at), or reach the end of the input: an
  // endless token costs one bounded refill, never a window that grows with it.
  void EnsureToken() {
    if (eof_ || static_cast<std::size_t>(end_ - p_) > kMaxToken) return;
    const char* q = p_;
    while (q != end_ && !IsSpace(*q)) ++q;
    if (q != end_) return;
    Refill(kMaxToken + kSlack);
  }

  // Slides the window so that at least `want` bytes follow the cursor, unless the input
  // ends first. Bytes before the cursor are dropped, their lines counted for Fail.
  void Refill(std::size_t want) {
    if (eof_) return;
    const std::size_t gone = static_cast<std::size_t>(p_ - begin_);
    if (const void* nl = ::memrchr(begin_, '\n', gone)) {
      lines_dropped_ += CountNewlines(begin_, gone);
      column_dropped_ = static_cast<std::uint64_t>(p_ - static_cast<const char*>(nl)) - 1;
    } else {
      column_dropped_ += gone;
    }
    dropped_ += static_cast<std::uint64_t>(p_ - begin_);
    std::size_t keep = static_cast<std::size_t>(end_ - p_);
    std::memmove(buf_.data(), p_, keep);
    if (buf_.size() < want + kChunk / 2) buf_.resize(want + kChunk);
    std::size_t have = keep;
    while (have < want || have < buf_.size() / 2) {
      std::size_t got = std::fread(buf_.data() + have, 1, buf_.size() - have, in_);
      have += got;
      if (got == 0) {
        if (std::ferror(in_))
          throw std::runtime_error(std::string("cannot read the input: ") + std::strerror(errno));
        eof_ = true;
        break;
      }
    }
    begin_ = p_ = buf_.data();
    end_ = buf_.data() + have;
  }

  std::string Token(const char* at) const {
    const char* q = at;
    while (q != end_ && !IsSpace(*q) && q - at < 24) ++q;
    std::string t(at, q);
    if (q != end_ && !IsSpace(*q)) t += "...";
    for (char& c : t)
      if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) c = '?';
    return t;
  }

  std::FILE* in_ = nullptr;
  bool eof_ = true;
  std::vector<char> buf_;
  std::uint64_t size_hint_ = kUnknown;
  std::uint64_t dropped_ = 0;         // bytes before begin_
  TextPosition lines_dropped_ = 0;    // newlines before begin_
  std::uint64_t column_dropped_ = 0;  // bytes between the last of them and begin_
  const char* begin_;
  const char* p_;
  const char* end_;
};

// Where the pairs of a graph input go: two lists (for Graph) or target buckets (for
// Predecessors).
struct ListSink {
  std::vector<Vertex>& us;
  std::vector<Vertex>& vs;
  void Add(Vertex u, Vertex v) { us.push_back(u), vs.push_back(v); }
};
struct TargetBucketSink {
  EdgeBuckets& buckets;
  void Add(Vertex u, Vertex v) { buckets.Add({v, u}); }
};

// Reads `count` pairs of vertices below n into sink.
template <class Sink>
void ReadPairsInto(Scanner& s, Vertex n, std::uint64_t count, Sink& sink) {
  for (std::uint64_t i = 0; i < count;) {
    i += s.PlainPairs(n, count - i, sink);
    if (i == count) break;
    const Vertex u = s.VertexId("edge source", n);
    sink.Add(u, s.VertexId("edge target", n));
    ++i;
  }
}

// The pairs of a graph input as two lists, built into a Graph only once the whole text
// is read and its size accepted.
struct PairLists {
  std::vector<Vertex> us, vs;
  Graph Build(Vertex n) { return Graph(n, std::move(us), std::move(vs)); }
};

// Reads `count` pairs of vertices below n. Reserves only what the bytes can hold,
// so a huge declared count cannot allocate before the input runs out.
inline PairLists ReadPairs(Scanner& s, Vertex n, std::uint64_t count) {
  PairLists lists;
  const std::uint64_t room = std::min<std::uint64_t>(count, s.Remaining() / 4 + 1);
  lists.us.reserve(room);
  lists.vs.reserve(room);
  ListSink sink{lists.us, lists.vs};
  ReadPairsInto(s, n, count, sink);
  return lists;
}

// The vertex count n that every input starts with, and where it stands: an instance
// too big to take is reported there once the rest is read.
struct VertexCount {
  Vertex n;
  TextPosition line, column;
};
// Reads the vertex count n, at most max.
inline VertexCount ReadVertexCount(Scanner& s, std::uint64_t max) {
  const char* start;
  const Vertex n = static_cast<Vertex>(s.Number("vertex count n", max, &start));
  const auto [line, column] = s.Where(start);
  return {n, line, column};
}

inline std::uint64_t ReadCount(Scanner& s, const char* what) {
  return s.Number(what, ~std::uint64_t{0} >> 1);
}

// Asks `check` (when given) about the instance read whole; throws its objection at n.
inline void CheckSize(const SizeCheck& check, const VertexCount& c, std::uint64_t m,
                      std::uint64_t tokens) {
  if (!check) return;
  if (std::string why = check(InstanceSize{c.n, m, tokens}); !why.empty())
    throw TextError(c.line, c.column, why);
}

}  // namespace gc::text_scan
