// cli/flags.h — one parser and one --help formatter for the flag tables of the subcommands
// (cli/<command>_flags.def, X-macros in the manner of libFuzzer's FuzzerFlags.def).
//
// A command turns its table into an options struct with cli/flags_struct.inc:
//   #define GC_FLAGS_STRUCT CheckFlags
//   #define GC_FLAGS_FILE "cli/check_flags.def"
//   #include "cli/flags_struct.inc"
// and then calls ParseFlags<CheckFlags>, FlagsHelp<CheckFlags> and UsageError below.
//
// On the command line: --flag VALUE or --flag=VALUE; a bool flag alone means true and
// takes a value only after '=' (1/true/yes, 0/false/no); -h is --help. Numbers are
// decimal, never negative; a double is a non-negative decimal.
#pragma once

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace gc::cli {

inline bool ParseFlagValue(std::string_view s, std::uint64_t* out) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), *out);
  return ec == std::errc() && p == s.data() + s.size();
}
inline bool ParseFlagValue(std::string_view s, std::int64_t* out) {
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), *out);
  return ec == std::errc() && p == s.data() + s.size();
}
inline bool ParseFlagValue(std::string_view s, double* out) {
  try {
    std::size_t used = 0;
    *out = std::stod(std::string(s), &used);
    return used == s.size() && *out >= 0;
  } catch (const std::exception&) {
    return false;
  }
}
inline bool ParseFlagValue(std::string_view s, std::string* out) {
  *out = std::string(s);
  return true;
}
inline bool ParseFlagValue(std::string_view s, bool* out) {
  if (s == "1" || s == "true" || s == "yes") return *out = true, true;
  if (s == "0" || s == "false" || s == "no") return *out = false, true;
  return false;
}

template <class T>
inline constexpr bool kFlagTakesValue = !std::is_same_v<T, bool>;

/// Sets one flag: a bool flag without a value means true; every other value is parsed.
template <class T>
bool SetFlag(T* member, bool has_value, std::string_view value) {
  if constexpr (kFlagTakesValue<T>) {
    return ParseFlagValue(value, member);
  } else {
    if (has_value) return ParseFlagValue(value, member);
    return *member = true;
  }
}

/// " (default X)" for --help; nothing for a bool or an empty string.
inline std::string FlagDefaultText(const std::string& s) {
  return s.empty() ? "" : " (default " + s + ")";
}
template <class T>
std::string FlagDefaultText(const T& v) {
  if constexpr (std::is_same_v<T, bool>) {
    return "";
  } else if constexpr (std::is_same_v<T, double>) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return std::string(" (default ") + buf + ")";
  } else {
    return " (default " + std::to_string(v) + ")";
  }
}

/// One row of the flag table of the options struct Opts (made by cli/flags_struct.inc).
template <class Opts>
struct Flag {
  /// Without the leading "--". "NAME|OLD": OLD is an earlier name, still accepted, and
  /// --help mentions it.
  std::string_view name;
  std::string_view meta;  // the value's placeholder in --help
  std::string_view help;
  bool takes_value;
  bool (*set)(Opts* opts, bool has_value, std::string_view value);
  std::string (*default_text)(const Opts& opts);
};

/// The flag's name (before any '|'), and whether `a` is it or one of its earlier names.
inline std::string_view FlagName(std::string_view names) { return names.substr(0, names.find('|')); }
inline bool FlagNamed(std::string_view names, std::string_view a) {
  for (std::size_t b = 0;;) {
    const std::size_t e = names.find('|', b);
    if (names.substr(b, e == std::string_view::npos ? e : e - b) == a) return true;
    if (e == std::string_view::npos) return false;
    b = e + 1;
  }
}
/// " (earlier name: --budget)" for a flag that has one.
inline std::string FlagEarlierNames(std::string_view names) {
  const std::size_t bar = names.find('|');
  if (bar == std::string_view::npos) return "";
  std::string s;
  for (std::size_t b = bar + 1; b <= names.size();) {
    std::size_t e = names.find('|', b);
    if (e == std::string_view::npos) e = names.size();
    s += (s.empty() ? "" : ", ") + std::string("--") + std::string(names.substr(b, e - b));
    b = e + 1;
  }
  return " (earlier name: " + s + ")";
}

