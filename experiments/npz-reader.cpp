// The .npz reader (experiments/npz-reader.hpp). Zip: the end of central directory record (the last
// 22 bytes, or before a comment of up to 64 KiB), the central directory's entries (method, sizes,
// local header offset, name), each member's local header (its name and extra field lengths).
#include "experiments/npz-reader.hpp"

#include <cstring>

#include "common/error.hpp"
#include "common/printable.hpp"
#include "common/read-file.hpp"

namespace lrnnc::experiments {

namespace {

std::uint64_t le(const std::string& b, std::uint64_t at, int bytes) {
  std::uint64_t v = 0;
  for (int k = bytes - 1; k >= 0; --k) v = (v << 8) | static_cast<unsigned char>(b[at + static_cast<std::uint64_t>(k)]);
  return v;
}

// The value of key `key` in the NPY header's dict text ("'descr': '<i2', 'fortran_order': False,
// 'shape': (3, 4), }"): the text after "'key':" up to the next top-level comma or brace.
std::string dict_value(const std::string& dict, const std::string& key) {
  const std::size_t at = dict.find("'" + key + "':");
  if (at == std::string::npos) return "";
  std::size_t i = at + key.size() + 3, depth = 0;
  while (i < dict.size() && dict[i] == ' ') ++i;
  const std::size_t begin = i;
  for (; i < dict.size(); ++i) {
    if (dict[i] == '(') ++depth;
    if (dict[i] == ')') --depth;
    if (depth == 0 && (dict[i] == ',' || dict[i] == '}')) break;
  }
  return dict.substr(begin, i - begin);
}

std::vector<std::uint64_t> parse_shape(const std::string& text, const std::string& where) {
  if (text.size() < 2 || text.front() != '(' || text.back() != ')') throw Error(where + ": bad shape " + quote(text));
  std::vector<std::uint64_t> shape;
  std::string item;
  for (std::size_t i = 1; i + 1 <= text.size(); ++i) {
    const char c = i + 1 == text.size() ? ',' : text[i];
    if (c == ' ') continue;
    if (c != ',') {
      if (c < '0' || c > '9' || item.size() > 15) throw Error(where + ": bad shape " + quote(text));
      item.push_back(c);
      continue;
    }
    if (!item.empty()) shape.push_back(std::stoull(item));
    item.clear();
  }
  return shape;
}

template <class T>
void convert(const char* data, std::uint64_t n, std::vector<double>& out) {
  out.resize(n);
  for (std::uint64_t i = 0; i < n; ++i) {
    T v;
    std::memcpy(&v, data + i * sizeof(T), sizeof(T));
    out[i] = static_cast<double>(v);
  }
}

void decode(const NpyArray& a, const char* data, std::vector<double>& out) {
  const std::uint64_t n = a.size();
  switch (a.kind == 'f' ? 10 + a.item_bytes : a.kind == 'u' || a.kind == 'b' ? 20 + a.item_bytes : a.item_bytes) {
    case 1: return convert<std::int8_t>(data, n, out);
    case 2: return convert<std::int16_t>(data, n, out);
    case 4: return convert<std::int32_t>(data, n, out);
    case 8: return convert<std::int64_t>(data, n, out);
    case 21: return convert<std::uint8_t>(data, n, out);
    case 22: return convert<std::uint16_t>(data, n, out);
    case 24: return convert<std::uint32_t>(data, n, out);
    case 28: return convert<std::uint64_t>(data, n, out);
    case 14: return convert<float>(data, n, out);
    case 18: return convert<double>(data, n, out);
    default: break;
  }
}

// The dtype string of an NPY header ('<i2', '|u1', '<f8', '|b1') into kind and size; false for
// anything else.
bool parse_descr(const std::string& text, NpyArray& a) {
  if (text.size() != 5 || text.front() != '\'' || text.back() != '\'') return false;
  const char order = text[1], kind = text[2], size = text[3];
  if (order != '<' && order != '|') return false;
  if (kind != 'i' && kind != 'u' && kind != 'f' && kind != 'b') return false;
  a.kind = kind;
  a.item_bytes = static_cast<std::size_t>(size - '0');
  if (kind == 'f') return a.item_bytes == 4 || a.item_bytes == 8;
  if (kind == 'b') return a.item_bytes == 1;
  return a.item_bytes == 1 || a.item_bytes == 2 || a.item_bytes == 4 || a.item_bytes == 8;
}

}  // namespace

std::uint64_t NpyArray::size() const {
  std::uint64_t n = 1;
  for (std::uint64_t d : shape) n *= d;
  return n;
}

NpzReader::NpzReader(const std::string& path, std::uint64_t max_bytes)
    : path_(path), bytes_(read_file_limited(path, max_bytes, "the predictions file limit")) {
  const std::string where = "npz " + quote(path);
  const std::uint64_t n = bytes_.size();
  std::uint64_t end = n < 22 ? n : n - 22;
  for (;; --end) {
    if (n >= 22 && le(bytes_, end, 4) == 0x06054b50) break;
    if (end == 0 || n < 22 || n - end > 22 + 65535)
      throw Error(where + ": not a zip file (no end of central directory)");
  }
  const std::uint64_t count = le(bytes_, end + 10, 2), dir_size = le(bytes_, end + 12, 4),
                      dir = le(bytes_, end + 16, 4);
  if (dir + dir_size > end) throw Error(where + ": the central directory lies outside the file");
  std::uint64_t at = dir;
  for (std::uint64_t k = 0; k < count; ++k) {
    if (at + 46 > end || le(bytes_, at, 4) != 0x02014b50) throw Error(where + ": a damaged central directory");
    NpzMember m;
    m.method = static_cast<std::uint16_t>(le(bytes_, at + 10, 2));
    m.size = le(bytes_, at + 20, 4);
    const std::uint64_t name_len = le(bytes_, at + 28, 2), extra = le(bytes_, at + 30, 2),
                        comment = le(bytes_, at + 32, 2);
    const std::uint64_t local = le(bytes_, at + 42, 4);
    if (at + 46 + name_len > end || local + 30 > n || le(bytes_, local, 4) != 0x04034b50)
      throw Error(where + ": a damaged central directory");
    m.name = bytes_.substr(at + 46, name_len);
    m.offset = local + 30 + le(bytes_, local + 26, 2) + le(bytes_, local + 28, 2);
    if (m.name.size() > 4 && m.name.compare(m.name.size() - 4, 4, ".npy") == 0) m.name.resize(m.name.size() - 4);
    if (m.offset + m.size > n) throw Error(where + ": member " + quote(m.name) + " runs past the end of the file");
    members_.push_back(m);
    at += 46 + name_len + extra + comment;
  }
}

bool NpzReader::has(const std::string& name) const {
  for (const NpzMember& m : members_)
    if (m.name == name) return true;
  return false;
}

NpyArray NpzReader::read(const std::string& name) const {
  const std::string where = "npz " + quote(path_) + ", array " + quote(name);
  const NpzMember* m = nullptr;
  for (const NpzMember& x : members_)
    if (x.name == name) m = &x;
  if (!m) throw Error("npz " + quote(path_) + ": no array " + quote(name));
  if (m->method != 0)
    throw Error(where + ": compressed (zip method " + std::to_string(m->method) +
                "), which lrnnc does not read: save it with numpy.savez, not savez_compressed");
  const char* p = bytes_.data() + m->offset;
  if (m->size < 10 || std::memcmp(p, "\x93NUMPY", 6) != 0) throw Error(where + ": not an NPY array");
  const int major = static_cast<unsigned char>(p[6]);
  const std::uint64_t head = major == 1 ? 10 : 12;
  const std::uint64_t dict_len = le(bytes_, m->offset + 8, major == 1 ? 2 : 4);
  if (major < 1 || major > 3 || head + dict_len > m->size) throw Error(where + ": a damaged NPY header");
  const std::string dict = bytes_.substr(m->offset + head, dict_len);
  NpyArray a;
  a.name = name;
  if (!parse_descr(dict_value(dict, "descr"), a))
    throw Error(where + ": dtype " + dict_value(dict, "descr") +
                " is not a little-endian integer, unsigned, bool or float32/64 dtype");
  if (dict_value(dict, "fortran_order") != "False") throw Error(where + ": Fortran order (save a C-ordered array)");
  a.shape = parse_shape(dict_value(dict, "shape"), where);
  long double bytes = static_cast<long double>(a.item_bytes);
  for (std::uint64_t d : a.shape) bytes *= static_cast<long double>(d);
  if (bytes != static_cast<long double>(m->size - head - dict_len)) {
    const std::string need = bytes >= 1.8e19L ? "more than 2^64" : std::to_string(static_cast<std::uint64_t>(bytes));
    throw Error(where + ": its shape needs " + need + " bytes, the member holds " +
                std::to_string(m->size - head - dict_len));
  }
  decode(a, p + head + dict_len, a.values);
  return a;
}

}  // namespace lrnnc::experiments
