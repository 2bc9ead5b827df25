// harness/judge/enum_names.h — one table per enum: each value with the words the reports
// use for it (a text for people, a slug for files, JSON and signatures), in the enum's
// order, so that turning a value into words (or a slug back into a value) is a look-up
// in one place. Dense() lets a table assert at compile time that it lists the values in
// order. Used by FailureKind (harness/judge/failure_kinds.def), RunResult::End and
// CellState (harness/report/report_parts.h).
// Status: properties/report_escape_test.cc walks every table both ways.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace gc {

template <typename E>
struct EnumName {
  E value;
  const char* text;  // for people: "wrong answer"
  const char* slug;  // for files, JSON and signatures: "wrong-answer"
};

/// Whether table[i].value is the enum's i-th value for every i (so Words can index).
template <typename E, std::size_t N>
constexpr bool Dense(const EnumName<E> (&table)[N]) {
  for (std::size_t i = 0; i < N; ++i)
    if (static_cast<std::size_t>(table[i].value) != i) return false;
  return true;
}

/// The entry of e in a dense table, or nullptr (a value past the table's end).
template <typename E, std::size_t N>
constexpr const EnumName<E>* Words(const EnumName<E> (&table)[N], E e) {
  const std::size_t i = static_cast<std::size_t>(e);
  return i < N ? &table[i] : nullptr;
}

/// The value whose slug is `slug`, if any.
template <typename E, std::size_t N>
std::optional<E> FromSlug(const EnumName<E> (&table)[N], std::string_view slug) {
  for (const EnumName<E>& n : table)
    if (slug == n.slug) return n.value;
  return std::nullopt;
}

}  // namespace gc
