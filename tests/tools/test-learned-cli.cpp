// End-to-end tests of `lrnnc run` and `lrnnc eval` on a learned model written by plain Python
// (tests/learned/write-model.py), and `lrnnc train`'s refusals: JSON fields, the task from the
// model or a SPEC, and bad input (one line on stderr, exit code 2).
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <nlohmann/json.hpp>

#include "cli-helpers.hpp"
#include "tests/skip.hpp"

using namespace cli_test;

namespace {

bool have_python() { return std::system("python3 -c 'import json, struct' > /dev/null 2>&1") == 0; }

// The Python-written parity model (diag [-1,1], d 4): DIR/parity.json.
std::string python_model() {
  const std::string dir = scratch_dir("learned");
  const std::string script = ::test_support::source_dir() + "/tests/learned/write-model.py";
  REQUIRE(std::system(("python3 '" + script + "' '" + dir + "'").c_str()) == 0);
  return dir + "/parity.json";
}

bool is_bf16(double x) {
  const float f = static_cast<float>(x);
  std::uint32_t bits;
  std::memcpy(&bits, &f, 4);
  return static_cast<double>(f) == x && (bits & 0xFFFF) == 0;
}

}  // namespace

TEST_CASE("run --json: one label and the logits per position, bf16 logits are bf16 numbers",
          "[standard][cli][learned]") {
  if (!have_python()) LRNNC_SKIP("python3 is not available");
  const std::string model = python_model();
  const auto fp = run_json("run " + model + " --word '0 1 1 0 1' --json");
  REQUIRE(fp["outputs"].size() == 5);
  REQUIRE(fp["logits"].size() == 5);
  for (const auto& row : fp["logits"]) CHECK(row.size() == 2);
  for (const auto& o : fp["outputs"]) CHECK((o == "even" || o == "odd"));
  CHECK_FALSE(fp.contains("iterations"));                                          // no fprnn layer
  const auto bf = run_json("run " + model + " --word 01101 --dtype bf16 --json");  // one-byte letters: no spaces needed
  REQUIRE(bf["logits"].size() == 5);
  bool differs = false;
  for (std::size_t t = 0; t < 5; ++t)
    for (std::size_t k = 0; k < 2; ++k) {
      const double v = bf["logits"][t][k].get<double>();
      CHECK(is_bf16(v));
      differs |= v != fp["logits"][t][k].get<double>();
    }
  CHECK(differs);
  const auto scan = run_json("run " + model + " --word 01101 --order scan --json");
  for (std::size_t t = 0; t < 5; ++t)
    CHECK(scan["logits"][t][0].get<double>() == Approx(fp["logits"][t][0].get<double>()).epsilon(1e-12));
  const auto text = run_lrnnc("run " + model + " --word 011");
  CHECK(text.code == 0);
  CHECK(text.out.find("logit even") != std::string::npos);
}

TEST_CASE("eval --json: a row per datatype and length, the task from the model or a SPEC", "[standard][cli][learned]") {
  if (!have_python()) LRNNC_SKIP("python3 is not available");
  const std::string model = python_model();
  const auto own = run_json("eval " + model + " --dtype fp32,bf16 --dtype e4m3 --lengths 8,40 --words 20 --json");
  REQUIRE(own["results"].size() == 6);
  const auto& first = own["results"][0];
  for (const char* key : {"dtype", "order", "length", "words", "token_accuracy", "sequence_accuracy",
                          "first_failure_median", "failing_words"})
    CHECK(first.contains(key));
  CHECK(first["length"] == 8);
  CHECK(first["words"] == 20);
  CHECK(own["results"][5]["length"] == 40);
  for (const auto& r : own["results"]) {
    CHECK(r["token_accuracy"].get<double>() >= 0);
    CHECK(r["token_accuracy"].get<double>() <= 1);
    CHECK(r["sequence_accuracy"].get<double>() <= r["token_accuracy"].get<double>());
  }
  // The same automaton given as a SPEC (a --dfa file cut from the manifest).
  const std::string dfa = scratch_dir("learned") + "/task.json";
  {
    std::ofstream out(dfa);
    out << nlohmann::json::parse(slurp(model))["automaton"].dump();
  }
  const auto spec =
      run_json("eval " + model + " --dfa " + dfa + " --dtype fp32,bf16 --dtype e4m3 --lengths 8,40 --words 20 --json");
  CHECK(spec == own);
  // Results do not depend on the thread count.
  const auto one = run_json("eval " + model + " --dtype bf16 --lengths 33 --words 10 --threads 1 --json");
  const auto four = run_json("eval " + model + " --dtype bf16 --lengths 33 --words 10 --threads 4 --json");
  CHECK(one == four);
}

