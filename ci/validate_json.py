#!/usr/bin/env python3
"""Validates a JSON document against a JSON schema.

Usage: validate_json.py SCHEMA FILE

Exit status: 0 when FILE is valid; 1 when it is not (the first error is printed with the
path of the offending value) or is not JSON; 2 on a usage error, an unreadable or invalid
schema, or when the jsonschema module is missing (Debian: python3-jsonschema, installed by
ci/bootstrap). The schema's own "$schema" picks the draft (e.g. draft-07 for the
mutation-testing-report-schema of `gamecheck mutate --json`).
"""
import json
import sys


def path_of(error):
    path = "$"
    for part in error.absolute_path:
        path += "[%d]" % part if isinstance(part, int) else "." + str(part)
    return path


def main(argv):
    if len(argv) != 3:
        print("usage: validate_json.py SCHEMA FILE", file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        print("validate_json.py: the python module jsonschema is missing "
              "(Debian: python3-jsonschema; run ci/bootstrap)", file=sys.stderr)
        return 2
    schema_path, file_path = argv[1], argv[2]
    try:
        with open(schema_path, encoding="utf-8") as f:
            schema = json.load(f)
        validator_class = jsonschema.validators.validator_for(schema)
        validator_class.check_schema(schema)
    except (OSError, ValueError, jsonschema.exceptions.SchemaError) as e:
        print("validate_json.py: bad schema %s: %s" % (schema_path, e), file=sys.stderr)
        return 2
    try:
        with open(file_path, encoding="utf-8") as f:
            document = json.load(f)
    except OSError as e:
        print("validate_json.py: cannot read %s: %s" % (file_path, e), file=sys.stderr)
        return 2
    except ValueError as e:
        print("%s: not JSON: %s" % (file_path, e))
        return 1
    # The first error in document order (by path, then message), so the report is stable.
    errors = sorted(validator_class(schema).iter_errors(document),
                    key=lambda e: (list(map(str, e.absolute_path)), e.message))
    if errors:
        first = errors[0]
        print("%s: invalid at %s: %s" % (file_path, path_of(first), first.message))
        return 1
    print("%s: valid (%s)" % (file_path, schema.get("$schema", "no $schema")))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
