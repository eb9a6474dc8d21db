#include "learned-model.hpp"

#include "learned/model.hpp"
#include "tests/experiments/parity-model.hpp"

namespace cli_test {

void write_parity_model(const std::string& path) {
  lrnnc::learned::save_model(lrnnc::learned::test_models::exact_parity_model(), path, lrnnc::lrnn::WeightDtype::f32);
}

}  // namespace cli_test