TEST_CASE("run / eval / train: bad input is one line and exit code 2", "[standard][cli][learned]") {
  if (!have_python()) LRNNC_SKIP("python3 is not available");
  const std::string model = python_model();
  require_one_line_error(run_lrnnc("run " + model + " --word '0 2'"), "2");
  require_one_line_error(run_lrnnc("run " + scratch_dir("learned") + "/missing.json --word 0"), "missing.json");
  require_one_line_error(run_lrnnc("run " + model + " --word 0 --dtype mpfr:100"), "mpfr");
  require_one_line_error(run_lrnnc("run " + model + " --word 0 --order chunked:0"), "chunked");
  require_one_line_error(run_lrnnc("eval " + model + " --dtype fp32 --lengths 0"), "--lengths");
  require_one_line_error(run_lrnnc("eval " + model + " --dtype fp32 --lengths 8,"), "--lengths");
  require_one_line_error(run_lrnnc("eval " + model + " --builtin parity --dtype fp32 --lengths 8"), "not an output");
  require_one_line_error(run_lrnnc("eval " + model + " --builtin mod:3 --dtype fp32 --lengths 8"), "not");
  require_one_line_error(run_lrnnc("eval " + model + " --dtype nosuch --lengths 8"), "nosuch");
  require_one_line_error(run_lrnnc("train --builtin parity --arch diag:[0,2] -o " + scratch_dir("learned") + "/x"),
                         "architecture");
  for (const char* len : {"5..3", "0..3", "3..x", "3..100001", "3-40", "..", "3..+4"})
    require_one_line_error(run_lrnnc(std::string("train --builtin parity --arch diag:[0,1] --train-len ") + len +
                                     " -o " + scratch_dir("learned") + "/x"),
                           "--train-len expects A..B with 1 <= A <= B <= 100000");
  for (const char* cap : {"0", "gamma", "-1"})
    require_one_line_error(
        run_lrnnc(std::string("train --builtin parity --arch fprnn:householder:1 --fp-max-iter-train ") + cap + " -o " +
                  scratch_dir("learned") + "/x"),
        "--fp-max-iter-train");
  for (const char* w : {"-1", "x", "nan", "1e7"})
    require_one_line_error(
        run_lrnnc(std::string("train --builtin parity --arch fprnn:householder:1 --fp-contraction ") + w + " -o " +
                  scratch_dir("learned") + "/x"),
        "--fp-contraction");
  for (const char* b : {"0", "-0.5", "x"})
    require_one_line_error(
        run_lrnnc(std::string("train --builtin parity --arch fprnn:householder:1 --fp-contraction-bound ") + b +
                  " -o " + scratch_dir("learned") + "/x"),
        "--fp-contraction-bound");
  require_one_line_error(run_lrnnc("train --builtin parity --arch fpmamba:householder:1 --fp-contraction 1 -o " +
                                   scratch_dir("learned") + "/x"),
                         "fprnn layers only");
}

TEST_CASE("train: a short run writes a model that run and eval load, and removes its checkpoint",
          "[standard][cli][learned]") {
#if !defined(LRNNC_TEST_TORCH)
  const auto r = run_lrnnc("train --builtin parity --arch diag:[-1,1] --steps 5 -o " + scratch_dir("learned") + "/t");
  require_one_line_error(r, "libtorch");
  LRNNC_SKIP("built without libtorch: only the refusal is checked");
#else
  const std::string base = scratch_dir("learned") + "/trained";
  std::filesystem::remove(base + ".json");
  const std::string cmd =
      "train --builtin parity --arch diag:[-1,1] --d-model 8 --steps 30 --train-len 3..10 "
      "--checkpoint-every 10 --seed 5 -o " +
      base;
  const auto r = run_lrnnc(cmd);
  INFO(r.err);
  REQUIRE(r.code == 0);
  CHECK(r.err.find("step 30/30") != std::string::npos);  // progress on stderr
  CHECK(!std::filesystem::exists(base + ".ckpt"));       // removed once the model is written
  std::ifstream in(base + ".json");
  const auto manifest = nlohmann::json::parse(in);
  CHECK(manifest["format"] == "lrnnc-learned");
  CHECK(manifest["training"]["steps_done"] == 30);
  CHECK(manifest["training"]["options"]["seed"] == 5);
  CHECK(manifest["automaton"].is_object());
  const auto ran = run_json("run " + base + ".json --word '1 0 1 1' --json");
  CHECK(ran["outputs"].size() == 4);
  const auto ev = run_json("eval " + base + ".json --dtype fp32 --lengths 5 --words 4 --json");
  CHECK(ev["results"].size() == 1);
#endif
}

