#include <algorithm>
#include <iostream>

#include "common/error.hpp"
#include "common/printable.hpp"
#include "lrnnc/version.hpp"
#include "tools/cli-values.hpp"
#include "tools/commands.hpp"

namespace {

// Error messages are one line whatever the input they quote: control characters and bytes that are
// not UTF-8 are written as \xNN, and a message is at most ~1000 bytes. A longer one keeps its
// beginning and its end (common/printable.hpp one_line), so a reason that follows a long quoted
// text is still shown.
std::string one_line(const std::string& message) { return lrnnc::one_line(message, 1000); }

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"lrnnc: regular languages -> automata -> linear RNN weights, under finite precision", "lrnnc"};
  app.set_version_flag("--version", "lrnnc " LRNNC_VERSION);
  app.require_subcommand(1);
  app.fallthrough(false);
  lrnnc::tools::setup_inspect(app);
  lrnnc::tools::setup_convert(app);
  lrnnc::tools::setup_builtins(app);
  lrnnc::tools::setup_format(app);
  lrnnc::tools::setup_compile(app);
  lrnnc::tools::setup_verify(app);
  lrnnc::tools::setup_spectrum(app);
  lrnnc::tools::setup_decompose(app);
  lrnnc::tools::setup_probe(app);
  lrnnc::tools::setup_sweep(app);
  lrnnc::tools::setup_train(app);
  lrnnc::tools::setup_run(app);
  lrnnc::tools::setup_eval(app);
  lrnnc::tools::keep_values_verbatim(app);
  bool known = false;
  std::string names;
  for (const CLI::App* sub : app.get_subcommands({})) {
    names += (names.empty() ? "" : ", ") + sub->get_name();
    if (argc > 1 && sub->get_name() == argv[1]) known = true;
  }
  if (argc > 1 && argv[1][0] != '-' && !known) {
    std::cerr << "lrnnc: error: unknown subcommand '" << one_line(argv[1]) << "', expected one of " << names << "\n";
    return 2;
  }
  try {
    std::vector<std::string> args = lrnnc::tools::prepare_arguments(app, argc, argv);
    std::reverse(args.begin(), args.end());  // CLI11 takes the arguments last first
    app.parse(args);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::RuntimeError& e) {
    return e.get_exit_code();  // a subcommand's result (e.g. verify: 1 = does not implement), already reported
  } catch (const CLI::ParseError& e) {
    std::cerr << "lrnnc: error: " << one_line(e.what()) << " (see lrnnc --help)\n";
    return 2;
  } catch (const lrnnc::Error& e) {
    std::cerr << "lrnnc: error: " << one_line(e.what()) << "\n";
    return 2;
  } catch (const std::bad_alloc&) {
    std::cerr << "lrnnc: error: out of memory (lower the limits or the input size)\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "lrnnc: internal error: " << one_line(e.what()) << "\n";
    return 3;
  }
  return 0;
}
