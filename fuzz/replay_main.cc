// fuzz/replay_main.cc — the main of every fuzz target in builds without libFuzzer (gcc,
// dev, asan, coverage): runs LLVMFuzzerTestOneInput once on every file named, and on every
// file of every directory named, in sorted order. CTest runs it on corpus/<target>/, so the
// corpus is a regression suite in every build.
// Source: libFuzzer's StandaloneFuzzTargetMain.c.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

bool RunFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "replay: cannot read %s\n", path.c_str());
    return false;
  }
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::fprintf(stderr, "replay: %s (%zu bytes)\n", path.c_str(), bytes.size());
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s FILE_OR_DIR...  (replays each input once)\n", argv[0]);
    return 2;
  }
  std::size_t runs = 0;
  bool ok = true;
  for (int i = 1; i < argc; ++i) {
    const std::filesystem::path arg(argv[i]);
    if (std::filesystem::is_directory(arg)) {
      std::vector<std::filesystem::path> files;
      for (const auto& e : std::filesystem::directory_iterator(arg))
        if (e.is_regular_file() && e.path().filename().string()[0] != '.') files.push_back(e);
      std::sort(files.begin(), files.end());
      for (const auto& f : files) ok = RunFile(f) && ok, ++runs;
    } else {
      ok = RunFile(arg) && ok, ++runs;
    }
  }
  std::fprintf(stderr, "replay: %zu inputs, no disagreement\n", runs);
  return ok ? 0 : 1;
}
