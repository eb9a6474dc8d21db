// The lrnnc command line as a function: `lrnnc` (tools/main.cpp) and the Python module
// (python/module.cpp) both run it, so a Python call and a command give the same answer.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace lrnnc::tools {

// Runs `lrnnc ARGS...` (ARGS without the program name). The subcommand writes its output to
// std::cout and its progress to std::cerr; a failure's one line ("lrnnc: error: ...") goes to
// `err`. Returns the exit code: 0, 1 (a subcommand's negative result, e.g. verify: does not
// implement; its report is written), 2 (bad input; also an argument holding a NUL byte, which
// would be cut there: "argument 2 contains a NUL byte: 'm3\x00x'"), 3 (an internal error). Never
// exits the process.
// `embedded`: the caller owns the signal dispositions (the Python module), so a sweep installs no
// SIGINT / SIGTERM handler of its own (experiments/sweep-interrupt.hpp).
int run_cli(const std::vector<std::string>& args, std::ostream& err, bool embedded = false);

// Whether the running command was started by run_cli(..., embedded = true).
bool cli_embedded();

// The subcommands as bindings see them: {NAME: {"help": the --help text, "description": one line,
// "positionals": [{"name", "required"}], "extras": whether values may follow the positionals,
// "options": [{"name" (the long name without "--", or the short one's letter), "flags" (every
// spelling, e.g. ["-o", "--output"]), "flag" (takes no value), "repeatable" (may be given several
// times: a list), "required"}]}}. The help option is left out.
nlohmann::json cli_description();

}  // namespace lrnnc::tools
