/// A failure of the user's input that the CLI describes in its own words: one line on stderr,
/// exit status 2 (`ExitStatus`).
struct CLIError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
