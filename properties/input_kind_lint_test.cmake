# The test input_kind_lint.no_kind_named_outside_its_domain (properties/CMakeLists.txt): no
# source file names a value of InputKind (impl/text_io.h) but the input kinds' own files, so
# that nothing switches on a kind or reads its parts outside its domain
# (harness/cases/input_kind.h). Allowed: harness/cases/kinds/ (the domains and kinds.def),
# impl/text_io.* (the enum, the readers and printers: the low layer), the tests
# (properties/) and text_io's own benchmark (bench/text_io_bench.cc); and in a problem's
# row (harness/problems/<problem>/row.cc) the one line that names its input,
# ".input = InputKind::kX,": a row picks a domain, and a new kind changes no row.
# Run as cmake -DSOURCE_DIR=... -P input_kind_lint_test.cmake.
set(dirs api bench cli cmake examples fuzz harness impl include mutants mutate oracles)
set(globs)
foreach(dir IN LISTS dirs)
  foreach(ext cc h hpp cpp def inc)
    list(APPEND globs "${SOURCE_DIR}/${dir}/*.${ext}")
  endforeach()
endforeach()
file(GLOB_RECURSE files RELATIVE "${SOURCE_DIR}" ${globs})
list(FILTER files EXCLUDE REGEX "^harness/cases/kinds/")
list(FILTER files EXCLUDE REGEX "^impl/text_io\\.(h|cc)$")
list(FILTER files EXCLUDE REGEX "^bench/text_io_bench\\.cc$")

# A value named: InputKind::kX, or every value at once by a using-declaration.
set(naming "InputKind::k[A-Za-z]|using +enum +InputKind|using +(gc::)?InputKind::")
set(row_line "^ *\\.input = InputKind::k[A-Za-z]+, *$")
set(found "")
foreach(file IN LISTS files)
  file(STRINGS "${SOURCE_DIR}/${file}" lines REGEX "${naming}")
  foreach(line IN LISTS lines)
    if(file MATCHES "^harness/problems/[a-z_]+/row\\.cc$" AND line MATCHES "${row_line}")
      continue()
    endif()
    string(APPEND found "\n  ${file}: ${line}")
  endforeach()
endforeach()
list(LENGTH files checked)
if(found)
  message(FATAL_ERROR "an input kind is named outside its domain (harness/cases/kinds/): ask "
                      "the kind's row (harness/cases/input_kind.h) instead:${found}")
endif()

# The pattern still finds what it is for: every kind in kinds.def.
file(STRINGS "${SOURCE_DIR}/harness/cases/kinds/kinds.def" listed REGEX "^GAMECHECK_INPUT_KIND\\(")
file(STRINGS "${SOURCE_DIR}/impl/text_io.h" values REGEX "^  k[A-Za-z]+,")
list(LENGTH listed kinds)
list(LENGTH values enum_values)
if(kinds LESS 1 OR NOT kinds EQUAL enum_values OR checked LESS 100)
  message(FATAL_ERROR "the lint sees ${checked} files, ${kinds} kinds in kinds.def and "
                      "${enum_values} values of InputKind: it is not looking where it should")
endif()
message(STATUS "${checked} files, no input kind named outside its domain")
