// fuzz/fuzz_geography.cc — differential fuzz target of the geography row (fuzz/differential.h).
#include "fuzz/differential.h"
GAMECHECK_FUZZ_TARGET(geography)
