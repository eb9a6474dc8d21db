// Hostile numbers and bytes in command-line strings (formats, rounding modes, policies, orders,
// builtins, lengths, alphabets): one line on stderr naming the problem, exit code 2, nothing on
// stdout. The options are checked before any model is read, so the probe lines need no model.
#include <catch2/catch.hpp>

#include <string>

#include "cli-helpers.hpp"

namespace {

using namespace cli_test;

void refused(const std::string& args, const std::string& contains) {
  INFO("lrnnc " << args);
  const Result r = run_lrnnc(args);
  require_one_line_error(r, contains);
  CHECK(r.out.empty());
}

}  // namespace

TEST_CASE("cli: hostile numbers in format strings", "[quick][cli]") {
  refused("format float:e99m99", "the exponent width E must be an integer in [2, 11], found '99'");
  refused("format fixed:q999.999", "fixed point is limited to I + F <= 52 bits");
  refused("format mpfr:10^12", "found '10^12'");
  refused("format float:e05m10", "without leading zeros");
  refused("format fp16 1 --rounding sr:-1", "found '-1'");
  refused("format fp16 1 --rounding sr:18446744073709551616", "found '18446744073709551616'");
  refused("format fp16 '1 '", "'1 ' is not a number");
  refused("format 'fp16\nx'", "format 'fp16\\x0ax'");  // a real newline inside the shell's quotes
}

TEST_CASE("cli: hostile builtin specs", "[quick][cli]") {
  refused("inspect --builtin mod:99999999999", "mod:M needs M in [2, 10000], found 99999999999");
  refused("inspect --builtin cyclic:0", "[2, 1000]");
  refused("inspect --builtin sym:-1", "found '-1'");
  refused("inspect --builtin dyck:1000:1000", "K in [1, 8]");
  refused("inspect --builtin dyck:7:7", "8388608");
  refused("inspect --builtin modarith:10^9", "found '10^9'");
  refused("inspect --builtin 'mod:3\n'", "found '3\\x0a'");
  refused("inspect --regex '(01)*' --alphabet '0\n1'", "letter name '\\x0a' contains white space");
}

TEST_CASE("cli: hostile probe datatypes, orders and lengths", "[quick][cli]") {
  const std::string p = "probe no-such-model --builtin parity ";
  refused(p + "--dtype float:e99m99", "[2, 11]");
  refused(p + "--dtype 'bf16,rounding=sr:+1'", "found '+1'");
  refused(p + "--dtype bf16 --order chunked:0", "the chunk size C must be an integer in [1, 18446744073709551615]");
  refused(p + "--dtype bf16 --order chunked:2^64", "found '2^64'");
  refused(p + "--dtype bf16 --order chunked:18446744073709551616", "found '18446744073709551616'");
  refused(p + "--dtype bf16 --order ' chunked:4'", "unknown evaluation order ' chunked:4'");
  refused(p + "--dtype bf16 --max-len 1125899906842623^2",
          "--max-len must be an integer in [1, 10^9], found '1125899906842623^2'");  // wrapped to ~2^64 once
  refused(p + "--dtype bf16 --max-len 99999999999999999999", "found '99999999999999999999'");
  refused(p + "--dtype bf16 --max-len +5",
          "--max-len must be an integer in [1, 10^9] (digits without leading zeros, 1e5 or 10^5), found '+5'");
}
