import Foundation
import XCTest
#if canImport(Testing)
import Testing
#endif

/// Where an assertion was written: its failures point there.
struct CallSite: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// Who an assertion here is, for `ReferenceClaims`: the running test (its case, in a
    /// parameterized test) and this place.
    func owner(testName: String) -> String {
        "\(IssueReporter.currentTestCaseIdentity(filePath: "\(filePath)", testName: testName)) at \(fileID):\(line):\(column)"
    }
}

/// Reports through the framework running the test: Swift Testing when a `Test` is current
/// (an issue, with the images attached), XCTest otherwise (`XCTFail` at the call site).
enum IssueReporter {
    /// A parameterized Swift Testing test runs its cases in parallel under one test id, so its
    /// unnamed assertions cannot be numbered stably.
    static var isParameterizedTest: Bool {
        #if canImport(Testing)
        return Test.current?.isParameterized ?? false
        #else
        return false
        #endif
    }

    /// Takes the failures instead of the test framework while it is set, for this library's own
    /// tests of its messages: through Swift Testing each would be a known issue of the run.
    @TaskLocal static var collector: IssueCollector?

    static func fail(_ message: String, attachments: [(name: String, bytes: [UInt8])] = [], at site: CallSite) {
        if let collector {
            collector.append(IssueCollector.Failure(message: message, attachments: attachments.map(\.name), line: Int(site.line)))
            return
        }
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
            for attachment in attachments {
                Attachment.record(attachment.bytes, named: attachment.name, sourceLocation: location)
            }
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        XCTFail(message, file: site.filePath, line: site.line)
    }

    /// A warning: said where the test's output shows it, never failing the test. Swift Testing
    /// records an issue of severity warning; XCTest, which has none, prints a line in the form
    /// compilers and CI log readers take for a warning (`file:line: warning: …`).
    static func warn(_ message: String, at site: CallSite) {
        if let collector {
            collector.appendWarning(message)
            return
        }
        #if canImport(Testing) && compiler(>=6.2)
        if Test.current != nil {
            let location = SourceLocation(fileID: "\(site.fileID)", filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column))
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
            return
        }
        #endif
        print("\(site.filePath):\(site.line): warning: \(message)")
    }

    /// A name for the running test that identifies it within the process, for numbering unnamed
    /// assertions: Swift Testing's test id, or for XCTest the file and test name (each XCTest
    /// test runs once per process).
    static func currentTestIdentity(filePath: String, testName: String) -> String {
        #if canImport(Testing)
        if let test = Test.current { return "swift-testing:\(test.id)" }
        #endif
        // The XCTest case's own name (class and method) once the observer has seen a test start;
        // the first test of a process starts before the first assertion registers it.
        XCTestCaseTracker.shared.start()
        if let name = XCTestCaseTracker.shared.currentTestName() { return "xctest:\(name)" }
        return "xctest:\(filePath)#\(testName)"
    }

    /// The running test and, in a parameterized Swift Testing test, its case (the description
    /// names the arguments): two cases that would share a reference are two owners.
    static func currentTestCaseIdentity(filePath: String, testName: String) -> String {
        var identity = currentTestIdentity(filePath: filePath, testName: testName)
        #if canImport(Testing)
        if Test.current?.isParameterized == true, let testCase = Test.Case.current { identity += " case \(testCase)" }
        #endif
        return identity
    }
}

/// The failures reported while `IssueReporter.collector` is set, in order.
final class IssueCollector: @unchecked Sendable {
    struct Failure {
        var message: String
        /// The names of the images an issue would carry.
        var attachments: [String]
        var line: Int
    }

    private let lock = NSLock()
    private var collected: [Failure] = []
    private var collectedWarnings: [String] = []

    func append(_ failure: Failure) {
        lock.lock()
        defer { lock.unlock() }
        collected.append(failure)
    }

    func appendWarning(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        collectedWarnings.append(message)
    }

    var warnings: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collectedWarnings
    }

    var failures: [Failure] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}

/// Numbers the unnamed assertions of one test, so two of them get distinct and stable names:
/// the first has no suffix, the second `.2`, and so on, in the order the test makes them.
final class UnnamedAssertionCounter: @unchecked Sendable {
    static let shared = UnnamedAssertionCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// 1 for the first unnamed assertion of a test, 2 for the next, …
    func next(for test: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        counts[test, default: 0] += 1
        return counts[test]!
    }
}

/// Which assertion wrote each reference in this process, so two assertions that would share a
/// file (two tests of one name in one file, `named: "2"` next to a second unnamed call, names
/// that sanitize alike) fail instead of silently checking each other's references.
final class ReferenceClaims: @unchecked Sendable {
    static let shared = ReferenceClaims()
    private let lock = NSLock()
    private var owners: [String: String] = [:]

    /// nil when `owner` may use `path`; otherwise the other owner.
    func claim(_ path: String, by owner: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let existing = owners[path], existing != owner { return existing }
        owners[path] = owner
        return nil
    }
}

/// The running XCTest case, from an `XCTestObservation` registered at the first assertion: it
/// tells apart two classes of one file with a test method of the same name, whose `#function`
/// and `#filePath` are the same.
final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = XCTestCaseTracker()
    private let lock = NSLock()
    private var registered = false
    private var current: String?

    func start() {
        lock.lock()
        let first = !registered
        registered = true
        lock.unlock()
        if first { XCTestObservationCenter.shared.addTestObserver(self) }
    }

    func currentTestName() -> String? {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        lock.lock()
        current = testCase.name
        lock.unlock()
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.lock()
        current = nil
        lock.unlock()
    }
}
