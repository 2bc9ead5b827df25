// fuzz/fuzz_undirected.cc — differential fuzz target of the undirected row (fuzz/differential.h).
#include "fuzz/differential.h"
GAMECHECK_FUZZ_TARGET(undirected)
