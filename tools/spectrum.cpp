// lrnnc spectrum MODEL [--json] [--tol X]
//                       [--words K] [--length L] [--seed S] [--word W ...]   (learned models)
// Compiled networks: eigenvalues of every token's transition matrix in every layer, their modulus
// and real-part ranges, and the Theorem 1/2 verdicts per token (Grazzi et al.): can this token's
// matrix solve parity / count mod m (m not a power of two) on the one-letter input w^k?
// Learned models (learned/spectrum.hpp): the eigenvalues of every layer's transition A_t along
// words (K random words of length L, or the --word words), summarized per letter for the first
// layer and per layer over all positions, with the same verdicts counted over the matrices.
#include <algorithm>
#include <cmath>
#include <complex>
#include <iomanip>
#include <iostream>
#include <limits>
#include <sstream>

#include "automata/random-word.hpp"
#include "common/error.hpp"
#include "learned/model-files.hpp"
#include "learned/spectrum.hpp"
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
  double tol = 1e-9;
  // learned models
  std::size_t words = 8, length = 64;
  std::uint64_t seed = 1;
  std::vector<std::string> word;
  std::vector<const CLI::Option*> learned_only;  // --words, --length, --seed, --word
};

std::string format_eigenvalue(std::complex<double> z) {
  auto clean = [](double x) { return std::abs(x) < 5e-13 ? 0.0 : x; };
  const double re = clean(z.real()), im = clean(z.imag());
  std::ostringstream out;
  out << std::setprecision(4) << re;
  if (im != 0) out << (im > 0 ? "+" : "-") << std::abs(im) << "i";
  return out.str();
}

std::string range_text(double lo, double hi) { return "[" + short_number(lo) + ", " + short_number(hi) + "]"; }

std::string fraction_text(double f) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(3) << f;
  return out.str();
}

nlohmann::json summary_json(const learned::SpectrumSummary& s) {
  nlohmann::json j{{"matrices", s.matrices},
                   {"eigenvalues", s.eigenvalues},
                   {"modulus_range", {s.modulus_min, s.modulus_max}},
                   {"real_range", {s.real_min, s.real_max}},
                   {"negative_real_fraction", s.negative_real_fraction()},
                   {"non_real_fraction", s.non_real_fraction()},
                   {"parity_capable", s.parity_capable},
                   {"modular_capable", s.modular_capable},
                   {"non_finite", s.non_finite}};
  if (s.rho_count) j["iteration_rho"] = {{"min", s.rho_min}, {"median", s.rho_median}, {"max", s.rho_max}};
  return j;
}

// The fixed-point layers' column: min / median / max of the iteration's spectral radius.
std::string rho_text(const learned::SpectrumSummary& s) {
  if (!s.rho_count) return "-";
  return short_number(s.rho_min) + " / " + short_number(s.rho_median) + " / " + short_number(s.rho_max);
}

// The summary columns shared by the per-letter and the per-layer tables.
void summary_cells(const learned::SpectrumSummary& s, std::vector<std::string>& row) {
  const std::string of = "/" + std::to_string(s.matrices);
  row.push_back(std::to_string(s.matrices));
  row.push_back(s.eigenvalues ? range_text(s.modulus_min, s.modulus_max) : "-");
  row.push_back(s.eigenvalues ? range_text(s.real_min, s.real_max) : "-");
  row.push_back(fraction_text(s.negative_real_fraction()));
  row.push_back(fraction_text(s.non_real_fraction()));
  row.push_back(std::to_string(s.parity_capable) + of);
  row.push_back(std::to_string(s.modular_capable) + of);
}

// A table's summaries that hold a matrix with a non-finite entry (a diverging fprnn iteration) get
// a last column for their count.
void non_finite_column(std::vector<std::vector<std::string>>& cells,
                       const std::vector<const learned::SpectrumSummary*>& rows) {
  if (std::none_of(rows.begin(), rows.end(), [](const auto* s) { return s->non_finite > 0; })) return;
  cells[0].push_back("non-finite");
  for (std::size_t i = 0; i < rows.size(); ++i) cells[i + 1].push_back(std::to_string(rows[i]->non_finite));
}

const std::vector<std::string> kSummaryHeader{"matrices", "|lambda|",    "Re lambda", "neg. real",
                                              "non-real", "parity (T1)", "mod-m (T2)"};

