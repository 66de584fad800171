#include "ReportPageData.h"

// The review page (report-page.html), put into the binary at compile time with C23's #embed, as
// DeviceCatalogData does the catalog: an HTML file a reader and an editor can open as one, and
// nothing to find at run time. The build treats the page as a dependency of this file.
#if !defined(__has_embed)
#error "ReportPageData needs a C compiler with #embed (clang 19 or later, as in Swift 6 toolchains)"
#endif

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"
static const unsigned char page[] = {
#embed "report-page.html"
};
#pragma clang diagnostic pop

const unsigned char *report_page_data(size_t *count) {
    *count = sizeof page;
    return page;
}
