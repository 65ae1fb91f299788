import Commands
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
// On a terminal, plain `quiver` opens the app; piped or scripted, it prints help as before.
if arguments.isEmpty, isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 { arguments = ["app"] }
let status = await QuiverCLI().run(arguments)
exit(status)
