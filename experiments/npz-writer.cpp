// The .npz writer (experiments/npz-writer.hpp). Zip layout (PKWARE APPNOTE 6.3, section 4):
// per member a local file header with flag bit 3 (sizes and CRC in the data descriptor that follows
// the data), method 0 (stored), the DOS date 1980-01-01 00:00 (so that the file depends on its
// contents only); then the central directory and its end record.
#include "experiments/npz-writer.hpp"

#include <array>
#include <limits>

#include "common/error.hpp"
#include "common/printable.hpp"

namespace lrnnc::experiments {

namespace {

constexpr std::uint16_t kVersion = 20;      // 2.0: the version that reads stored members and descriptors
constexpr std::uint16_t kFlags = 0x0008;    // bit 3: CRC and sizes in the data descriptor
constexpr std::uint16_t kDosDate = 0x0021;  // 1980-01-01
constexpr std::uint64_t kZipLimit = 0xFFFFFFFFULL;

std::array<std::uint32_t, 256> crc_table() {
  std::array<std::uint32_t, 256> t{};
  for (std::uint32_t i = 0; i < 256; ++i) {
    std::uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320U ^ (c >> 1) : c >> 1;
    t[i] = c;
  }
  return t;
}

// Little-endian fields of the zip records.
struct Record {
  std::string bytes;
  Record& u16(std::uint32_t v) {
    bytes.push_back(static_cast<char>(v & 0xFF));
    bytes.push_back(static_cast<char>((v >> 8) & 0xFF));
    return *this;
  }
  Record& u32(std::uint64_t v) {
    for (int k = 0; k < 4; ++k) bytes.push_back(static_cast<char>((v >> (8 * k)) & 0xFF));
    return *this;
  }
  Record& text(const std::string& s) {
    bytes += s;
    return *this;
  }
};

// The NPY 1.0 header of an array: magic, version, header length, the dict padded with spaces to a
// multiple of 64 bytes and ended by a newline.
std::string npy_header(const std::string& descr, const std::vector<std::uint64_t>& shape) {
  std::string dims;
  for (std::uint64_t d : shape) dims += std::to_string(d) + ", ";
  if (shape.size() > 1) dims.resize(dims.size() - 2);  // (N, L); a 1-d shape keeps its comma: (N,)
  if (shape.size() == 1) dims.pop_back();
  std::string dict = "{'descr': '" + descr + "', 'fortran_order': False, 'shape': (" + dims + "), }";
  const std::size_t unpadded = 10 + dict.size() + 1;
  dict.append((64 - unpadded % 64) % 64, ' ');
  dict.push_back('\n');
  std::string h = "\x93NUMPY";
  h.push_back('\x01');
  h.push_back('\x00');
  h.push_back(static_cast<char>(dict.size() & 0xFF));
  h.push_back(static_cast<char>(dict.size() >> 8));
  return h + dict;
}

// The code points of UTF-8 text; an invalid or truncated sequence gives U+FFFD for its first byte.
std::vector<std::uint32_t> code_points(const std::string& s) {
  std::vector<std::uint32_t> out;
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    const std::size_t n = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
    std::uint32_t cp = n == 1 ? b : n == 2 ? b & 0x1F : n == 3 ? b & 0x0F : b & 0x07;
    bool ok = n != 0 && i + n <= s.size();
    for (std::size_t k = 1; ok && k < n; ++k) {
      const auto c = static_cast<unsigned char>(s[i + k]);
      ok = (c >> 6) == 2;
      cp = (cp << 6) | (c & 0x3F);
    }
    out.push_back(ok ? cp : 0xFFFD);
    i += ok ? n : 1;
  }
  return out;
}

}  // namespace

std::uint32_t crc32(std::uint32_t crc, const void* bytes, std::size_t size) {
  static const std::array<std::uint32_t, 256> table = crc_table();
  const auto* p = static_cast<const unsigned char*>(bytes);
  crc = ~crc;
  for (std::size_t i = 0; i < size; ++i) crc = table[(crc ^ p[i]) & 0xFF] ^ (crc >> 8);
  return ~crc;
}

