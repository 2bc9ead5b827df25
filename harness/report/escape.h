// harness/report/escape.h — how bytes that a program printed go into each report format:
// one UTF-8 check, one markup escape for XML and HTML, and the strings that the JSON
// writer (harness/report/json_writer.h, nlohmann::json) is given. Every report escapes
// through here. O(|s|) each.
// Status: properties/report_escape_test.cc.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gc {

/// The length of the well-formed UTF-8 sequence (RFC 3629: no overlong forms, surrogates
/// or code points past U+10FFFF) at s[i], or 0.
std::size_t Utf8Length(std::string_view s, std::size_t i);
/// Whether all of s is well-formed UTF-8.
bool IsUtf8(std::string_view s);

/// s with every byte outside ASCII as its own code point U+0080..U+00FF (in UTF-8): a
/// JSON writer that escapes non-ASCII then writes each such byte as \u00XX, so a
/// program's output (which need not be UTF-8) reaches JSON byte for byte.
std::string JsonBytes(std::string_view s);
/// Text meant to be read as UTF-8 (a source file): s itself when it is well-formed
/// UTF-8, else JsonBytes(s).
std::string JsonUtf8(std::string_view s);

/// Which markup Escape writes for.
enum class Markup {
  kXml,   // XML 1.0 (JUnit): &apos;, and a byte outside ASCII as '?' (it may not be UTF-8)
  kHtml,  // HTML: &#39;, valid UTF-8 kept, any other byte as U+FFFD
};
/// Text for an element or a quoted attribute: < > & " ' as entities; the control bytes
/// that XML 1.0 forbids (all below 0x20 but newline and tab, and 0x7f) as '?' for XML and
/// U+FFFD for HTML.
std::string Escape(std::string_view s, Markup m);

}  // namespace gc
