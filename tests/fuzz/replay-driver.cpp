// Driver for the fuzz targets when libFuzzer is not used (the default build): runs the target on
// every file of a corpus folder, then on a fixed-seed stream of mutations of those files (byte
// flips, insertions of syntax characters, truncations, splices) and of random bytes. A crash,
// sanitizer report or uncaught exception other than lrnnc::Error fails the test. Deterministic:
// the same corpus gives the same inputs, so a failure reproduces by rerunning the test.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

constexpr std::uint64_t kSeed = 20261122;

void run(const std::string& input) {
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> corpus;
  if (argc > 1 && std::filesystem::is_directory(argv[1])) {
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(argv[1]))
      if (entry.is_regular_file()) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const auto& path : files) {
      std::ifstream in(path, std::ios::binary);
      corpus.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
  }
  if (corpus.empty()) corpus.emplace_back("");
  const std::uint64_t iterations = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 200000;
  static const std::string syntax = "()[]{}|*+?.\\^,<>:\"01ab{}[]0123456789-e.truefalsenull \n";
  std::mt19937_64 rng(kSeed);
  for (const auto& input : corpus) run(input);
  for (std::uint64_t it = 0; it < iterations; ++it) {
    std::string s = corpus[rng() % corpus.size()];
    int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits; ++e) {
      switch (rng() % 6) {
        case 0:
          if (!s.empty()) s[rng() % s.size()] = syntax[rng() % syntax.size()];
          break;
        case 1: s.insert(s.begin() + (s.empty() ? 0 : rng() % (s.size() + 1)), syntax[rng() % syntax.size()]); break;
        case 2:
          if (!s.empty()) s.erase(rng() % s.size(), 1 + rng() % 3);
          break;
        case 3:
          if (!s.empty()) s.resize(rng() % s.size());
          break;
        case 4: {
          const std::string& other = corpus[rng() % corpus.size()];
          if (!other.empty()) {
            std::size_t from = rng() % other.size();
            s.insert(s.empty() ? 0 : rng() % (s.size() + 1), other.substr(from, 1 + rng() % 16));
          }
          break;
        }
        default:
          if (!s.empty()) s[rng() % s.size()] = static_cast<char>(rng() & 0xff);
      }
    }
    run(s);
  }
  std::printf("%llu mutated inputs and %zu corpus files ran without a crash (seed %llu)\n",
              static_cast<unsigned long long>(iterations), corpus.size(), static_cast<unsigned long long>(kSeed));
  return 0;
}
