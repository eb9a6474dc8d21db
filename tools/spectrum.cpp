// lrnnc spectrum MODEL [--json]
// Eigenvalues of every token's transition matrix in every layer, their modulus and real-part ranges,
// and the Theorem 1/2 verdicts per token (Grazzi et al.): can this token's matrix solve parity /
// count mod m (m not a power of two) on the one-letter input w^k?
#include <complex>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "lrnn/weights-io.hpp"
#include "tools/cli-values.hpp"
#include "tools/commands.hpp"
#include "tools/model-report.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

namespace {

struct SpectrumCliOptions {
  std::string model;
  bool json = false;
  std::size_t show = 8;
};

std::string format_eigenvalue(std::complex<double> z) {
  auto clean = [](double x) { return std::abs(x) < 5e-13 ? 0.0 : x; };
  const double re = clean(z.real()), im = clean(z.imag());
  std::ostringstream out;
  out << std::setprecision(4) << re;
  if (im != 0) out << (im > 0 ? "+" : "-") << std::abs(im) << "i";
  return out.str();
}

void run_spectrum(const SpectrumCliOptions& o) {
  const lrnn::LoadedNetwork loaded = lrnn::load_network(o.model);
  const lrnn::SpectrumReport s = lrnn::spectrum(loaded.network);
  if (o.json) {
    nlohmann::json j = to_json(s);
    j["model"] = o.model;
    print_json(j);
    return;
  }
  std::cout << "model " << o.model << ": " << s.tokens.size() << " tokens, |lambda| in [" << short_number(s.modulus_min)
            << ", " << short_number(s.modulus_max) << "], Re lambda in [" << short_number(s.real_min) << ", "
            << short_number(s.real_max) << "]\n";
  std::cout << "parity: Theorem 1 needs an eigenvalue with |lambda| >= 1 that is not real and positive; mod m (m not a "
               "power of 2): Theorem 2 needs one with |lambda| >= 1 and Im != 0\n";
  std::cout << std::left << std::setw(6) << "layer" << std::setw(14) << "token" << std::setw(8) << "parity"
            << std::setw(8) << "mod-m" << std::setw(20) << "|lambda|"
            << "eigenvalues\n";
  for (const auto& t : s.tokens) {
    std::string eig;
    for (std::size_t i = 0; i < t.eigenvalues.size() && i < o.show; ++i)
      eig += (i ? " " : "") + format_eigenvalue(t.eigenvalues[i]);
    if (t.eigenvalues.size() > o.show) eig += " ... (" + std::to_string(t.eigenvalues.size()) + ")";
    std::cout << std::left << std::setw(6) << t.layer << std::setw(14) << t.label << std::setw(8)
              << (t.parity_capable ? "yes" : "no") << std::setw(8) << (t.modular_capable ? "yes" : "no")
              << std::setw(20) << ("[" + short_number(t.modulus_min) + ", " + short_number(t.modulus_max) + "]") << eig
              << "\n";
  }
}

}  // namespace

void setup_spectrum(CLI::App& app) {
  auto options = std::make_shared<SpectrumCliOptions>();
  CLI::App* sub = app.add_subcommand(
      "spectrum", "Eigenvalues of a network's transition matrices and the Theorem 1/2 verdicts per token");
  sub->add_option("MODEL", options->model, "Model: OUT, OUT.json or OUT.safetensors")->required();
  add_integer_option(*sub, "--show", options->show, 0, 1'000'000,
                     "Eigenvalues printed per token in the table (0: none; --json has them all)");
  sub->add_flag("--json", options->json, "Print a JSON report (every eigenvalue as [re, im])");
  sub->callback([options] { run_spectrum(*options); });
}

}  // namespace lrnnc::tools
