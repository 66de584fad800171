// Pieces shared by the decoder and the encoder: error plumbing between libpng and clibpng_error.
#ifndef CLIBPNG_INTERNAL_H
#define CLIBPNG_INTERNAL_H

#include <png.h>
#include "clibpng.h"

/// Fills `error` (if any) with a code and a printf-style message; returns the code.
int32_t clibpng_fail(clibpng_error *error, int32_t code, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/// The libpng error callback: records the message into the clibpng_error that the png struct's
/// error pointer currently designates, then longjmps back to the setjmp of the calling shim.
void clibpng_on_error(png_structp png, png_const_charp message);

/// Warnings (CRC errors in ancillary chunks, benign errors) are not failures; libpng would print
/// them to stderr, which must stay quiet in tests, so they are dropped.
void clibpng_on_warning(png_structp png, png_const_charp message);

/// What a libpng error pointer designates: the error to fill and the code that libpng errors mean
/// in the current phase (CORRUPT while decoding, ENCODING while encoding).
typedef struct clibpng_error_sink {
    clibpng_error *error;
    int32_t code;
} clibpng_error_sink;

#endif
