// The program that owns the tests' precompiled headers (properties/CMakeLists.txt): the
// tests reuse its headers; it is never built on its own nor run.
int main() { return 0; }
