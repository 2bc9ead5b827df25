# Writes the text of INPUT to OUTPUT as a C++ raw string literal (to be #included as an
# expression), so that a page of the docs is compiled into the command from its one
# source (cli/CMakeLists.txt: docs/formats.md for `gamecheck problems PROBLEM`).
file(READ ${INPUT} text)
if(text MATCHES "\\)gcdoc\"")
  message(FATAL_ERROR "${INPUT} contains the raw string's delimiter )gcdoc\"")
endif()
file(WRITE ${OUTPUT}.tmp "R\"gcdoc(${text})gcdoc\"\n")
file(RENAME ${OUTPUT}.tmp ${OUTPUT})
