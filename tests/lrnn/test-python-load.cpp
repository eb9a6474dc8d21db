// The weights files read by independent implementations: a pure-Python (standard library only)
// safetensors parser that runs wherever python3 does, and the `safetensors` package (numpy or
// torch) when it is importable. The C++ side writes the expected names, shapes, dtypes and values
// (decoded exactly, as doubles) to a JSON file; Python compares them exactly.
#include <catch2/catch.hpp>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <sys/wait.h>

#include "lrnn/weights-io.hpp"
#include "tests/skip.hpp"
#include "weights-test-networks.hpp"

using namespace lrnnc;
using namespace lrnnc::lrnn;
using namespace lrnnc::lrnn::test;
using nlohmann::json;

namespace {

// A pure standard-library reader of the safetensors format, written from the specification, not
// from lrnn/weights-io.cpp. Exit status 0: every file matches; 1: a mismatch (printed).
constexpr const char* kStdlibChecker = R"PY(
import json, math, struct, sys

SIZES = {"F64": 8, "F32": 4, "F16": 2, "BF16": 2}

def fail(msg):
    print("MISMATCH: " + msg)
    sys.exit(1)

def decode(dtype, raw):
    n = len(raw) // SIZES[dtype]
    if dtype == "F64":
        return list(struct.unpack("<%dd" % n, raw))
    if dtype == "F32":
        return list(struct.unpack("<%df" % n, raw))
    if dtype == "F16":
        return list(struct.unpack("<%de" % n, raw))
    # bfloat16 is the top half of a float32
    halves = struct.unpack("<%dH" % n, raw)
    return [struct.unpack("<f", struct.pack("<I", h << 16))[0] for h in halves]

def check(entry):
    path = entry["path"]
    data = open(path, "rb").read()
    if len(data) < 8:
        fail(path + ": shorter than 8 bytes")
    (n,) = struct.unpack("<Q", data[:8])
    if n % 8 != 0:
        fail(path + ": header length %d is not a multiple of 8" % n)
    text = data[8:8 + n].decode("utf-8")
    if not text.startswith("{") or text.rstrip(" ") != text.rstrip():
        fail(path + ": header must start with '{' and be padded with spaces only")
    header = json.loads(text)
    buf = data[8 + n:]
    meta = header.pop("__metadata__", {})
    if meta != entry["metadata"]:
        fail(path + ": metadata %r, expected %r" % (meta, entry["metadata"]))
    expected = entry["tensors"]
    if sorted(header) != sorted(expected):
        fail(path + ": tensors %r, expected %r" % (sorted(header), sorted(expected)))
    ranges = []
    for name, info in header.items():
        want = expected[name]
        if info["dtype"] != want["dtype"] or info["shape"] != want["shape"]:
            fail("%s: %s is %s %r, expected %s %r" % (path, name, info["dtype"], info["shape"], want["dtype"], want["shape"]))
        b, e = info["data_offsets"]
        count = 1
        for s in info["shape"]:
            count *= s
        if e - b != count * SIZES[info["dtype"]] or e > len(buf):
            fail("%s: %s has offsets %r" % (path, name, [b, e]))
        ranges.append((b, e, name))
        values = decode(info["dtype"], buf[b:e])
        for i, (got, exp) in enumerate(zip(values, want["values"])):
            if not (got == exp and math.copysign(1, got) == math.copysign(1, exp)):
                fail("%s: %s[%d] = %r, expected %r" % (path, name, i, got, exp))
    ranges.sort()
    at = 0
    names = []
    for b, e, name in ranges:
        if b != at:
            fail("%s: %s starts at %d, expected %d" % (path, name, b, at))
        at = e
    if at != len(buf):
        fail("%s: tensors cover %d of %d data bytes" % (path, at, len(buf)))
    # the writer stores tensors in name order
    if [r[2] for r in ranges if r[0] != r[1]] != sorted(r[2] for r in ranges if r[0] != r[1]):
        fail(path + ": tensors are not stored in name order")

spec = json.load(open(sys.argv[1]))
for entry in spec["files"]:
    check(entry)
print("OK %d files" % len(spec["files"]))
)PY";

// The `safetensors` package. Exit status 0: match; 1: mismatch; 77: not importable (skipped).
constexpr const char* kPackageChecker = R"PY(
import json, math, sys
try:
    from safetensors import safe_open
except ImportError as e:
    print("safetensors is not importable (%s)" % e)
    sys.exit(77)
try:
    import numpy
except ImportError:
    numpy = None
try:
    import torch
except ImportError:
    torch = None
if numpy is None and torch is None:
    print("neither numpy nor torch is importable")
    sys.exit(77)

