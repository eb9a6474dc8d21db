// Transformation — a total map on the points 0..n-1, acting on the right: (x * y)(p) = y(x(p)),
// i.e. "first x, then y", matching a DFA reading the word xy.
//
// The constructor does not validate; make() does. Products, rank and the predicates are O(n).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "automata/dfa.hpp"

namespace lrnnc::automata {

class Transformation {
 public:
  Transformation() = default;
  explicit Transformation(std::vector<State> images) : images_(std::move(images)) {}
  static Transformation identity(std::size_t degree);
  // Checked: every image in [0, degree). Throws lrnnc::Error.
  static Transformation make(std::vector<State> images);

  std::size_t degree() const { return images_.size(); }
  State operator[](std::size_t p) const { return images_[p]; }
  const std::vector<State>& images() const { return images_; }

  // First *this, then y. Throws lrnnc::Error when the degrees differ.
  Transformation operator*(const Transformation& y) const;
  std::size_t rank() const;  // size of the image
  bool is_permutation() const;
  bool is_idempotent() const;
  std::string to_string() const;  // "[1,0,2]"

  friend bool operator==(const Transformation&, const Transformation&) = default;
  friend auto operator<=>(const Transformation&, const Transformation&) = default;

 private:
  std::vector<State> images_;
};

// The letters of a DFA as transformations of its states, in letter order.
std::vector<Transformation> letter_transformations(const Dfa& dfa);

}  // namespace lrnnc::automata
