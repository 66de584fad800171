import Testing
@testable import UIKitLayout
import StrictJSON

/// The data file compiled into the package: facts only, and read lazily exactly as a full parse
/// reads it.
@Suite("bundled catalog data")
struct BundledCatalogDataTests {
    let document: JSONObject

    init() throws {
        guard case .object(let root) = try JSONParser.parse(Array(BundledCatalogData.bytes)) else { throw Failure() }
        document = root
    }

    var devices: [JSONObject] {
        guard case .array(let items)? = document["devices"] else { return [] }
        return items.compactMap { if case .object(let device) = $0 { device } else { nil } }
    }

    @Test("the data holds facts: no bar, margin or readable width, no iPad upside-down orientation")
    func factsOnly() throws {
        #expect(document.keys == ["catalogVersion", "reference", "devices"])
        #expect(devices.count == DeviceCatalog.bundled.devices.count)
        for device in devices {
            guard case .object(let orientations)? = device["orientations"] else { throw Failure() }
            #expect(!orientations.keys.contains("portraitUpsideDown"))
            for entry in orientations.entries {
                guard case .object(let values) = entry.value else { throw Failure() }
                #expect(values.keys == DeviceDecoding.factKeys, "\(device["name"]!) \(entry.key)")
            }
        }
    }

    @Test("the skimmed index finds what a full parse finds")
    func skimmedIndex() throws {
        let index = try #require(BundledCatalogIndex.read(BundledCatalogData.bytes))
        #expect(.string(index.version) == document["catalogVersion"])
        #expect(index.devices.count == devices.count)
        for (number, range) in index.devices.enumerated() {
            let device = try JSONParser.parse(Array(BundledCatalogData.bytes[range]))
            #expect(device == .object(devices[number]))
            guard case .string(let name)? = devices[number]["name"] else { throw Failure() }
            #expect(index.names[number].first == name)
        }
    }

    @Test("the skimmer reads members, items and strings with escapes")
    func skimmer() throws {
        let text = #"{ "a": [1, {"b": "x\"]}"}, true], "c" : null ,"d":{} }"#
        try Array(text.utf8).withUnsafeBufferPointer { bytes in
            let skimmer = JSONSkimmer(bytes: bytes)
            let members = try #require(skimmer.members(ofObjectAt: 0))
            #expect(members.members.map(\.key) == ["a", "c", "d"])
            #expect(members.end == bytes.count)
            let a = members.members[0].value
            #expect(String(decoding: bytes[a], as: UTF8.self) == #"[1, {"b": "x\"]}"}, true]"#)
            #expect(skimmer.items(ofArrayAt: a.lowerBound)?.count == 3)
            #expect(skimmer.members(ofObjectAt: members.members[2].value.lowerBound)?.members.isEmpty == true)
            #expect(JSONSkimmer(bytes: UnsafeBufferPointer(rebasing: bytes[0 ..< 10])).members(ofObjectAt: 0) == nil)
        }
    }

    struct Failure: Error {}
}
