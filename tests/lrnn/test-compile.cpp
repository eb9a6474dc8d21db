// Tests of lrnn::compile: every compiled network is checked against its automaton on all words up
// to a length (an independent fp64 evaluator here: to_matrix products, nearest codebook row,
// readout), plus the structural claims of each construction and the refusals of restricted classes.
#include <catch2/catch.hpp>

#include <cmath>
#include <random>
#include <set>
#include <string>
#include <tuple>

#include "../automata/random-dfa.hpp"
#include "automata/builtins.hpp"
#include "automata/minimize.hpp"
#include "common/error.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/verify.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;
using automata::Dfa;
using automata::Letter;

namespace {

// h <- A h for a transition, Householder factors applied one by one (factors[0] first, as
// network.hpp defines): O(k n d) instead of the O(k n^3) of building the matrix.
Matrix apply_transition(const Transition& transition, const Matrix& h) {
  if (const auto* hp = std::get_if<HouseholderProduct>(&transition)) {
    Matrix x = h;
    for (const auto& f : hp->factors) x -= f.beta * f.v * (f.v.transpose() * x);
    return x;
  }
  return to_matrix(transition, static_cast<std::size_t>(h.rows())) * h;
}

// The longest length L <= 8 with at most ~2e5 words of length <= L.
std::size_t word_length(std::size_t k) {
  std::size_t len = 0, total = 1, layer = 1;
  while (len < 8) {
    layer *= k;
    if (total + layer > 200'000) break;
    total += layer, ++len;
  }
  return len;
}

struct Mismatch {
  std::string word;
  std::string expected, found;
};

// Runs the network in fp64 on every word of length <= max_len (depth-first, sharing prefixes) and
// returns the first word whose decoded state's output differs from the automaton's, if any.
std::optional<Mismatch> first_mismatch(const Compiled& c, const Dfa& dfa, std::size_t max_len) {
  const Network& net = c.network;
  const Layer& layer = net.layers.at(0);
  // Householder products are applied factor by factor; the others as matrices.
  std::vector<Matrix> A;
  for (const Token& t : layer.tokens)
    A.push_back(std::holds_alternative<HouseholderProduct>(t.transition) ? Matrix() : to_matrix(t.transition, layer.n));
  auto step = [&](std::size_t t, const Matrix& h) -> Matrix {
    return A[t].size() ? Matrix(A[t] * h) : apply_transition(layer.tokens[t].transition, h);
  };
  std::vector<Matrix> B;
  for (const Token& t : layer.tokens) B.push_back(t.B ? *t.B : Matrix::Zero(layer.n, layer.d));
  std::vector<Matrix> H{layer.H0};
  automata::Word word;
  std::vector<automata::State> q{dfa.start()};
  std::optional<Mismatch> bad;
  auto check = [&] {
    const auto [row, dist] = nearest_codebook_row(layer.codebook, H.back().data());
    (void)dist;
    const automata::State s = net.readout[layer.codebook.values[row]];
    if (net.automaton.output_label(s) != dfa.output_label(q.back()) || s != net.automaton.run(word))
      bad = Mismatch{dfa.alphabet().format_word(word), dfa.output_label(q.back()), net.automaton.output_label(s)};
  };
  auto rec = [&](auto&& self, std::size_t depth) -> void {
    check();
    if (bad || depth == max_len) return;
    for (Letter a = 0; a < dfa.num_letters() && !bad; ++a) {
      const auto t = *layer.find_token(a, {});
      word.push_back(a);
      q.push_back(dfa.next(q.back(), a));
      H.push_back(step(t, H.back()) + B[t]);
      self(self, depth + 1);
      word.pop_back(), q.pop_back(), H.pop_back();
    }
  };
  rec(rec, 0);
  return bad;
}

void require_implements(const Compiled& c, const Dfa& dfa, std::size_t max_len) {
  const auto bad = first_mismatch(c, dfa, max_len);
  INFO("construction " << c.summary.construction << ", word '" << (bad ? bad->word : "") << "' expected "
                       << (bad ? bad->expected : "") << " found " << (bad ? bad->found : ""));
  REQUIRE_FALSE(bad.has_value());
}

// Structural claims: check_network, eigenvalues of factors in [-1, 1], integer parameters exact,
// at most (moved points - 1) reflections per permutation token.
void require_structure(const Compiled& c, const CompileOptions& o) {
  REQUIRE_NOTHROW(check_network(c.network));
  const Layer& layer = c.network.layers[0];
  for (const Token& t : layer.tokens) {
    const auto* h = std::get_if<HouseholderProduct>(&t.transition);
    if (!h) continue;
    for (const auto& f : h->factors) {
      REQUIRE(f.eigenvalue() >= -1.0 - 1e-12);  // unit vectors: |v|^2 is 1 up to rounding
      REQUIRE(f.eigenvalue() <= 1.0 + 1e-12);
      if (o.reflection == ReflectionParam::integer && c.summary.construction.starts_with("permutation")) {
        REQUIRE(f.beta == std::round(f.beta));
        for (Eigen::Index i = 0; i < f.v.size(); ++i) REQUIRE(f.v(i) == std::round(f.v(i)));
      }
    }
    if (c.summary.construction.starts_with("permutation")) {
      const Matrix P = apply_transition(t.transition, Matrix::Identity(layer.n, layer.n));
      std::size_t moved = 0;
      for (Eigen::Index i = 0; i < P.rows(); ++i) moved += std::abs(P(i, i) - 1.0) > 0.5;
      REQUIRE(h->factors.size() <= (moved == 0 ? 0 : moved - 1));
    }
  }
}

// Compiles `spec` with every parameterization and checks each network on all short words.
void check_all_parameterizations(const std::string& spec, bool natural_action) {
  const Dfa dfa = automata::make_builtin(spec);
  const std::size_t len = word_length(dfa.num_letters());
  std::set<std::string> done;  // options that do not apply give the same network again
  for (auto cyc : {CyclicMode::rotation, CyclicMode::permutation})
    for (auto refl : {ReflectionParam::unit, ReflectionParam::integer, ReflectionParam::dense})
      for (auto rot : {RotationForm::dense, RotationForm::reflections}) {
        CompileOptions o;
        o.method = Method::group;
        o.cyclic = cyc, o.reflection = refl, o.rotation = rot;
        if (natural_action) o.permutation_action = automata::builtin_permutation_action(spec);
        const Compiled c = compile(dfa, o);
        if (!done.insert(c.summary.construction).second) continue;
        INFO(spec << " cyclic " << to_string(cyc) << " reflection " << to_string(refl) << " rotation " << to_string(rot)
                  << " -> " << c.summary.construction << " on " << c.summary.representation);
        require_structure(c, o);
        require_implements(c, dfa, len);
      }
}

}  // namespace

TEST_CASE("CompiledNetworkImplementsCyclicGroups", "[standard]") {
  for (const std::string spec : {"parity", "mod:2", "mod:3", "mod:4", "mod:5", "mod:6", "mod:7", "cyclic:2", "cyclic:3",
                                 "cyclic:4", "cyclic:5", "cyclic:6"})
    check_all_parameterizations(spec, false);
}

TEST_CASE("CompiledNetworkImplementsNonAbelianGroupsOnDfaStates", "[standard]") {
  for (const std::string spec : {"sym:3", "sym:4", "sym:3:gens", "sym:4:swaps", "sym:5:gens", "alt:4", "dihedral:4",
                                 "dihedral:5", "dihedral:6", "tomita:5", "tomita:6"})
    check_all_parameterizations(spec, false);
}

TEST_CASE("CompiledNetworkImplementsNonAbelianGroupsInNaturalActions", "[standard]") {
  for (const std::string spec : {"sym:3", "sym:4", "sym:5", "sym:3:gens", "sym:4:swaps", "sym:5:gens", "alt:4", "alt:5",
                                 "dihedral:4", "dihedral:5", "dihedral:6"})
    check_all_parameterizations(spec, true);
}

TEST_CASE("CompiledSym5OnDfaStatesImplementsIt", "[standard]") {
  const Dfa dfa = automata::make_builtin("sym:5");
  for (auto refl : {ReflectionParam::unit, ReflectionParam::integer}) {
    CompileOptions o;
    o.reflection = refl;
    const Compiled c = compile(dfa, o);
    CHECK(c.summary.representation == "action on 120 DFA states");
    CHECK(c.summary.group_order == 120);
    require_structure(c, o);
    require_implements(c, dfa, 2);
  }
  CHECK_NOTHROW(compile(automata::make_builtin("alt:5")));
}

TEST_CASE("NaturalActionGivesSmallPermutations", "[quick]") {
  const Dfa dfa = automata::make_builtin("sym:5:gens");
  CompileOptions o;
  o.permutation_action = automata::builtin_permutation_action("sym:5:gens");
  const Compiled c = compile(dfa, o);
  CHECK(c.network.layers[0].n == 5);
  CHECK(c.summary.group_order == 120);
  CHECK(c.network.layers[0].codebook.vectors.rows() == 120);
  CHECK(c.summary.max_reflections_per_token == 4);  // the 5-cycle
  CHECK(c.summary.representation == o.permutation_action->description);
}

TEST_CASE("LargeGroupsAreRefusedWithTheLimit", "[standard]") {
  // S_8 on its 40320 DFA states: 40320 codewords of length 40320 exceed the codebook limit.
  CHECK_THROWS_WITH(compile(automata::make_builtin("sym:8:gens")), Catch::Contains("(the limit)"));
  CompileOptions o;
  o.permutation_action = automata::builtin_permutation_action("sym:8:gens");
  CHECK(compile(automata::make_builtin("sym:8:gens"), o).summary.group_order == 40320);
}

TEST_CASE("InconsistentPermutationActionIsRefused", "[quick]") {
  const Dfa dfa = automata::make_builtin("sym:3:gens");
  CompileOptions o;
  auto action = *automata::builtin_permutation_action("sym:3:gens");
  std::swap(action.letters[0], action.letters[1]);  // letters swapped: not the automaton's group action
  o.permutation_action = action;
  CHECK_THROWS_AS(compile(dfa, o), Error);
  action = *automata::builtin_permutation_action("sym:3:gens");
  action.letters.pop_back();
  o.permutation_action = action;
  CHECK_THROWS_WITH(compile(dfa, o), Catch::Contains("letters, expected 2"));
  action = *automata::builtin_permutation_action("sym:3:gens");
  action.letters[0][0] = 7;
  o.permutation_action = action;
  CHECK_THROWS_WITH(compile(dfa, o), Catch::Contains("expected a point in [0, 3)"));
}

TEST_CASE("CyclicGroupsBecomeRotations", "[quick]") {
  const Compiled p = compile(automata::make_builtin("parity"));
  CHECK(p.summary.construction == "scalar -1");
  CHECK(p.network.layers[0].n == 1);
  CHECK(std::get<Diagonal>(p.network.layers[0].tokens[1].transition).a(0) == -1.0);

  const Compiled c = compile(automata::make_builtin("cyclic:8"));
  CHECK(c.summary.construction == "rotation (dense)");
  const Matrix& cb = c.network.layers[0].codebook.vectors;
  REQUIRE(cb.rows() == 8);
  // Quarter turns are exact.
  CHECK(cb(2, 0) == 0.0);
  CHECK(cb(2, 1) == 1.0);
  CHECK(cb(4, 0) == -1.0);
  CHECK(cb(4, 1) == 0.0);
  CHECK(cb(6, 1) == -1.0);

  // Two reflections with normals at angles 0 then theta/2 compose to the rotation by +theta.
  CompileOptions o;
  o.rotation = RotationForm::reflections;
  const Compiled r = compile(automata::make_builtin("cyclic:5"), o);
  CompileOptions od;
  const Compiled d = compile(automata::make_builtin("cyclic:5"), od);
  for (std::size_t t = 0; t < 5; ++t) {
    const Matrix R = to_matrix(r.network.layers[0].tokens[t].transition, 2);
    const Matrix D = to_matrix(d.network.layers[0].tokens[t].transition, 2);
    CHECK((R - D).cwiseAbs().maxCoeff() < 1e-15);  // a few roundings of entries of size <= 1
  }
  CHECK(r.summary.max_reflections_per_token == 2);

  const Compiled trivial = compile(automata::make_builtin("sym:1"));
  CHECK(trivial.summary.group_order == 1);
  CHECK(trivial.network.layers[0].n == 1);
  require_implements(trivial, automata::make_builtin("sym:1"), 4);
}

TEST_CASE("OneHotImplementsNonGroupAutomata", "[quick]") {
  for (const std::string spec : {"flipflop", "tomita:1", "tomita:2", "tomita:3", "tomita:4", "tomita:5", "tomita:6",
                                 "tomita:7", "dyck:1:3", "modarith:5", "parity", "sym:3"}) {
    const Dfa dfa = automata::make_builtin(spec);
    CompileOptions o;
    o.method = Method::onehot;
    const Compiled c = compile(dfa, o);
    INFO(spec);
    CHECK(c.summary.method == "onehot");
    REQUIRE_NOTHROW(check_network(c.network));
    CHECK_FALSE(c.network.layers[0].tokens[0].B.has_value());
    require_implements(c, dfa, word_length(dfa.num_letters()));
  }
  CompileOptions onehot;
  onehot.method = Method::onehot;
  const Compiled f = compile(automata::make_builtin("flipflop"), onehot);
  CHECK(f.summary.method == "onehot");
  REQUIRE(f.summary.notes.size() == 2);
  CHECK_THAT(f.summary.notes[0], Catch::Contains("singular") && Catch::Contains("'set0', 'set1'"));
  CHECK_THAT(f.summary.notes[1], Catch::Contains("spectral norm"));
}

TEST_CASE("GroupMethodRefusesNonGroupAutomata", "[quick]") {
  CompileOptions o;
  o.method = Method::group;
  CHECK_THROWS_WITH(compile(automata::make_builtin("flipflop"), o),
                    Catch::Contains("is not a permutation of the 2 states of the minimal DFA") &&
                        Catch::Contains("use --method onehot"));
  o.method = Method::onehot;
  o.restrict = Restrict::diag11;
  CHECK_THROWS_WITH(compile(automata::make_builtin("tomita:1"), o), Catch::Contains("need a group automaton"));
  o.method = Method::automatic;  // a non-group automaton: a cascade, diagonal in diag11
  CHECK(compile(automata::make_builtin("tomita:1"), o).summary.method == "cascade");
}

TEST_CASE("RestrictedClassesRefuseWhatTheoremsForbid", "[quick]") {
  auto refuse = [](const std::string& spec, Restrict r, const std::string& text) {
    CompileOptions o;
    o.restrict = r;
    INFO(spec << " " << to_string(r));
    CHECK_THROWS_WITH(compile(automata::make_builtin(spec), o), Catch::Contains(text));
  };
  refuse("parity", Restrict::diag01, "Theorem 1");
  refuse("parity", Restrict::gh01, "Proposition 1(3)");
  refuse("mod:3", Restrict::diag01, "Theorem 2");
  refuse("mod:3", Restrict::diag11, "Theorem 2");
  refuse("mod:4", Restrict::diag11, "letter '1' has order 4");
  refuse("dihedral:4", Restrict::diag11, "has order 4");
  refuse("sym:3:gens", Restrict::diag11, "Theorem 2");  // c has order 3
  refuse("sym:4:swaps", Restrict::diag11, "do not");    // transpositions that do not commute
}

TEST_CASE("RestrictedClassesCompileWhatTheoremsAllow", "[quick]") {
  for (const std::string spec : {"parity", "tomita:5", "cyclic:2", "sym:1"}) {
    CompileOptions o;
    o.restrict = Restrict::diag11;
    const Dfa dfa = automata::make_builtin(spec);
    const Compiled c = compile(dfa, o);
    INFO(spec);
    for (const Token& t : c.network.layers[0].tokens) {
      const auto& a = std::get<Diagonal>(t.transition).a;
      CHECK(a.cwiseAbs().maxCoeff() <= 1.0);
    }
    require_implements(c, dfa, 8);
  }
  for (const std::string spec : {"parity", "mod:3", "cyclic:6", "sym:4", "dihedral:5", "tomita:6"})
    for (auto refl : {ReflectionParam::unit, ReflectionParam::integer, ReflectionParam::dense}) {
      CompileOptions o;
      o.restrict = Restrict::gh02;
      o.reflection = refl;
      const Dfa dfa = automata::make_builtin(spec);
      const Compiled c = compile(dfa, o);
      INFO(spec << " " << to_string(refl));
      for (const Token& t : c.network.layers[0].tokens)
        REQUIRE(std::holds_alternative<HouseholderProduct>(t.transition));
      require_structure(c, o);
      require_implements(c, dfa, word_length(dfa.num_letters()));
    }
  for (auto r : {Restrict::diag01, Restrict::gh01}) {
    CompileOptions o;
    o.restrict = r;
    const Compiled c = compile(automata::make_builtin("sym:1"), o);
    require_implements(c, automata::make_builtin("sym:1"), 4);
  }
}

TEST_CASE("BestEffortNetworksLieInTheClassButFail", "[quick]") {
  const Dfa parity = automata::make_builtin("parity");
  CompileOptions o;
  o.restrict = Restrict::diag01;
  o.best_effort = true;
  const Compiled c = compile(parity, o);
  CHECK_FALSE(c.summary.implements);
  REQUIRE_FALSE(c.summary.notes.empty());
  CHECK_THAT(c.summary.notes.back(), Catch::Contains("Theorem 1"));
  for (const Token& t : c.network.layers[0].tokens) {
    const auto& a = std::get<Diagonal>(t.transition).a;
    CHECK(a.minCoeff() >= 0.0);
    CHECK(a.maxCoeff() <= 1.0);
  }
  const auto bad = first_mismatch(c, parity, 1);
  REQUIRE(bad.has_value());
  CHECK(bad->word == "1");

  for (auto r : {Restrict::gh01, Restrict::diag11}) {
    o.restrict = r;
    for (const std::string spec : {"parity", "mod:3", "cyclic:5", "sym:3"}) {
      if (r == Restrict::diag11 && spec == "parity") continue;
      const Dfa dfa = automata::make_builtin(spec);
      const Compiled b = compile(dfa, o);
      INFO(spec << " " << to_string(r));
      CHECK_FALSE(b.summary.implements);
      for (const Token& t : b.network.layers[0].tokens)
        if (const auto* h = std::get_if<HouseholderProduct>(&t.transition))
          for (const auto& f : h->factors) CHECK((f.eigenvalue() >= -1e-12 && f.eigenvalue() <= 1 + 1e-12));
      CHECK(first_mismatch(b, dfa, 4).has_value());
    }
  }
}

TEST_CASE("CompiledRandomGroupAutomataImplementThem", "[quick]") {
  const std::uint64_t seed = 20240611;
  std::mt19937_64 rng(seed);
  for (int trial = 0; trial < 40; ++trial) {
    const std::size_t n = 1 + rng() % 6, k = 1 + rng() % 3;
    std::vector<std::string> names;
    for (std::size_t a = 0; a < k; ++a) names.emplace_back(1, static_cast<char>('a' + a));
    std::vector<automata::State> delta(n * k);
    for (std::size_t a = 0; a < k; ++a) {
      std::vector<automata::State> p(n);
      std::iota(p.begin(), p.end(), 0u);
      std::shuffle(p.begin(), p.end(), rng);
      for (std::size_t q = 0; q < n; ++q) delta[q * k + a] = p[q];
    }
    std::vector<automata::State> accepting;
    for (automata::State q = 0; q < n; ++q)
      if (rng() % 2) accepting.push_back(q);
    const Dfa dfa = automata::make_acceptor(automata::Alphabet::make(names), n, 0, delta, accepting);
    for (auto cyc : {CyclicMode::rotation, CyclicMode::permutation})
      for (auto refl : {ReflectionParam::unit, ReflectionParam::integer}) {
        CompileOptions o;
        o.cyclic = cyc, o.reflection = refl;
        const Compiled c = compile(dfa, o);
        INFO("seed " << seed << " trial " << trial << " n " << n << " k " << k);
        CHECK(c.summary.method == "group");
        require_structure(c, o);
        require_implements(c, dfa, std::min<std::size_t>(word_length(k), 7));
      }
  }
}

TEST_CASE("OneHotImplementsRandomDfas", "[quick]") {
  const std::uint64_t seed = 7;
  std::mt19937_64 rng(seed);
  for (int trial = 0; trial < 30; ++trial) {
    const Dfa dfa = automata::testing::random_dfa(rng, 1 + rng() % 7, 1 + rng() % 3, 2 + rng() % 2);
    INFO("seed " << seed << " trial " << trial);
    CompileOptions o;
    o.method = Method::onehot;
    require_implements(compile(dfa, o), dfa, 6);
  }
}

TEST_CASE("OptionNamesRoundTrip", "[quick]") {
  for (const std::string s : {"auto", "group", "onehot"}) CHECK(to_string(parse_method(s)) == s);
  for (const std::string s : {"none", "diag01", "diag11", "gh01", "gh02"}) CHECK(to_string(parse_restrict(s)) == s);
  CHECK(to_string(parse_reflection("integer")) == "integer");
  CHECK(to_string(parse_cyclic("permutation")) == "permutation");
  CHECK(to_string(parse_rotation("reflections")) == "reflections");
  CHECK_THROWS_WITH(parse_method("best"), Catch::Contains("expected one of auto, group, onehot"));
}

TEST_CASE("AbelianGroupsActOnTheirPrimaryCyclicFactors", "[quick]") {
  // Z_m as permutations: m points when m is a prime power, else the sum of its prime-power factors
  // (the smallest faithful degree of an abelian group), each letter a rotation of every block.
  for (const auto& [spec, points, reflections] :
       std::vector<std::tuple<std::string, std::size_t, std::size_t>>{{"cyclic:6", 5, 3},
                                                                      {"mod:6", 5, 3},
                                                                      {"mod:10", 7, 5},
                                                                      {"cyclic:12", 7, 5},
                                                                      {"cyclic:30", 10, 7},
                                                                      {"cyclic:8", 8, 7},
                                                                      {"mod:9", 9, 8},
                                                                      {"tomita:5", 4, 2}}) {
    CompileOptions o;
    o.cyclic = CyclicMode::permutation;
    o.reflection = ReflectionParam::integer;
    const Dfa dfa = automata::make_builtin(spec);
    const Compiled c = compile(dfa, o);
    INFO(spec << ": " << c.summary.representation);
    CHECK(c.network.layers.at(0).n == points);
    CHECK(c.summary.max_reflections_per_token == reflections);
    CHECK((c.summary.representation.find("primary cyclic factors") != std::string::npos) ==
          (points < dfa.num_states()));
    const ExactReport r = verify_exact(c.network, &dfa);
    CHECK(r.passed);
    CHECK(r.exact);
  }
}
