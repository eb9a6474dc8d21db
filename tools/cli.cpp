#include "tools/cli.hpp"

#include <algorithm>
#include <iostream>
#include <memory>

#include "common/error.hpp"
#include "common/paths.hpp"
#include "common/printable.hpp"
#include "lrnnc/version.hpp"
#include "tools/cli-values.hpp"
#include "tools/commands.hpp"

namespace lrnnc::tools {

namespace {

// Error messages are one line whatever the input they quote: control characters and bytes that are
// not UTF-8 are written as \xNN, and a message is at most ~1000 bytes. A longer one keeps its
// beginning and its end (common/printable.hpp one_line), so a reason that follows a long quoted
// text is still shown.
std::string one_line(const std::string& message) { return lrnnc::one_line(message, 1000); }

bool g_embedded = false;

std::unique_ptr<CLI::App> make_app() {
  auto app = std::make_unique<CLI::App>(
      "lrnnc: regular languages -> automata -> linear RNN weights, under finite precision", "lrnnc");
  app->set_version_flag("--version", "lrnnc " LRNNC_VERSION);
  app->require_subcommand(1);
  app->fallthrough(false);
  setup_inspect(*app);
  setup_convert(*app);
  setup_builtins(*app);
  setup_format(*app);
  setup_compile(*app);
  setup_verify(*app);
  setup_spectrum(*app);
  setup_decompose(*app);
  setup_probe(*app);
  setup_realize(*app);
  setup_sweep(*app);
  setup_train(*app);
  setup_run(*app);
  setup_eval(*app);
  setup_dataset(*app);
  setup_score(*app);
  setup_fla(*app);
  setup_fla_export(*app);
  keep_values_verbatim(*app);
  return app;
}

struct EmbeddedScope {
  explicit EmbeddedScope(bool on) : previous(g_embedded) { g_embedded = on; }
  ~EmbeddedScope() { g_embedded = previous; }
  bool previous;
};

}  // namespace

bool cli_embedded() { return g_embedded; }

int run_cli(const std::vector<std::string>& args, std::ostream& err, bool embedded) {
  const EmbeddedScope scope(embedded);
  // An argument is read up to its first NUL byte wherever it becomes a C string (a path, CLI11's
  // parser): refused here, where every argument enters, rather than cut ("m3\0x" would be "m3").
  for (std::size_t i = 0; i < args.size(); ++i) {
    try {
      require_no_nul(args[i], "argument " + std::to_string(i + 1));
    } catch (const Error& e) {
      err << "lrnnc: error: " << one_line(e.what()) << "\n";
      return 2;
    }
  }
  std::unique_ptr<CLI::App> app = make_app();
  bool known = false;
  std::string names;
  for (const CLI::App* sub : app->get_subcommands({})) {
    names += (names.empty() ? "" : ", ") + sub->get_name();
    if (!args.empty() && sub->get_name() == args[0]) known = true;
  }
  if (!args.empty() && (args[0].empty() || args[0][0] != '-') && !known) {
    err << "lrnnc: error: unknown subcommand '" << one_line(args[0]) << "', expected one of " << names << "\n";
    return 2;
  }
  try {
    std::vector<const char*> argv{"lrnnc"};
    for (const std::string& a : args) argv.push_back(a.c_str());
    std::vector<std::string> parsed = prepare_arguments(*app, static_cast<int>(argv.size()), argv.data());
    std::reverse(parsed.begin(), parsed.end());  // CLI11 takes the arguments last first
    app->parse(parsed);
  } catch (const CLI::CallForHelp& e) {
    return app->exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app->exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app->exit(e);
  } catch (const CLI::RuntimeError& e) {
    return e.get_exit_code();  // a subcommand's result (e.g. verify: 1 = does not implement), already reported
  } catch (const CLI::ParseError& e) {
    err << "lrnnc: error: " << one_line(e.what()) << " (see lrnnc --help)\n";
    return 2;
  } catch (const Error& e) {
    err << "lrnnc: error: " << one_line(e.what()) << "\n";
    return 2;
  } catch (const std::bad_alloc&) {
    err << "lrnnc: error: out of memory (lower the limits or the input size)\n";
    return 2;
  } catch (const std::exception& e) {
    err << "lrnnc: internal error: " << one_line(e.what()) << "\n";
    return 3;
  }
  return 0;
}

nlohmann::json cli_description() {
  const std::unique_ptr<CLI::App> app = make_app();
  nlohmann::json out = nlohmann::json::object();
  for (const CLI::App* sub : app->get_subcommands({})) {
    nlohmann::json positionals = nlohmann::json::array(), options = nlohmann::json::array();
    for (const CLI::Option* o : sub->get_options()) {
      if (o == sub->get_help_ptr()) continue;
      if (o->get_lnames().empty() && o->get_snames().empty()) {
        positionals.push_back({{"name", o->get_name()}, {"required", o->get_required()}});
        continue;
      }
      nlohmann::json flags = nlohmann::json::array();
      for (const std::string& s : o->get_snames()) flags.push_back("-" + s);
      for (const std::string& l : o->get_lnames()) flags.push_back("--" + l);
      const std::string name = o->get_lnames().empty() ? o->get_snames().front() : o->get_lnames().front();
      options.push_back(
          {{"name", name},
           {"flags", flags},
           {"flag", o->get_items_expected_max() == 0},
           {"repeatable", o->get_expected_max() > 1 || o->get_multi_option_policy() == CLI::MultiOptionPolicy::TakeAll},
           {"required", o->get_required()}});
    }
    out[sub->get_name()] = {{"description", sub->get_description()},
                            {"help", sub->help()},
                            {"positionals", positionals},
                            {"extras", sub->get_allow_extras()},
                            {"options", options}};
  }
  return out;
}

}  // namespace lrnnc::tools
