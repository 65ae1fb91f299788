import Commands
import Foundation

var cli = QuiverCLI()
// On a terminal, `quiver` (or `quiver --db PATH`) opens the app; piped, it prints help.
if isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 { cli.defaultCommand = "app" }
let status = await cli.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
