import ArgumentParser
import SherpaCore
import SherpaParse
import SherpaStore

extension SherpaCommand {
  /// `sherpa edit ITEM PHRASE…`: re-say part of an item.
  struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "edit",
      abstract: "Change an item by re-saying part of it.",
      discussion: """
        Say only what changes: sherpa edit run "every weekday at 7am", sherpa edit water \
        2.5 l, sherpa edit read "every night". Days before today keep the schedule and \
        target they had.

        Relations are said the same way: sherpa edit stretch "after my run", sherpa edit \
        shake "only on workout days" (the item is then scheduled only on days the workout \
        is too). --no-after and --no-only-on take them away. Days before today keep the \
        relation they had.
        """)

    @OptionGroup var store: StoreOptions

    @Flag(help: "Print the changed item as one JSON object.")
    var json = false

    @Flag(help: "Keep a new name even when another item has it.")
    var force = false

    @Flag(name: .customLong("no-after"), help: "Take away what the item comes after.")
    var noAfter = false

    @Flag(
      name: .customLong("no-only-on"),
      help: "Take away 'only on … days': the item follows its own schedule again.")
    var noOnlyOn = false

    @Argument(
      parsing: .allUnrecognized, help: "The item, then what changes.",
      completion: ItemCompletion.shell(archived: false))
    var words: [String] = []

    func run() throws {
      let workspace = try Workspace(store)
      let parser = try workspace.parser()
      var items: [TrackedItem] = []
      let (_, after, settings) = try ItemWords.change(.edit, workspace) { transaction, today in
        let (tracked, rest) = try ItemWords.split(words, items: transaction.document.items)
        let removes = noAfter || noOnlyOn
        guard !rest.isEmpty || removes else {
          throw CommandFailure(
            "Say what changes for \(tracked.name), like 'sherpa edit \(tracked.name.lowercased()) every weekday at 7am'."
          )
        }
        let phrase = rest.joined(separator: " ")
        var item =
          rest.isEmpty ? tracked.item : try parser.edit(tracked.item, with: phrase, today: today)
        if noAfter { item.after = nil }
        if noOnlyOn { item.onlyOn = nil }
        if item.name.lowercased() != tracked.name.lowercased() {
          try ItemMatch.refuseTaken(item.name, in: transaction.document, force: force)
        }
        guard item != tracked.item else {
          throw CommandFailure("\(tracked.name) already reads that way; nothing changed.")
        }
        var after = tracked.redefined(as: item, from: today)
        let said = [phrase] + (noAfter ? ["--no-after"] : []) + (noOnlyOn ? ["--no-only-on"] : [])
        after.input = tracked.input + "; " + said.filter { !$0.isEmpty }.joined(separator: " ")
        items = transaction.document.items.filter { $0.id != after.id } + [after]
        return (tracked, after)
      }
      guard let after else { return }
      let resolved = ItemRelation.resolvingOnlyOn(items).last ?? after
      var out = Output()
      if json {
        out.line(JSONText.object(JSONView.item(after)))
      } else {
        let color = workspace.style(settings).color
        out.line(ParseView(item: after.item, color: color, tracked: resolved, items: items).text)
        out.line("Changed \(after.name) (#\(after.id)).")
      }
      out.flush()
    }
  }

  /// `sherpa rename ITEM NAME…`.
  struct Rename: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "rename", abstract: "Give an item a new name.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Keep the new name even when another item has it.")
    var force = false

    @Argument(
      help: "The item, then its new name: sherpa rename run \"morning run\".",
      completion: ItemCompletion.shell(archived: false))
    var words: [String] = []

    func run() throws {
      let workspace = try Workspace(store)
      let (before, after, _) = try ItemWords.change(.rename, workspace) { transaction, _ in
        let (tracked, rest) = try ItemWords.split(words, items: transaction.document.items)
        let name = rest.joined(separator: " ").trimmingWhitespace()
        guard !name.isEmpty else {
          throw CommandFailure(
            "Say the new name, like 'sherpa rename \(tracked.name.lowercased()) morning run'.")
        }
        let newName = Parser.capitalizingFirst(String(name))
        if newName.lowercased() != tracked.name.lowercased() {
          try ItemMatch.refuseTaken(newName, in: transaction.document, force: force)
        }
        var after = tracked
        after.item.name = newName
        return (tracked, after)
      }
      var out = Output()
      out.line("Renamed \(before.name) to \(after?.name ?? "").")
      out.flush()
    }
  }
}
