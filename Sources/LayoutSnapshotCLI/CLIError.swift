import ArgumentParser
import LayoutEngine

/// A failure the CLI reports as one line on standard error, with exit status 2 (unreadable or
/// invalid input: LAYOUT-SPEC.md).
struct CLIError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}

/// Runs `body`, turning the project's input errors into one line on stderr and exit status 2.
func reportingInputErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as SpecError {
        Console.error(error.description)
        throw ExitCode(2)
    } catch let error as CLIError {
        Console.error(error.description)
        throw ExitCode(2)
    } catch let error as DeviceLookupError {
        Console.error(error.description)
        throw ExitCode(2)
    } catch let error as LayoutError {
        Console.error(error.description)
        throw ExitCode(2)
    }
}
