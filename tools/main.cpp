#include <iostream>
int main() { std::cout << "lrnnc\n"; }
