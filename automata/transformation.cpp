#include "automata/transformation.hpp"

#include <string>

#include "common/error.hpp"

namespace lrnnc::automata {

Transformation Transformation::identity(std::size_t degree) {
  std::vector<State> images(degree);
  for (std::size_t p = 0; p < degree; ++p) images[p] = static_cast<State>(p);
  return Transformation(std::move(images));
}

Transformation Transformation::make(std::vector<State> images) {
  const std::size_t n = images.size();
  for (std::size_t p = 0; p < n; ++p)
    if (images[p] >= n)
      throw Error("image of point " + std::to_string(p) + " is " + std::to_string(images[p]) +
                  ", expected a point in [0, " + std::to_string(n) + ")");
  return Transformation(std::move(images));
}

Transformation Transformation::operator*(const Transformation& y) const {
  if (y.degree() != degree())
    throw Error("cannot compose transformations of degree " + std::to_string(degree()) + " and " +
                std::to_string(y.degree()) + ", expected equal degrees");
  std::vector<State> out(images_.size());
  for (std::size_t p = 0; p < images_.size(); ++p) out[p] = y.images_[images_[p]];
  return Transformation(std::move(out));
}

std::size_t Transformation::rank() const {
  std::vector<bool> seen(images_.size(), false);
  std::size_t r = 0;
  for (State q : images_)
    if (!seen[q]) {
      seen[q] = true;
      ++r;
    }
  return r;
}

bool Transformation::is_permutation() const { return rank() == images_.size(); }

bool Transformation::is_idempotent() const {
  for (State q : images_)
    if (images_[q] != q) return false;
  return true;
}

std::string Transformation::to_string() const {
  std::string s = "[";
  for (std::size_t p = 0; p < images_.size(); ++p) {
    if (p) s += ',';
    s += std::to_string(images_[p]);
  }
  return s + "]";
}

std::vector<Transformation> letter_transformations(const Dfa& dfa) {
  const std::size_t n = dfa.num_states();
  std::vector<Transformation> letters;
  letters.reserve(dfa.num_letters());
  for (Letter a = 0; a < dfa.num_letters(); ++a) {
    std::vector<State> images(n);
    for (State q = 0; q < n; ++q) images[q] = dfa.next(q, a);
    letters.emplace_back(std::move(images));
  }
  return letters;
}

}  // namespace lrnnc::automata
