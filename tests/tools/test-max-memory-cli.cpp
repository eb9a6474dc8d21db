// --max-memory of inspect and decompose: the byte limit of transition monoids, their
// classification and holonomy groups; refusals are one line that names the option (issue #30).
#include <catch2/catch.hpp>

#include <string>

#include "cli-helpers.hpp"

using namespace cli_test;

TEST_CASE("inspect --max-memory: groups whose letters are all their elements fit a small limit",
          "[standard][cli][max-memory]") {
  // alt:6 has 360 letters; the commutators of all pairs of letters took 93 MB before.
  auto j = run_json("inspect --builtin alt:6 --max-memory 32M");
  CHECK(j["monoid"]["group"] == "A_6");
  CHECK(j["monoid"]["solvable"] == false);
}

TEST_CASE("inspect --max-memory: a limit too small is one line naming the option", "[quick][cli][max-memory]") {
  require_one_line_error(run_lrnnc("inspect --builtin alt:6 --max-memory 1M"), "a transition monoid of more than");
  // The monoid fits in 4M (about 0.7 MiB), the classification of A_6 on 360 points does not.
  require_one_line_error(run_lrnnc("inspect --builtin alt:6 --max-memory 4M"),
                         "classifying the transition monoid of 360 elements would need more than 4 MiB");
  require_one_line_error(run_lrnnc("inspect --builtin alt:6 --max-memory 4M"), "raise it with --max-memory");
  require_one_line_error(run_lrnnc("inspect --builtin sym:5 --monoid-limit 10"), "raise it with --monoid-limit");
  for (const std::string bad : {"0", "1K", "4X", "-4G", "04G", "4.5G", "2P", "4 G", "18446744073709551616"})
    require_one_line_error(run_lrnnc("inspect --builtin parity --max-memory '" + bad + "'"),
                           "--max-memory expects a byte count such as 4G or 512M in [1M, 1P], found '" + bad + "'");
  for (const std::string good : {"1M", "1048576", "4G", "4GiB", "4gb", "1P"})
    CHECK(run_lrnnc("inspect --builtin parity --max-memory " + good).code == 0);
}

TEST_CASE("decompose --max-memory: a holonomy group over the limit names the option", "[quick][cli][max-memory]") {
  // A_6 acting on 360 tiles: about 4.4 KiB an element, so 1 MiB holds fewer than its 360.
  require_one_line_error(run_lrnnc("decompose --builtin alt:6 --max-memory 1M"),
                         "which would take more than 1 MiB to enumerate, over group_byte_limit (raise it with "
                         "--max-memory)");
  auto j = run_json("decompose --builtin alt:6 --max-memory 8M");
  CHECK(j["verified"] == true);
}
