// fuzz/fuzz_grundy.cc — differential fuzz target of the grundy row (fuzz/differential.h).
#include "fuzz/differential.h"
GAMECHECK_FUZZ_TARGET(grundy)
