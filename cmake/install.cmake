# What `cmake --install build --prefix P` puts where, and the .deb that
# `cpack -G DEB` makes from it (run in the build tree). Included by the top
# CMakeLists.txt only (the page, web/, installs nothing). Layout, under P:
#   bin/hitdemo                         the program (check modes, scene checks, launcher)
#   bin/hitdemo-peer-NAME               the built-in peers found when configuring (box2d,
#                                       geos, chipmunk, naive: docs/peers-builtin.md), beside hitdemo
#   libexec/hitdemo/hitdemo-window      the window program hitdemo becomes
#   lib/libhitdemo-geom.so.0, .a        the geometry library, shared (SONAME) and static
#   include/hitdemo/*.h                 its public headers (never src/geom/*.h)
#   lib/pkgconfig/hitdemo.pc            pkg-config --cflags --libs hitdemo
#   lib/cmake/hitdemo/                  find_package(hitdemo): hitdemo::geom, hitdemo::geom_static
#   share/hitdemo/{scenes,lessons,scripts}  what the window loads (found from libexec/hitdemo)
#   share/man/man1/hitdemo.1.gz, share/applications/hitdemo.desktop,
#   share/icons/hicolor/scalable/apps/hitdemo.svg, share/doc/hitdemo/
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(HD_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/hitdemo")

# ---- the library ---------------------------------------------------------------
set(hd_lib_targets hd_geom)
if(TARGET hd_geom_shared)
  list(APPEND hd_lib_targets hd_geom_shared)
endif()
install(TARGETS ${hd_lib_targets} EXPORT hitdemoTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
# The public headers only: the folder include/hitdemo, read at install time.
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/hitdemo
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} FILES_MATCHING PATTERN "*.h")
install(EXPORT hitdemoTargets NAMESPACE hitdemo:: DESTINATION ${HD_INSTALL_CMAKEDIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/packaging/hitdemoConfig.cmake.in
  ${PROJECT_BINARY_DIR}/hitdemoConfig.cmake INSTALL_DESTINATION ${HD_INSTALL_CMAKEDIR})
# 0.x: a minor version may change the interface.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/hitdemoConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/hitdemoConfig.cmake ${PROJECT_BINARY_DIR}/hitdemoConfigVersion.cmake
  DESTINATION ${HD_INSTALL_CMAKEDIR})

# hitdemo.pc, written when installing, for the prefix installed to
# (`--prefix P` or the .deb's /usr), so its paths are the real ones.
foreach(d LIBDIR INCLUDEDIR)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_${d}}")
    set(hd_pc_${d} "${CMAKE_INSTALL_${d}}")
  else()
    set(hd_pc_${d} "\${prefix}/${CMAKE_INSTALL_${d}}")
  endif()
