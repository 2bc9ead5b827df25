// fuzz/fuzz_outcome.cc — differential fuzz target of the outcome row (fuzz/differential.h).
#include "fuzz/differential.h"
GAMECHECK_FUZZ_TARGET(outcome)
