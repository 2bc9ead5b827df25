// fuzz/fuzz_loopy.cc — differential fuzz target of the loopy row (fuzz/differential.h).
#include "fuzz/differential.h"
GAMECHECK_FUZZ_TARGET(loopy)
