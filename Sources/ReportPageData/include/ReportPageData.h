#ifndef REPORT_PAGE_DATA_H
#define REPORT_PAGE_DATA_H

#include <stddef.h>

/// The bytes of report-page.html, compiled into the binary: UTF-8, `*count` bytes, not
/// NUL-terminated. The memory is static and read-only; it lives as long as the process.
const unsigned char *report_page_data(size_t *count);

#endif