NpzWriter::NpzWriter(const std::string& path) : path_(path), out_(path, std::ios::binary | std::ios::trunc) {
  if (!out_) throw Error("cannot write file " + quote(path));
}

void NpzWriter::put(const void* data, std::size_t bytes) {
  out_.write(static_cast<const char*>(data), static_cast<std::streamsize>(bytes));
  offset_ += bytes;
}

void NpzWriter::check_size(std::uint64_t bytes) const {
  if (bytes > kZipLimit)
    throw Error("npz: " + quote(path_) + " would pass 4 GiB (" + std::to_string(bytes) +
                " bytes), which this writer does not support: write fewer words, or csv or jsonl");
}

void NpzWriter::begin_array(const std::string& name, const std::string& descr, std::size_t item_bytes,
                            const std::vector<std::uint64_t>& shape) {
  const std::string member = name + ".npy", header = npy_header(descr, shape);
  std::uint64_t data = item_bytes;
  for (std::uint64_t d : shape) {
    if (d != 0 && data > std::numeric_limits<std::uint64_t>::max() / d) check_size(kZipLimit + 1);
    data *= d;
  }
  check_size(header.size() + data);
  check_size(offset_ + header.size() + data);
  members_.push_back({member, 0, 0, offset_});
  Record r;
  r.u32(0x04034b50).u16(kVersion).u16(kFlags).u16(0).u16(0).u16(kDosDate).u32(0).u32(0).u32(0);
  r.u16(member.size()).u16(0).text(member);
  put(r.bytes.data(), r.bytes.size());
  open_member_ = true;
  expected_ = header.size() + data;
  write(header.data(), header.size());
}

void NpzWriter::write(const void* data, std::size_t bytes) {
  Member& m = members_.back();
  m.crc = crc32(m.crc, data, bytes);
  m.size += bytes;
  put(data, bytes);
}

void NpzWriter::end_array() {
  const Member& m = members_.back();
  if (m.size != expected_)
    throw Error("npz: member " + quote(m.name) + " has " + std::to_string(m.size) + " bytes, its header says " +
                std::to_string(expected_));
  Record r;
  r.u32(0x08074b50).u32(m.crc).u32(m.size).u32(m.size);
  put(r.bytes.data(), r.bytes.size());
  open_member_ = false;
}

void NpzWriter::write_strings(const std::string& name, const std::vector<std::string>& values) {
  std::vector<std::vector<std::uint32_t>> cps;
  std::size_t width = 1;
  for (const std::string& v : values) {
    cps.push_back(code_points(v));
    width = std::max(width, cps.back().size());
  }
  begin_array(name, "<U" + std::to_string(width), 4 * width, {values.size()});
  std::vector<unsigned char> item(4 * width);
  for (const auto& cp : cps) {
    std::fill(item.begin(), item.end(), 0);
    for (std::size_t k = 0; k < cp.size(); ++k)
      for (int b = 0; b < 4; ++b) item[4 * k + b] = static_cast<unsigned char>((cp[k] >> (8 * b)) & 0xFF);
    write(item.data(), item.size());
  }
  end_array();
}

std::uint64_t NpzWriter::close() {
  if (open_member_) throw Error("npz: " + quote(path_) + " closed inside a member");
  const std::uint64_t start = offset_;
  Record r;
  for (const Member& m : members_) {
    r.u32(0x02014b50).u16(kVersion).u16(kVersion).u16(kFlags).u16(0).u16(0).u16(kDosDate);
    r.u32(m.crc).u32(m.size).u32(m.size).u16(m.name.size()).u16(0).u16(0).u16(0).u16(0).u32(0).u32(m.offset);
    r.text(m.name);
  }
  const std::uint64_t directory = r.bytes.size();
  check_size(start + directory + 22);
  r.u32(0x06054b50).u16(0).u16(0).u16(members_.size()).u16(members_.size()).u32(directory).u32(start).u16(0);
  put(r.bytes.data(), r.bytes.size());
  out_.close();
  if (!out_) throw Error("cannot write file " + quote(path_) + " (disk full?)");
  return offset_;
}

}  // namespace lrnnc::experiments
