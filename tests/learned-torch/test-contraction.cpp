// The contraction penalty of fprnn training (learned/torch/torch-model.hpp set_contraction_bound,
// TrainOptions::fp_contraction): the transposed mixer its power iteration uses is the transpose of
// the map, its sigma_t is the map's spectral norm, its gradient lowers the norms, and the options
// reach the model (the recipe's defaults, the record, the checks).
#include <algorithm>
#include <cmath>
#include <random>
#include <string>

#include <Eigen/Dense>
#include <catch2/catch.hpp>

#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "learned/torch/torch-forward.hpp"
#include "learned/torch/train.hpp"
#include "learned/train-memory.hpp"
#include "tests/learned-torch/catch-check.hpp"  // after the libtorch headers: Catch2's CHECK

using namespace lrnnc;
using namespace lrnnc::learned;

namespace {

std::vector<std::vector<std::uint32_t>> parity_words(std::size_t count, std::size_t length) {
  std::mt19937_64 rng(11);
  std::vector<std::vector<std::uint32_t>> words(count, std::vector<std::uint32_t>(length));
  for (auto& w : words)
    for (auto& a : w) a = static_cast<std::uint32_t>(rng() % 2);
  return words;
}

// The largest singular value of the n x n row-major matrix at `data` (Eigen's SVD: independent of
// the power iteration under test).
double spectral_norm(const double* data, std::int64_t n) {
  const Eigen::Map<const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>> m(data, n, n);
  return Eigen::JacobiSVD<Eigen::MatrixXd>(m).singularValues()(0);
}

}  // namespace

TEST_CASE("contraction penalty: the maps' transposes, their spectral norms and the penalty's value",
          "[learned-torch][quick]") {
  for (const char* arch : {"fprnn:householder:1", "fprnn:householder:3", "fprnn:dplr:2", "fprnn:kronecker"}) {
    CAPTURE(arch);
    TrainOptions o = recipe_defaults(parse_arch(arch));
    o.d_model = 6;  // n = 12 (kronecker: 3 x 4 factors)
    const ModelConfig config = train_config(automata::make_builtin("parity"), o);
    LearnedModel model = torch_initialized_model(config, 5, true);
    // Larger mixer weights than the initialization's, so that the maps differ from one another.
    for (auto& [name, t] : model.weights)
      if (name.find(".mixer.") != std::string::npos && name.find("norm") == std::string::npos)
        for (double& v : t.values) v *= 3.0;
    const double bound = 0.05;
    const ContractionProbe probe = probe_contraction(model, parity_words(3, 7), bound);
    REQUIRE(probe.layers.size() == 1);
    const ContractionLayer& l = probe.layers[0];
    const auto n = static_cast<std::int64_t>(config.layers[0].n);
    REQUIRE(l.shape == std::vector<std::int64_t>({3, 8, n, n}));  // BOS + 7 letters
    const std::size_t maps = 3 * 8;
    REQUIRE(l.sigma.size() == maps);
    double penalty = 0, top = 0;
    for (std::size_t k = 0; k < maps; ++k) {
      const double* a = l.maps.data() + k * static_cast<std::size_t>(n * n);
      const double* at = l.transposed.data() + k * static_cast<std::size_t>(n * n);
      // The transposed mixer gives A^T, to rounding.
      for (std::int64_t i = 0; i < n; ++i)
        for (std::int64_t j = 0; j < n; ++j) REQUIRE(at[i * n + j] == Approx(a[j * n + i]).margin(1e-13));
      // sigma_t: the largest singular value of A_t (10 rounds of power iteration: a lower bound,
      // close to it here). A_t = (I - Lambda_t)(I - Q_t) with 1 - lambda in (0, 1); a Householder
      // product has norm at most 1, so there every sigma is below 2.
      const double exact = spectral_norm(a, n);
      CAPTURE(k, exact, l.sigma[k]);
      CHECK(l.sigma[k] <= exact * (1 + 1e-12));
      CHECK(l.sigma[k] >= 0.9 * exact);
      if (std::string(arch).starts_with("fprnn:householder")) CHECK(exact < 2.0);
      top = std::max(top, exact);
      penalty += std::pow(std::max(0.0, l.sigma[k] - bound), 2) / static_cast<double>(maps);
    }
    CHECK(top > 2 * bound);  // the penalty acts somewhere
    CHECK(probe.penalty == Approx(penalty).epsilon(1e-12));
  }
}

