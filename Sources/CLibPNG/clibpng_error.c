// Turning libpng's callback-and-longjmp errors into status codes.
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "clibpng_internal.h"

int32_t clibpng_fail(clibpng_error *error, int32_t code, const char *format, ...) {
    if (error != NULL) {
        error->code = code;
        va_list arguments;
        va_start(arguments, format);
        vsnprintf(error->message, sizeof error->message, format, arguments);
        va_end(arguments);
    }
    return code;
}

// Classifies libpng's message: allocation failures mean "we cannot hold this", not a bad file.
static int32_t code_for_message(int32_t phase_code, const char *message) {
    if (phase_code == CLIBPNG_CORRUPT && message != NULL &&
        (strstr(message, "memory") != NULL || strstr(message, "Memory") != NULL)) {
        return CLIBPNG_UNSUPPORTED;
    }
    return phase_code;
}

void clibpng_on_error(png_structp png, png_const_charp message) {
    clibpng_error_sink *sink = (clibpng_error_sink *)png_get_error_ptr(png);
    if (sink != NULL) {
        const char *text = message != NULL ? message : "unknown libpng error";
        clibpng_fail(sink->error, code_for_message(sink->code, text), "%s", text);
    }
    png_longjmp(png, 1);
}

void clibpng_on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

void clibpng_free(void *pointer) { free(pointer); }