// The learned spectrum's --json document: the words, every matrix's eigenvalues and verdicts, and
// the summaries per layer (and per letter for the first).
nlohmann::json learned_spectrum_json(const SpectrumCliOptions& o, const learned::LearnedModel& model,
                                     const automata::Alphabet& alphabet, const std::vector<automata::Word>& words,
                                     const learned::SpectrumReport& r) {
  const auto letter_name = [&](std::uint32_t a) { return model.config.alphabet[a]; };
  nlohmann::json layers = nlohmann::json::array();
  for (const learned::LayerSpectrum& ls : r.layers) {
    nlohmann::json matrices = nlohmann::json::array();
    for (const learned::MatrixSpectrum& m : ls.matrices) {
      nlohmann::json eig = nlohmann::json::array();
      for (const auto& z : m.eigenvalues) eig.push_back({z.real(), z.imag()});
      matrices.push_back({{"word", m.word},
                          {"position", m.position + 1},
                          {"letter", letter_name(m.letter)},
                          {"eigenvalues", eig},
                          {"parity_capable", m.parity_capable},
                          {"modular_capable", m.modular_capable},
                          {"non_finite", m.non_finite}});
      if (std::isfinite(m.iteration_rho)) matrices.back()["iteration_rho"] = m.iteration_rho;
    }
    nlohmann::json j{{"layer", ls.layer},
                     {"architecture", ls.architecture},
                     {"width", ls.width},
                     {"summary", summary_json(ls.summary)},
                     {"matrices", matrices}};
    if (!ls.letters.empty()) {
      nlohmann::json letters = nlohmann::json::object();
      for (std::size_t a = 0; a < ls.letters.size(); ++a)
        letters[model.config.alphabet[a]] = summary_json(ls.letters[a]);
      j["letters"] = letters;
    }
    if (!ls.iterations.empty()) j["iterations"] = ls.iterations;
    layers.push_back(std::move(j));
  }
  nlohmann::json word_texts = nlohmann::json::array();
  for (const automata::Word& w : words) word_texts.push_back(alphabet.format_word(w));
  nlohmann::json j{{"model", o.model}, {"kind", "learned"},   {"architecture", learned::architecture(model.config)},
                   {"tol", r.tol},     {"words", word_texts}, {"positions", r.positions},
                   {"layers", layers}};
  if (o.word.empty()) j["random_words"] = {{"count", o.words}, {"length", o.length}, {"seed", o.seed}};
  return j;
}

// The first layer's summary per letter (text).
void print_letter_table(const learned::LearnedModel& model, const learned::LayerSpectrum& first) {
  std::cout << "\nlayer 0 (" << first.architecture << "), per letter read at t:\n";
  std::vector<std::vector<std::string>> cells{{"letter"}};
  cells[0].insert(cells[0].end(), kSummaryHeader.begin(), kSummaryHeader.end());
  std::vector<const learned::SpectrumSummary*> rows;
  const bool rho = !first.iterations.empty();
  if (rho) cells[0].push_back("rho iter (min / median / max)");
  for (std::size_t a = 0; a < first.letters.size(); ++a) {
    std::vector<std::string> row{model.config.alphabet[a]};
    summary_cells(first.letters[a], row);
    if (rho) row.push_back(rho_text(first.letters[a]));
    cells.push_back(std::move(row));
    rows.push_back(&first.letters[a]);
  }
  non_finite_column(cells, rows);
  print_columns(cells, [](std::size_t c) { return c == 0; });
}

// Every layer's summary over all positions (text).
void print_layer_table(const learned::SpectrumReport& r) {
  std::cout << "\nper layer, all positions:\n";
  std::vector<std::vector<std::string>> cells{{"layer", "mixer"}};
  cells[0].insert(cells[0].end(), kSummaryHeader.begin(), kSummaryHeader.end());
  const bool fprnn = std::any_of(r.layers.begin(), r.layers.end(), [](const auto& l) { return !l.iterations.empty(); });
  if (fprnn) cells[0].push_back("l* (min-max)"), cells[0].push_back("rho iter (min / median / max)");
  std::vector<const learned::SpectrumSummary*> rows;
  for (const learned::LayerSpectrum& ls : r.layers) {
    rows.push_back(&ls.summary);
    std::vector<std::string> row{std::to_string(ls.layer), ls.architecture};
    summary_cells(ls.summary, row);
    if (fprnn) {
      if (ls.iterations.empty())
        row.push_back("-");
      else
        row.push_back(std::to_string(*std::min_element(ls.iterations.begin(), ls.iterations.end())) + "-" +
                      std::to_string(*std::max_element(ls.iterations.begin(), ls.iterations.end())));
      row.push_back(rho_text(ls.summary));
    }
    cells.push_back(std::move(row));
  }
  non_finite_column(cells, rows);
  print_columns(cells, [](std::size_t c) { return c <= 1; });
}

