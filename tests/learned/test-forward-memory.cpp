// learned::forward_memory (learned/forward-memory.hpp) against the memory runs really take: the
// peak resident memory a word adds, measured in a child process, is at most the estimate and not
// far below it, for every mixer kind and order; and check_forward_memory's one line.
#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <span>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "common/error.hpp"
#include "learned/forward-memory.hpp"
#include "learned/forward.hpp"
#include "learned/train-memory.hpp"
#include "random-model.hpp"
#include "tests/skip.hpp"

using namespace lrnnc;
using namespace lrnnc::learned;
using lrnnc::learned::test_models::random_model;
using lrnnc::learned::test_models::small_config;

namespace {

// A field of /proc/self/status in bytes ("VmRSS", "VmHWM": the resident memory now and at its peak).
std::uint64_t proc_status_bytes(const std::string& field) {
  std::ifstream in("/proc/self/status");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind(field + ":", 0) == 0) {
      std::istringstream words(line.substr(field.size() + 1));
      std::uint64_t kib = 0;
      words >> kib;
      return kib * 1024;
    }
  return 0;
}

// The peak resident memory that running `word` adds, measured in a forked child (whose peak starts
// at its resident memory when it is forked) on a new thread (whose workspace starts empty), so that
// nothing this process ran before counts.
std::uint64_t measured_growth(const Forward& forward, const std::vector<std::uint32_t>& word) {
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    ::close(fds[0]);
    // A short word first, on a thread of its own: the code the run executes is then resident (its
    // file-backed pages counted in `before`). Faulted in during the measured run, it moved the
    // growth by up to 1 MB from run to run with the binary's layout.
    std::thread warm([&] { (void)forward.run(std::span(word).first(std::min<std::size_t>(word.size(), 8))); });
    warm.join();
    const std::uint64_t before = proc_status_bytes("VmRSS");
    std::thread run([&] { (void)forward.run(word); });
    run.join();
    const std::uint64_t growth = proc_status_bytes("VmHWM") - before;
    const ssize_t written = ::write(fds[1], &growth, sizeof growth);
    ::_exit(written == sizeof growth ? 0 : 1);
  }
  ::close(fds[1]);
  std::uint64_t growth = 0;
  const ssize_t got = ::read(fds[0], &growth, sizeof growth);
  ::close(fds[0]);
  int status = 0;
  ::waitpid(pid, &status, 0);
  REQUIRE(got == sizeof growth);
  REQUIRE(WIFEXITED(status));
  REQUIRE(WEXITSTATUS(status) == 0);
  return growth;
}

struct MemoryCase {
  std::string name;
  LayerSpec layer;
  std::string order = "sequential";
};

LayerSpec memory_layer(MixerType type, std::size_t n, std::size_t rank = 1,
                       ChannelMixer mixer = ChannelMixer::householder) {
  LayerSpec l;
  l.type = type;
  l.n = n;
  l.rank = rank;
  l.mixer = mixer;
  l.range = EigenRange::symmetric;
  if (type == MixerType::deltaproduct) l.heads = 2;
  if (type == MixerType::fpmamba) {
    l.d_state = 4;
    l.dt_rank = 1;
  }
  // A few iterations: the memory of a fixed-point layer does not grow with them.
  l.fixed_point.max_iter = 3;
  return l;
}

}  // namespace

