#!/bin/bash -eu
# OSS-Fuzz / ClusterFuzzLite build: compiles every fuzz/fuzz_*.cc with the engine's
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

for src in fuzz/fuzz_*.cc; do
  target=$(basename "$src" .cc)
  $CXX $CXXFLAGS -std=c++20 -I. -pthread "$src" "$work/libgamecheck.a" $LIB_FUZZING_ENGINE \
    -o "$OUT/$target"
  rm -f "$OUT/${target}_seed_corpus.zip"
  zip -q -j "$OUT/${target}_seed_corpus.zip" corpus/"$target"/seed/* corpus/"$target"/regress/*
  cp fuzz/text_io.dict "$OUT/$target.dict"
done
