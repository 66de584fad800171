import ReportPageData

/// The static review page that `layout-snapshot report --html DIR` writes as `DIR/index.html`,
/// byte for byte: `Sources/ReportPageData/report-page.html`, compiled in. It is self-contained
/// (inline style and script, system fonts, no network) and opens from file:// with no server: it
/// reads its data from `report-data.js` beside it, a `<script src>` that sets
/// `window.LAYOUT_REPORT` (version 1: the run's or the diff's snapshots, their statuses, image
/// paths under `images/<id>/`, geometry changes and approve commands), and shows each snapshot's
/// reference and actual side by side, as a slider, blended, toggled and as the diff. Its browser
/// test is Scripts/browser/report_page_test.py (Scripts/browser-test.sh).
package enum HTMLReportPage {
    package static let html: String = {
        var count = 0
        let bytes = report_page_data(&count)
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }()
}
