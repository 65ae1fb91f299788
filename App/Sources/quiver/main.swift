import Foundation

let status = await QuiverCommand.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
