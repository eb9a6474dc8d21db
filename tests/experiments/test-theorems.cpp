// Grazzi et al. Theorems 1-3 as measured outcomes of `probe`: the exact results observed (sequential
// order, rne, no FMA, seed 1), pinned so that a change in the compiler, the emulation or the probe
// shows up. docs/results/probes.md has the same tables and the commands that produced them.
//
// Each row: "min=<first failure over all words> med=<lower median> fail=<failing words>/<words
// incl. one-letter> | <per letter: never (a compatible cycle proves it for every length) | F<t>
// (first failure) | none (no failure, no cycle up to N)> (<cycle start>+<period>[,inc])".
#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "experiments/probe.hpp"
#include "lrnn/compile/compile.hpp"

using namespace lrnnc;
using namespace lrnnc::experiments;

namespace {

std::string opt(const std::optional<std::size_t>& v) { return v ? std::to_string(*v) : "None"; }

std::string describe(const ProbeResult& r) {
  std::ostringstream s;
  s << "min=" << opt(r.first_failure_min) << " med=" << opt(r.first_failure_median) << " fail=" << r.failing_words
    << "/" << r.words + r.letters.size() << " |";
  if (r.letters.size() > 6) {
    std::size_t never = 0, fail = 0;
    for (const auto& l : r.letters) {
      never += l.never_fails;
      fail += l.first_failure.has_value();
    }
    s << " " << r.letters.size() << " letters: " << never << " never, " << fail << " fail";
    return s.str();
  }
  for (const auto& l : r.letters) {
    s << " " << l.letter << "="
      << (l.never_fails     ? "never"
          : l.first_failure ? "F" + std::to_string(*l.first_failure)
                            : "none");
    if (l.cycle_period)
      s << "(" << *l.cycle_start << "+" << *l.cycle_period << (l.cycle_compatible && !*l.cycle_compatible ? ",inc" : "")
        << ")";
  }
  return s.str();
}

struct Row {
  std::string dtype, expected;
};

void check_rows(const std::string& spec, lrnn::CompileOptions options, const std::vector<Row>& rows,
                std::size_t max_len = 100'000, std::size_t words = 4, const char* order = "sequential") {
  options.permutation_action = automata::builtin_permutation_action(spec);
  const automata::Dfa dfa = automata::make_builtin(spec);
  const lrnn::Network net = lrnn::compile(dfa, options).network;
  ProbeOptions po;
  po.max_len = max_len;
  po.words = words;
  po.order = lrnn::parse_order(order);
  for (const Row& row : rows) {
    INFO(spec << " in " << row.dtype << ", " << order << " (max length " << max_len << ", " << words
              << " random words, seed 1)");
    CHECK(describe(probe(net, dfa, precision::parse_policy(row.dtype), po)) == row.expected);
  }
}

lrnn::CompileOptions with_reflection(lrnn::ReflectionParam r) {
  lrnn::CompileOptions o;
  o.reflection = r;
  return o;
}
lrnn::CompileOptions with_rotation(lrnn::RotationForm f) {
  lrnn::CompileOptions o;
  o.rotation = f;
  return o;
}
lrnn::CompileOptions best_effort(lrnn::Restrict r) {
  lrnn::CompileOptions o;
  o.restrict = r;
  o.best_effort = true;
  return o;
}

}  // namespace

TEST_CASE("TheoremThreeIntegerAndDensePermutationsNeverFail", "[slow][theorems]") {
  // Integer reflections (v = e_i - e_j, beta = 1) and dense permutation matrices compute with
  // small integers only: every product and sum is exact in any format with >= 2 significant bits
  // and a range above 5 (the state is a permutation of (1..5)), so every one of the 120 letters
  // cycles from t = 0 with the group element's order, and random words never fail.
  const std::string never = "min=None med=None fail=0/124 | 120 letters: 120 never, 0 fail";
  for (auto r : {lrnn::ReflectionParam::integer, lrnn::ReflectionParam::dense})
    check_rows("sym:5", with_reflection(r),
               {{"fp32", never}, {"bf16", never}, {"fp16", never}, {"e4m3", never}, {"e5m2", never}});
}

