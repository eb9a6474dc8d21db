// Computations whose cost is a power of a size a file chooses: the one-hot compiler (n x n per
// letter, lrnn/compile/passes.hpp) and spectra (n x n matrices, O(n^3), lrnn/spectrum.hpp) refuse
// sizes beyond their limits before allocating, with the limit in the message.
#include <catch2/catch.hpp>

#include "automata/builtins.hpp"
#include "common/error.hpp"
#include "lrnn/compile/compile.hpp"
#include "lrnn/spectrum.hpp"
#include "weights-test-networks.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;

TEST_CASE("OneHotRefusesMachinesWhoseMatricesExceedTheLimit", "[standard][compile]") {
  CompileOptions o;
  o.method = Method::onehot;
  // mod:10000 has 10^4 states and 2 letters: 2 x 10^8 matrix entries (1.6 GB) and a 10^4 x 10^4
  // codebook were allocated, then saved and verified; now nothing is.
  CHECK_THROWS_WITH(compile(automata::make_builtin("mod:10000"), o),
                    "one-hot network of 10000 states and 2 letters would have 2 x 10000 x 10000 matrix entries, "
                    "more than the limit of 100000000");
  CHECK(compile(automata::make_builtin("mod:50"), o).network.layers[0].n == 50);
}

TEST_CASE("SpectrumRefusesWidthsBeyondTheDenseSolverLimit", "[quick][spectrum]") {
  using namespace lrnnc::lrnn::test;
  // A width a loaded file may choose: one reflection of length 5000 needs a 5000 x 5000 solve.
  Network net = weights_parity_network();
  Layer& layer = net.layers[0];
  layer.n = 5000;
  Vector v = Vector::Zero(5000);
  v(0) = 1;
  layer.tokens[1].transition = HouseholderProduct{{{v, 2.0}}};
  CHECK_THROWS_WITH(spectrum(net),
                    "spectrum: layer 0 has width 5000, more than the limit of 4096 for the dense eigenvalue "
                    "solver (O(n^3))");
  // Diagonals and empty products need no solver: exact eigenvalues at any width.
  layer.tokens[1].transition = HouseholderProduct{};
  layer.tokens[0].transition = Diagonal{Vector::Constant(5000, -1.0)};
  const SpectrumReport r = spectrum(net);
  REQUIRE(r.tokens.size() == 2);
  CHECK(r.tokens[0].eigenvalues.size() == 5000);
  CHECK(r.tokens[0].real_min == -1.0);
  CHECK(r.tokens[0].parity_capable);
  CHECK(r.tokens[1].modulus_min == 1.0);
  CHECK_FALSE(r.tokens[1].parity_capable);
  // 600 identity tokens of width 20000 would list 1.2 x 10^7 eigenvalues.
  layer.n = 20000;
  layer.tokens.assign(600, Token{0, {}, HouseholderProduct{}, std::nullopt});
  CHECK_THROWS_WITH(spectrum(net), Catch::Contains("more than 10000000 eigenvalues"));
}
