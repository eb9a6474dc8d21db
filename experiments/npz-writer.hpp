// A streaming writer of numpy's .npz files: a zip archive whose members ARRAY.npy are NPY 1.0
// arrays, stored uncompressed, each with its CRC-32 and sizes in a data descriptor after its data,
// so that an array of any size is written in one pass in bounded memory. numpy.load (zipfile)
// reads it. Members and the archive stay below 4 GiB (no zip64): larger ones are refused.
#pragma once

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>
#include <vector>

namespace lrnnc::experiments {

class NpzWriter {
 public:
  // Creates (truncates) `path`; throws lrnnc::Error when it cannot.
  explicit NpzWriter(const std::string& path);
  // Starts member NAME.npy: `descr` is numpy's dtype string ("<i2", "<i4", "<U5"), `item_bytes`
  // the size of one element, `shape` its dimensions (C order). The data written until end_array
  // must be exactly prod(shape) * item_bytes bytes.
  void begin_array(const std::string& name, const std::string& descr, std::size_t item_bytes,
                   const std::vector<std::uint64_t>& shape);
  void write(const void* data, std::size_t bytes);
  void end_array();
  // Writes the central directory and closes the file; throws lrnnc::Error when the file could not
  // be written completely. Returns the file's size.
  std::uint64_t close();

  // A numpy unicode array of `values` (UTF-8 in, UTF-32LE out; an invalid byte reads as U+FFFD).
  void write_strings(const std::string& name, const std::vector<std::string>& values);

 private:
  struct Member {
    std::string name;
    std::uint32_t crc = 0;
    std::uint64_t size = 0, offset = 0;
  };
  void put(const void* data, std::size_t bytes);  // to the file, counting the offset
  void check_size(std::uint64_t bytes) const;

  std::string path_;
  std::ofstream out_;
  std::uint64_t offset_ = 0, expected_ = 0;
  std::vector<Member> members_;
  bool open_member_ = false;
};

// The CRC-32 (ISO-HDLC, zip's) of `bytes`, continued from `crc` (0 to start).
std::uint32_t crc32(std::uint32_t crc, const void* bytes, std::size_t size);

}  // namespace lrnnc::experiments
