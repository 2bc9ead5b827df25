// harness/report/json_writer.cc — see json_writer.h.
#include "harness/report/json_writer.h"

#include <cmath>
#include <vector>

#include "harness/report/report.h"

namespace gc {

namespace {

// A scalar as nlohmann writes it: strings escaped (ASCII only unless `ascii` is false:
// then UTF-8 as it is), numbers shortest.
std::string Scalar(const Json& j, bool ascii) { return j.dump(-1, ' ', ascii); }

void Inline(const Json& j, std::string* out, bool ascii) {
  if (j.is_object()) {
    *out += '{';
    bool first = true;
    for (const auto& [k, v] : j.items()) {
      *out += first ? "" : ", ";
      *out += Scalar(Json(k), ascii) + ": ";
      Inline(v, out, ascii);
      first = false;
    }
    *out += '}';
  } else if (j.is_array()) {
    *out += '[';
    for (std::size_t i = 0; i < j.size(); ++i) {
      *out += i ? ", " : "";
      Inline(j[i], out, ascii);
    }
    *out += ']';
  } else {
    *out += Scalar(j, ascii);
  }
}

// Whether `path` (the keys from the top, "files/a.c/mutants") matches `pattern`, segment
// by segment, "*" matching any one key.
bool Matches(std::string_view pattern, const std::vector<std::string>& path) {
  std::size_t i = 0;
  while (i < path.size()) {
    const std::size_t slash = pattern.find('/');
    const std::string_view seg = pattern.substr(0, slash);
    if (seg != "*" && seg != path[i]) return false;
    ++i;
    if (slash == std::string_view::npos) break;
    pattern.remove_prefix(slash + 1);
    if (i == path.size()) return false;  // the pattern is longer than the path
  }
  return i == path.size();
}

// An object or array with one member (or element) a line, two spaces deeper than `path`.
void Open(const Json& j, std::vector<std::string>* path,
          std::initializer_list<std::string_view> open, bool ascii, std::string* out) {
  const std::size_t depth = path->size();
  const std::string in(2 * (depth + 1), ' ');
  const bool object = j.is_object();
  *out += object ? "{\n" : "[\n";
  std::size_t i = 0;
  for (const auto& [k, v] : j.items()) {
    *out += in;
    if (object) *out += Scalar(Json(k), ascii) + ": ";
    path->push_back(k);
    bool opens = false;
    for (std::string_view pattern : open) opens |= Matches(pattern, *path);
    if (opens && (v.is_object() || v.is_array()) && !v.empty())
      Open(v, path, open, ascii, out);
    else
      Inline(v, out, ascii);
    path->pop_back();
    *out += ++i < j.size() ? ",\n" : "\n";
  }
  *out += std::string(2 * depth, ' ') + (object ? "}" : "]");
}

}  // namespace

Json Rounded(double x, int digits) {
  const double scale = std::pow(10.0, digits);
  return std::round(x * scale) / scale;
}

std::string JsonInline(const Json& j) {
  std::string out;
  Inline(j, &out, true);
  return out;
}

std::string JsonLayout(const Json& j, std::initializer_list<std::string_view> open, bool ascii) {
  std::string out;
  std::vector<std::string> path;
  if ((j.is_object() || j.is_array()) && !j.empty())
    Open(j, &path, open, ascii, &out);
  else
    Inline(j, &out, ascii);
  return out + "\n";
}

std::string JsonQuote(std::string_view s) { return Scalar(JsonOfBytes(s), true); }

}  // namespace gc
