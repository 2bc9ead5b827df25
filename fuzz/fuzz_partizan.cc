// fuzz/fuzz_partizan.cc — differential fuzz target of the partizan row (fuzz/differential.h).
#include "fuzz/differential.h"
GAMECHECK_FUZZ_TARGET(partizan)
