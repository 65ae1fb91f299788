import Coordinator
import Presentation

extension TerminalSession {
  /// The top screen as text: the breadcrumb, the screen, its keys and the one-line message,
  /// coloured when the palette is on.
  func render() -> String {
    let (body, keys) = screenText()
    let palette = palette
    var lines =
      [palette.paint("── \(coordinator.breadcrumb)", .heading)]
      + body.map { $0.isEmpty ? "" : "  " + $0 }
    lines.append(
      palette.paint(
        "keys: \((keys + ["b back", "q quit", "? help"]).joined(separator: " · "))", .hint))
    if let message {
      let (mark, role): (String, Palette.Role) =
        switch message.kind {
        case .error: ("!", .error)
        case .done: ("✓", .success)
        case .info: ("?", .hint)
        }
      lines.append(palette.paint("\(mark) \(message.text)", role))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The body and keys of the screen on top.
  private func screenText() -> (body: [String], keys: [String]) {
    switch coordinator.topScreen {
    case nil: homeText()
    case .newRound(let model)?: newRoundText(model)
    case .roundsList(let model)?: roundsListText(model)
    case .setupsList(let model)?: setupsListText(model)
    case .roundSetup(let model)?: roundSetupText(model)
    case .bowSetupPicker(let model)?: bowSetupPickerText(model)
    case .scoring(let model)?: scoringText(model)
    case .roundDetail(let model)?: roundDetailText(model)
    case .equipmentHub(let model)?: equipmentHubText(model)
    case .equipmentList(let model)?: equipmentListText(model)
    case .equipmentEditor(let loader)?: equipmentEditorText(loader)
    case .setupEditor(let loader)?: setupEditorText(loader)
    case .itemPicker(let model)?: itemPickerText(model)
    case .analyticsHub(let model)?: analyticsHubText(model)
    case .settings(let model)?: settingsText(model)
    case .archers(let model)?: archersText(model)
    }
  }
}
