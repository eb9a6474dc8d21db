// Command-line names of the compile options (compile.hpp): parse_* and to_string, from one table
// per enum so that the two directions cannot drift apart.
#include <array>
#include <string>
#include <utility>

#include "common/error.hpp"
#include "lrnn/compile/compile.hpp"

namespace lrnnc::lrnn {

namespace {

template <class E, std::size_t N>
using Names = std::array<std::pair<E, const char*>, N>;

constexpr Names<Method, 4> kMethods{
    {{Method::automatic, "auto"}, {Method::group, "group"}, {Method::onehot, "onehot"}, {Method::cascade, "cascade"}}};
constexpr Names<ReflectionParam, 3> kReflections{
    {{ReflectionParam::unit, "unit"}, {ReflectionParam::integer, "integer"}, {ReflectionParam::dense, "dense"}}};
constexpr Names<CyclicMode, 2> kCyclic{{{CyclicMode::rotation, "rotation"}, {CyclicMode::permutation, "permutation"}}};
constexpr Names<RotationForm, 2> kRotations{
    {{RotationForm::dense, "dense"}, {RotationForm::reflections, "reflections"}}};
constexpr Names<Restrict, 5> kRestricts{{{Restrict::none, "none"},
                                         {Restrict::diag01, "diag01"},
                                         {Restrict::diag11, "diag11"},
                                         {Restrict::gh01, "gh01"},
                                         {Restrict::gh02, "gh02"}}};
constexpr Names<ResetForm, 2> kResets{{{ResetForm::diagonal, "diagonal"}, {ResetForm::householder, "householder"}}};

template <class E, std::size_t N>
E parse(const Names<E, N>& names, const std::string& option, const std::string& s) {
  std::string accepted;
  for (const auto& [value, name] : names) {
    if (s == name) return value;
    accepted += (accepted.empty() ? "" : ", ") + std::string(name);
  }
  throw Error("--" + option + ": unknown value '" + s + "', expected one of " + accepted);
}

template <class E, std::size_t N>
std::string name_of(const Names<E, N>& names, E e) {
  for (const auto& [value, name] : names)
    if (value == e) return name;
  return "?";
}

}  // namespace

Method parse_method(const std::string& s) { return parse(kMethods, "method", s); }
ReflectionParam parse_reflection(const std::string& s) { return parse(kReflections, "reflection", s); }
CyclicMode parse_cyclic(const std::string& s) { return parse(kCyclic, "cyclic", s); }
RotationForm parse_rotation(const std::string& s) { return parse(kRotations, "rotation", s); }
Restrict parse_restrict(const std::string& s) { return parse(kRestricts, "restrict", s); }
ResetForm parse_reset(const std::string& s) { return parse(kResets, "reset", s); }
std::string to_string(Method m) { return name_of(kMethods, m); }
std::string to_string(ReflectionParam r) { return name_of(kReflections, r); }
std::string to_string(CyclicMode c) { return name_of(kCyclic, c); }
std::string to_string(RotationForm r) { return name_of(kRotations, r); }
std::string to_string(Restrict r) { return name_of(kRestricts, r); }
std::string to_string(ResetForm r) { return name_of(kResets, r); }

}  // namespace lrnnc::lrnn
