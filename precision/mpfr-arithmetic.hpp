// MpfrArithmetic — the operations of a Policy (policy.hpp) whose formats are mpfr:P[:EMIN:EMAX],
// on MPFR numbers (MpfrValue): the high-precision control row of a simulation.
#pragma once

#include <vector>

#include <mpfr.h>

#include "precision/format.hpp"
#include "precision/policy.hpp"

namespace lrnnc::precision {

// An MPFR number that owns its storage (copies copy the number at its precision). Its precision is
// set by the operation that writes it.
class MpfrValue {
 public:
  explicit MpfrValue(long precision = 53) { mpfr_init2(v_, precision); }
  explicit MpfrValue(double x, long precision = 53) : MpfrValue(precision) { mpfr_set_d(v_, x, MPFR_RNDN); }
  MpfrValue(const MpfrValue& other) : MpfrValue(mpfr_get_prec(other.v_)) { mpfr_set(v_, other.v_, MPFR_RNDN); }
  MpfrValue& operator=(const MpfrValue& other) {
    mpfr_set_prec(v_, mpfr_get_prec(other.v_));
    mpfr_set(v_, other.v_, MPFR_RNDN);
    return *this;
  }
  ~MpfrValue() { mpfr_clear(v_); }
  mpfr_ptr get() { return v_; }
  mpfr_srcptr get() const { return v_; }
  double to_double() const { return mpfr_get_d(v_, MPFR_RNDN); }
  friend void swap(MpfrValue& x, MpfrValue& y) noexcept { mpfr_swap(x.v_, y.v_); }

 private:
  mpfr_t v_;
};

// The MPFR arithmetic: the high-precision control row (not exact: every operation is correctly
// rounded to P bits). Same operations, same places of rounding and the same dot-product trees as
// Arithmetic (see the top of arithmetic.hpp); each rounding is MPFR's correctly rounded result at
// the format's precision (mpfr_add, mpfr_mul, mpfr_fma, ...), then, for mpfr:P:EMIN:EMAX,
// mpfr_check_range into [EMIN, EMAX] (IEEE-style exponents; no subnormals: MPFR's underflow rule,
// overflow to infinity or the largest number by the mode). Rounding modes:
// rne, rz, ru, rd (MPFR's own); the constructor throws lrnnc::Error for others and for formats that
// are not mpfr:P. Results are written into `out`, whose precision becomes the format's. Slow
// (allocation-free per operation except the dot-product scratch).
class MpfrArithmetic {
 public:
  explicit MpfrArithmetic(const Policy& policy);

  const Policy& policy() const { return policy_; }
  long storage_precision() const { return storage_.precision; }
  long accumulator_precision() const { return acc_.precision; }

  void add(MpfrValue& out, const MpfrValue& a, const MpfrValue& b) const;
  void sub(MpfrValue& out, const MpfrValue& a, const MpfrValue& b) const;
  void mul(MpfrValue& out, const MpfrValue& a, const MpfrValue& b) const;
  void fma(MpfrValue& out, const MpfrValue& a, const MpfrValue& b, const MpfrValue& c) const;
  void to_storage(MpfrValue& out, const MpfrValue& x) const;
  void acc_add(MpfrValue& out, const MpfrValue& a, const MpfrValue& b) const;
  void acc_mul(MpfrValue& out, const MpfrValue& a, const MpfrValue& b) const;
  void acc_fma(MpfrValue& out, const MpfrValue& a, const MpfrValue& b, const MpfrValue& c) const;
  void to_accumulator(MpfrValue& out, const MpfrValue& x) const;
  // sum_i a[i]*b[i] in the accumulator format (a.size() == b.size(); the policy's order).
  void dot(MpfrValue& out, const std::vector<MpfrValue>& a, const std::vector<MpfrValue>& b) const;

 private:
  void fma_in(const MpfrFormat& f, MpfrValue& out, const MpfrValue& a, const MpfrValue& b, const MpfrValue& c) const;

  Policy policy_;
  MpfrFormat storage_, acc_;
  mpfr_rnd_t rnd_ = MPFR_RNDN;
};

}  // namespace lrnnc::precision
