// fuzz/fuzz_lengths.cc — differential fuzz target of the lengths row (fuzz/differential.h).
#include "fuzz/differential.h"
GAMECHECK_FUZZ_TARGET(lengths)
