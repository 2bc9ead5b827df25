// harness/report/json_writer.cc — see json_writer.h.
#include "harness/report/json_writer.h"

#include <cmath>

#include "harness/report/report.h"

namespace gc {

namespace {

// A scalar as nlohmann writes it: strings escaped (ASCII only), numbers shortest.
std::string Scalar(const Json& j) { return j.dump(-1, ' ', /*ensure_ascii=*/true); }

void Inline(const Json& j, std::string* out) {
  if (j.is_object()) {
    *out += '{';
    bool first = true;
    for (const auto& [k, v] : j.items()) {
      *out += first ? "" : ", ";
      *out += Scalar(Json(k)) + ": ";
      Inline(v, out);
      first = false;
    }
    *out += '}';
  } else if (j.is_array()) {
    *out += '[';
    for (std::size_t i = 0; i < j.size(); ++i) {
      *out += i ? ", " : "";
      Inline(j[i], out);
    }
    *out += ']';
  } else {
    *out += Scalar(j);
  }
}

// An object or array with one member (or element) a line, at `depth` levels of two spaces.
void Open(const Json& j, int depth, std::initializer_list<std::string_view> open,
          std::string* out) {
  const std::string in(2 * (depth + 1), ' ');
  const bool object = j.is_object();
  *out += object ? "{\n" : "[\n";
  std::size_t i = 0;
  for (const auto& [k, v] : j.items()) {
    *out += in;
    if (object) *out += Scalar(Json(k)) + ": ";
    bool opens = false;
    for (std::string_view name : open) opens |= depth == 0 && object && k == name;
    if (opens && (v.is_object() || v.is_array()) && !v.empty())
      Open(v, depth + 1, {}, out);
    else
      Inline(v, out);
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
  Inline(j, &out);
  return out;
}

std::string JsonLayout(const Json& j, std::initializer_list<std::string_view> open) {
  std::string out;
  if ((j.is_object() || j.is_array()) && !j.empty())
    Open(j, 0, open, &out);
  else
    Inline(j, &out);
  return out + "\n";
}

std::string JsonQuote(std::string_view s) { return Scalar(JsonOfBytes(s)); }

}  // namespace gc
