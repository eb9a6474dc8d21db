# Unity batches: the sources of a target compiled a few at a time, one translation unit per batch,
# so that the headers they share (CLI11, Catch2, Eigen, nlohmann-json, the standard library) are
# parsed once per batch instead of once per file. A batch is a generated file
# <build>/<dir>/unity/<name>-<k>.cpp that includes its sources by their path from the repository
# root ("tools/probe.cpp", found through the root's include directory, which every target here
# has): its text is the same in every clone, so a compiler cache shares it across clones (CMake's
# own UNITY_BUILD writes absolute paths into its batches). The sources of one batch share a
# translation unit: their file-local names (anonymous namespaces, statics) must be distinct.
#
# LRNNC_UNITY_BATCH: at most that many sources per batch; 1 compiles every source on its own (for
# a developer who edits one file again and again).
set(LRNNC_UNITY_BATCH 8 CACHE STRING "Sources per translation unit in unity batches (tests, tools); 1: one file each")

# lrnnc_unity_sources(NAME OUT_VAR SOURCE...): OUT_VAR is the batches of the sources (absolute
# paths under the repository root), or the sources themselves when LRNNC_UNITY_BATCH <= 1.
#
# A source that sets diagnostics with `#pragma GCC diagnostic` (the vector kernels' -Wpsabi) stays
# out of the batches: its pragmas are meant for its whole translation unit, and in a batch they
# would miss what earlier sources of the batch included.
function(lrnnc_unity_sources name out_var)
  set(sources "")
  set(alone "")
  foreach(src ${ARGN})
    file(STRINGS ${src} pragmas REGEX "^#pragma GCC diagnostic")
    if(pragmas)
      list(APPEND alone ${src})
    else()
      list(APPEND sources ${src})
    endif()
  endforeach()
  list(LENGTH sources count)
  if(LRNNC_UNITY_BATCH LESS_EQUAL 1 OR count LESS_EQUAL 1)
    set(${out_var} ${sources} ${alone} PARENT_SCOPE)
    return()
  endif()
  math(EXPR batches "(${count} + ${LRNNC_UNITY_BATCH} - 1) / ${LRNNC_UNITY_BATCH}")
  set(out "")
  set(k 0)
  while(k LESS batches)
    # Batch k holds sources [k count / batches, (k + 1) count / batches): sizes differ by at most one.
    set(content "// Unity batch ${k} of ${name} (written by cmake/unity.cmake; do not edit).\n")
    math(EXPR first "${k} * ${count} / ${batches}")
    math(EXPR end "(${k} + 1) * ${count} / ${batches}")
    set(i ${first})
    while(i LESS end)
      list(GET sources ${i} src)
      file(RELATIVE_PATH rel ${PROJECT_SOURCE_DIR} ${src})
      string(APPEND content "#include \"${rel}\"\n")
      math(EXPR i "${i} + 1")
    endwhile()
    set(unity ${CMAKE_CURRENT_BINARY_DIR}/unity/${name}-${k}.cpp)
    # Written only when the text changes, so that a reconfigure rebuilds nothing.
    file(CONFIGURE OUTPUT ${unity} CONTENT "${content}" @ONLY)
    # g++ warns when a class defined in an included file has a member of a type from an anonymous
    # namespace (an ODR hazard for a header that several translation units include). In a batch every
    # source is an included file, and a source's own types in its anonymous namespace are in one
    # translation unit only: no hazard, so no warning (which -Werror would make an error).
    set_source_files_properties(${unity} PROPERTIES COMPILE_OPTIONS "$<$<CXX_COMPILER_ID:GNU>:-Wno-subobject-linkage>")
    list(APPEND out ${unity})
    math(EXPR k "${k} + 1")
  endwhile()
  # Batches of an earlier configuration with more sources (or a larger batch count) go.
  file(GLOB written ${CMAKE_CURRENT_BINARY_DIR}/unity/${name}-[0-9]*.cpp)
  list(REMOVE_ITEM written ${out})
  if(written)
    file(REMOVE ${written})
  endif()
  set(${out_var} ${out} ${alone} PARENT_SCOPE)
endfunction()
