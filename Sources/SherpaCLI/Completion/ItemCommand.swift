import ArgumentParser

/// A command whose words start with one of the person's items. The list below is the one
/// place that says which: Tab completes item names after them in the shell (each command's
/// argument takes `itemCompletion`) and in a session (`SessionCompleter`) alike.
protocol ItemCommand: ParsableCommand {
  /// Whether archived items are offered too (`show`, `delete`).
  static var offersArchived: Bool { get }
}

extension ItemCommand {
  static var offersArchived: Bool { false }

  /// The shell's completion of the item argument.
  static var itemCompletion: CompletionKind { ItemCompletion.shell(archived: offersArchived) }
}

extension SherpaCommand.Done: ItemCommand {}
extension SherpaCommand.Skip: ItemCommand {}
extension SherpaCommand.Snooze: ItemCommand {}
extension SherpaCommand.Show: ItemCommand { static var offersArchived: Bool { true } }
extension SherpaCommand.Edit: ItemCommand {}
extension SherpaCommand.Rename: ItemCommand {}
extension SherpaCommand.Archive: ItemCommand {}
extension SherpaCommand.Delete: ItemCommand { static var offersArchived: Bool { true } }
extension SherpaCommand.StartTimer: ItemCommand {}
extension SherpaCommand.StopTimer: ItemCommand {}
