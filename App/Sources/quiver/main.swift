import Commands
import Foundation

let status = await QuiverCLI().run(Array(CommandLine.arguments.dropFirst()))
exit(status)
