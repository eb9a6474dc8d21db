# `docs`: the API reference, built by Doxygen from the module headers into build/docs/html
# (docs/Doxyfile.in). Without doxygen the target only says that it is missing, so the build and
# the tests never depend on it.
find_package(Doxygen QUIET)
find_program(LRNNC_AWK NAMES awk gawk mawk DOC "awk for the Doxygen input filter (docs/doxygen-filter.awk)")
if(DOXYGEN_FOUND AND LRNNC_AWK)
  set(LRNNC_DOCS_OUTPUT ${PROJECT_BINARY_DIR}/docs)
  configure_file(${PROJECT_SOURCE_DIR}/docs/Doxyfile.in ${LRNNC_DOCS_OUTPUT}/Doxyfile @ONLY)
  add_custom_target(docs
    COMMAND Doxygen::doxygen ${LRNNC_DOCS_OUTPUT}/Doxyfile
    COMMAND ${CMAKE_COMMAND} -E echo "docs: ${LRNNC_DOCS_OUTPUT}/html/index.html (warnings: ${LRNNC_DOCS_OUTPUT}/warnings.txt)"
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
    COMMENT "Doxygen: API reference from the module headers"
    VERBATIM)
else()
  # The COMMENT is the one line the build prints.
  add_custom_target(docs
    COMMAND ${CMAKE_COMMAND} -E true
    COMMENT "docs: doxygen (or awk) not found; install doxygen and reconfigure to build the API reference"
    VERBATIM)
endif()