checked = 0
spec = json.load(open(sys.argv[1]))
for entry in spec["files"]:
    path = entry["path"]
    has_bf16 = any(t["dtype"] == "BF16" for t in entry["tensors"].values())
    framework = "pt" if torch is not None and (has_bf16 or numpy is None) else "numpy"
    if framework == "numpy" and has_bf16:
        print("note: %s holds BF16, which numpy cannot represent; skipped without torch" % path)
        continue
    with safe_open(path, framework=framework) as f:
        if (f.metadata() or {}) != entry["metadata"]:
            print("MISMATCH: %s metadata %r" % (path, f.metadata()))
            sys.exit(1)
        if sorted(f.keys()) != sorted(entry["tensors"]):
            print("MISMATCH: %s keys %r" % (path, sorted(f.keys())))
            sys.exit(1)
        for name, want in entry["tensors"].items():
            t = f.get_tensor(name)
            shape = list(t.shape)
            if framework == "pt":
                dtype = {torch.float64: "F64", torch.float32: "F32", torch.float16: "F16", torch.bfloat16: "BF16"}[t.dtype]
                values = t.double().reshape(-1).tolist()
            else:
                dtype = {"float64": "F64", "float32": "F32", "float16": "F16"}[str(t.dtype)]
                values = t.astype("float64").reshape(-1).tolist()
            if shape != want["shape"] or dtype != want["dtype"] or values != want["values"]:
                print("MISMATCH: %s %s: %s %r %r" % (path, name, dtype, shape, values[:4]))
                sys.exit(1)
    checked += 1
print("OK %d files with %s" % (checked, "torch" if torch is not None else "numpy"))
)PY";

struct Run {
  int status = -1;
  std::string output;
};

Run run(const std::string& command) {
  Run r;
  FILE* pipe = ::popen((command + " 2>&1").c_str(), "r");
  if (!pipe) return r;
  std::array<char, 4096> buf{};
  while (std::fgets(buf.data(), static_cast<int>(buf.size()), pipe)) r.output += buf.data();
  const int status = ::pclose(pipe);
  r.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

bool have_python() { return run("python3 -c 'import json, struct'").status == 0; }

// Saves the test networks (one per dtype) and writes what Python must find in them.
std::string write_expectations(const TempDir& dir) {
  json files = json::array();
  const std::pair<const char*, WeightDtype> cases[] = {{"parity", WeightDtype::f64},
                                                       {"permutation", WeightDtype::f16},
                                                       {"two-layer", WeightDtype::bf16},
                                                       {"rotation", WeightDtype::f32},
                                                       {"flipflop", WeightDtype::f64}};
  for (auto& [name, net] : all_test_networks())
    for (const auto& [want, dtype] : cases) {
      if (name != want) continue;
      const auto stem = dir / name;
      save_network(randomized(net, 3), stem, dtype);
      std::map<std::string, std::string> metadata;
      const auto tensors = decode_safetensors(read_bytes(stem + ".safetensors"), stem, &metadata);
      json expected = json::object();
      for (const auto& [tname, t] : tensors)
        expected[tname] = {{"dtype", to_string(t.dtype)}, {"shape", t.shape}, {"values", t.values}};
      files.push_back({{"path", stem + ".safetensors"}, {"metadata", metadata}, {"tensors", expected}});
    }
  const auto spec = dir / "expected.json";
  write_text(spec, json{{"files", files}}.dump());  // doubles are written with 17 digits: exact
  return spec;
}

}  // namespace

// The test networks saved in `dir` with their expectations and `script` beside them; run() runs
// the script on them.
struct PythonCheck {
  TempDir dir{"pyload"};
  std::string spec = write_expectations(dir);
  std::string script;
  explicit PythonCheck(const char* text) : script(dir / "check.py") { write_text(script, text); }
  Run run() const { return ::run("python3 '" + script + "' '" + spec + "'"); }
};

#define SKIP_WITHOUT_PYTHON() \
  if (!have_python()) LRNNC_SKIP("python3 is not available")

TEST_CASE("StdlibPythonParserReadsOurSafetensorsExactly", "[standard][weights][python]") {
  SKIP_WITHOUT_PYTHON();
  const PythonCheck check(kStdlibChecker);
  const auto r = check.run();
  INFO(r.output);
  REQUIRE(r.status == 0);
  REQUIRE(r.output.find("OK 5 files") != std::string::npos);

  // The checker itself can fail: corrupt one value and expect a mismatch.
  auto bytes = read_bytes(check.dir / "parity.safetensors");
  bytes.back() ^= 1;
  write_bytes(check.dir / "parity.safetensors", bytes);
  const auto bad = check.run();
  INFO(bad.output);
  REQUIRE(bad.status == 1);
  REQUIRE(bad.output.find("MISMATCH") != std::string::npos);
}

TEST_CASE("SafetensorsPackageReadsOurFiles", "[standard][weights][python]") {
  SKIP_WITHOUT_PYTHON();
  const auto r = PythonCheck(kPackageChecker).run();
  if (r.status == 77) LRNNC_SKIP(r.output.substr(0, r.output.find('\n')));
  INFO(r.output);
  REQUIRE(r.status == 0);
  REQUIRE(r.output.find("OK") != std::string::npos);
}
