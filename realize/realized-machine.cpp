// The realized Moore machine (realize/realized-machine.hpp).
#include "realize/realized-machine.hpp"

#include <cstring>
#include <stdexcept>

#include "automata/classify.hpp"
#include "automata/minimize.hpp"
#include "automata/transition-monoid.hpp"
#include "common/error.hpp"

namespace lrnnc::realize::detail {

namespace {

// The distinct network states among the pairs (the pairs' state words, the spec state ignored):
// an open-addressing index from words to the first pair id holding them.
class StateIndex {
 public:
  explicit StateIndex(const PairStore& store) : store_(store) {
    std::size_t capacity = 64;
    while (capacity < 2 * store.size()) capacity *= 2;
    slots_.assign(capacity, 0);
    mask_ = capacity - 1;
  }
  // The state number of these words, or -1.
  std::int64_t find(const std::uint64_t* words) const {
    for (std::size_t i = hash(words) & mask_;; i = (i + 1) & mask_) {
      if (slots_[i] == 0) return -1;
      if (std::memcmp(store_.state(reps_[slots_[i] - 1]), words, bytes()) == 0) return slots_[i] - 1;
    }
  }
  // Adds pair p's words when they are new.
  void add(std::uint32_t p) {
    const std::uint64_t* words = store_.state(p);
    std::size_t i = hash(words) & mask_;
    for (; slots_[i] != 0; i = (i + 1) & mask_)
      if (std::memcmp(store_.state(reps_[slots_[i] - 1]), words, bytes()) == 0) return;
    reps_.push_back(p);
    slots_[i] = static_cast<std::uint32_t>(reps_.size());
  }
  const std::vector<std::uint32_t>& reps() const { return reps_; }

 private:
  std::size_t bytes() const { return store_.words() * sizeof(std::uint64_t); }
  std::uint64_t hash(const std::uint64_t* words) const { return hash_bytes(words, bytes()); }
  const PairStore& store_;
  std::vector<std::uint32_t> slots_, reps_;
  std::size_t mask_ = 0;
};

// The machine's labels that some state uses, in the machine's order, and each output renumbered.
void keep_used_labels(const std::vector<std::string>& names, std::vector<std::uint32_t>& outputs,
                      std::vector<std::string>& labels) {
  std::vector<std::uint32_t> renumber(names.size(), kNoOutput);
  for (std::uint32_t o : outputs) renumber[o] = 0;
  for (std::size_t i = 0; i < names.size(); ++i)
    if (renumber[i] == 0) renumber[i] = static_cast<std::uint32_t>(labels.size()), labels.push_back(names[i]);
  for (std::uint32_t& o : outputs) o = renumber[o];
}

void classify_monoid(const automata::Dfa& minimized, const RealizeOptions& options, RealizeReport& report) {
  try {
    automata::MonoidOptions mo;
    mo.element_limit = options.monoid_limit;
    mo.element_limit_name = "the monoid limit";
    mo.byte_limit = options.monoid_bytes;
    mo.byte_limit_name = "the monoid's byte limit";
    const automata::TransitionMonoid monoid = automata::to_monoid(minimized, mo);
    automata::ClassifyOptions co;
    co.byte_limit = options.monoid_bytes;
    co.byte_limit_name = mo.byte_limit_name;
    const automata::Classification c = automata::classify(monoid, co);
    report.monoid = MonoidSummary{c.size, c.is_group, c.is_aperiodic, c.solvable};
  } catch (const Error& e) {
    report.monoid_note = e.what();
  }
}

}  // namespace

void describe_realized(Machine& machine, const automata::Dfa& spec, const PairStore& store,
                       const RealizeOptions& options, RealizeReport& report) {
  StateIndex index(store);
  for (std::uint32_t p = 0; p < store.size(); ++p) index.add(p);
  const std::vector<std::uint32_t>& reps = index.reps();
  report.network_states = reps.size();
  if (reps.size() > options.machine_limit) {
    report.monoid_note = "the realized machine has " + std::to_string(reps.size()) + " states, over the limit of " +
                         std::to_string(options.machine_limit);
    return;
  }
  const std::size_t k = spec.num_letters();
  std::vector<automata::State> delta(reps.size() * k);
  std::vector<std::uint32_t> outputs(reps.size());
  std::vector<std::uint64_t> next(store.words());
  for (std::size_t r = 0; r < reps.size(); ++r) {
    const std::uint32_t out = machine.load(store.state(reps[r]));
    // A state with no output (a learned model before its first letter) shows the spec's start
    // label: there is nothing there to be wrong about.
    if (out == kNoOutput) {
      const auto& names = machine.labels();
      outputs[r] = static_cast<std::uint32_t>(std::find(names.begin(), names.end(), spec.output_label(spec.start())) -
                                              names.begin());
    } else {
      outputs[r] = out;
    }
    for (std::size_t a = 0; a < k; ++a) {
      machine.step(static_cast<automata::Letter>(a), next.data());
      const std::int64_t s = index.find(next.data());
      if (s < 0) throw std::logic_error("realize: a closed search reached a network state it did not store");
      delta[r * k + a] = static_cast<automata::State>(s);
    }
  }
  std::vector<std::string> labels;
  keep_used_labels(machine.labels(), outputs, labels);
  report.realized =
      automata::Dfa(machine.alphabet(), reps.size(), 0, std::move(delta), std::move(outputs), std::move(labels), false);
  report.minimized = automata::minimize(*report.realized);
  report.equals_spec = report.minimized->num_states() == automata::minimize(spec).num_states() &&
                       automata::equivalent(*report.minimized, spec);
  classify_monoid(*report.minimized, options, report);
}

}  // namespace lrnnc::realize::detail
