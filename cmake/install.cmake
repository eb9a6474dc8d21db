# Install rules (included from CMakeLists.txt when LRNNC_INSTALL is ON):
#   bin/lrnnc                             the command line
#   lib/lrnnc/lrnnc-train.so              its training module (libtorch), when built
#   lib/liblrnnc_*.a                      the libraries
#   include/lrnnc/<module>/*.hpp          the public headers, laid out as in the tree, and lrnnc/version.hpp
#   lib/cmake/lrnnc/lrnncConfig*.cmake    the package: find_package(lrnnc 0.1), targets lrnnc::<module>
# tests/package/run-package-test.cmake installs into a fresh prefix and builds outside projects with it.
include(CMakePackageConfigHelpers)

set(LRNNC_PACKAGE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/lrnnc)
set(LRNNC_LIBRARIES lrnnc_common lrnnc_automata lrnnc_precision lrnnc_lrnn lrnnc_learned lrnnc_realize lrnnc_experiments)
foreach(target ${LRNNC_LIBRARIES})
  string(REPLACE "lrnnc_" "" module ${target})
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${module})
endforeach()
install(TARGETS ${LRNNC_LIBRARIES} EXPORT lrnncTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS lrnnc RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# The training module (libtorch), where lrnnc looks for it: LIBDIR/lrnnc/ (tools/train-module.hpp).
if(TARGET lrnnc_train_module)
  install(TARGETS lrnnc_train_module LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/lrnnc)
endif()

# Every header of the library folders except the internal ones (named *-internal.hpp, or listed
# here), which only their own .cpp files (and tests) include; the package test checks that no
# installed header includes a missing one.
set(LRNNC_INTERNAL_HEADERS lrnn/compile/passes.hpp experiments/sweep-grid.hpp lrnn/json-quote.hpp lrnn/runner-plan.hpp
  lrnn/runner-impl.hpp learned/forward-arithmetic.hpp learned/forward-fixed-point.hpp learned/forward-layer.hpp
  learned/forward-order.hpp realize/pair-store.hpp realize/product-graph.hpp realize/realized-machine.hpp)
foreach(module common automata precision lrnn learned realize experiments)
  file(GLOB_RECURSE headers RELATIVE ${PROJECT_SOURCE_DIR} CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/${module}/*.hpp)
  foreach(header ${headers})
    # learned/torch/ is the libtorch part, not installed (training is the command line's).
    if(NOT header IN_LIST LRNNC_INTERNAL_HEADERS AND NOT header MATCHES "-internal\\.hpp$"
       AND NOT header MATCHES "^learned/torch/")
      get_filename_component(folder ${header} DIRECTORY)
      install(FILES ${header} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/lrnnc/${folder})
    endif()
  endforeach()
endforeach()
install(FILES ${PROJECT_BINARY_DIR}/generated/lrnnc/version.hpp DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/lrnnc)

install(EXPORT lrnncTargets NAMESPACE lrnnc:: FILE lrnncTargets.cmake DESTINATION ${LRNNC_PACKAGE_DIR})
configure_package_config_file(cmake/lrnncConfig.cmake.in ${PROJECT_BINARY_DIR}/package/lrnncConfig.cmake
  INSTALL_DESTINATION ${LRNNC_PACKAGE_DIR})
# 0.x: a minor version may break the API, so 0.1 accepts 0.1.z only.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/package/lrnncConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/package/lrnncConfig.cmake ${PROJECT_BINARY_DIR}/package/lrnncConfigVersion.cmake
  DESTINATION ${LRNNC_PACKAGE_DIR})
install(FILES LICENSE CITATION.cff CHANGELOG.md README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
