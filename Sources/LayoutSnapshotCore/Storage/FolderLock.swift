import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a references folder (`flock` on the folder itself, so no lock file is
/// left under `__Snapshots__`). Writers of a PNG and its geometry JSON take it exclusively around
/// the two renames, readers take it shared around reading both: a verify never sees the PNG of
/// one recording next to the JSON of another, across processes (`swift test --parallel`) and
/// threads (Swift Testing) alike, since each call opens its own descriptor.
package enum FolderLock {
    package static func withLock<R>(_ folder: String, exclusive: Bool, _ body: () throws -> R) rethrows -> R {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        // No folder yet (nothing recorded): there is nothing to be consistent with.
        guard fd >= 0 else { return try body() }
        defer { close(fd) }
        while flock(fd, exclusive ? LOCK_EX : LOCK_SH) != 0 {
            // Interrupted: try again; any other error: go on unlocked (a file system without locks).
            if errno != EINTR { return try body() }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}

extension AtomicWrite {
    /// Writes a reference and its geometry as a pair: both are staged in temporary files first
    /// (where a full disk or a permission fails, leaving both old files as they were), then
    /// renamed under the folder's lock, the JSON first. What a process killed between the two
    /// renames leaves is what the next run needs to finish the pair or undo it (`StaleWrites`),
    /// never a PNG of one recording beside the JSON of another:
    /// - both temporary files share one suffix;
    /// - the staged JSON has a second name, `<json temp>.staged`, so the JSON in place is known to
    ///   be this write's while it is the same file (inode) as that name;
    /// - the old JSON has a second name, `<json temp>.previous`, until the PNG is in place;
    /// - the PNG records the JSON's digest (`SnapshotFile.Key.geometry`).
    package static func writePair(png: [UInt8], to pngPath: String, json: [UInt8], to jsonPath: String) throws(Failure) {
        let folder = folderOf(pngPath)
        StaleWrites.recoverOnce(folder)
        let suffix = uniqueSuffix()
        let stagedJSON = try stage(json, for: jsonPath, suffix: suffix)
        let stagedPNG: String
        do { stagedPNG = try stage(png, for: pngPath, suffix: suffix) } catch {
            unlink(stagedJSON)
            throw error
        }
        // A file system without hard links gets no marker: a kill between the renames then
        // leaves the new JSON beside the old PNG, which the next verify reports as a mismatch.
        let marker = "\(stagedJSON).staged"
        let marked = link(stagedJSON, marker) == 0
        defer { if marked { unlink(marker) } }
        var failure: Failure?
        FolderLock.withLock(folder, exclusive: true) {
            // The old JSON stays reachable under a second name until the PNG is in place, so a
            // failed PNG rename can put it back and leave the old pair whole.
            let previous = "\(stagedJSON).previous"
            let hadPrevious = link(jsonPath, previous) == 0
            defer { if hadPrevious { unlink(previous) } }
            if rename(stagedJSON, jsonPath) != 0 {
                failure = Failure(path: jsonPath, reason: String(cString: strerror(errno)))
                return
            }
            if rename(stagedPNG, pngPath) != 0 {
                failure = Failure(path: pngPath, reason: String(cString: strerror(errno)))
                if hadPrevious { rename(previous, jsonPath) } else { unlink(jsonPath) }
            }
        }
        if let failure {
            unlink(stagedJSON)
            unlink(stagedPNG)
            throw failure
        }
    }
}

extension AtomicWrite {
    /// A recording's geometry JSON without its picture, which the tool draws later
    /// (`PictureDrawing`): under the folder's lock, the old PNG, which will not show the new
    /// geometry, is removed first, then the JSON replaces the old one. A kill between the two
    /// leaves the old JSON without a picture, a state the next verify reports as such; never a
    /// PNG beside a geometry it does not show.
    package static func writeGeometryDroppingPicture(json: [UInt8], to jsonPath: String, picture pngPath: String) throws(Failure) {
        let folder = folderOf(jsonPath)
        StaleWrites.recoverOnce(folder)
        let staged = try stage(json, for: jsonPath, suffix: uniqueSuffix())
        var failure: Failure?
        FolderLock.withLock(folder, exclusive: true) {
            if unlink(pngPath) != 0, errno != ENOENT {
                failure = Failure(path: pngPath, reason: "cannot remove the picture that would no longer show the geometry: \(String(cString: strerror(errno)))")
                return
            }
            if rename(staged, jsonPath) != 0 {
                failure = Failure(path: jsonPath, reason: String(cString: strerror(errno)))
            }
        }
        if let failure {
            unlink(staged)
            throw failure
        }
    }
}

/// A reference PNG and its geometry JSON, read together under the folder's shared lock.
enum ReferencePair {
    static func read(_ request: SnapshotRequest) throws(FileBytes.Failure) -> (png: [UInt8]?, json: [UInt8]?) {
        StaleWrites.recoverOnce(request.location.referenceFolder)
        var result: Result<([UInt8]?, [UInt8]?), FileBytes.Failure> = .success((nil, nil))
        FolderLock.withLock(request.location.referenceFolder, exclusive: false) {
            do throws(FileBytes.Failure) {
                result = .success((try FileBytes.read(request.referencePath), try FileBytes.read(request.geometryPath)))
            } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }
}
