import Foundation
import Testing
@testable import LayoutSnapshotCore

/// A reference file larger than any reference can be is refused by its size, before it is read.
@Suite("reference size limit")
struct ReferenceSizeTests {
    @Test("a 300 MiB reference (sparse) fails the verify naming the file and the limit; nothing is read or written")
    func oversizedReference() throws {
        let package = try TemporaryPackage()
        let request = try Screens.request(try Screens.layout(), in: package, mode: .failed)
        try FileManager.default.createDirectory(atPath: request.location.referenceFolder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: request.referencePath, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: request.referencePath))
        try handle.truncate(atOffset: 300 << 20)
        try handle.close()
        let check = Screens.verify(request)
        #expect(!check.passed && check.outcome.wrote.isEmpty)
        #expect(check.message?.contains("\(request.referencePath): cannot be read (314572800 bytes, more than the 256 MiB a reference may be)") == true, "\(check.message ?? "")")
        #expect(try FileManager.default.attributesOfItem(atPath: request.referencePath)[.size] as? Int == 300 << 20, "left as it was")
    }
}
