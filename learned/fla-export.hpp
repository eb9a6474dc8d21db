// A compiled network as a flash-linear-attention (fla) checkpoint: a GatedDeltaProductForCausalLM
// with allow_neg_eigval (config.json + model.safetensors in fla's layout; docs/INTEROP.md, "A
// compiled network as an fla checkpoint"; the forward it must run: docs/notes-fla-layout.md
// section 3).
//
// What maps. One layer with a vector state (d = 1) and no additive term (B = 0), whose transitions are
// Householder products (every factor's eigenvalue 1 - beta |v|^2 in [-1, 1]), diagonals with
// entries in [-1, 1] (a factor along e_i per entry other than 1) or dense orthogonal matrices
// (their Householder QR factors, at most n: two reflections for a 2 x 2 rotation), and whose
// transition products reach at most `max_units` matrices. Everything else is refused with the
// reason: a cascade of several layers (a level's transition depends on a lower level's decoded
// state, which an fla layer's linear key projection cannot compute), an additive term B, a dense
// transition that is not orthogonal, a factor whose eigenvalue is outside [-1, 1].
//
// The construction, one fla layer (H_t = M_t H0, M_t the product of the transitions of the word's
// letters so far):
// - State. fla's state starts at zero, so a head holds S_t = sigma P (M_t - I): P maps R^n onto m
//   copies of each coordinate (P^T P = I, d_k = m n), d_v = n. Letter x's Householder factor j,
//   I - beta u u^T with |u| = 1, is sub-step j: key c P u (fla's L2 norm gives P u), beta =
//   2 sigmoid(b) (b = 40 saturates to exactly 2 in float32 and bfloat16, b = 0 gives exactly 1),
//   value -sigma u. A letter with fewer factors than num_householder has zero keys in its last
//   sub-steps (fla's zero key is the identity).
// - silu. fla passes keys and values through silu (>= -0.2785): every key component c u_i / sqrt(m)
//   and value component is kept >= -1/4, and the projections hold silu's inverse. m is the largest
//   power of two with m n <= max_head_dim (fla's chunked kernels take head_dim <= 256), or the
//   one at which c = 8 fits; c is then the largest the floor allows, at most 8. fla's L2 norm adds
//   1e-6 inside its root: with c^2 < 32 a float32 run's reflections have eigenvalue -1 + 2e-6/c^2
//   (fp32_eigenvalue_shift in the report), with c = 8 exactly -1. Among the m that fit, the largest
//   whose normalized keys are bfloat16 values is taken: for the permutation reflections
//   u = (e_i - e_j)/sqrt(2) that is m = 32 and c = 2 (components +-1/4, normalized +-1/8), and a
//   bfloat16 file holds, for every component, a pre-activation whose silu rounds to it in
//   bfloat16, so that a bf16 run computes every key, value and state exactly.
// - Inputs. Letter x's embedding is 8 sqrt(D) e_x (D = hidden_size, a power of 4): attn_norm gives
//   exactly e_x, so each projection's column x is letter x's pre-activation.
// - Read-out. A head with query direction w outputs o = s (M_t^T - I) w (s > 0); its RMSNorm
//   (o_norm) is a fixed vector d_M per reachable matrix M (0 for M = I). With several heads (each
//   a copy of the state with its own query) d_M is their outputs side by side. The MLP has one unit
//   per reachable M != I, silu(g_M (<o_norm, d_M/|d_M|> - theta_M)), theta_M halfway between |d_M|
//   and the largest score of a matrix with another label (and of 0), g_M so that the unit is about
//   8 on M and at most silu(-8) on every matrix of another label; each unit adds to its label's
//   coordinate, and lm_head reads the label coordinates plus 1 for the label of M = I. The queries
//   are the best of 64 seeded random sets by the smallest unit margin relative to |d_M|, and the
//   heads the fewest of 1, 2, 4, 8 whose margin is at least 0.1 (S_5 needs 4 or 8).
// - Tokens. Letter i is token i and label j is token j (lrnnc dataset's numbering; `lrnnc fla`
//   reads the checkpoint back with its default token options).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "lrnn/network.hpp"
#include "lrnn/safetensors.hpp"

namespace lrnnc::learned {

struct FlaExportOptions {
  lrnn::WeightDtype dtype = lrnn::WeightDtype::f32;  // the file's dtype: f64, f32 or bf16 (f16 refused)
  std::uint64_t seed = 0;                            // the query directions tried
  std::size_t max_units = 4096;                      // reachable transition products (MLP units)
  std::size_t max_head_dim = 256;                    // fla's chunked kernels refuse head_dim > 256
  std::size_t heads = 0;  // read-out heads (copies of the state, own queries); 0: 1, 2, 4 or 8, see below
};

struct FlaExport {
  nlohmann::json config;  // config.json
  lrnn::TensorMap state;  // fla's names with the "model." prefix, and lm_head.weight; values in `dtype`
  nlohmann::json report;  // the construction's sizes, margins and exactness (lrnnc.json)
};

// The checkpoint of a compiled network. Throws lrnnc::Error, one line with the reason, for a
// network that does not map (see the header comment). O(units x (n^2 + hidden) + letters x
// num_householder x d_k x hidden).
FlaExport export_fla(const lrnn::Network& network, const FlaExportOptions& options = {});

}  // namespace lrnnc::learned
