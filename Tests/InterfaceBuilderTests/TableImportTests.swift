import InterfaceBuilder
import LayoutEngine
import Testing

/// Tables as the importer reads them (Docs/Tables.md): style, sections and their titles, the
/// section heights, accessories, built-in styles and row heights, from small hand-written
/// documents shaped like the public ones the rules were measured on. Stored frames of cells,
/// content views and built-in labels are written wrong on purpose where they must not be read.
@Suite struct TableImportTests {
    /// A storyboard with one table view controller on `device`.
    static func document(device: String = "retina4_7", width: Double = 375, table attributes: String, body: String) throws -> InterfaceBuilderDocument {
        try Documents.storyboard(device: device, file: "Table.storyboard", controller: #"""
            <tableViewController id="tvc" sceneMemberID="viewController">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" \#(attributes) id="tbl">
            <rect key="frame" x="0.0" y="0.0" width="\#(width)" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            \#(body)
            </tableView>
            </tableViewController>
            """#)
    }

    /// A cell with its content view; `frame` is what the document stores for both (ignored
    /// where the rules decide).
    static func cell(_ id: String, y: Double = 0, width: Double = 375, height: Double = 44, attributes: String = "",
                     contentWidth: Double? = nil, subviews: String = "", constraints: String = "", contentExtra: String = "",
                     cellConstraints: String = "") -> String {
        #"""
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" \#(attributes) id="\#(id)">
        <rect key="frame" x="0.0" y="\#(y)" width="\#(width)" height="\#(height)"/>
        <autoresizingMask key="autoresizingMask"/>
        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" tableViewCell="\#(id)" id="\#(id)-cv">
        <rect key="frame" x="0.0" y="0.0" width="\#(contentWidth ?? width)" height="\#(height)"/>
        <autoresizingMask key="autoresizingMask"/>\#(contentExtra)
        <subviews>\#(subviews)</subviews>
        <constraints>\#(constraints)</constraints>
        </tableViewCellContentView>
        <constraints>\#(cellConstraints)</constraints>
        </tableViewCell>
        """#
    }

    static func label(_ id: String, _ text: String, frame: String = #"x="1" y="1" width="1" height="1""#) -> String {
        #"<label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="\#(text)" textAlignment="natural" lineBreakMode="tailTruncation" id="\#(id)"><rect key="frame" \#(frame)/><autoresizingMask key="autoresizingMask"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#
    }

    static func designLayout(_ document: InterfaceBuilderDocument) throws -> ComputedLayout {
        try document.designLayout(of: document.defaultScene())
    }

    /// DataDog AlertControllerViewController (Xcode 12, retina4_7): grouped static sections with
    /// titles, sH = sF = 10: cells at 55.5 and, after a 48-point gap, 323.5.
    @Test func groupedStaticSectionsWithTitles() throws {
        let cells1 = (0..<5).map { Self.cell("a\($0)", y: 55.5 + 44 * Double($0)) }.joined()
        let cells2 = Self.cell("b0", y: 323.5)
        let document = try Self.document(table: #"dataMode="static" style="grouped" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10""#, body: #"""
            <sections>
            <tableViewSection headerTitle="Alert Style" id="s0"><cells>\#(cells1)</cells></tableViewSection>
            <tableViewSection headerTitle="Action Sheet Style" id="s1"><cells>\#(cells2)</cells></tableViewSection>
            </sections>
            """#)
        let layout = try Self.designLayout(document)
        #expect(layout.frame("a0")?.minY == 55.5 && layout.frame("b0")?.minY == 323.5)
        let fidelity = try document.fidelity()
        #expect(fidelity.count(within: 0.5) == fidelity.comparisons.count, "\(fidelity.comparisons.filter { !$0.isWithin(0.5) })")
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    /// A table's header and footer views (inaturalist TaxonDetail's 232-tall `tableHeaderView`,
    /// NetNewsWire's `tableFooterView`s): the table places them, above the first section and
    /// below the last, as wide as itself, at their stored heights (Docs/Tables.md "Table header
    /// and footer views"). Their stored origins and widths are written wrong here on purpose.
    @Test func headerAndFooterViews() throws {
        let document = try Self.document(table: #"style="plain" rowHeight="44""#, body: #"""
            <view key="tableHeaderView" contentMode="scaleToFill" id="hdr">
            <rect key="frame" x="7" y="9" width="375" height="232"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews><view contentMode="scaleToFill" id="band"><rect key="frame" x="10" y="10" width="355" height="20"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></view></subviews>
            </view>
            <view key="tableFooterView" contentMode="scaleToFill" id="ftr">
            <rect key="frame" x="0.0" y="3" width="50" height="44"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            <prototypes>\#(Self.cell("c0", y: 282))</prototypes>
            """#)
        let layout = try Self.designLayout(document)
        #expect(layout.frame("hdr") == Rect(x: 0, y: 0, width: 375, height: 232))
        // The prototype under its "Prototype Cells" header: 22 + 28 below the header view.
        #expect(abs((layout.frame("c0")?.minY ?? 0) - (232 + 50)) < 0.001)
        let footer = layout.frame("ftr") ?? .zero
        #expect(abs(footer.minY - (232 + 50 + 44 + 28)) < 0.001 && footer.minX == 0 && footer.size == Size(width: 375, height: 44))
        #expect(!layout.diagnostics.contains { $0.message.contains("not modelled") }, "\(layout.diagnostics)")
        // On a wider phone the header follows the table, and its subviews resize from the
        // header's stored frame, their canvas.
        let wide = try document.layout(on: environment("iPhone 15 Pro Max"))
        #expect(wide.frame("hdr") == Rect(x: 0, y: 0, width: 430, height: 232))
        #expect(wide.frame("band") == Rect(x: 10, y: 10, width: 410, height: 20))
    }

    /// The same on a 3× screen (retina5_9, an iPhone X): 55.333, as Nordic's document stores it.
    @Test func groupedFirstSectionOn3x() throws {
        let document = try Self.document(device: "retina5_9", table: #"dataMode="static" style="grouped" rowHeight="50" sectionHeaderHeight="18" sectionFooterHeight="18""#,
                                         body: #"<sections><tableViewSection headerTitle="Device Status" id="s0"><cells>\#(Self.cell("a0", y: 55.333333333333336, height: 50))</cells></tableViewSection></sections>"#)
        let y = try #require(try Self.designLayout(document).frame("a0")?.minY)
        #expect(abs(y - (55 + 1.0 / 3)) < 1e-9)
    }

    /// Prototypes sit under the canvas's "Prototype Cells" header on the canvas (50 on iOS 16+
    /// in a plain table), with no header on a device; the content view named after the document's.
    @Test func prototypesUnderTheirHeader() throws {
        let document = try Self.document(table: #"dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28""#,
                                         body: "<prototypes>\(Self.cell("p0", y: 50, height: 43.5))</prototypes>")
        let canvas = try Self.designLayout(document)
        #expect(canvas.frame("p0") == Rect(x: 0, y: 50, width: 375, height: 43.5))
        #expect(canvas.view("p0-cv")?.id == "p0-cv.contentView" && canvas.frame("p0-cv") == Rect(x: 0, y: 0, width: 375, height: 43.5))
        let device = try document.layout(on: environment("iPhone 15 Pro"))
        #expect(device.frame("p0") == Rect(x: 0, y: 0, width: 393, height: 44))
        #expect(device.frame("p0-cv")?.height == 44 - 1.0 / 3)
    }

    /// A cell whose constraints give no height is the canvas's standard row, whatever height
    /// the document stores for it (the stored height is an answer, never an input).
    @Test func rowHeightsFromTheRulesNotTheStoredFrames() throws {
        let document = try Self.document(table: #"dataMode="static" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28""#,
                                         body: #"<sections><tableViewSection id="s0"><cells>\#(Self.cell("a0", height: 100))\#(Self.cell("a1", attributes: #"rowHeight="60""#))</cells></tableViewSection></sections>"#)
        let layout = try Self.designLayout(document)
        #expect(layout.frame("a0") == Rect(x: 0, y: 50, width: 375, height: 43.5))
        #expect(layout.frame("a1") == Rect(x: 0, y: 93.5, width: 375, height: 60))
    }

    /// R4 (Docs/Tables.md, "Row heights"): a table that writes `rowHeight="-1"` and no
    /// `estimatedRowHeight` has estimates off, so no self-sizing: its rows are the standard 44
    /// on the canvas through Xcode 16 (appcenter-sdk-apple's Value1 rows), separator included,
    /// and a row of its own height keeps it.
    @Test func noEstimateMeansStandardRows() throws {
        let document = try Self.document(table: #"dataMode="static" style="plain" rowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28""#,
                                         body: #"<sections><tableViewSection id="s0"><cells>\#(Self.cell("a0", height: 100))\#(Self.cell("a1", attributes: #"rowHeight="60""#))</cells></tableViewSection></sections>"#)
        let layout = try Self.designLayout(document)
        #expect(layout.frame("a0") == Rect(x: 0, y: 50, width: 375, height: 44))
        #expect(layout.frame("a1") == Rect(x: 0, y: 94, width: 375, height: 60))
    }

    /// An accessory's width comes from the rules (the disclosure indicator's 10.4 beyond the
    /// 16-point margin: 348.5 at 2×), not from the stored content view (written 100 here).
    @Test func accessoryWidthFromTheRules() throws {
        let document = try Self.document(table: #"dataMode="static" style="grouped" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18""#,
                                         body: #"<sections><tableViewSection id="s0"><cells>\#(Self.cell("a0", attributes: #"accessoryType="disclosureIndicator""#, contentWidth: 100))\#(Self.cell("a1", attributes: #"accessoryType="checkmark""#))</cells></tableViewSection></sections>"#)
        let layout = try Self.designLayout(document)
        #expect(layout.frame("a0-cv") == Rect(x: 0, y: 0, width: 348.5, height: 44))
        #expect(layout.view("a0-cv")?.layoutMargins.right == 8)
        #expect(layout.diagnostics.contains { $0.id == "a1" && $0.message.contains("checkmark") && $0.message.contains("not measured") })
    }

    /// insetGrouped (AdnannM, retina6_1): cells at x 20, 374 wide.
    @Test func insetGroupedCells() throws {
        let document = try Self.document(device: "retina6_1", width: 414, table: #"dataMode="static" style="insetGrouped" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18""#,
                                         body: #"<sections><tableViewSection id="s0"><cells>\#(Self.cell("a0", width: 414))</cells></tableViewSection></sections>"#)
        let layout = try Self.designLayout(document)
        #expect(layout.frame("a0") == Rect(x: 20, y: 18, width: 374, height: 44))
        #expect(layout.view("a0-cv")?.layoutMargins.left == 20)
    }

    /// Built-in styles: the labels the cell names are placed by the style's rules, whatever
    /// frames the document stores for them (1 × 1 here); no warning for Value1 and Subtitle.
    @Test func builtInStylesByTheRules() throws {
        let value1 = Self.cell("v", attributes: #"textLabel="v-t" detailTextLabel="v-d" style="IBUITableViewCellStyleValue1""#,
                               subviews: Self.label("v-t", "Title") + Self.label("v-d", "Detail"))
        let subtitle = Self.cell("s", attributes: #"textLabel="s-t" detailTextLabel="s-d" style="IBUITableViewCellStyleSubtitle""#,
                                 subviews: Self.label("s-t", "Title") + Self.label("s-d", "Subtitle"))
        let document = try Self.document(table: #"dataMode="static" style="plain" rowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28""#,
                                         body: #"<sections><tableViewSection id="s0"><cells>\#(value1)\#(subtitle)</cells></tableViewSection></sections>"#)
        let layout = try Self.designLayout(document)
        let title = try #require(layout.frame("v-t")), detail = try #require(layout.frame("v-d"))
        #expect(title.minX == 16 && title.minY == ((43.5 - title.height) / 2).rounded(.up))
        #expect(detail.maxX == 375 - 16 && detail.minY == title.minY)
        let top = try #require(layout.frame("s-t")), bottom = try #require(layout.frame("s-d"))
        #expect(top.minY == ((43.5 - top.height - bottom.height) / 2).rounded(.up) && bottom.minY == top.maxY)
        #expect(layout.diagnostics.isEmpty, "\(layout.diagnostics)")
    }

    /// An empty built-in label is set with its style's template word, as the canvas shows it:
    /// the same frames as the labels written "Title", "Detail" and "Subtitle"; an empty label
    /// the style does not name stays empty (and keeps its stored 1 × 1 frame, by its mask).
    @Test func emptyBuiltInLabelsShowTheTemplate() throws {
        func layout(_ words: [String]) throws -> ComputedLayout {
            let value1 = Self.cell("v", attributes: #"textLabel="v-t" detailTextLabel="v-d" style="IBUITableViewCellStyleValue1""#,
                                   subviews: Self.label("v-t", words[0]) + Self.label("v-d", words[1]))
            let subtitle = Self.cell("s", attributes: #"textLabel="s-t" detailTextLabel="s-d" style="IBUITableViewCellStyleSubtitle""#,
                                     subviews: Self.label("s-t", words[0]) + Self.label("s-d", words[2]) + Self.label("s-x", ""))
            let document = try Self.document(table: #"dataMode="static" style="plain" rowHeight="-1""#,
                                             body: #"<sections><tableViewSection id="s0"><cells>\#(value1)\#(subtitle)</cells></tableViewSection></sections>"#)
            return try Self.designLayout(document)
        }
        let empty = try layout(["", "", ""]), written = try layout(["Title", "Detail", "Subtitle"])
        for id in ["v-t", "v-d", "s-t", "s-d"] {
            let frame = try #require(empty.frame(id))
            #expect(frame.width > 20 && frame == written.frame(id), "\(id)")
        }
        #expect(empty.view("v-d")?.text?.lines.map(\.text) == ["Detail"])
        #expect(empty.view("s-x")?.text?.lines.isEmpty ?? true)
    }

    /// Constraints the document keeps on the cell element rather than its content view (GoMap's
    /// key and value fields: `value.leading == key.trailing + 13` and the cell's own trailing edge)
    /// are installed as UIKit installs them: the value field spans from the key's end to the cell's.
    @Test func constraintsHeldByTheCell() throws {
        let field = { (id: String) in #"<textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="\#(id)" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="1" y="1" width="1" height="1"/><fontDescription key="fontDescription" type="system" pointSize="14"/><textInputTraits key="textInputTraits"/></textField>"# }
        let inside = #"""
            <constraint firstItem="key" firstAttribute="leading" secondItem="c-cv" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="key" firstAttribute="width" constant="121" id="k2"/>
            <constraint firstItem="key" firstAttribute="centerY" secondItem="c-cv" secondAttribute="centerY" id="k3"/>
            <constraint firstItem="value" firstAttribute="centerY" secondItem="c-cv" secondAttribute="centerY" id="v1"/>
            """#
        let onCell = #"""
            <constraint firstItem="value" firstAttribute="leading" secondItem="key" secondAttribute="trailing" constant="13" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="value" secondAttribute="trailing" constant="16" id="c2"/>
            """#
        let cell = Self.cell("c", subviews: field("key") + field("value"), constraints: inside, cellConstraints: onCell)
        let document = try Self.document(table: #"dataMode="static" style="plain" rowHeight="44""#,
                                         body: #"<sections><tableViewSection id="s0"><cells>\#(cell)</cells></tableViewSection></sections>"#)
        let layout = try Self.designLayout(document)
        let value = try #require(layout.frame("value"))
        #expect(abs(value.minX - (20 + 121 + 13)) < 1e-6 && abs(value.maxX - (375 - 16)) < 1e-6, "\(value)")
        #expect(!layout.diagnostics.contains { $0.message.contains("ambiguous") }, "\(layout.diagnostics)")
    }

    /// Untitled grouped sections read `sectionHeaderHeight` and `sectionFooterHeight`
    /// (radiantchoi: 18 and 18, the first cell at 18, sections 36 apart); -1 is automatic.
    @Test func sectionHeightsRead() throws {
        let document = try Self.document(device: "retina6_1", width: 414, table: #"dataMode="static" style="grouped" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="-1""#,
                                         body: #"<sections><tableViewSection id="s0"><cells>\#(Self.cell("a0", width: 414))</cells></tableViewSection><tableViewSection id="s1"><cells>\#(Self.cell("b0", width: 414))</cells></tableViewSection></sections>"#)
        let layout = try Self.designLayout(document)
        #expect(layout.frame("a0")?.minY == 18)
        #expect(layout.frame("b0")?.minY == 18 + 43.5 + 17.5 + 18)
    }

    @Test func unknownStyleWarns() throws {
        let document = try Self.document(table: #"dataMode="static" style="sidebar" rowHeight="44""#,
                                         body: #"<sections><tableViewSection id="s0"><cells>\#(Self.cell("a0"))</cells></tableViewSection></sections>"#)
        let layout = try Self.designLayout(document)
        #expect(layout.diagnostics.contains { $0.id == "tbl" && $0.message.contains("sidebar") })
        #expect(layout.frame("a0")?.minY == 50)
    }

    /// A content view with margins of its own is warned about: UIKit's are used.
    @Test func contentViewMarginsWarn() throws {
        let margins = #"<edgeInsets key="layoutMargins" top="4" left="4" bottom="4" right="4"/>"#
        let document = try Self.document(table: #"dataMode="static" style="plain" rowHeight="44""#,
                                         body: #"<sections><tableViewSection id="s0"><cells>\#(Self.cell("a0", contentExtra: margins))</cells></tableViewSection></sections>"#)
        let layout = try Self.designLayout(document)
        #expect(layout.diagnostics.contains { $0.message.contains("content view with margins of its own") })
        #expect(layout.view("a0-cv")?.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
    }
}
