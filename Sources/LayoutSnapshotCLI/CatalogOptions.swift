import ArgumentParser
import LayoutEngine

/// The options that choose the catalog's values: an OS and a calibration file.
struct CatalogOptions: ParsableArguments {
    @Option(help: "The OS whose values to use, e.g. 18 or 26.5 (default: each device's earliest in the catalog).")
    var os: String?

    @Option(help: "A calibration JSON file overriding catalog values.")
    var calibration: String?

    func catalog() throws -> DeviceCatalog {
        try InputFiles.catalog(calibration: calibration)
    }

    /// The `--os` flag, else the spec's.
    func osVersion(default specOS: OSVersion? = nil) throws -> OSVersion? {
        guard let os else { return specOS }
        guard let version = OSVersion(os) else { throw CLIError("--os: expected a version such as 18 or 26.5, got \"\(os)\"") }
        return version
    }
}
