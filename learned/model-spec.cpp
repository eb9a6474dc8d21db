// Architecture strings and the tensor list of a learned model (learned/model.hpp).
#include <string>

#include "common/error.hpp"
#include "common/parse-integer.hpp"
#include "learned/model.hpp"

namespace lrnnc::learned {

std::size_t kronecker_rows(std::size_t n) {
  std::size_t a = 1;
  for (std::size_t i = 1; i * i <= n; ++i)
    if (n % i == 0) a = i;
  return a;
}

std::string to_string(MixerType type) {
  switch (type) {
    case MixerType::diag: return "diag";
    case MixerType::deltaproduct: return "deltaproduct";
    case MixerType::fprnn: return "fprnn";
    case MixerType::fpmamba: return "fpmamba";
    case MixerType::fla: return "fla";
  }
  return "?";
}

std::string to_string(QkActivation activation) {
  switch (activation) {
    case QkActivation::silu: return "silu";
    case QkActivation::relu: return "relu";
    case QkActivation::elu: return "elu";
    case QkActivation::identity: return "identity";
  }
  return "?";
}

std::string to_string(EigenRange range) { return range == EigenRange::unit ? "[0,1]" : "[-1,1]"; }

std::string to_string(ChannelMixer mixer) {
  switch (mixer) {
    case ChannelMixer::householder: return "householder";
    case ChannelMixer::dplr: return "dplr";
    case ChannelMixer::kronecker: return "kronecker";
  }
  return "?";
}

namespace {

const char* const kArchForms =
    "diag:[0,1], diag:[-1,1], deltanet:[0,1], deltanet:[-1,1], deltaproduct:R:[0,1], deltaproduct:R:[-1,1], "
    "fprnn:householder:R, fprnn:dplr:R, fprnn:kronecker, fpmamba:householder:R, fpmamba:dplr:R or fpmamba:kronecker "
    "(R a rank in 1..64)";

[[noreturn]] void bad_arch(std::string_view text) {
  throw Error("architecture '" + std::string(text) + "': expected " + kArchForms);
}

EigenRange parse_range(std::string_view text, std::string_view whole) {
  if (text == "[0,1]") return EigenRange::unit;
  if (text == "[-1,1]") return EigenRange::symmetric;
  bad_arch(whole);
}

std::size_t parse_rank(std::string_view text, std::string_view whole) {
  std::size_t r = 0;
  if (parse_integer(text, r) != IntegerSyntax::ok || r < 1 || r > kMaxRank) bad_arch(whole);
  return r;
}

}  // namespace

ArchSpec parse_arch(std::string_view text) {
  ArchSpec arch;
  const auto colon = text.find(':');
  if (colon == std::string_view::npos) bad_arch(text);
  const std::string_view kind = text.substr(0, colon), rest = text.substr(colon + 1);
  if (kind == "diag") {
    arch.type = MixerType::diag;
    arch.range = parse_range(rest, text);
  } else if (kind == "deltanet") {
    arch.type = MixerType::deltaproduct;
    arch.range = parse_range(rest, text);
  } else if (kind == "deltaproduct") {
    const auto c2 = rest.find(':');
    if (c2 == std::string_view::npos) bad_arch(text);
    arch.type = MixerType::deltaproduct;
    arch.rank = parse_rank(rest.substr(0, c2), text);
    arch.range = parse_range(rest.substr(c2 + 1), text);
  } else if (kind == "fprnn" || kind == "fpmamba") {
    arch.type = kind == "fprnn" ? MixerType::fprnn : MixerType::fpmamba;
    if (rest == "kronecker") {
      arch.mixer = ChannelMixer::kronecker;
    } else {
      const auto c2 = rest.find(':');
      if (c2 == std::string_view::npos) bad_arch(text);
      const std::string_view mixer = rest.substr(0, c2);
      if (mixer == "householder")
        arch.mixer = ChannelMixer::householder;
      else if (mixer == "dplr")
        arch.mixer = ChannelMixer::dplr;
      else
        bad_arch(text);
      arch.rank = parse_rank(rest.substr(c2 + 1), text);
    }
  } else {
    bad_arch(text);
  }
  return arch;
}

std::string to_string(const ArchSpec& arch) {
  switch (arch.type) {
    case MixerType::diag: return "diag:" + to_string(arch.range);
    case MixerType::deltaproduct:
      return arch.rank == 1 ? "deltanet:" + to_string(arch.range)
                            : "deltaproduct:" + std::to_string(arch.rank) + ":" + to_string(arch.range);
    case MixerType::fprnn:
    case MixerType::fpmamba: {
      const std::string kind = to_string(arch.type);
      return arch.mixer == ChannelMixer::kronecker
                 ? kind + ":kronecker"
                 : kind + ":" + to_string(arch.mixer) + ":" + std::to_string(arch.rank);
    }
    case MixerType::fla:
      return arch.rank == 1 ? "fla:deltanet:" + to_string(arch.range)
                            : "fla:deltaproduct:" + std::to_string(arch.rank) + ":" + to_string(arch.range);
  }
  return "?";
}

std::string architecture(const ModelConfig& config) {
  std::string out;
  for (const LayerSpec& l : config.layers)
    out += (out.empty() ? "" : " + ") + to_string(ArchSpec{l.type, l.range, l.rank, l.mixer});
  return out;
}

namespace {

// An fla layer's mixer tensors (fla's names under m, "layers.<l>.mixer.") and its MLP's (under p,
// "layers.<l>."); docs/LEARNED.md section 2.
void fla_tensors(const LayerSpec& layer, std::size_t d, const std::string& p, const std::string& m,
                 std::vector<TensorSpec>& out) {
  const FlaOptions& f = layer.fla;
  const std::size_t r = layer.rank, dk = layer.heads * layer.n, dv = f.v_heads * f.v_dim;
  out.push_back({m + "q_proj.weight", {dk, d}});
  out.push_back({m + "k_proj.weight", {r * dk, d}});
  out.push_back({m + "v_proj.weight", {r * dv, d}});
  if (f.beta) out.push_back({m + "b_proj.weight", {r * f.v_heads, d}});
  if (f.forget_gate) {
    out.push_back({m + "a_proj.weight", {f.v_heads, d}});
    out.push_back({m + "A_log", {f.v_heads}});
    out.push_back({m + "dt_bias", {f.v_heads}});
  }
  if (f.conv) {
    out.push_back({m + "q_conv1d.weight", {dk, f.conv}});
    out.push_back({m + "k_conv1d.weight", {r * dk, f.conv}});
    out.push_back({m + "v_conv1d.weight", {r * dv, f.conv}});
  }
  if (f.output_gate) out.push_back({m + "g_proj.weight", {dv, d}});
  out.push_back({m + "o_norm.weight", {f.v_dim}});
  if (f.mlp) {
    out.push_back({p + "mlp_norm.weight", {d}});
    out.push_back({p + "mlp.gate_proj.weight", {f.mlp, d}});
    out.push_back({p + "mlp.up_proj.weight", {f.mlp, d}});
    out.push_back({p + "mlp.down_proj.weight", {d, f.mlp}});
  }
}

}  // namespace

std::vector<TensorSpec> expected_tensors(const ModelConfig& config) {
  const std::size_t d = config.d_model;
  std::vector<TensorSpec> out;
  out.push_back({"embed", {config.embed_rows(), d}});
  for (std::size_t l = 0; l < config.layers.size(); ++l) {
    const LayerSpec& layer = config.layers[l];
    const std::string p = "layers." + std::to_string(l) + ".";
    const std::string m = p + "mixer.";
    const std::size_t n = layer.n, r = layer.rank;
    out.push_back({p + "norm.weight", {d}});
    out.push_back({p + "out.weight", {d, layer.width()}});
    switch (layer.type) {
      case MixerType::diag:
        out.push_back({m + "delta.weight", {n, d}});
        out.push_back({m + "delta.bias", {n}});
        out.push_back({m + "A_log", {n}});
        out.push_back({m + "B.weight", {n, d}});
        break;
      case MixerType::deltaproduct: {
        const std::size_t hn = layer.heads * n;
        out.push_back({m + "q.weight", {hn, d}});
        out.push_back({m + "k.weight", {r, hn, d}});
        out.push_back({m + "v.weight", {r, hn, d}});
        out.push_back({m + "beta.weight", {r, layer.heads, d}});
        out.push_back({m + "beta.bias", {r, layer.heads}});
        break;
      }
      case MixerType::fprnn:
      case MixerType::fpmamba:
        out.push_back({m + "in.weight", {2 * n, d}});
        if (layer.type == MixerType::fprnn) {
          out.push_back({m + "b.weight", {n, n}});
          out.push_back({m + "lam.weight", {n, n}});
          out.push_back({m + "lam.bias", {n}});
          out.push_back({m + "c.weight", {n, 2 * n}});
          out.push_back({m + "norm.weight", {n}});
        } else {
          const std::size_t N = layer.d_state, R = layer.dt_rank;
          out.push_back({m + "x.weight", {R + 2 * N, n}});
          out.push_back({m + "dt.weight", {n, R}});
          out.push_back({m + "dt.bias", {n}});
          out.push_back({m + "A_log", {n, N}});
          out.push_back({m + "D", {n}});
          out.push_back({m + "bc.weight", {2 * N, n}});
          out.push_back({m + "zy.weight", {n, n}});
          out.push_back({m + "norm.weight", {n}});
          out.push_back({m + "norm.bias", {n}});
        }
        if (layer.mixer == ChannelMixer::kronecker) {
          const std::size_t a = kronecker_rows(n), b = n / a;
          out.push_back({m + "L1.weight", {a * (a + 1) / 2, 2 * n}});
          out.push_back({m + "L2.weight", {b * (b + 1) / 2, 2 * n}});
          out.push_back({m + "D1.weight", {a, 2 * n}});
          out.push_back({m + "D1.bias", {a}});
          out.push_back({m + "D2.weight", {b, 2 * n}});
          out.push_back({m + "D2.bias", {b}});
        } else {
          out.push_back({m + "u.weight", {r, n, 2 * n}});
          out.push_back({m + "alpha.weight", {r, 2 * n}});
          out.push_back({m + "alpha.bias", {r}});
        }
        break;
      case MixerType::fla: fla_tensors(layer, d, p, m, out); break;
    }
  }
  out.push_back({"head.norm.weight", {d}});
  if (!config.tied_head) {
    out.push_back({"head.weight", {config.outputs.size(), d}});
    out.push_back({"head.bias", {config.outputs.size()}});
  }
  return out;
}

}  // namespace lrnnc::learned
