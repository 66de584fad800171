/// The review page's HTML (written by the page's own change; this stand-in keeps the build whole).
package enum HTMLReportPage {
    package static let html = #"""
<!doctype html><meta charset="utf-8"><title>Layout snapshots</title><script src="report-data.js"></script>
"""#
}
