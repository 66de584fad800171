#include "DeviceCatalogData.h"

// The catalog's data file, put into the binary at compile time with C23's #embed: nothing to find
// or read at run time (a test binary works wherever it is copied), no Foundation, and nothing to
// decode until a device is asked for. The build treats the JSON as a dependency of this file, as
// it would a header, so regenerating the JSON recompiles it.
#if !defined(__has_embed)
#error "DeviceCatalogData needs a C compiler with #embed (clang 19 or later, as in Swift 6 toolchains)"
#endif

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"
static const unsigned char catalog[] = {
#embed "device-catalog.json"
};
#pragma clang diagnostic pop

const unsigned char *device_catalog_data(size_t *count) {
    *count = sizeof catalog;
    return catalog;
}
