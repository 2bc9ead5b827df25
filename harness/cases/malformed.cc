// harness/cases/malformed.cc — see malformed.h.
#include "harness/cases/malformed.h"

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "harness/cases/generators.h"
#include "impl/text_io.h"

namespace gc {

namespace {

struct Token {
  std::size_t begin = 0, end = 0;
};

std::vector<Token> Tokens(const std::string& text) {
  std::vector<Token> out;
  auto space = [](char c) { return c == ' ' || c == '\n' || c == '\t' || c == '\r'; };
  for (std::size_t i = 0; i < text.size();) {
    if (space(text[i])) {
      ++i;
      continue;
    }
    Token t{i, i};
    while (t.end < text.size() && !space(text[t.end])) ++t.end;
    out.push_back(t);
    i = t.end;
  }
  return out;
}

// big + small, in decimal (big a string of digits).
std::string Plus(std::string big, std::uint64_t small) {
  for (std::size_t i = big.size(); i-- > 0 && small > 0;) {
    const std::uint64_t d = static_cast<std::uint64_t>(big[i] - '0') + small % 10;
    big[i] = static_cast<char>('0' + d % 10);
    small = small / 10 + d / 10;
  }
  while (small > 0) big.insert(big.begin(), static_cast<char>('0' + small % 10)), small /= 10;
  return big;
}

// What gamecheck's reader says of `text`: its error, or nothing when it reads it.
// A text it reads whole with a huge n (2^30 vertices and a few edges: a band probe of n
// in range) is read without building it: the size check stops the reader once the text is
// found well formed, before anything of size n is allocated.
std::optional<std::string> ReaderError(const Problem& p, const std::string& text) {
  bool well_formed_but_big = false;
  try {
    ReadInstance(p.input, text, [&](const InstanceSize& s) {
      if (s.n <= (Vertex{1} << 20)) return std::string();
      well_formed_but_big = true;
      return std::string("too big to build here");
    });
    return std::nullopt;
  } catch (const TextError& e) {
    if (well_formed_but_big) return std::nullopt;
    return e.what();
  }
}

bool Rejected(const Problem& p, const std::string& text) {
  return ReaderError(p, text).has_value();
}

// A probe: `text` with `fault` said, numbered next in *out, when gamecheck's reader rejects
// it (a text it reads is no probe: say, a vertex that 2^64 + v cannot wrap into range).
void AddProbe(const Problem& p, std::string text, const std::string& fault,
              std::uint64_t first_index, std::vector<Case>* out) {
  const std::optional<std::string> error = ReaderError(p, text);
  if (!error) return;
  Case c;
  c.tier = Tier::kRandom;
  c.family = "bad-input";
  c.bad_input = true;
  c.text = std::move(text);
  c.about = fault + ": " + *error;
  c.index = first_index + out->size();
  out->push_back(std::move(c));
}

// Whether number i of `text` is a vertex: 0 and n - 1 in its place are read and n is not
// (a count there, k of grundy's tokens say, would ask for other numbers).
bool IsVertex(const Problem& p, const std::string& text, const std::vector<Token>& tk,
              std::size_t i) {
  const std::uint64_t n = std::stoull(text.substr(tk[0].begin, tk[0].end - tk[0].begin));
  if (n == 0 || i == 0) return false;
  auto with = [&](std::uint64_t value) {
    return text.substr(0, tk[i].begin) + std::to_string(value) + text.substr(tk[i].end);
  };
  return !Rejected(p, with(0)) && !Rejected(p, with(n - 1)) && Rejected(p, with(n));
}

// A small valid text with at least eight tokens (several lines), when the problem has one;
// one whose last number is a vertex where one is found (the probes at the end then reach
// the check of the last list's vertices, grundy's tokens say, not only of a count).
std::string Base(const Problem& p, Rng& rng) {
  std::string best, longest;
  for (int attempt = 0; attempt < 32; ++attempt) {
    const std::string text = WriteInstance(p.input, RandomInstance(rng, p, 5, 8));
    const std::vector<Token> tk = Tokens(text);
    if (tk.size() >= 8 && IsVertex(p, text, tk, tk.size() - 1)) return text;
    if (tk.size() >= 8 && best.empty()) best = text;
    if (text.size() > longest.size()) longest = text;
  }
  return best.empty() ? longest : best;
}

// The small valid text every probe of a seed is made from.
std::string ProbeBase(const Problem& p, std::uint64_t seed) {
  Rng rng(seed ^ 0x6d616c666f726d65ull);
  return Base(p, rng);
}

// `text` ending in its last word (the bad one), after blank lines up to `size` bytes: a
// reader that fills a buffer of a power of two at a time gets that byte alone in its last
// read, which a wrong end-of-input test (a read of one byte taken for the end) drops.
std::string LastByte(std::string text, std::size_t size) {
  text.erase(text.find_last_not_of(" \t\r\n") + 1);
  return std::string(size - std::min(size, text.size()), '\n') + text;
}

}  // namespace

std::vector<Case> ReaderProbes(const Problem& p, std::uint64_t seed, std::uint64_t first_index) {
  const std::string good = ProbeBase(p, seed);
  const std::vector<Token> tk = Tokens(good);
  if (tk.size() < 2) return {};
  auto word = [&](const Token& t) { return good.substr(t.begin, t.end - t.begin); };
  auto at = [&](const Token& t, const std::string& by) {
    return good.substr(0, t.begin) + by + good.substr(t.end);
  };
  const Token n = tk[0], m = tk[1], last = tk.back();
  const std::uint64_t n_value = std::stoull(word(n)), m_value = std::stoull(word(m));
  const std::uint64_t last_value = std::stoull(word(last));
  auto last_byte = [&](std::size_t size) { return LastByte(at(last, "x"), size); };
  // Most telling first: a caller may take only the first few.
  const std::pair<const char*, std::string> faults[] = {
      {"an error past line 32,768, the last of 2^16 + 1 bytes", last_byte((1u << 16) + 1)},
      {"2^32 plus the number", at(last, Plus("4294967296", last_value))},
      {"a word of 300 letters", at(last, std::string(300, 'a'))},
      {"the bytes around printable ASCII", at(last, "\x1f!~\x7f\x80")},
      {"an error past line 65,536, the last of 2^17 + 1 bytes", last_byte((1u << 17) + 1)},
      {"2^64 plus the number", at(last, Plus("18446744073709551616", last_value))},
      {"a number of 300 digits", at(m, "1" + std::string(299, '0'))},
      {"a lone minus sign", at(last, "-")},
      {"a letter after a complete instance", good + "x\n"},
      {"2^31", at(last, "2147483648")},
      {"2^63", at(last, "9223372036854775808")},
      {"a count of 2^32 plus n", at(n, Plus("4294967296", n_value))},
      {"a count of 2^64 plus m", at(m, Plus("18446744073709551616", m_value))},
      {"a control byte", at(last, "\x01")},
      {"a NUL byte", at(last, std::string(1, '\0'))},
      {"a byte past ASCII", at(last, "\xff")},
      {"a letter in UTF-8", at(last, "\xc3\xa9")},
      {"leading zeros on a number out of range",
       at(last, std::string(24, '0') + std::to_string(n_value))},
      // The same fault elsewhere than at the end: a reader may check one end of a move and
      // not the other, or the first move and not the rest.
      {"n in place of the number before the last", at(tk[tk.size() - 2], std::to_string(n_value))},
      {"n in place of the third number", at(tk[std::min<std::size_t>(2, tk.size() - 1)],
                                             std::to_string(n_value))},
      {"n in place of the fourth number", at(tk[std::min<std::size_t>(3, tk.size() - 1)],
                                              std::to_string(n_value))},
      {"a minus zero", at(last, "-0")},
      {"a negative count", at(m, "-" + word(m))},
      {"input cut off some lines in", good.substr(0, tk[tk.size() / 2].begin)},
      {"a number after a complete instance", good + "0\n"},
  };

  std::vector<Case> out;
  for (const auto& [fault, text] : faults) AddProbe(p, text, fault, first_index, &out);
  return out;
}

std::vector<Case> BandProbes(const Problem& p, std::uint64_t seed, std::uint64_t first_index) {
  const std::string good = ProbeBase(p, seed);  // the instance of ReaderProbes
  const std::vector<Token> tk = Tokens(good);
  if (tk.size() < 2) return {};
  std::vector<Case> out;
  auto at = [&](std::size_t i, const std::string& by) {
    return good.substr(0, tk[i].begin) + by + good.substr(tk[i].end);
  };
  // The numbers: n, m, every other count, and the last number (a vertex, where found).
  std::vector<std::size_t> numbers = {0, 1};
  for (std::size_t i = 2; i + 1 < tk.size(); ++i)
    if (!IsVertex(p, good, tk, i)) numbers.push_back(i);
  if (tk.size() > 2) numbers.push_back(tk.size() - 1);
  const std::uint64_t n_value = std::stoull(good.substr(tk[0].begin, tk[0].end - tk[0].begin));
  std::string n_wide = std::to_string(n_value);
  n_wide = std::string(20 - std::min<std::size_t>(20, n_wide.size()), '0') + n_wide;
  AddProbe(p, at(tk.size() - 1, n_wide), "n as the last number, in 20 digits with leading zeros",
           first_index, &out);
  AddProbe(p, at(1, "1" + std::string(4999, '0')), "m of 5,000 digits", first_index, &out);
  AddProbe(p, at(tk.size() - 1, "1" + std::string(4999, '0')),
           "the last number of 5,000 digits", first_index, &out);
  // Past the buffers a reader keeps for one token: 2^16 + 1 digits (Go's bufio.Scanner
  // holds 64 KiB unless given more) and 2^20 + 1 (the 1 MiB most often given it).
  for (const unsigned k : {16u, 20u})
    AddProbe(p, at(tk.size() - 1, "1" + std::string(std::size_t{1} << k, '0')),
             "the last number of 2^" + std::to_string(k) + " + 1 digits", first_index, &out);
  // A bad last word after runs of blank lines: a line counter past 2^15 and past 2^16.
  for (const std::size_t lines : {40000u, 70000u})
    AddProbe(p, std::string(lines, '\n') + at(tk.size() - 1, "x"),
             "a letter after " + std::to_string(lines) + " blank lines", first_index, &out);
  // Most telling first (a caller may take the first few): 32-bit bounds and the ten-digit
  // values in range, then 64-bit, 16-bit and 8-bit bounds.
  auto bands = [&](unsigned k) {
    for (const std::size_t i : numbers) {
      const std::string name = "number " + std::to_string(i + 1), bits = std::to_string(k);
      const std::uint64_t power = std::uint64_t{1} << k;
      AddProbe(p, at(i, std::to_string(power - 1)), name + " at 2^" + bits + " - 1", first_index,
               &out);
      AddProbe(p, at(i, std::to_string(power)), name + " at 2^" + bits, first_index, &out);
      AddProbe(p, at(i, "-" + std::to_string(power)), name + " at -2^" + bits, first_index, &out);
      AddProbe(p, at(i, "-" + std::to_string(power + 1)), name + " at -2^" + bits + " - 1",
               first_index, &out);
    }
  };
  bands(31);
  // In range of a 32- or 64-bit type with as many digits as its maximum: a reader that
  // refuses a number by its digits (more than 9, or than 18) refuses these too early.
  for (const std::size_t i : numbers)
    for (const char* wide : {"1000000000", "1073741824", "1000000000000000000",
                             "4611686018427387904"})
      AddProbe(p, at(i, wide), "number " + std::to_string(i + 1) + " at " + wide, first_index,
               &out);
  for (const unsigned k : {63u, 15u, 7u}) bands(k);
  return out;
}

std::vector<Case> BoundProbes(const Problem& p, std::uint64_t seed,
                              const std::vector<std::uint64_t>& numbers, std::size_t limit,
                              std::uint64_t first_index) {
  const std::string good = ProbeBase(p, seed);  // the instance of ReaderProbes
  const std::vector<Token> tk = Tokens(good);
  // The counts: the numbers that are not vertices.
  std::vector<std::size_t> counts;
  for (std::size_t i = 0; i < tk.size(); ++i)
    if (!IsVertex(p, good, tk, i)) counts.push_back(i);
  std::vector<Case> out;
  auto add = [&](std::string text, const std::string& what) {
    if (out.size() < limit) AddProbe(p, std::move(text), what, first_index, &out);
  };
  auto near = [](std::uint64_t value, std::uint64_t number) {
    return " (the program's " + std::to_string(number) +
           (value < number ? " less one" : value > number ? " and one" : "") + ")";
  };
  // The counts after the first two (ReaderProbes has those) plus 2^32 and 2^64, which a
  // 32- or 64-bit reader wraps back to the count.
  for (const std::size_t i : counts) {
    if (i < 2) continue;
    const std::string word = good.substr(tk[i].begin, tk[i].end - tk[i].begin);
    for (const char* big : {"4294967296", "18446744073709551616"})
      add(good.substr(0, tk[i].begin) + Plus(big, std::stoull(word)) + good.substr(tk[i].end),
          std::string("number ") + std::to_string(i + 1) + ", a count, plus 2^" +
              (big[1] == '2' ? "32" : "64"));
  }
  for (const std::uint64_t number : numbers)
    for (const std::size_t i : counts)
      for (const std::uint64_t value : {number - 1, number, number + 1})
        if (number >= 100)
          add(good.substr(0, tk[i].begin) + std::to_string(value) + "\n",
              "the number " + std::to_string(value) + near(value, number) + " as number " +
                  std::to_string(i + 1) + ", the input cut off after it");
  // A reader that shows the bad token cuts a long one short at a length of its own.
  for (const std::uint64_t number : numbers)
    for (const std::uint64_t length : {number - 1, number, number + 1})
      if (number >= 8 && number <= 4096)
        add(good.substr(0, tk.back().begin) + std::string(length, 'a') +
                good.substr(tk.back().end),
            "a word of " + std::to_string(length) + " letters" + near(length, number) +
                " at the end");
  return out;
}

}  // namespace gc
