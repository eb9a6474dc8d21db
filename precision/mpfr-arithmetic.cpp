#include "precision/mpfr-arithmetic.hpp"

#include <string>
#include <vector>

#include <mpfr.h>

#include "common/error.hpp"

namespace lrnnc::precision {

namespace {

MpfrFormat mpfr_format_of(const Format& f, const char* role) {
  if (!f.is_mpfr())
    throw Error(std::string("MPFR arithmetic: the ") + role + " format is '" + to_string(f) +
                "', expected mpfr:P[:EMIN:EMAX] (use Arithmetic for the emulated formats)");
  return f.as_mpfr();
}

// One correctly rounded MPFR operation into `out` at the format's precision, then the format's
// exponent range. The operation runs in MPFR's default (wide) range so that operands of the other
// format are always valid inputs; mpfr_check_range then applies the ternary value.
template <class Op>
void rounded(MpfrValue& out, const MpfrFormat& f, mpfr_rnd_t rnd, Op&& op) {
  int t;
  if (mpfr_get_prec(out.get()) == f.precision) {
    t = op(out.get());  // MPFR allows the output to be one of the inputs
  } else {
    MpfrValue fresh(f.precision);  // out may be an input: keep its value until the op has run
    t = op(fresh.get());
    swap(out, fresh);
  }
  if (!f.emin) return;
  const mpfr_exp_t saved_min = mpfr_get_emin(), saved_max = mpfr_get_emax();
  mpfr_set_emin(*f.emin + 1);  // MPFR's exponents are one above IEEE's
  mpfr_set_emax(*f.emax + 1);
  mpfr_check_range(out.get(), t, rnd);
  mpfr_set_emin(saved_min);
  mpfr_set_emax(saved_max);
}

}  // namespace

MpfrArithmetic::MpfrArithmetic(const Policy& policy)
    : policy_(policy),
      storage_(mpfr_format_of(policy.storage, "storage")),
      acc_(mpfr_format_of(policy.accumulator, "accumulator")) {
  switch (policy.rounding.mode) {
    case RoundingMode::rne: rnd_ = MPFR_RNDN; break;
    case RoundingMode::rz: rnd_ = MPFR_RNDZ; break;
    case RoundingMode::ru: rnd_ = MPFR_RNDU; break;
    case RoundingMode::rd: rnd_ = MPFR_RNDD; break;
    default: throw Error("MPFR arithmetic takes rne, rz, ru or rd, found " + to_string(policy.rounding));
  }
}

void MpfrArithmetic::add(MpfrValue& out, const MpfrValue& a, const MpfrValue& b) const {
  rounded(out, storage_, rnd_, [&](mpfr_ptr r) { return mpfr_add(r, a.get(), b.get(), rnd_); });
}
void MpfrArithmetic::sub(MpfrValue& out, const MpfrValue& a, const MpfrValue& b) const {
  rounded(out, storage_, rnd_, [&](mpfr_ptr r) { return mpfr_sub(r, a.get(), b.get(), rnd_); });
}
void MpfrArithmetic::mul(MpfrValue& out, const MpfrValue& a, const MpfrValue& b) const {
  rounded(out, storage_, rnd_, [&](mpfr_ptr r) { return mpfr_mul(r, a.get(), b.get(), rnd_); });
}
void MpfrArithmetic::to_storage(MpfrValue& out, const MpfrValue& x) const {
  rounded(out, storage_, rnd_, [&](mpfr_ptr r) { return mpfr_set(r, x.get(), rnd_); });
}
void MpfrArithmetic::acc_add(MpfrValue& out, const MpfrValue& a, const MpfrValue& b) const {
  rounded(out, acc_, rnd_, [&](mpfr_ptr r) { return mpfr_add(r, a.get(), b.get(), rnd_); });
}
void MpfrArithmetic::acc_mul(MpfrValue& out, const MpfrValue& a, const MpfrValue& b) const {
  rounded(out, acc_, rnd_, [&](mpfr_ptr r) { return mpfr_mul(r, a.get(), b.get(), rnd_); });
}
void MpfrArithmetic::to_accumulator(MpfrValue& out, const MpfrValue& x) const {
  rounded(out, acc_, rnd_, [&](mpfr_ptr r) { return mpfr_set(r, x.get(), rnd_); });
}

void MpfrArithmetic::fma_in(const MpfrFormat& f, MpfrValue& out, const MpfrValue& a, const MpfrValue& b,
                            const MpfrValue& c) const {
  if (policy_.fma) {
    rounded(out, f, rnd_, [&](mpfr_ptr r) { return mpfr_fma(r, a.get(), b.get(), c.get(), rnd_); });
    return;
  }
  MpfrValue p;
  rounded(p, f, rnd_, [&](mpfr_ptr r) { return mpfr_mul(r, a.get(), b.get(), rnd_); });
  rounded(out, f, rnd_, [&](mpfr_ptr r) { return mpfr_add(r, p.get(), c.get(), rnd_); });
}

void MpfrArithmetic::fma(MpfrValue& out, const MpfrValue& a, const MpfrValue& b, const MpfrValue& c) const {
  fma_in(storage_, out, a, b, c);
}

void MpfrArithmetic::acc_fma(MpfrValue& out, const MpfrValue& a, const MpfrValue& b, const MpfrValue& c) const {
  fma_in(acc_, out, a, b, c);
}

void MpfrArithmetic::dot(MpfrValue& out, const std::vector<MpfrValue>& a, const std::vector<MpfrValue>& b) const {
  if (a.size() != b.size())
    throw Error("dot: the vectors have " + std::to_string(a.size()) + " and " + std::to_string(b.size()) +
                " elements, expected equal sizes");
  const std::size_t n = a.size();
  if (n == 0) {
    mpfr_set_prec(out.get(), acc_.precision);
    mpfr_set_zero(out.get(), 1);
    return;
  }
  if (policy_.order == SumOrder::sequential) {
    MpfrValue s, p;
    acc_mul(s, a[0], b[0]);
    for (std::size_t i = 1; i < n; ++i) {
      if (policy_.fma) {
        acc_fma(p, a[i], b[i], s);
      } else {
        acc_mul(p, a[i], b[i]);
        acc_add(p, s, p);
      }
      swap(s, p);
    }
    out = s;
    return;
  }
  std::vector<MpfrValue> level;
  level.reserve(n);
  if (policy_.fma) {
    MpfrValue first;
    for (std::size_t j = 0; j + 1 < n; j += 2) {
      acc_mul(first, a[j], b[j]);
      level.emplace_back();
      acc_fma(level.back(), a[j + 1], b[j + 1], first);
    }
    if (n % 2) acc_mul(level.emplace_back(), a[n - 1], b[n - 1]);
  } else {
    for (std::size_t i = 0; i < n; ++i) acc_mul(level.emplace_back(), a[i], b[i]);
  }
  while (level.size() > 1) {
    const std::size_t k = level.size();
    std::size_t m = 0;
    for (std::size_t i = 0; i + 1 < k; i += 2) {
      MpfrValue sum;
      acc_add(sum, level[i], level[i + 1]);
      swap(level[m++], sum);
    }
    if (k % 2) swap(level[m++], level[k - 1]);
    level.resize(m);
  }
  out = level[0];
}

}  // namespace lrnnc::precision
