// A floor: a Swift program that loads FoundationEssentials (as LayoutEngine and StrictJSON do).
import FoundationEssentials

if CommandLine.arguments.count > 5 { print(Data(CommandLine.arguments[1].utf8).count) }
