#include "tools/text-output.hpp"

#include <algorithm>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "common/error.hpp"
#include "common/printable.hpp"

namespace lrnnc::tools {

void write_text(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw Error("cannot write file " + quote(path));
  out << text;
  out.close();
  if (!out) throw Error("cannot write file " + quote(path));
}

void print_json(const nlohmann::json& j) {
  std::cout << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
}

void print_columns(const std::vector<std::vector<std::string>>& cells, const std::function<bool(std::size_t)>& left) {
  if (cells.empty()) return;
  std::vector<std::size_t> width(cells[0].size(), 0);
  for (const auto& row : cells)
    for (std::size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].size());
  for (std::size_t i = 0; i < cells.size(); ++i) {
    std::ostringstream line;
    for (std::size_t c = 0; c < cells[i].size(); ++c) {
      const bool last = c + 1 == cells[i].size();
      line << (left(c) ? std::left : std::right);
      if (last && left(c))
        line << cells[i][c];
      else
        line << std::setw(static_cast<int>(width[c])) << cells[i][c] << (last ? "" : "  ");
    }
    std::cout << line.str() << "\n";
    if (i == 0) {
      std::size_t total = 0;
      for (auto w : width) total += w + 2;
      std::cout << std::string(total - 2, '-') << "\n";
    }
  }
}

}  // namespace lrnnc::tools
