// Rounding modes — the parameter that says how a real number becomes a number of a format (the
// kernels that do it: round-kernels.hpp, mpfr-reference.hpp), and its string form.
//   rne  nearest, ties to even        rna  nearest, ties away from zero
//   rz   toward zero                  ru   toward +infinity       rd   toward -infinity
//   ro   to odd (truncate; if inexact, make the last bit 1)
//   sr:SEED  stochastic: away from zero with probability |x - trunc(x)| / ulp, using random
//        bits from a counter-based generator seeded by SEED (same seed, same sequence of
//        roundings -> same bits)
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "common/splitmix64.hpp"

namespace lrnnc::precision {

enum class RoundingMode { rne, rna, rz, ru, rd, ro, sr };

struct Rounding {
  RoundingMode mode = RoundingMode::rne;
  std::uint64_t seed = 0;  // sr only

  friend bool operator==(const Rounding&, const Rounding&) = default;
};

// Names are case-sensitive; SEED is a strict decimal integer in [0, 2^64 - 1] (no '+', spaces,
// leading zeros or trailing text: common/parse-integer.hpp). Throws lrnnc::Error "unknown rounding
// mode 'x', expected rne, rna, rz, ru, rd, ro or sr:SEED", or one naming the bad seed. O(length).
// to_string gives the text that parses back to the same Rounding.
Rounding parse_rounding(std::string_view text);
std::string to_string(const Rounding& rounding);

// The random bits of stochastic rounding: the splitmix64 stream of the seed, one draw per rounding.
using RandomBits = SplitMix64;

}  // namespace lrnnc::precision
