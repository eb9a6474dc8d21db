// The holonomy decomposition (see holonomy.hpp). Our own code, after the description of
// Egri-Nagy and Nehaniv (arXiv 1508.06345); no SgpDec code.
//
// Why the coordinates below are a cascade (each level's new coordinate depends only on the letter,
// the upper old coordinates and its own old coordinate, as a permutation or a constant):
// a state is the chain X = B_0 > B_1 > ... > {x}, each B_{i+1} a tile of B_i, written at the
// level of B_i's height as the label of B_{i+1} among the tiles of B_i (labels taken through the
// translation rep -> B_i, which maps the representative's tiles onto B_i's). Reading a letter a,
// we build the new chain top-down keeping B.a <= B' (B the old and B' the new chain element at the
// current level; both are functions of the upper old coordinates). At the level of height h, with
// B' of height h and B of height h:
//  - B.a = B' and B ~ B': a maps B's tiles bijectively onto B''s (proof: some power of the
//    permutation a·(B'->B) of B is the identity, so a proper member of I strictly between T.a and
//    B' would pull back to one strictly between T and B): a holonomy permutation;
//  - B.a = B' and B, B' in different classes: only possible for a glued step (a step that is not
//    glued puts B' strictly lower), whose labels were matched so that tile i of B goes into tile
//    i of B' (or into tile perm[i], perm in the block's group): the identity or that permutation;
//  - B.a a proper subset of B': the new tile is the first tile of B' containing B.a: a constant.
// Where B' has height h and B does not (the old chain skipped the level), B.a is again a proper
// subset of B' (a constant). Levels the new chain skips get the constant 0. The exact check of W
// (verify_emulation) backs all of this up on every decomposition.
#include "automata/holonomy.hpp"

#include <cstdio>
#include <stdexcept>
#include <string>

#include "automata/holonomy-internal.hpp"
#include "common/error.hpp"

namespace lrnnc::automata {
namespace holonomy_detail {
namespace {

std::string fmt_seconds(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", s);
  return buf;
}

}  // namespace

void Budget::check(const char* stage) {
  if ((++tick & 255) != 0) return;
  const double s = seconds();
  if (s >= limit)  // >=: a limit of 0 is over at the first reading, however fast the clock
    throw Error("holonomy decomposition: ran " + fmt_seconds(s) + " s, over seconds_limit = " + fmt_seconds(limit) +
                " (stage: " + stage + ")");
}

void internal(const std::string& what) {
  throw std::logic_error("holonomy decomposition: internal inconsistency: " + what);
}

}  // namespace holonomy_detail

Cascade to_cascade(const Dfa& dfa, const DecomposeOptions& options) {
  using namespace holonomy_detail;
  Budget budget;
  budget.limit = options.seconds_limit;
  budget.group_bytes = options.group_byte_limit;
  Skeleton sk;
  sk.n = dfa.num_states();
  sk.k = dfa.num_letters();
  sk.words = (sk.n + 63) / 64;
  build_image_set(dfa, options, budget, sk);
  progress(options, "image set: " + std::to_string(sk.sets.size()) + " members");
  build_skeleton(dfa, options, budget, sk);
  progress(options, "skeleton: " + std::to_string(sk.classes.size()) + " classes");
  Cascade cascade = build_levels(dfa, options, budget, sk);
  progress(options, "levels: " + std::to_string(cascade.levels.size()) + " (subduction height " +
                        std::to_string(sk.subduction_height) + ")");
  return cascade;
}

}  // namespace lrnnc::automata
