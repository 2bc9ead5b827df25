#!/bin/bash -eu
# OSS-Fuzz / ClusterFuzzLite build: compiles every fuzz target with the engine's
# $CXX $CXXFLAGS $LIB_FUZZING_ENGINE into $OUT, with its seed corpus
# ($OUT/<target>_seed_corpus.zip from corpus/<target>/{seed,regress}) and the dictionary
# ($OUT/<target>.dict). Run from the source root or from anywhere inside the repository.
[ -f fuzz/differential.h ] || cd "$(dirname "$0")/.."
: "${CXX:=clang++}" "${CXXFLAGS:=}" "${LIB_FUZZING_ENGINE:=-fsanitize=fuzzer}" "${OUT:=out}"
mkdir -p "$OUT"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The libraries: core, solvers, oracles, mutants, harness, and the fuzz decoder and check.
objects=()
for src in impl/*.cc oracles/*.cc mutants/*.cc harness/*.cc fuzz/decode.cc fuzz/differential.cc; do
  obj=$work/$(echo "$src" | tr / _).o
  $CXX $CXXFLAGS -std=c++20 -I. -pthread -c "$src" -o "$obj"
  objects+=("$obj")
done
ar rcs "$work/libgamecheck.a" "${objects[@]}"

# One differential target per line of harness/problems/problems.def (all from fuzz_problem.cc, with
# the problem's name defined), and the reader target fuzz_text_io.
build_target() {  # target, source, extra flags
  $CXX $CXXFLAGS -std=c++20 -I. -pthread $3 "$2" "$work/libgamecheck.a" $LIB_FUZZING_ENGINE \
    -o "$OUT/$1"
  rm -f "$OUT/${1}_seed_corpus.zip"
  zip -q -j "$OUT/${1}_seed_corpus.zip" corpus/"$1"/seed/* corpus/"$1"/regress/*
  cp fuzz/text_io.dict "$OUT/$1.dict"
}
for name in $(sed -n 's/^GAMECHECK_PROBLEM(\([a-z_0-9]*\),.*/\1/p' harness/problems/problems.def); do
  build_target "fuzz_$name" fuzz/fuzz_problem.cc "-DGAMECHECK_FUZZ_PROBLEM=\"$name\""
done
build_target fuzz_text_io fuzz/fuzz_text_io.cc ""