/// Parses args[from, to) into *opts: "" on success, else a one-line message. An argument
/// that is not a flag is an error; stray_hint is appended to its message. When `given` is
/// not null, the name of each flag given is added to it (a default that differs from any
/// value given: check's --budget).
template <class Opts>
std::string ParseFlags(const std::vector<std::string_view>& args, std::size_t from,
                       std::size_t to, Opts* opts, std::string_view stray_hint = "",
                       std::vector<std::string_view>* given = nullptr) {
  const std::span<const Flag<Opts>> table = Opts::Flags();
  for (std::size_t i = from; i < to; ++i) {
    std::string_view a = args[i];
    if (a == "-h") a = "--help";
    if (a.substr(0, 2) != "--")
      return "unexpected argument '" + std::string(a) + "'" + std::string(stray_hint);
    a.remove_prefix(2);
    std::string_view value;
    bool has_value = false;
    if (std::size_t eq = a.find('='); eq != std::string_view::npos) {
      value = a.substr(eq + 1);
      a = a.substr(0, eq);
      has_value = true;
    }
    const Flag<Opts>* flag = nullptr;
    for (const Flag<Opts>& f : table)
      if (FlagNamed(f.name, a)) {
        flag = &f;
        break;
      }
    if (!flag) return "unknown option --" + std::string(a);
    if (flag->takes_value && !has_value) {
      if (i + 1 >= to) return "--" + std::string(a) + " needs a value";
      value = args[++i];
      has_value = true;
    }
    if (!flag->set(opts, has_value, value))
      return "bad value '" + std::string(value) + "' for --" + std::string(a);
    if (given) given->push_back(FlagName(flag->name));
  }
  return "";
}

/// The --help lines of every flag: "  --name META", the help text at column 26 (a '\n' in
/// it goes on at column 26 too), then the default.
template <class Opts>
std::string FlagsHelp() {
  constexpr std::size_t kColumn = 26;
  const Opts defaults;
  std::string s;
  for (const Flag<Opts>& f : Opts::Flags()) {
    std::string left = "  --" + std::string(FlagName(f.name));
    if (f.takes_value) left += " " + std::string(f.meta);
    if (left.size() < kColumn)
      left.resize(kColumn, ' ');
    else
      left += "\n" + std::string(kColumn, ' ');
    s += left;
    for (char c : f.help) s += c == '\n' ? "\n" + std::string(kColumn, ' ') : std::string(1, c);
    s += f.default_text(defaults) + FlagEarlierNames(f.name) + "\n";
  }
  return s;
}

/// Text for roff (the man page): a backslash is \e; every '-' of a word that starts with
/// '-' (an option: --seed, --shrink-time, -h) is \- so it prints as a minus and searches
/// match, while a hyphen inside a word (per-vertex) stays one; a line that would begin
/// with '.' or '\'' (a roff request) begins with \& instead.
inline std::string RoffEscape(std::string_view text) {
  std::string s;
  bool line_start = true;
  bool word_start = true;
  bool option = false;  // in a word that started with '-'
  for (char c : text) {
    if (line_start && (c == '.' || c == '\'')) s += "\\&";
    if (c == '-' && word_start) option = true;
    if (c == '\\')
      s += "\\e";
    else if (c == '-' && option)
      s += "\\-";
    else
      s += c;
    line_start = c == '\n';
    word_start = c == ' ' || c == '\n' || c == '(' || c == '[' || c == '\'' || c == '"';
    if (word_start) option = false;
  }
  return s;
}

/// The flags of a table as a roff list for the man page: one .TP item per flag, the flag
/// in bold and its value in italics, then the same help and default as FlagsHelp.
template <class Opts>
std::string FlagsMan() {
  const Opts defaults;
  std::string s;
  for (const Flag<Opts>& f : Opts::Flags()) {
    s += ".TP\n\\fB" + RoffEscape("--" + std::string(FlagName(f.name))) + "\\fR";
    if (f.takes_value) s += " \\fI" + RoffEscape(f.meta) + "\\fR";
    s += "\n" + RoffEscape(std::string(f.help) + f.default_text(defaults) + FlagEarlierNames(f.name)) +
         "\n";
  }
  return s;
}

/// Prints "gamecheck COMMAND: MESSAGE" and where the help is to standard error; returns
/// the exit status of a usage error, 2.
inline int UsageError(std::string_view command, const std::string& msg) {
  const std::string cmd(command);
  std::fprintf(stderr, "gamecheck %s: %s\n(see 'gamecheck %s --help')\n", cmd.c_str(),
               msg.c_str(), cmd.c_str());
  return 2;
}

}  // namespace gc::cli
