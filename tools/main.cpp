#include <iostream>
#include <string>
#include <vector>

#include "tools/cli.hpp"

int main(int argc, char** argv) {
  return lrnnc::tools::run_cli(std::vector<std::string>(argv + 1, argv + argc), std::cerr);
}
