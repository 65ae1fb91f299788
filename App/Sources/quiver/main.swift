import Commands
import Foundation
import Terminal

// The command line is read once, before anything runs; `quiver app` (or plain `quiver` on a
// terminal) then catches stop signals before anything else: none can be lost before the app's own
// handling starts.
// A reader that goes away (`quiver export | head -1`) is a failed write, said in one line with
// exit 1 as a full disk is (`OutputWriteError`), not a silent death by SIGPIPE (status 141).
signal(SIGPIPE, SIG_IGN)
let onTerminal = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
var cli = QuiverCLI()
// On a terminal, `quiver` (or `quiver --db PATH`) opens the app; piped, it prints help.
if onTerminal { cli.defaultCommand = "app" }
let reading = cli.read(Array(CommandLine.arguments.dropFirst()))
if reading.runsApp { SignalLatch.install() }
let status = await cli.run(reading)
exit(status)