TEST_CASE("train: a missing training module is one line naming where it was looked for", "[quick][cli][learned]") {
  const std::string missing = scratch_dir("learned") + "/no-such-module.so";
  const auto r =
      shell("LRNNC_TRAIN_MODULE='" + missing + "' " + ::test_support::binary_dir() +
            "/tools/lrnnc train --builtin parity --arch diag:[-1,1] --steps 5 -o " + scratch_dir("learned") + "/m");
#if defined(LRNNC_TEST_TORCH)
  require_one_line_error(r, missing);
  CHECK(r.err.find("lrnnc-train.so") != std::string::npos);
#else
  require_one_line_error(r, "libtorch");
#endif
  CHECK_FALSE(std::filesystem::exists(scratch_dir("learned") + "/m.json"));
}

TEST_CASE("lrnnc links no libtorch: its dynamic libraries are a few system ones", "[quick][cli]") {
  if (std::system("command -v ldd > /dev/null 2>&1") != 0) LRNNC_SKIP("ldd is not available");
  const auto r = shell("ldd " + ::test_support::binary_dir() + "/tools/lrnnc");
  REQUIRE(r.code == 0);
  std::size_t libraries = 0;
  for (char c : r.out) libraries += c == '\n';
  INFO(r.out);
  CHECK(libraries <= 24);
  // Library names only: the load addresses are hex digits ("(0x...cc1000)" holds "c10").
  for (const char* heavy : {"libtorch", "libdnnl", "libopencv", "libgomp", "libc10"})
    CHECK(r.out.find(heavy) == std::string::npos);
}

TEST_CASE("run / eval --fp-threshold, --fp-max-iter, --fp-stop: the stopping rule of a fixed-point model for one run",
          "[standard][cli][learned]") {
  // The committed reference FP-RNN (docs/LEARNED.md section 5): its manifest says threshold 0.1, cap 1000.
  const std::string model = ::test_support::source_dir() + "/tests/learned/data/fprnn-parity-reference.json";
  const std::string eval = "eval " + model + " --builtin parity --dtype fp32 --lengths 16 --words 64 --json";
  const auto own = run_json(eval)["results"][0];
  const auto tight = run_json(eval + " --fp-threshold 0.01")["results"][0];
  const auto capped = run_json(eval + " --fp-max-iter 5")["results"][0];
  CHECK(own["converged"] == 1.0);
  // A tighter threshold takes more iterations; the words that the loose one stopped too early on
  // are right at the tighter fixed point.
  CHECK(tight["iterations_median"].get<double>() > own["iterations_median"].get<double>());
  CHECK(tight["sequence_accuracy"].get<double>() > own["sequence_accuracy"].get<double>());
  CHECK(tight["converged"] == 1.0);
  // A cap below what the words need: none converges, every word takes cap + 1.
  CHECK(capped["converged"] == 0.0);
  CHECK(capped["iterations_max"] == 6);
  CHECK(capped["iterations_min"] == 6);
  const auto run = run_json("run " + model + " --word 0110100110010110 --fp-max-iter 3 --json");
  CHECK(run["iterations"] == nlohmann::json::array({4}));
  CHECK(run["converged"] == nlohmann::json::array({false}));
  require_one_line_error(run_lrnnc(eval + " --fp-threshold -1"), "--fp-threshold");
  require_one_line_error(run_lrnnc(eval + " --fp-max-iter 100001"), "--fp-max-iter");
  require_one_line_error(run_lrnnc("run " + model + " --word 0 --fp-threshold x"), "--fp-threshold");
  // --fp-stop batch: the official rule, every word iterates as long as the row's slowest.
  const auto batch = run_json(eval + " --fp-stop batch")["results"][0];
  CHECK(batch["fp_stop"] == "batch");
  CHECK(!own.contains("fp_stop"));
  CHECK(batch["iterations_min"] == own["iterations_max"]);
  CHECK(batch["iterations_max"] == own["iterations_max"]);
  CHECK(batch["converged"] == 1.0);
  CHECK(batch["sequence_accuracy"].get<double>() > own["sequence_accuracy"].get<double>());  // measured 1.0, 0.953
  CHECK(run_json(eval + " --fp-stop word") == run_json(eval));
  require_one_line_error(run_lrnnc(eval + " --fp-stop all"), "--fp-stop expects word or batch");
}
