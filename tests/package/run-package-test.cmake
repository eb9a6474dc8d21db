# The install test (ctest: package_install_and_consume), run as
#   cmake -DBUILD_DIR=... -DSOURCE_DIR=... -DWORK_DIR=... -DCONFIG=... -DVERSION=... -DGENERATOR=...
#         [-DMAKE_PROGRAM=...] -DCXX_COMPILER=... [-DCXX_FLAGS=...] [-DLINKER_FLAGS=...] [-DLAUNCHER=...]
#         [-DPREFIX_PATH=a|b] -P run-package-test.cmake
# 1. installs the build into WORK_DIR/prefix (emptied first) and checks that every `#include "..."`
#    of an installed header names an installed header;
# 2. configures tests/package/ against that prefix alone (no package registry, no source or build
#    tree), with the build's compiler, generator, flags (sanitizers) and build type; builds it, runs
#    it and checks the line it prints;
# 3. the same for examples/ when examples/CMakeLists.txt exists: builds it, then runs its ctest
#    tests when it declares any, otherwise every program it builds (each must exit 0).
cmake_minimum_required(VERSION 3.25)
foreach(var BUILD_DIR SOURCE_DIR WORK_DIR CONFIG VERSION GENERATOR CXX_COMPILER)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run-package-test.cmake: -D${var}=... is required")
  endif()
endforeach()

# Runs a command, echoing it; stops the test with its output when it fails.
function(run_step what)
  string(JOIN " " shown ${ARGN})
  message(STATUS "package test: ${what}: ${shown}")
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "package test: ${what} failed (exit ${rc}):\n${out}")
  endif()
  set(step_output "${out}" PARENT_SCOPE)
endfunction()

set(prefix ${WORK_DIR}/prefix)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
run_step("install" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix} --config ${CONFIG})

# An installed header that includes a header left out of the install breaks only the consumers that
# include it: check them all here (the tree includes its own headers as "module/file.hpp").
file(GLOB_RECURSE installed RELATIVE ${prefix}/include/lrnnc ${prefix}/include/lrnnc/*.hpp)
set(missing "")
foreach(header ${installed})
  file(STRINGS ${prefix}/include/lrnnc/${header} includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  foreach(line ${includes})
    string(REGEX REPLACE "^[^\"]*\"([^\"]*)\".*$" "\\1" included "${line}")
    if(NOT EXISTS ${prefix}/include/lrnnc/${included} AND NOT EXISTS ${prefix}/include/${included})
      string(APPEND missing "  ${header} includes \"${included}\", which is not installed\n")
    endif()
  endforeach()
endforeach()
list(LENGTH installed count)
if(missing)
  message(FATAL_ERROR "package test: installed headers include headers that are not installed:\n${missing}")
endif()
message(STATUS "package test: ${count} headers installed, every include among them resolves")

string(REPLACE "|" ";" prefix_path "${prefix};${PREFIX_PATH}")
set(configure_args -G ${GENERATOR} -DCMAKE_CXX_COMPILER=${CXX_COMPILER} -DCMAKE_BUILD_TYPE=${CONFIG}
  "-DCMAKE_PREFIX_PATH=${prefix_path}" -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
  -DCMAKE_FIND_USE_SYSTEM_PACKAGE_REGISTRY=OFF "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}"
  "-DCMAKE_EXE_LINKER_FLAGS=${LINKER_FLAGS}")
if(MAKE_PROGRAM)
  list(APPEND configure_args -DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM})
endif()
if(LAUNCHER)
  list(APPEND configure_args -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()

# Configures and builds the outside project in `source` into WORK_DIR/`name`.
function(build_outside name source)
  run_step("configure ${name}" ${CMAKE_COMMAND} -S ${source} -B ${WORK_DIR}/${name} ${configure_args})
  run_step("build ${name}" ${CMAKE_COMMAND} --build ${WORK_DIR}/${name} --config ${CONFIG})
endfunction()

# The path of program `program` built in WORK_DIR/`name` (multi-config generators add a folder).
function(find_program_built name program out)
  foreach(candidate ${WORK_DIR}/${name}/${program} ${WORK_DIR}/${name}/${CONFIG}/${program})
    if(EXISTS ${candidate} AND NOT IS_DIRECTORY ${candidate})
      set(${out} ${candidate} PARENT_SCOPE)
      return()
    endif()
  endforeach()
  message(FATAL_ERROR "package test: ${program} was not built in ${WORK_DIR}/${name}")
endfunction()

build_outside(consumer ${SOURCE_DIR}/tests/package)
find_program_built(consumer lrnnc_package_test program)
run_step("run the consumer" ${program})
message(STATUS "package test: ${step_output}")
set(expected "lrnnc ${VERSION}: parity compiled as .*; exact verification passed .*in bf16 agree")
if(NOT step_output MATCHES "${expected}")
  message(FATAL_ERROR "package test: the consumer printed\n${step_output}\nexpected a line matching\n${expected}")
endif()

if(EXISTS ${SOURCE_DIR}/examples/CMakeLists.txt)
  build_outside(examples ${SOURCE_DIR}/examples)
  if(EXISTS ${WORK_DIR}/examples/CTestTestfile.cmake)
    run_step("test examples" ${CMAKE_CTEST_COMMAND} --test-dir ${WORK_DIR}/examples -C ${CONFIG} --output-on-failure
      --no-tests=error)
  else()
    # No tests declared: run every program the examples build (executable files at the top of the
    # build folder, or of its CONFIG folder).
    execute_process(COMMAND find ${WORK_DIR}/examples ${WORK_DIR}/examples/${CONFIG} -maxdepth 1 -type f -executable
      OUTPUT_VARIABLE programs ERROR_QUIET)
    string(REGEX REPLACE "\n$" "" programs "${programs}")
    string(REPLACE "\n" ";" programs "${programs}")
    if(NOT programs)
      message(FATAL_ERROR "package test: examples/ built no program to run")
    endif()
    foreach(program ${programs})
      run_step("run ${program}" ${program})
    endforeach()
  endif()
else()
  message(STATUS "package test: no examples/CMakeLists.txt, nothing more to build")
endif()
message(STATUS "package test: passed")
