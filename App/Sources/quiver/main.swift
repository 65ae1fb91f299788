import Commands
import Foundation
import Terminal

// `quiver app` (or plain `quiver` on a terminal) catches stop signals from its first
// instruction: none can be lost before the app's own handling starts.
let arguments = Array(CommandLine.arguments.dropFirst())
let onTerminal = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
if QuiverCLI.runsApp(arguments, onTerminal: onTerminal) { SignalLatch.install() }

var cli = QuiverCLI()
// On a terminal, `quiver` (or `quiver --db PATH`) opens the app; piped, it prints help.
if onTerminal { cli.defaultCommand = "app" }
let status = await cli.run(arguments)
exit(status)