endforeach()
install(CODE "
  set(HD_PC_PREFIX \"\${CMAKE_INSTALL_PREFIX}\")
  set(HD_PC_LIBDIR [=[${hd_pc_LIBDIR}]=])
  set(HD_PC_INCLUDEDIR [=[${hd_pc_INCLUDEDIR}]=])
  set(PROJECT_VERSION \"${PROJECT_VERSION}\")
  configure_file(\"${PROJECT_SOURCE_DIR}/packaging/hitdemo.pc.in\" \"${PROJECT_BINARY_DIR}/pc/hitdemo.pc\" @ONLY)
")
install(FILES ${PROJECT_BINARY_DIR}/pc/hitdemo.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# ---- the programs and what they load ---------------------------------------------
if(TARGET hitdemo)
  install(TARGETS hitdemo RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  install(TARGETS hitdemo-window RUNTIME DESTINATION ${HD_INSTALL_WINDOWDIR})
  # The built-in peers, beside hitdemo (it runs them from its own folder).
  foreach(hd_peer IN LISTS HD_PEERS_BUILT)
    install(TARGETS hitdemo-peer-${hd_peer} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  endforeach()
  # the scenes with their descriptions in other languages (fr.desc,
  # zh_CN.desc), the lessons with theirs (lessons/fr, lessons/zh_CN)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/scenes DESTINATION ${HD_INSTALL_ASSETDIR}
    FILES_MATCHING PATTERN "*.scene" PATTERN "*.desc")
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/lessons DESTINATION ${HD_INSTALL_ASSETDIR}
    FILES_MATCHING PATTERN "*.lesson")
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/assets/scripts DESTINATION ${HD_INSTALL_ASSETDIR}
    FILES_MATCHING PATTERN "*.txt")

  # The man page, compressed as Debian keeps them (gzip -n: no name or time
  # in it, the same bytes every build).
  find_program(HD_GZIP gzip)
  set(hd_man ${PROJECT_SOURCE_DIR}/docs/hitdemo.1)
  if(HD_GZIP)
    add_custom_command(OUTPUT ${PROJECT_BINARY_DIR}/hitdemo.1.gz
      COMMAND ${HD_GZIP} -9n -c ${hd_man} > ${PROJECT_BINARY_DIR}/hitdemo.1.gz
      DEPENDS ${hd_man} VERBATIM)
    add_custom_target(hd_manpage ALL DEPENDS ${PROJECT_BINARY_DIR}/hitdemo.1.gz)
    set(hd_man ${PROJECT_BINARY_DIR}/hitdemo.1.gz)
  endif()
  install(FILES ${hd_man} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/hitdemo.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${PROJECT_SOURCE_DIR}/packaging/hitdemo.svg
    DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
endif()
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/README.fr.md ${PROJECT_SOURCE_DIR}/README.zh_CN.md
  ${PROJECT_SOURCE_DIR}/docs/app.md ${PROJECT_SOURCE_DIR}/docs/motion.md
  DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${PROJECT_SOURCE_DIR}/tests/install/consumer/hit_example.c
  DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples)

# ---- the .deb (cpack -G DEB in the build tree) ------------------------------------
set(CPACK_PACKAGE_NAME hitdemo)
set(CPACK_PACKAGE_VENDOR "hitdemo")
set(CPACK_PACKAGE_CONTACT "hitdemo maintainers <maintainers@users.noreply.a-seed-83e6c290.example>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "exact 2D collision detection, shown live")
set(CPACK_PACKAGE_DESCRIPTION "A window program that shows 2D collision detection live between eight shape
kinds (point, circle, rect, line, polygon, capsule, arc, wedge), with its
edge-case scenes and lessons, a check mode (JSON out, no window), the
built-in peers (Box2D, GEOS, Chipmunk2D and the seed articles' formulas,
each a small program beside hitdemo answering the same collision test), and the
exact geometry library behind it (libhitdemo-geom: shared and static, headers,
pkg-config and CMake files). Every shape is a closed set: touching and
containment collide, decided exactly, without an epsilon.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# fonts-dejavu-core: the window's fonts (no library, so no shlibs entry).
# dpkg-shlibdeps also finds the built-in peers' libraries (libbox2d2,
# libgeos-c1v5, libchipmunk7: those of the peers built).
find_program(HD_DPKG_SHLIBDEPS dpkg-shlibdeps)
if(HD_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
else()
  set(hd_peer_debs "")
  foreach(hd_pair "box2d=libbox2d2" "geos=libgeos-c1v5" "chipmunk=libchipmunk7")
    string(REPLACE "=" ";" hd_pair "${hd_pair}")
    list(GET hd_pair 0 hd_peer)
    list(GET hd_pair 1 hd_deb)
    if(hd_peer IN_LIST HD_PEERS_BUILT)
      string(APPEND hd_peer_debs ", ${hd_deb}")
    endif()
  endforeach()
  set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libc6, libsdl2-2.0-0, libsdl2-gfx-1.0-0, libsdl2-image-2.0-0, libsdl2-ttf-2.0-0${hd_peer_debs}, fonts-dejavu-core")
endif()
# The shared library: a shlibs file and the ldconfig trigger.
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY "=")
# Stripped, as Debian ships programs and libraries.
set(CPACK_STRIP_FILES ON)
include(CPack)