TEST_CASE("ForwardMemoryBoundsThePeakAWordAddsForEveryMixerAndOrder", "[standard][learned][memory]") {
  if (kAddressSanitizer) LRNNC_SKIP("resident memory under AddressSanitizer counts its shadow memory and quarantine");
  const std::vector<MemoryCase> cases{
      {"diag", memory_layer(MixerType::diag, 32)},
      {"diag scan", memory_layer(MixerType::diag, 32), "scan"},
      {"diag chunked:16", memory_layer(MixerType::diag, 32), "chunked:16"},
      {"deltaproduct", memory_layer(MixerType::deltaproduct, 8, 2)},
      {"deltaproduct scan", memory_layer(MixerType::deltaproduct, 8, 2), "scan"},
      {"fprnn householder", memory_layer(MixerType::fprnn, 32, 2, ChannelMixer::householder)},
      {"fprnn dplr", memory_layer(MixerType::fprnn, 32, 2, ChannelMixer::dplr)},
      {"fprnn kronecker", memory_layer(MixerType::fprnn, 64, 1, ChannelMixer::kronecker)},
      {"fpmamba householder", memory_layer(MixerType::fpmamba, 32, 2, ChannelMixer::householder)},
      {"fpmamba kronecker", memory_layer(MixerType::fpmamba, 64, 1, ChannelMixer::kronecker)},
  };
  for (const MemoryCase& c : cases)
    for (const bool keep_logits : {true, false}) {
      const LearnedModel model = random_model(small_config({c.layer}, 32, 3, 5), 17);
      ForwardOptions fo;
      fo.policy = forward_policy("bf16");
      fo.order = lrnn::parse_order(c.order);
      fo.keep_logits = keep_logits;
      // About 16 MiB of estimate per word: far above the allocator's and the thread's noise.
      const std::size_t length = (std::size_t{16} << 20) / forward_bytes_per_token(model.config, fo);
      const ForwardMemory need = forward_memory(model.config, fo, length, 1);
      std::vector<std::uint32_t> word(length);
      for (std::size_t t = 0; t < length; ++t) word[t] = static_cast<std::uint32_t>((t * 7 + t / 3) % 3);
      const Forward forward(model, fo);
      const std::uint64_t growth = measured_growth(forward, word);
      // The model is prepared before the measurement: what the word adds is the rest.
      const std::uint64_t estimate = need.total - need.model;
      INFO(c.name << (keep_logits ? ", logits kept" : "") << ": length " << length << ", measured " << growth
                  << " bytes, estimated " << estimate << " (" << need.per_position << " per position)");
      CHECK(growth <= estimate);
      // Not wildly loose: the estimate counts every buffer at its largest at once (and every layer's
      // scratch besides), so it is above the peak, but within a factor of 1.6 of it.
      CHECK(static_cast<double>(estimate) <= 1.6 * static_cast<double>(growth));
    }
}

TEST_CASE("ForwardMemoryGrowsWithLengthAndWordsAndSaturates", "[quick][learned][memory]") {
  const LearnedModel model =
      random_model(small_config({memory_layer(MixerType::fprnn, 64, 1, ChannelMixer::kronecker)}, 32, 2, 3), 1);
  ForwardOptions fo;
  const ForwardMemory one = forward_memory(model.config, fo, 1000, 1);
  CHECK(one.positions == 1001);  // the BOS token
  CHECK(one.per_position == forward_bytes_per_token(model.config, fo));
  const ForwardMemory longer = forward_memory(model.config, fo, 2000, 1);
  CHECK(longer.total - one.total == 1000 * one.per_position);
  const ForwardMemory four = forward_memory(model.config, fo, 1000, 4, 8, 12345);
  CHECK(four.total == 4 * ((one.per_position + 8) * 1001 + one.per_word) + one.model + 12345);
  const ForwardMemory huge = forward_memory(model.config, fo, std::size_t{1} << 62, std::size_t{1} << 20);
  CHECK(huge.total == SaturatingBytes::kMax);
  CHECK_THROWS_WITH(check_forward_memory(huge, 0, "run", "lower it"),
                    Catch::StartsWith("run: the run needs about more than 16 EiB (") &&
                        Catch::Contains("per position x 4611686018427387905 positions x 1048576 words at once), "
                                        "over the limit of ") &&
                        Catch::EndsWith(" (half the machine's memory): lower it"));
  CHECK_THROWS_WITH(check_forward_memory(one, std::uint64_t{1} << 20, "eval", "lower --lengths"),
                    Catch::Contains("positions x 1 word at once), over the limit of 1 MiB: lower --lengths"));
  CHECK_NOTHROW(check_forward_memory(one, one.total, "eval", ""));
  CHECK_THROWS_AS(check_forward_memory(one, one.total - 1, "eval", ""), Error);
}
