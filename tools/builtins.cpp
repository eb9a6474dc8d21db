// lrnnc builtins [--json]: the builtin automaton families, one line each.
#include <iomanip>
#include <iostream>

#include <nlohmann/json.hpp>

#include "automata/builtins.hpp"
#include "tools/commands.hpp"
#include "tools/text-output.hpp"

namespace lrnnc::tools {

void setup_builtins(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  CLI::App* sub = app.add_subcommand("builtins", "List the builtin automaton families (for --builtin)");
  sub->add_flag("--json", *json, "Print a JSON array");
  sub->callback([json] {
    const auto infos = automata::list_builtins();
    if (*json) {
      nlohmann::json out = nlohmann::json::array();
      for (const auto& b : infos)
        out.push_back({{"syntax", b.syntax}, {"example", b.example}, {"description", b.description}});
      print_json(out);
      return;
    }
    std::size_t width = 0;
    for (const auto& b : infos) width = std::max(width, b.syntax.size());
    for (const auto& b : infos)
      std::cout << std::left << std::setw(static_cast<int>(width + 2)) << b.syntax << b.description << " (e.g. "
                << b.example << ")\n";
  });
}

}  // namespace lrnnc::tools
