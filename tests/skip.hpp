// Skipping a test whose tool (python3, a Python package, NVIDIA's headers) is missing. Catch2 v2 has
// no SKIP, so the test prints a marker line that ctest's SKIP_REGULAR_EXPRESSION (set on every
// discovered test in tests/CMakeLists.txt) turns into "Skipped" with the reason in the output. The
// marker must appear only when the test really skips: ctest reports a skip whatever the exit code.
#pragma once

#include <catch2/catch.hpp>

#include <iostream>

// Ends the current TEST_CASE as skipped; REASON is streamed (LRNNC_SKIP("no " << tool)).
#define LRNNC_SKIP(REASON)                              \
  do {                                                  \
    std::cout << "LRNNC-SKIP: " << REASON << std::endl; \
    WARN("skipped: " << REASON);                        \
    return;                                             \
  } while (false)

// Whether this is an AddressSanitizer build, whose resident memory counts its shadow memory and the
// quarantine of freed blocks: tests that measure memory skip there.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kAddressSanitizer = true;
#else
inline constexpr bool kAddressSanitizer = false;
#endif
#else
inline constexpr bool kAddressSanitizer = false;
#endif
