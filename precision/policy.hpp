// Policy — the five things that define a finite-precision run (ARCHITECTURE.md): the storage
// format, the accumulator format, the rounding mode, FMA on/off, and the summation order of dot
// products; and its string form. The arithmetic that performs every operation under a policy:
// arithmetic.hpp (emulated in double) and mpfr-arithmetic.hpp (MPFR formats).
//
// Policy strings (parse_policy / to_string):
//   FORMAT                      storage = accumulator = FORMAT, rne, no FMA, sequential: "bf16"
//   FIELD,FIELD,...             comma-separated; the first item may be a bare FORMAT (= storage, and
//                               accumulator unless acc= is given). Fields:
//     storage=FORMAT            (alias s=)     the format values are stored in (format.hpp strings)
//     acc=FORMAT                (alias accumulator=) the format of dot-product partial sums
//                               (default: the storage format)
//     rounding=MODE             (alias r=)     rne rna rz ru rd ro sr:SEED (rounding-mode.hpp), default rne
//     fma | nofma | fma=on|off  fused multiply-add, default off (fma=true|false and fma=1|0 too)
//     order=sequential|pairwise (aliases seq, tree)  dot-product order, default sequential
//   Example: "storage=bf16,acc=fp32,fma,rounding=rz,order=pairwise", "bf16,acc=fp32".
//   Every key at most once (fma and nofma count as the key fma); no spaces around items, keys
//   or values; names are case-sensitive.
//   Errors throw lrnnc::Error with one line naming the item and what was expected.
#pragma once

#include <string>
#include <string_view>

#include "precision/format.hpp"
#include "precision/rounding-mode.hpp"

namespace lrnnc::precision {

enum class SumOrder { sequential, pairwise };

struct Policy {
  Format storage{fp32()};
  Format accumulator{fp32()};
  Rounding rounding{};
  bool fma = false;
  SumOrder order = SumOrder::sequential;

  friend bool operator==(const Policy&, const Policy&) = default;
};

// Throws lrnnc::Error (see the syntax above).
Policy parse_policy(std::string_view text);
// Canonical: "storage=S,acc=A,rounding=R,fma|nofma,order=sequential|pairwise".
std::string to_string(const Policy& policy);
std::string to_string(SumOrder order);

}  // namespace lrnnc::precision
