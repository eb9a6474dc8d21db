// The lrnnc subcommands: one file each, `setup_<cmd>(app)` registers the subcommand, its options
// and a callback that runs it. Callbacks throw lrnnc::Error on bad input; main() prints the message
// on one line and exits with code 2.
#pragma once

#include <CLI/CLI.hpp>

namespace lrnnc::tools {

void setup_inspect(CLI::App& app);
void setup_convert(CLI::App& app);
void setup_builtins(CLI::App& app);
void setup_format(CLI::App& app);
void setup_compile(CLI::App& app);
void setup_verify(CLI::App& app);
void setup_spectrum(CLI::App& app);
void setup_decompose(CLI::App& app);
void setup_probe(CLI::App& app);
void setup_realize(CLI::App& app);
void setup_sweep(CLI::App& app);
void setup_train(CLI::App& app);
void setup_run(CLI::App& app);
void setup_eval(CLI::App& app);
void setup_dataset(CLI::App& app);
void setup_score(CLI::App& app);
void setup_fla(CLI::App& app);
void setup_fla_export(CLI::App& app);

}  // namespace lrnnc::tools
