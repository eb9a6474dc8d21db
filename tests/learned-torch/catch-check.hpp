// libtorch's logging (c10/util/Logging.h: glog's logging.h in Debian's build, or c10's own
// logging_is_not_google_glog.h) defines CHECK(condition) as a fatal check, replacing Catch2's CHECK
// without a warning (both are system headers): a failing CHECK then aborted the test executable
// instead of being reported (with its expansion, CAPTURE and INFO) and the run going on. Every test file here includes
// this header after its libtorch headers, so CHECK is Catch2's again (the definition of catch.hpp, Catch2 v2). No
// include guard: in a unity batch each file restores it after its own includes.
#include <catch2/catch.hpp>

#undef CHECK
#define CHECK(...) INTERNAL_CATCH_TEST("CHECK", Catch::ResultDisposition::ContinueOnFailure, __VA_ARGS__)