TEST_CASE("TheoremThreeUnitReflectionsFailInFp8", "[standard][theorems]") {
  // Unit reflections (v = (e_i - e_j)/sqrt2, beta = 2) round v and beta*v*v^T h: in fp32 and bf16
  // the state drifts onto an exact periodic orbit that still decodes correctly (every letter
  // never fails); fp16 happens to round 1/sqrt2 so that the orbit is exact (drift 0). e4m3 (3
  // mantissa bits, u = 1/16) loses 6 of 120 letters and e5m2 (u = 1/8) 65, the first failures
  // after 1-3 tokens: far below any length of interest.
  check_rows("sym:5", {},
             {{"fp32", "min=None med=None fail=0/124 | 120 letters: 120 never, 0 fail"},
              {"bf16", "min=None med=None fail=0/124 | 120 letters: 120 never, 0 fail"},
              {"fp16", "min=None med=None fail=0/124 | 120 letters: 120 never, 0 fail"},
              {"e4m3", "min=3 med=5 fail=8/124 | 120 letters: 114 never, 6 fail"},
              {"e5m2", "min=1 med=2 fail=69/124 | 120 letters: 55 never, 65 fail"}});
}

TEST_CASE("TheoremThreeScalarMinusOneParityNeverFails", "[quick][theorems]") {
  // The scalar -1 (and 1 for the letter 0) is exact in every format: a 2-cycle from t = 0.
  const std::string never = "min=None med=None fail=0/6 | 0=never(0+1) 1=never(0+2)";
  check_rows("parity", {}, {{"fp32", never}, {"bf16", never}, {"fp16", never}, {"e4m3", never}, {"e5m2", never}});
}

TEST_CASE("TheoremOneBestEffortParityReachesAFixedPointAndFails", "[quick][theorems]") {
  // Theorem 1: with eigenvalues in [0, 1] (diag01) or Householder factors with eigenvalue in
  // [0, 1] (gh01) the closest network maps the letter 1 to a state that is a fixed point (cycle
  // start 1, period 1) while parity alternates (period 2): incompatible, so the network fails at
  // t = 1 and then at every odd length, in every format, the exact one included.
  const std::string fails = "min=1 med=1 fail=5/6 | 0=never(0+1) 1=F1(1+1,inc)";
  for (auto r : {lrnn::Restrict::diag01, lrnn::Restrict::gh01})
    check_rows("parity", best_effort(r),
               {{"fp32", fails}, {"bf16", fails}, {"fp16", fails}, {"e4m3", fails}, {"e5m2", fails}});
}

TEST_CASE("TheoremTwoRotationCountersModM", "[standard][theorems]") {
  // Rotation counters by 2 pi/m: the naive first-order estimate of the failure length is
  // ~1/(m u) (bf16 u = 2^-8: 256/m; fp16 2^-11: 2048/m; e4m3 2^-4: 16/m; e5m2 2^-3: 8/m). What
  // happens instead is discrete: rounding maps the orbit either onto an exact periodic orbit of
  // period m that decodes correctly (never fails, for every length — mod:3 and mod:12 in every
  // format, mod:5/mod:7 in bf16 and fp16), or onto a cycle of another period (mod:7 dense in e4m3
  // collapses to a fixed point after 257 steps), failing after a few dozen tokens in fp8. The two
  // forms differ: mod:5 as two reflections fails in bf16 at 256 (= 1/u exactly), the dense
  // rotation never does.
  const auto dense = with_rotation(lrnn::RotationForm::dense);
  const auto refl = with_rotation(lrnn::RotationForm::reflections);
  check_rows("mod:3", dense,
             {{"bf16", "min=None med=None fail=0/6 | 0=never(0+1) 1=never(3+3)"},
              {"fp16", "min=None med=None fail=0/6 | 0=never(0+1) 1=never(10+3)"},
              {"e4m3", "min=None med=None fail=0/6 | 0=never(0+1) 1=never(0+3)"},
              {"e5m2", "min=None med=None fail=0/6 | 0=never(0+1) 1=never(0+3)"}});
  check_rows("mod:3", refl,
             {{"bf16", "min=None med=None fail=0/6 | 0=never(0+1) 1=never(3+3)"},
              {"fp16", "min=None med=None fail=0/6 | 0=never(0+1) 1=never(15+3)"}});
  check_rows("mod:5", dense,
             {{"bf16", "min=None med=None fail=0/6 | 0=never(0+1) 1=never(108+5)"},
              {"fp16", "min=None med=None fail=0/6 | 0=never(0+1) 1=never(0+5)"},
              {"e4m3", "min=38 med=73 fail=5/6 | 0=never(0+1) 1=F38(117+5,inc)"},
              {"e5m2", "min=33 med=63 fail=5/6 | 0=never(0+1) 1=F33(259+1,inc)"}});
  check_rows("mod:5", refl,
             {{"bf16", "min=256 med=492 fail=5/6 | 0=never(0+1) 1=F256(492+5,inc)"},
              {"fp16", "min=None med=None fail=0/6 | 0=never(0+1) 1=never(1+5)"},
              {"e4m3", "min=11 med=21 fail=5/6 | 0=never(0+1) 1=F11(5+26,inc)"},
              {"e5m2", "min=4 med=6 fail=5/6 | 0=never(0+1) 1=F4(108+4,inc)"}});
  check_rows("mod:7", dense,
             {{"bf16", "min=None med=None fail=0/6 | 0=never(0+1) 1=never(69+7)"},
              {"fp16", "min=None med=None fail=0/6 | 0=never(0+1) 1=never(89+7)"},
              {"e4m3", "min=15 med=31 fail=5/6 | 0=never(0+1) 1=F15(257+1,inc)"},
              {"e5m2", "min=9 med=19 fail=5/6 | 0=never(0+1) 1=F9(5+8,inc)"}});
  check_rows("mod:12", refl,
             {{"bf16", "min=108 med=209 fail=5/6 | 0=never(0+1) 1=F108(127+12,inc)"},
              {"fp16", "min=None med=None fail=0/6 | 0=never(0+1) 1=never(2+12)"},
              {"e4m3", "min=12 med=22 fail=5/6 | 0=never(0+1) 1=F12(37+12,inc)"},
              {"e5m2", "min=8 med=18 fail=5/6 | 0=never(0+1) 1=F8(196+1,inc)"}});
}

