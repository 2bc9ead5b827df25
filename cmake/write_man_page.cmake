# Runs PROGRAM help --man and writes its standard output to OUTPUT, through a temporary
# file so that a failed run leaves no half-written page (cli/CMakeLists.txt).
execute_process(COMMAND ${PROGRAM} help --man OUTPUT_FILE ${OUTPUT}.tmp RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  file(REMOVE ${OUTPUT}.tmp)
  message(FATAL_ERROR "${PROGRAM} help --man failed: ${rc}")
endif()
file(RENAME ${OUTPUT}.tmp ${OUTPUT})
