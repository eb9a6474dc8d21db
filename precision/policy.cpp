#include "precision/policy.hpp"

#include <string>
#include <vector>

#include "common/error.hpp"
#include "common/printable.hpp"

namespace lrnnc::precision {

namespace {

std::vector<std::string_view> split_commas(std::string_view s) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    std::size_t i = s.find(',', start);
    parts.push_back(s.substr(start, i == std::string_view::npos ? s.npos : i - start));
    if (i == std::string_view::npos) return parts;
    start = i + 1;
  }
}

const char* kPolicyExpected =
    "expected FORMAT or items storage=FORMAT, acc=FORMAT, rounding=MODE, fma, nofma, order=sequential|pairwise";

}  // namespace

std::string to_string(SumOrder order) { return order == SumOrder::sequential ? "sequential" : "pairwise"; }

Policy parse_policy(std::string_view text) {
  auto bad = [&](const std::string& why) -> Error { return Error("policy '" + printable(text) + "': " + why); };
  if (text.empty()) throw bad(std::string("empty, ") + kPolicyExpected);
  Policy p;
  bool have_storage = false, have_acc = false, have_rounding = false, have_fma = false, have_order = false;
  auto once = [&](bool& seen, std::string_view key) {
    if (seen) throw bad("'" + std::string(key) + "' given twice");
    seen = true;
  };
  auto format = [&](std::string_view value) {
    try {
      return parse_format(value);
    } catch (const Error& e) {
      throw bad(e.what());
    }
  };
  const auto items = split_commas(text);
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string_view item = items[i];
    if (item.empty()) throw bad(std::string("empty item, ") + kPolicyExpected);
    const std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) {
      if (item == "fma" || item == "nofma") {
        once(have_fma, "fma");
        p.fma = item == "fma";
      } else if (i == 0) {
        have_storage = true;
        p.storage = format(item);
      } else {
        throw bad("unknown item '" + printable(item) + "', " + kPolicyExpected);
      }
      continue;
    }
    const std::string_view key = item.substr(0, eq), value = item.substr(eq + 1);
    if (key == "storage" || key == "s") {
      once(have_storage, "storage");
      p.storage = format(value);
    } else if (key == "acc" || key == "accumulator") {
      once(have_acc, "acc");
      p.accumulator = format(value);
    } else if (key == "rounding" || key == "r") {
      once(have_rounding, "rounding");
      try {
        p.rounding = parse_rounding(value);
      } catch (const Error& e) {
        throw bad(e.what());
      }
    } else if (key == "fma") {
      once(have_fma, "fma");
      if (value == "on" || value == "true" || value == "1")
        p.fma = true;
      else if (value == "off" || value == "false" || value == "0")
        p.fma = false;
      else
        throw bad("fma='" + printable(value) + "', expected on or off");
    } else if (key == "order") {
      once(have_order, "order");
      if (value == "sequential" || value == "seq")
        p.order = SumOrder::sequential;
      else if (value == "pairwise" || value == "tree")
        p.order = SumOrder::pairwise;
      else
        throw bad("order '" + printable(value) + "', expected sequential or pairwise");
    } else {
      throw bad("unknown key '" + printable(key) + "', " + kPolicyExpected);
    }
  }
  if (!have_storage) throw bad("no storage format (give FORMAT first or storage=FORMAT)");
  if (!have_acc) p.accumulator = p.storage;
  return p;
}

std::string to_string(const Policy& p) {
  return "storage=" + to_string(p.storage) + ",acc=" + to_string(p.accumulator) + ",rounding=" + to_string(p.rounding) +
         (p.fma ? ",fma" : ",nofma") + ",order=" + to_string(p.order);
}

}  // namespace lrnnc::precision
