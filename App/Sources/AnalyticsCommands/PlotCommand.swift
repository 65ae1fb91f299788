import CommandKit

/// `quiver plot round ID | trend [--out F.svg]`: SVG pictures.
struct PlotCommand: QuiverCommand {
  let name = "plot"
  let summary =
    "Draw SVGs: a round's face with its arrows ('plot round ID'), or scores and handicaps over time ('plot trend')."
  let subcommands: [any QuiverCommand] = [PlotRoundCommand(), PlotTrendCommand()]
}
