# The test mutation_report_schema.validates_known_reports (properties/CMakeLists.txt):
# ci/validate_json.py accepts a hand-written mutation-testing report and rejects two broken
# ones, against the schema of the npm package mutation-testing-report-schema that
# ci/bootstrap fetches. Run as cmake -DPYTHON=... -DSCHEMA=... -DVALIDATOR=... -DDATA=... -P.
# A missing schema is a failure, never a skip.
if(NOT EXISTS "${SCHEMA}")
  message(FATAL_ERROR "mutation-testing-report schema not found at ${SCHEMA}: run ci/bootstrap "
                      "(it fetches the npm package mutation-testing-report-schema), then configure again")
endif()
file(READ "${SCHEMA}" schema_text)
if(NOT schema_text MATCHES "\"\\$schema\": *\"http://json-schema.org/draft-07/schema#\"")
  message(FATAL_ERROR "${SCHEMA} is not the draft-07 schema this test was written for")
endif()

# expect(FILE STATUS TEXT): the validator exits with STATUS and prints TEXT.
function(expect file status text)
  execute_process(COMMAND "${PYTHON}" "${VALIDATOR}" "${SCHEMA}" "${DATA}/${file}"
                  RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message(STATUS "${file}: exit ${result}: ${out}${err}")
  if(NOT result STREQUAL "${status}")
    message(FATAL_ERROR "${file}: validator exited with ${result}, expected ${status}")
  endif()
  string(FIND "${out}" "${text}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "${file}: validator output lacks '${text}'")
  endif()
endfunction()

expect(mutation_report_valid.json 0 "valid")
expect(mutation_report_bad_status.json 1 "invalid at $.files.count.cpp.mutants[1].status: 'Dead' is not one of")
expect(mutation_report_no_location.json 1 "invalid at $.files.count.cpp.mutants[0]: 'location' is a required property")
