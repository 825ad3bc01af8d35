/*
 * dlx_export.h - marks the public functions of libdlx and libsudoku. The
 * libraries are built with -fvisibility=hidden, so only what carries DLX_API
 * is exported from the shared objects; helpers shared between their files
 * (grow_array, ...) stay inside.
 */
#ifndef DLX_EXPORT_H
#define DLX_EXPORT_H

#if defined(__GNUC__) || defined(__clang__)
#define DLX_API __attribute__((visibility("default")))
#else
#define DLX_API
#endif

#endif
