// A floor: a Swift program that loads the whole of Foundation (as the CLI and LayoutSnapshotCore do).
import Foundation

if CommandLine.arguments.count > 5 { print(NSString(string: CommandLine.arguments[1]).lastPathComponent) }
