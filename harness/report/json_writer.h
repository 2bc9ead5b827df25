// harness/report/json_writer.h — the one JSON writer of the reports: nlohmann::json
// (Debian's nlohmann-json3-dev, header only) holds the values, in the order they were
// added; JsonLayout writes them as the reports always have: the top object or array one
// member a line, the members whose path matches one of `open` one a line too (a path is
// the keys from the top joined by '/', "*" matching any one key: "failure",
// "files/*/mutants"), everything else on one line with ", " and ": " between; strings in
// ASCII (\u00XX for a byte of JsonBytes). The check report and the kill matrix write
// through here, and mutate's report (its layout {"files", "files/*", "files/*/mutants"}).
// A build-only header: it includes <nlohmann/json.hpp>, which the installed package
// does not need, so cmake/install.cmake leaves it out of the installed headers.
// Status: properties/report_escape_test.cc.
#pragma once

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "harness/report/escape.h"

namespace gc {

/// A JSON value whose objects keep their members in the order they were added.
using Json = nlohmann::ordered_json;

/// A JSON string of the bytes of s, each byte outside ASCII as \u00XX (JsonBytes).
inline Json JsonOfBytes(std::string_view s) { return Json(JsonBytes(s)); }
/// x rounded to `digits` decimals, as a JSON number (the reports' times: 0.123).
Json Rounded(double x, int digits);

/// j as text, laid out as said above, with a newline at the end; with `ascii` false,
/// strings keep their UTF-8 as it is (mutate's report: a source file reads as written).
std::string JsonLayout(const Json& j, std::initializer_list<std::string_view> open = {},
                       bool ascii = true);
/// j on one line (", " and ": " between), ASCII only.
std::string JsonInline(const Json& j);

}  // namespace gc
