// A task shared by the sweep tests that train and evaluate models.
#pragma once

namespace test_support {

// Counting a0 modulo 5 over {a0, a1, a2} (a group: the compiled construction implements it), as a
// Moore machine in lrnnc's JSON automaton format.
inline constexpr const char* kMod5Json =
    R"({"alphabet": ["a0", "a1", "a2"], "states": 5, "start": 0, "outputs": ["o0", "o0", "o0", "o1", "o2"],
        "delta": [[1, 0, 0], [2, 1, 1], [3, 2, 2], [4, 3, 3], [0, 4, 4]]})";

}  // namespace test_support
