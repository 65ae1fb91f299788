/// Where plotted arrows landed: the group's centre (its bias from the target centre), its spread,
/// and, when arrows are numbered, a group per arrow with the ones that sit apart flagged.
///
/// Spreads are **population** standard deviations (divide by n): the whole group is the
/// population being described, as group analysis conventionally does.
public struct GroupAnalysis: Sendable, Equatable {
  /// A group's centre and spread.
  public struct Group: Sendable, Equatable {
    /// How many arrows it holds.
    public var count: Int
    /// Mean x in metres: the bias right (+) or left (−) of the target centre.
    public var centreX: Double
    /// Mean y in metres: the bias up (+) or down (−).
    public var centreY: Double
    /// Population standard deviation of x, metres.
    public var spreadX: Double
    /// Population standard deviation of y, metres.
    public var spreadY: Double
    /// Root-mean-square distance from the centre, metres: √(spreadX² + spreadY²).
    public var radialSpread: Double

    /// The group of `points`; `nil` when there are none.
    public init?(_ points: [(x: Double, y: Double)]) {
      guard !points.isEmpty else { return nil }
      let n = Double(points.count)
      let cx = points.reduce(0) { $0 + $1.x } / n
      let cy = points.reduce(0) { $0 + $1.y } / n
      let varX = points.reduce(0) { $0 + ($1.x - cx) * ($1.x - cx) } / n
      let varY = points.reduce(0) { $0 + ($1.y - cy) * ($1.y - cy) } / n
      count = points.count
      centreX = cx
      centreY = cy
      spreadX = varX.squareRoot()
      spreadY = varY.squareRoot()
      radialSpread = (varX + varY).squareRoot()
    }

    /// The bias: how far the centre sits from the target centre, metres.
    public var bias: Double { (centreX * centreX + centreY * centreY).squareRoot() }
  }

  /// Every plotted arrow.
  public var all: Group
  /// One group per arrow number, for numbered arrows.
  public var byArrowNumber: [Int: Group]
  /// Arrow numbers whose group sits apart from the rest: at least two shots, and a centre farther
  /// from the centre of all the *other* arrows than twice their radial spread.
  public var apart: [Int]

  /// The analysis of `arrows`' plotted positions; `nil` when none was plotted.
  public init?(_ arrows: [PlottedArrow]) {
    let plotted = arrows.filter { $0.position != nil }
    guard let all = Group(plotted.compactMap(\.position)) else { return nil }
    self.all = all
    var byNumber: [Int: Group] = [:]
    var apart: [Int] = []
    let numbers = Set(plotted.compactMap(\.arrowNumber))
    for number in numbers.sorted() {
      let mine = plotted.filter { $0.arrowNumber == number }.compactMap(\.position)
      let others = plotted.filter { $0.arrowNumber != number }.compactMap(\.position)
      guard let group = Group(mine) else { continue }
      byNumber[number] = group
      if mine.count >= 2, let rest = Group(others), rest.count >= 2 {
        let dx = group.centreX - rest.centreX
        let dy = group.centreY - rest.centreY
        if (dx * dx + dy * dy).squareRoot() > 2 * rest.radialSpread { apart.append(number) }
      }
    }
    byArrowNumber = byNumber
    self.apart = apart
  }
}
