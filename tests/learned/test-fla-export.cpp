// learned/fla-export.hpp: a compiled network as an fla Gated DeltaProduct checkpoint, read back by
// learned/fla.hpp's importer and run by the learned forward: the same outputs as the automaton on
// every short word and on long random words; the betas saturated; the refusals. (The independent
// PyTorch forward of fla runs the exported files in python/tests/test_fla_export.py.)
#include <catch2/catch.hpp>

#include <cstdint>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "automata/builtins.hpp"
#include "automata/io-json.hpp"
#include "common/error.hpp"
#include "learned/fla-export.hpp"
#include "learned/fla.hpp"
#include "learned/forward.hpp"
#include "lrnn/compile/compile.hpp"

namespace {

using namespace lrnnc;

lrnn::Network compiled(const std::string& spec, lrnn::CompileOptions options = {}) {
  return lrnn::compile(automata::make_builtin(spec), options).network;
}

learned::LearnedModel read_back(const lrnn::Network& net, const learned::FlaExport& e) {
  learned::FlaTokens tokens;
  tokens.alphabet = net.automaton.alphabet().names();
  tokens.labels = net.automaton.labels();
  tokens.automaton = nlohmann::json::parse(automata::dfa_to_json(net.automaton));
  return learned::import_fla(e.config, e.state, tokens);
}

// Every word up to `short_length` letters and `random_words` random words of `length` letters.
std::vector<std::vector<std::uint32_t>> test_words(std::size_t letters, std::size_t short_length,
                                                   std::size_t random_words, std::size_t length) {
  std::vector<std::vector<std::uint32_t>> out, layer{{}};
  for (std::size_t k = 0; k < short_length; ++k) {
    std::vector<std::vector<std::uint32_t>> next;
    for (const auto& w : layer)
      for (std::uint32_t a = 0; a < letters; ++a) {
        next.push_back(w);
        next.back().push_back(a);
      }
    out.insert(out.end(), next.begin(), next.end());
    layer = std::move(next);
  }
  std::mt19937_64 rng(7);
  for (std::size_t i = 0; i < random_words; ++i) {
    out.emplace_back();
    for (std::size_t t = 0; t < length; ++t) out.back().push_back(static_cast<std::uint32_t>(rng() % letters));
  }
  return out;
}

// The positions where the model's prediction is not the automaton's output label.
std::size_t wrong_positions(const learned::LearnedModel& model, const automata::Dfa& dfa, const std::string& dtype,
                            const std::vector<std::vector<std::uint32_t>>& words) {
  learned::ForwardOptions options;
  options.policy = learned::forward_policy(dtype);
  options.keep_logits = false;
  const learned::Forward forward(model, options);
  std::size_t wrong = 0;
  for (const auto& w : words) {
    const auto r = forward.run(w);
    automata::State q = dfa.start();
    for (std::size_t t = 0; t < w.size(); ++t) {
      q = dfa.next(q, static_cast<automata::Letter>(w[t]));
      wrong += r.predictions[t] != dfa.output(q);
    }
  }
  return wrong;
}

}  // namespace

TEST_CASE("AnExportedGroupNetworkReadBackTracksItsAutomaton", "[quick][learned][fla]") {
  for (const std::string spec : {"parity", "sym:3", "dihedral:4"}) {
    CAPTURE(spec);
    const lrnn::Network net = compiled(spec);
    const learned::FlaExport e = learned::export_fla(net);
    CHECK(e.config["model_type"] == "gated_deltaproduct");
    CHECK(e.config["allow_neg_eigval"] == true);
    const learned::LearnedModel model = read_back(net, e);
    const auto words = test_words(net.num_letters(), 2, 2, 120);
    CHECK(wrong_positions(model, net.automaton, "fp64", words) == 0);
    CHECK(wrong_positions(model, net.automaton, "fp32", words) == 0);
    CHECK(wrong_positions(model, net.automaton, "bf16,acc=fp32", words) == 0);
  }
}

TEST_CASE("ADenseRotationBecomesTwoReflections", "[quick][learned][fla]") {
  const lrnn::Network net = compiled("mod:3");  // a dense 2 x 2 rotation by 2 pi / 3
  const learned::FlaExport e = learned::export_fla(net);
  CHECK(e.config["num_householder"] == 2);
  const learned::LearnedModel model = read_back(net, e);
  const auto words = test_words(net.num_letters(), 4, 2, 300);
  CHECK(wrong_positions(model, net.automaton, "fp64", words) == 0);
  CHECK(wrong_positions(model, net.automaton, "fp32", words) == 0);
}

TEST_CASE("ExportedBetasAreSaturatedOrOneAndBf16KeysExact", "[quick][learned][fla]") {
  const lrnn::Network net = compiled("sym:3");
  learned::FlaExportOptions options;
  options.dtype = lrnn::WeightDtype::bf16;
  const learned::FlaExport e = learned::export_fla(net, options);
  // Unit reflections have |v|^2 = 1 only to rounding: their beta is still exactly 2 (b = 40).
  std::set<double> b(e.state.at("model.layers.0.attn.b_proj.weight").values.begin(),
                     e.state.at("model.layers.0.attn.b_proj.weight").values.end());
  CHECK(b == std::set<double>{0.0, 40.0});
  CHECK(e.report["exact_bf16"] == true);
  // Compiled from the automaton alone, S_3 acts on its 6 states (the CLI uses the natural action).
  CHECK(e.report["state"]["copies"] == 32);
  CHECK(e.report["state"]["head_dim"] == 32 * e.report["state"]["n"].get<int>());
  CHECK(e.report["key_norm"] == 2.0);
  CHECK(e.report["units"] == 5);
  const learned::LearnedModel model = read_back(net, e);
  CHECK(wrong_positions(model, net.automaton, "bf16,acc=fp32", test_words(6, 2, 2, 200)) == 0);
}

TEST_CASE("ConstructionsThatDoNotMapAreRefusedWithTheReason", "[quick][learned][fla]") {
  using Catch::Matchers::Contains;
  lrnn::CompileOptions onehot;
  onehot.method = lrnn::Method::onehot;
  CHECK_THROWS_WITH(learned::export_fla(compiled("tomita:3", onehot)), Contains("not orthogonal"));
  CHECK_THROWS_WITH(learned::export_fla(compiled("flipflop")), Contains("additive term B"));
  lrnn::CompileOptions cascade;
  cascade.method = lrnn::Method::cascade;
  cascade.prime = true;
  CHECK_THROWS_WITH(learned::export_fla(compiled("mod:4", cascade)), Contains("(a cascade)"));
  learned::FlaExportOptions f16;
  f16.dtype = lrnn::WeightDtype::f16;
  CHECK_THROWS_WITH(learned::export_fla(compiled("parity"), f16), Contains("F16"));
  learned::FlaExportOptions few;
  few.max_units = 3;
  CHECK_THROWS_WITH(learned::export_fla(compiled("sym:3"), few), Contains("more than 3 matrices besides I"));
  learned::FlaExportOptions narrow;
  narrow.max_head_dim = 2;
  CHECK_THROWS_WITH(learned::export_fla(compiled("sym:3"), narrow), Contains("--max-head-dim"));
}
