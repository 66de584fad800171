import InterfaceBuilder
import LayoutEngine
import Testing

/// What Interface Builder's build and canvas do to views beyond their constraints, each from a
/// small hand-written document (Docs/reference/interface-builder.md §3.3).
@Suite struct CanvasRuleTests {
    static func frame(_ id: String, in layout: ComputedLayout) throws -> Rect {
        try #require(layout.views.first { $0.id == id || $0.id.hasPrefix(id + ".") }).frame
    }

    /// appcenter-sdk-apple's Main.storyboard (Xcode 9 era): borderless text fields in static
    /// cells, TAMIC off and no constraint, stored 220 × 30; their intrinsic size is about 77 × 22.
    static func fieldInACell(constraints: String = "", own: String = "") throws -> Rect {
        let field = #"<textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="TestEvent" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="f"><rect key="frame" x="139" y="7" width="220" height="30"/><autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>\#(own)<fontDescription key="fontDescription" type="system" pointSize="17"/><textInputTraits key="textInputTraits"/></textField>"#
        let cell = TableImportTests.cell("c", subviews: field, constraints: constraints)
        // Another row laid out by constraints: the hierarchy is solved by Auto Layout.
        let other = TableImportTests.cell("o", y: 44, subviews: #"<label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="16" y="12" width="45" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#,
                                          constraints: #"<constraint firstItem="l" firstAttribute="leading" secondItem="o-cv" secondAttribute="leading" constant="16" id="o1"/><constraint firstItem="l" firstAttribute="centerY" secondItem="o-cv" secondAttribute="centerY" id="o2"/>"#)
        let document = try TableImportTests.document(table: #"dataMode="static" style="plain" rowHeight="44""#,
                                                     body: #"<sections><tableViewSection id="s0"><cells>\#(cell)\#(other)</cells></tableViewSection></sections>"#)
        return try Self.frame("f", in: try TableImportTests.designLayout(document))
    }

    @Test("a view no constraint names keeps its stored frame (prototyping constraints), not its intrinsic size")
    func prototypingConstraints() throws {
        #expect(try Self.fieldInACell() == Rect(x: 139, y: 7, width: 220, height: 30))
        // Named by constraints, the view has no prototyping ones: its size is its content's.
        let pinned = try Self.fieldInACell(constraints: #"<constraint firstItem="f" firstAttribute="top" secondItem="c-cv" secondAttribute="top" constant="7" id="c1"/><constraint firstItem="f" firstAttribute="trailing" secondItem="c-cv" secondAttribute="trailing" constant="-16" id="c2"/>"#)
        #expect(pinned.minY == 7 && pinned.maxX == 359 && pinned.width < 100 && pinned.height < 30)
        // A constraint the view holds on itself (no firstItem) names it too.
        let sized = try Self.fieldInACell(own: #"<constraints><constraint firstAttribute="width" constant="180" id="w"/></constraints>"#)
        #expect(sized.width == 180)
    }
}