TEST_CASE("contraction penalty: training with it brings the maps below the bound", "[learned-torch][standard]") {
  TrainOptions o = recipe_defaults(parse_arch("fprnn:householder:2"));
  o.d_model = 6;
  o.min_len = o.max_len = 8;
  o.batch = 16;
  o.steps = 150;
  o.warmup = 5;
  o.lr = 0.01;
  o.val_len = 0;
  o.threads = 1;
  o.seed = 2;
  o.fp_contraction = 1000;
  o.fp_contraction_bound = 0.3;
  const auto task = automata::make_builtin("parity");
  const auto words = parity_words(8, 8);
  const auto max_sigma = [&](const LearnedModel& m) {
    const auto& s = probe_contraction(m, words, o.fp_contraction_bound).layers.at(0).sigma;
    return *std::max_element(s.begin(), s.end());
  };
  const double before = max_sigma(torch_initialized_model(train_config(task, o), o.seed, false));
  const LearnedModel trained = train_model(task, o, {}, nullptr);
  const double after = max_sigma(trained);
  CAPTURE(before, after);
  CHECK(before > 0.4);
  CHECK(after < 0.33);
  CHECK(trained.training["options"]["fp_contraction"] == 1000);
  // Without the penalty the same run ends above the bound.
  o.fp_contraction = 0;
  CHECK(max_sigma(train_model(task, o, {}, nullptr)) > 0.35);
}

TEST_CASE("contraction penalty: the recipe's defaults, the training record and the checks", "[learned-torch][quick]") {
  CHECK(recipe_defaults(parse_arch("fprnn:householder:2")).fp_contraction == 10);
  CHECK(recipe_defaults(parse_arch("fprnn:dplr:2")).fp_contraction == 10);
  CHECK(recipe_defaults(parse_arch("fprnn:householder:2")).fp_contraction_bound == 0.9);
  CHECK(recipe_defaults(parse_arch("fprnn:kronecker")).fp_contraction == 0);
  CHECK(recipe_defaults(parse_arch("fpmamba:householder:2")).fp_contraction == 0);
  CHECK(recipe_defaults(parse_arch("diag:[-1,1]")).fp_contraction == 0);
  // The record has the penalty when it is on, and only then (so runs without it keep their record).
  TrainOptions o = recipe_defaults(parse_arch("fprnn:householder:2"));
  CHECK(to_json(o)["fp_contraction"] == 10);
  CHECK(to_json(o)["fp_contraction_bound"] == 0.9);
  o.fp_contraction = 0;
  CHECK(!to_json(o).contains("fp_contraction"));
  CHECK(!to_json(o).contains("fp_contraction_bound"));
  // Out of range, or on a layer without the map: one-line errors before training.
  const auto task = automata::make_builtin("parity");
  TrainOptions bad = recipe_defaults(parse_arch("fprnn:householder:2"));
  bad.fp_contraction = -1;
  CHECK_THROWS_WITH(train_config(task, bad), Catch::Contains("contraction penalty"));
  bad.fp_contraction = std::nan("");
  CHECK_THROWS_WITH(train_config(task, bad), Catch::Contains("contraction penalty"));
  bad = recipe_defaults(parse_arch("fprnn:householder:2"));
  bad.fp_contraction_bound = 0;
  CHECK_THROWS_WITH(train_config(task, bad), Catch::Contains("contraction penalty"));
  TrainOptions mamba = recipe_defaults(parse_arch("fpmamba:householder:2"));
  mamba.fp_contraction = 1;
  CHECK_THROWS_WITH(train_config(task, mamba), Catch::Contains("fprnn layers only"));
}
