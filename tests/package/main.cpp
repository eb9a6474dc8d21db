// A consumer of an installed lrnnc (tests/package/CMakeLists.txt): compiles the builtin parity
// automaton into a network, verifies it exactly and on all words up to length 8 (in bf16), and
// includes one header of every module, so a header or dependency missing from the install breaks
// its build. Prints one line that run-package-test.cmake checks; exits 1 when a check fails.
#include <cstdio>
#include <string>

#include <lrnnc/automata/builtins.hpp>
#include <lrnnc/common/error.hpp>
#include <lrnnc/experiments/probe.hpp>
#include <lrnnc/lrnn/compile/compile.hpp>
#include <lrnnc/lrnn/verify.hpp>
#include <lrnnc/lrnn/weights-io.hpp>
#include <lrnnc/precision/policy.hpp>
#include <lrnnc/version.hpp>

int main() {
  namespace automata = lrnnc::automata;
  namespace lrnn = lrnnc::lrnn;
  try {
    const automata::Dfa parity = automata::make_builtin("parity");
    const lrnn::Compiled compiled = lrnn::compile(parity);
    const lrnn::ExactReport exact = lrnn::verify_exact(compiled.network, &parity);
    lrnn::WordsOptions words_options;
    words_options.max_len = 8;
    words_options.policy = lrnnc::precision::parse_policy("bf16");
    const lrnn::WordsReport words = lrnn::check_words(compiled.network, parity, words_options);
    std::printf(
        "lrnnc %s: parity compiled as %s; exact verification %s (%zu reachable states); %zu words up to "
        "length %zu in bf16 %s\n",
        LRNNC_VERSION, compiled.summary.construction.c_str(), exact.passed ? "passed" : "FAILED",
        exact.reachable_states, words.words, words.max_len, words.passed ? "agree" : "DISAGREE");
    if (!exact.passed) std::printf("%s\n", exact.failure.c_str());
    if (!words.passed) std::printf("%s\n", words.failure.c_str());
    return exact.passed && words.passed ? 0 : 1;
  } catch (const lrnnc::Error& e) {
    std::printf("error: %s\n", e.what());
    return 1;
  }
}
