// Wide-vector kernels of Arithmetic::columns under the sequential rne dot (precision/arithmetic.cpp):
// AVX-512 and AVX2 versions of its side-by-side chains, chosen at run time from what the CPU has.
// Every lane does what the two-lane kernel does (the same products, sums and roundings), so the
// results are bit for bit those of Arithmetic::dot, whichever kernel runs.
#pragma once

#include <cstddef>

#include "precision/arithmetic.hpp"

namespace lrnnc::precision::detail {

// Which kernel rne_columns_wide uses: the widest the CPU has (automatic), or a narrower one (tests
// run each level the CPU supports; a level it lacks is taken as the widest it has below it).
enum class ColumnsIsa { automatic, avx512, avx2, none };
void set_columns_isa(ColumnsIsa isa);
// The levels this CPU runs (avx512, avx2 where supported; none always).
bool columns_isa_supported(ColumnsIsa isa);

// Computes columns [0, j) of Arithmetic::columns under the sequential rne dot (y[c] for c < j)
// and returns j, a multiple of the kernel's block (0 when no wide kernel runs here); the caller
// does the columns from j on. `start` as in Arithmetic::columns.
std::size_t rne_columns_wide(const RneKernel& rne, const double* M, std::size_t in, std::size_t out, const double* x,
                             double* y, const double* start);

}  // namespace lrnnc::precision::detail
