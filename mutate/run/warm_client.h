// mutate/run/warm_client.h — what the warm clients (warm_client.cc, warm_js_client.cc)
// share: their request's growing bytes and their command line's NAME=VALUE words. libc
// only, so that their exec stays cheap.
#pragma once

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

namespace gc::mutate::internal {

// Bytes grown as fields are added; a failed allocation ends the client (status 125).
struct WarmBuffer {
  char* data = nullptr;
  size_t size = 0, room = 0;
  void Add(const char* s, size_t n) {
    if (size + n > room) {
      room = 2 * (size + n) + 4096;
      data = static_cast<char*>(::realloc(data, room));
      if (data == nullptr) ::_exit(125);
    }
    ::memcpy(data + size, s, n);
    size += n;
  }
  void Field(const char* s) { Add(s, ::strlen(s) + 1); }
  void Number(long long v) {
    char text[32];
    ::snprintf(text, sizeof text, "%lld", v);
    Field(text);
  }
};

// Sets the NAME=VALUE words after argv[1] in the environment: the index of the program's
// word after them, or -1 when none is left.
inline int TakeEnvironment(int argc, char** argv) {
  int at = 2;
  for (; at < argc && ::strchr(argv[at], '=') != nullptr && argv[at][0] != '/'; ++at)
    ::putenv(argv[at]);
  return argc < 3 || at >= argc ? -1 : at;
}

}  // namespace gc::mutate::internal
