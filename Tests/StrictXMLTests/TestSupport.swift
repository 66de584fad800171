@_exported import SharedTestSupport
import Foundation
import StrictXML
import Testing

/// Parses `text` (as UTF-8).
func parseXML(_ text: String, limits: XMLLimits = .default) throws(XMLSyntaxError) -> StrictXML.XMLElement {
    try XMLReader.parse(Array(text.utf8), limits: limits).root
}

/// The error parsing `bytes` gives, or nil (and a recorded issue) when it parses.
func parseXMLError(_ bytes: [UInt8], limits: XMLLimits = .default,
                   sourceLocation: SourceLocation = #_sourceLocation) -> XMLSyntaxError? {
    do {
        let document = try XMLReader.parse(bytes, limits: limits)
        Issue.record("expected an error, parsed a document with root '\(document.root.name)'", sourceLocation: sourceLocation)
        return nil
    } catch {
        return error
    }
}

func parseXMLError(_ text: String, limits: XMLLimits = .default,
                   sourceLocation: SourceLocation = #_sourceLocation) -> XMLSyntaxError? {
    parseXMLError(Array(text.utf8), limits: limits, sourceLocation: sourceLocation)
}

/// Every element of the tree, depth first in document order, without recursion.
func allElements(_ root: StrictXML.XMLElement) -> [StrictXML.XMLElement] {
    var result: [StrictXML.XMLElement] = []
    var pending = [root]
    while let element = pending.popLast() {
        result.append(element)
        pending.append(contentsOf: element.children.reversed())
    }
    return result
}

/// Takes a (possibly very deep) tree apart one level at a time, so that dropping it cannot
/// recurse; returns its depth.
func dismantle(_ root: consuming StrictXML.XMLElement) -> Int {
    var depth = 0
    var level = [root]
    while !level.isEmpty {
        depth += 1
        var next: [StrictXML.XMLElement] = []
        for var element in level {
            next.append(contentsOf: element.children)
            element.children = []
        }
        level = next
    }
    return depth
}

/// Runs `body` on a thread with a small stack (512 KB, the default for secondary threads on
/// Darwin): recursion over tens of thousands of levels would overflow it.
func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T? {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    guard done.wait(timeout: .now() + 120) == .success else { return nil }
    return box.value
}

final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Where the shared Interface Builder corpus is, found from this file's path so the tests do not
/// depend on the working directory: `../shared/corpus/ib` beside the package root.
enum IBCorpus {
    /// Package root: Tests/StrictXMLTests/TestSupport.swift is three levels below it.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let root = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/ib")

    static var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { root.appendingPathComponent($0) }
    }

    static var isPresent: Bool { !files.isEmpty }
    static let absentMessage = "Interface Builder corpus not found at \(root.path): the corpus tests are skipped"
}

/// A small document in the shape of Interface Builder's, with a bit of everything the reader
/// handles.
let sampleStoryboard = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="9SF-AN-ir1">
    <device id="retina6_5" orientation="portrait" appearance="light"/>
    <scenes>
        <!--View Controller-->
        <scene sceneID="aAv-83-n9a">
            <objects>
                <viewController id="9SF-AN-ir1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="5uF-ws-lnA">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <label opaque="NO" text="Caf&#233; &amp; “Bar”" textAlignment="natural" id="CCq-t1-1xH">
                                <rect key="frame" x="126" y="436" width="162" height="21"/>
                                <string key="userLabel">Tom &lt;&gt; Jerry</string>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="CCq-t1-1xH" firstAttribute="centerX" secondItem="5uF-ws-lnA" secondAttribute="centerX" id="kEq-e1-1Aa"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="iYj-Kq-Ea1" userLabel="First Responder" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="52" y="375"/>
        </scene>
    </scenes>
    <resources>
        <mutableString key="text"><![CDATA[a < b && c]]></mutableString>
    </resources>
</document>

"""