TEST_CASE("TheoremTwoCyclicWordProblemsFailOnRandomWordsOnly", "[standard][theorems]") {
  // cyclic:5 (Z_5, letters 0..4 rotate by 2 pi k/5): in bf16 every one-letter word lands on an
  // exact correct orbit (never fails, proven), yet random words fail after ~29000 tokens: mixing
  // rotations leaves the orbits that rounding stabilizes, and the error accumulates like a random
  // walk (far later than 256/5). fp16 survives 10^5 tokens on every word; fp8 fails in tens.
  check_rows(
      "cyclic:5", with_rotation(lrnn::RotationForm::dense),
      {{"bf16",
        "min=28795 med=28971 fail=4/9 | 0=never(0+1) 1=never(108+5) 2=never(181+5) 3=never(181+5) 4=never(108+5)"},
       {"fp16", "min=None med=None fail=0/9 | 0=never(0+1) 1=never(0+5) 2=never(0+5) 3=never(0+5) 4=never(0+5)"},
       {"e4m3",
        "min=26 med=39 fail=8/9 | 0=never(0+1) 1=F38(117+5,inc) 2=F27(11+52,inc) 3=F26(11+52,inc) 4=F39(117+5,inc)"},
       {"e5m2", "min=7 med=33 fail=8/9 | 0=never(0+1) 1=F33(259+1,inc) 2=F7(5+8,inc) 3=F7(5+8,inc) 4=F32(259+1,inc)"}});
  check_rows(
      "cyclic:5", with_rotation(lrnn::RotationForm::reflections),
      {{"bf16",
        "min=256 med=14542 fail=6/9 | 0=never(0+1) 1=F256(492+5,inc) 2=never(54+5) 3=never(54+5) 4=F256(492+5,inc)"},
       {"fp16", "min=71348 med=71348 fail=1/9 | 0=never(0+1) 1=never(1+5) 2=never(0+5) 3=never(0+5) 4=never(1+5)"}});
}

TEST_CASE("EvaluationOrderChangesTheOutcome", "[standard][theorems]") {
  // The same weights, datatype and words; only the order of the operations differs (a(b+c) !=
  // ab+ac, ../shared/papers/metric-automata-and-ssm-expressivity.txt). mod:5 dense in bf16:
  // sequentially the letter 1 lands on an exact correct orbit (never fails); the scan multiplies
  // rounded matrix products instead, whose errors do not cancel: both random words fail (first
  // at 3685), and chunked:64 fails on the one-letter word 1^t at t = 2008. fp16 survives all three.
  const auto dense = with_rotation(lrnn::RotationForm::dense);
  check_rows("mod:5", dense, {{"bf16", "min=None med=None fail=0/4 | 0=never(0+1) 1=never(108+5)"}}, 10'000, 2);
  check_rows(
      "mod:5", dense,
      {{"bf16", "min=3685 med=3685 fail=2/4 | 0=none 1=none"}, {"fp16", "min=None med=None fail=0/4 | 0=none 1=none"}},
      10'000, 2, "scan");
  check_rows("mod:5", dense, {{"bf16", "min=2008 med=4927 fail=3/4 | 0=none 1=F2008"}}, 10'000, 2, "chunked:64");
}
