import CoreInterfaces
import Foundation

/// A round's face as an SVG: the rings of its first distance's face, one mark per plotted arrow,
/// the group centre and a one-SD spread ellipse. Each arrow is drawn where it hit *relative to
/// its own face* (positions are scaled by that face's radius), so a round shot on two face sizes
/// still shows one group.
public enum FacePlot {
  /// The SVG of `record`.
  public static func svg(_ record: RoundRecord, size: Double = 480) -> String {
    let system = record.system(forEnd: 1) ?? record.definition.passes.first?.system ?? .tenZone
    var svg = SVG(width: size, height: size + 40, viewBox: "-1.05 -1.05 2.1 2.3")
    svg.element("title", [], text: "\(record.name) — \(record.id)")
    let face = TargetFace(system: system, diameter: 2)
    for ring in face.rings.reversed() where !ring.isX {
      svg.element(
        "circle",
        [
          ("class", "ring"), ("cx", "0"), ("cy", "0"), ("r", SVG.number(ring.radius)),
          ("fill", system.ringColour(points: ring.points)), ("stroke", "#808080"),
          ("stroke-width", "0.003"),
        ])
    }
    if let x = face.rings.first(where: \.isX) {
      svg.element(
        "circle",
        [
          ("class", "x-ring"), ("cx", "0"), ("cy", "0"), ("r", SVG.number(x.radius)),
          ("fill", "none"), ("stroke", "#808080"), ("stroke-width", "0.003"),
        ])
    }
    let normalised = record.arrowsRelativeToFace
    for arrow in normalised {
      svg.element(
        "circle",
        [
          ("class", "arrow"), ("cx", SVG.number(arrow.x ?? 0)), ("cy", SVG.number(-(arrow.y ?? 0))),
          ("r", "0.018"), ("fill", "#00b050"), ("stroke", "#000000"), ("stroke-width", "0.004"),
        ])
    }
    if let group = GroupAnalysis(normalised)?.all {
      let cx = SVG.number(group.centreX)
      let cy = SVG.number(-group.centreY)
      svg.element(
        "ellipse",
        [
          ("class", "spread"), ("cx", cx), ("cy", cy),
          ("rx", SVG.number(max(group.spreadX, 0.005))),
          ("ry", SVG.number(max(group.spreadY, 0.005))), ("fill", "none"), ("stroke", "#ff00ff"),
          ("stroke-width", "0.008"),
        ])
      svg.element(
        "path",
        [
          ("class", "centre"),
          (
            "d",
            "M\(SVG.number(group.centreX - 0.04)) \(cy) h0.08 M\(cx) \(SVG.number(-group.centreY - 0.04)) v0.08"
          ),
          ("stroke", "#ff00ff"), ("stroke-width", "0.01"),
        ])
    }
    let plotted = normalised.count
    svg.element(
      "text",
      [
        ("x", "0"), ("y", "1.18"), ("text-anchor", "middle"), ("font-size", "0.08"),
        ("font-family", "sans-serif"),
      ],
      text:
        "\(record.name): \(plotted) plotted arrow\(plotted == 1 ? "" : "s"); centre ✕, 1 SD ellipse"
    )
    return svg.document
  }
}
