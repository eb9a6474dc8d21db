# A model that several slow tests share (tests/CMakeLists.txt, the fixture lrnnc_shared_models):
# runs `LRNNC ARGS -o DIR/NAME` once, then writes DIR/NAME.command, the exact arguments as a README
# line gives them (`ARGS -o NAME`), so that a test finds which command made the files. Fails when
# the command does. Run by ctest as a script:
#   cmake -DLRNNC=PATH -DDIR=FOLDER -DNAME=NAME "-DARGS=train;--builtin;parity;..." -P shared-model.cmake
if(NOT LRNNC OR NOT DIR OR NOT NAME OR NOT ARGS)
  message(FATAL_ERROR "usage: cmake -DLRNNC=PATH -DDIR=FOLDER -DNAME=NAME -DARGS=LIST -P shared-model.cmake")
endif()
file(MAKE_DIRECTORY "${DIR}")
file(GLOB old "${DIR}/${NAME}.*")
if(old)
  file(REMOVE ${old})
endif()
execute_process(COMMAND "${LRNNC}" ${ARGS} -o "${DIR}/${NAME}" RESULT_VARIABLE code)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "lrnnc ${ARGS} -o ${DIR}/${NAME} failed (${code})")
endif()
list(JOIN ARGS " " line)
file(WRITE "${DIR}/${NAME}.command" "${line} -o ${NAME}")
