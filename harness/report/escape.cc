// harness/report/escape.cc — see escape.h.
#include "harness/report/escape.h"

namespace gc {

std::size_t Utf8Length(std::string_view s, std::size_t i) {
  const unsigned char c = static_cast<unsigned char>(s[i]);
  const std::size_t len = c < 0x80                   ? 1
                          : (c >= 0xC2 && c <= 0xDF) ? 2
                          : (c >= 0xE0 && c <= 0xEF) ? 3
                          : (c >= 0xF0 && c <= 0xF4) ? 4
                                                     : 0;
  if (len <= 1 || i + len > s.size()) return i + len > s.size() ? 0 : len;
  // The second byte's range depends on the lead.
  const unsigned char c1 = static_cast<unsigned char>(s[i + 1]);
  const unsigned char lo = c == 0xE0 ? 0xA0 : c == 0xF0 ? 0x90 : 0x80;
  const unsigned char hi = c == 0xED ? 0x9F : c == 0xF4 ? 0x8F : 0xBF;
  if (c1 < lo || c1 > hi) return 0;
  for (std::size_t k = 2; k < len; ++k)
    if ((static_cast<unsigned char>(s[i + k]) >> 6) != 2) return 0;
  return len;
}

bool IsUtf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t len = Utf8Length(s, i);
    if (len == 0) return false;
    i += len;
  }
  return true;
}

std::string JsonBytes(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (unsigned char c : s) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else {  // U+0080..U+00FF in two bytes
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

std::string JsonUtf8(std::string_view s) { return IsUtf8(s) ? std::string(s) : JsonBytes(s); }

std::string Escape(std::string_view s, Markup m) {
  const bool html = m == Markup::kHtml;
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    const unsigned char c = static_cast<unsigned char>(s[i]);
    const std::size_t len = html ? Utf8Length(s, i) : 1;
    const bool forbidden = (c < 0x20 && c != '\n' && c != '\t') || c == 0x7f;
    if (len == 0 || forbidden || (!html && c >= 0x80)) {
      out += html ? "\xEF\xBF\xBD" : "?";
      ++i;
      continue;
    }
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += html ? "&#39;" : "&apos;";
        break;
      default:
        out.append(s, i, len);
    }
    i += len;
  }
  return out;
}

}  // namespace gc
