#ifndef DEVICE_CATALOG_DATA_H
#define DEVICE_CATALOG_DATA_H

#include <stddef.h>

/// The bytes of device-catalog.json, compiled into the binary: UTF-8 JSON, `*count` bytes, not
/// NUL-terminated. The memory is static and read-only; it lives as long as the process.
const unsigned char *device_catalog_data(size_t *count);

#endif