// The learned spectrum as text: what the columns mean, then the tables.
void print_learned_spectrum(const SpectrumCliOptions& o, const learned::LearnedModel& model,
                            const learned::SpectrumReport& r) {
  std::cout << "model " << o.model << " (learned: " << learned::architecture(model.config) << "): " << r.words
            << " words";
  if (o.word.empty()) std::cout << " of length " << o.length << " (seed " << o.seed << ")";
  std::cout << ", " << r.positions << " positions, tol " << r.tol << "\n";
  std::cout << "transition A_t per position: diag a_t; deltaproduct per head prod (I - beta k k^T); fprnn the "
               "Jacobian dh_t/dh_{t-1} at the fixed point, fpmamba that of (H_t, y_t) (docs/LEARNED.md section 7); "
               "rho iter: spectral radius of the position's fixed-point iteration (< 1: it contracts)\n";
  std::cout << "parity (T1): matrices with an eigenvalue |lambda| >= 1 - tol that is not real-positive; mod-m (T2): "
               "with |lambda| >= 1 - tol and |Im| > tol\n";
  if (!r.layers.empty()) print_letter_table(model, r.layers.front());
  print_layer_table(r);
}

void run_learned_spectrum(const SpectrumCliOptions& o, const std::string& manifest) {
  const learned::LearnedModel model = learned::load_model(manifest);
  const automata::Alphabet alphabet = automata::Alphabet::make(model.config.alphabet);
  std::vector<automata::Word> words;
  if (!o.word.empty()) {
    for (const std::string& text : o.word) words.push_back(alphabet.parse_word(text));
  } else {
    // Checked before the words are drawn (K x L values).
    learned::check_spectrum_size(model.config, o.words * o.length);
    for (std::size_t i = 0; i < o.words; ++i)
      words.push_back(automata::random_word(o.seed, i, o.length, model.config.alphabet.size()));
  }
  const learned::SpectrumReport r = learned::spectrum(model, words, o.tol);
  if (o.json) {
    print_json(learned_spectrum_json(o, model, alphabet, words, r));
    return;
  }
  print_learned_spectrum(o, model, r);
}

void run_spectrum(const SpectrumCliOptions& o) {
  const learned::ModelFiles files = learned::resolve_model(o.model);
  if (files.kind == learned::ModelKind::learned) {
    if (!o.word.empty())
      for (const CLI::Option* opt : o.learned_only)
        if (opt->count() > 0 && opt->get_name() != "--word")
          throw Error(opt->get_name() + " draws random words; it cannot be combined with --word");
    run_learned_spectrum(o, files.manifest);
    return;
  }
  for (const CLI::Option* opt : o.learned_only)
    if (opt->count() > 0)
      throw Error(opt->get_name() + " is for learned models (words to run); " + o.model +
                  " is a compiled network, whose spectrum is per token");
  const lrnn::LoadedNetwork loaded = lrnn::load_network(files.manifest);
  const lrnn::SpectrumReport s = lrnn::spectrum(loaded.network, o.tol);
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
  sub->add_option("MODEL", options->model, "Model, compiled or learned: OUT, OUT.json or OUT.safetensors")->required();
  add_integer_option(*sub, "--show", options->show, 0, 1'000'000,
                     "Eigenvalues printed per token in the table (compiled networks; 0: none; --json has them all)");
  sub->add_flag("--json", options->json, "Print a JSON report (every eigenvalue as [re, im])");
  add_real_option(*sub, "--tol", options->tol, 0, 0.5, false,
                  "Tolerance of the verdicts: |lambda| >= 1 - tol, |Im| > tol, Re > tol")
      ->default_str("1e-9");
  options->learned_only.push_back(add_integer_option(*sub, "--words", options->words, 1, 1'000'000,
                                                     "Learned models: random words (automata::random_word)"));
  options->learned_only.push_back(add_integer_option(*sub, "--length", options->length, 1, 10'000'000,
                                                     "Learned models: length of the random words"));
  options->learned_only.push_back(add_integer_option(*sub, "--seed", options->seed, 0,
                                                     std::numeric_limits<std::uint64_t>::max(),
                                                     "Learned models: seed of the random words"));
  options->learned_only.push_back(sub->add_option("--word", options->word,
                                                  "Learned models: a word to run instead of random ones (letters as "
                                                  "`lrnnc run --word` takes them); repeatable")
                                      ->allow_extra_args(false));
  sub->callback([options] { run_spectrum(*options); });
}

}  // namespace lrnnc::tools
