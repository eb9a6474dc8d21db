// lrnnc convert SPEC -o OUT.{json,att,dot} [--as-given]
// Writes the minimal machine (or the machine as given) in the format named by OUT's extension.
// For .att, the OpenFst symbol table is written beside it as OUT.syms when --symbols-out is set.
#include <filesystem>
#include <fstream>
#include <iostream>

#include <nlohmann/json.hpp>
#include "automata/io-att.hpp"
#include "automata/io-dot.hpp"

#include "automata/io-json.hpp"
#include "automata/minimize.hpp"
#include "common/error.hpp"
#include "common/paths.hpp"
#include "tools/commands.hpp"
#include "tools/spec.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

namespace {

struct ConvertOptions {
  SpecOptions spec;
  std::string output;
  std::string symbols_output;
  bool as_given = false;
  bool json = false;
};

void run_convert(const ConvertOptions& o) {
  std::vector<Spec> specs = collect_specs(o.spec);
  if (specs.size() != 1) throw Error("convert takes exactly one automaton, found " + std::to_string(specs.size()));
  std::vector<NamedPath> outputs{{"-o", o.output}};
  if (!o.symbols_output.empty()) {
    if (o.symbols_output == o.output || same_file(o.symbols_output, o.output))
      throw Error("--symbols-out and -o name the same file: " + quote(o.output));
    outputs.push_back({"--symbols-out", o.symbols_output});
  }
  refuse_overwriting_inputs(outputs, spec_input_files(o.spec));
  automata::Dfa dfa = load_spec(specs[0], o.spec);
  if (!o.as_given) dfa = automata::minimize(dfa);
  const std::string ext = std::filesystem::path(o.output).extension().string();
  std::string text;
  if (ext == ".json") {
    text = automata::dfa_to_json(dfa);
  } else if (ext == ".att" || ext == ".txt" || ext == ".fst") {
    text = automata::dfa_to_att(dfa);
  } else if (ext == ".dot" || ext == ".gv") {
    text = automata::dfa_to_dot(dfa);
  } else {
    throw Error("unknown output extension " + quote(ext) + ", expected .json, .att or .dot: " + quote(o.output));
  }
  if (!o.symbols_output.empty()) {
    if (ext != ".att" && ext != ".txt" && ext != ".fst") throw Error("--symbols-out goes with an AT&T output");
    write_text(o.symbols_output, automata::att_symbols(dfa));
  }
  write_text(o.output, text);
  if (o.json) {
    std::cout << nlohmann::json{{"output", o.output},
                                {"symbols_output",
                                 o.symbols_output.empty() ? nlohmann::json(nullptr) : nlohmann::json(o.symbols_output)},
                                {"states", dfa.num_states()},
                                {"letters", dfa.num_letters()},
                                {"minimal", !o.as_given}}
                     .dump(2)
              << "\n";
    return;
  }
  std::cerr << "wrote " << o.output << " (" << dfa.num_states() << " states, " << dfa.num_letters() << " letters"
            << (o.as_given ? "" : ", minimal") << ")\n";
}

}  // namespace

void setup_convert(CLI::App& app) {
  auto options = std::make_shared<ConvertOptions>();
  CLI::App* sub = app.add_subcommand("convert", "Write the minimal machine as .json, .att or .dot (by extension)");
  add_spec_options(*sub, options->spec);
  sub->add_option("-o,--output", options->output, "Output file: .json, .att or .dot")->required();
  sub->add_option("--symbols-out", options->symbols_output, "Also write an OpenFst symbol table (with .att)");
  sub->add_flag("--as-given", options->as_given, "Write the machine as given instead of the minimal one");
  sub->add_flag("--json", options->json,
                "Print {\"output\", \"symbols_output\", \"states\", \"letters\", \"minimal\"} instead of the line on "
                "stderr");
  sub->callback([options] { run_convert(*options); });
}

}  // namespace lrnnc::tools
