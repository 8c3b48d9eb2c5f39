import SherpaCore
import SherpaParse
import SherpaStore

extension Actions {
  /// `edit ITEM PHRASE`: the words name the item, then what changes — its schedule, target,
  /// time, part of the day or relation; `dropAfter` and `dropOnlyOn` take a relation away.
  /// Days before today keep what they had. A name is not something edit changes (`rename`).
  ///
  /// - Parameter dryRun: Work the change out and return it, saving nothing.
  public func edit(
    _ words: [String], dropAfter: Bool = false, dropOnlyOn: Bool = false, dryRun: Bool = false,
    at moment: Moment
  ) throws -> ItemChangeResult {
    let parser = try vocabulary.currentParser()
    func edited(_ document: StoreDocument, _ today: CivilDate) throws -> (TrackedItem, TrackedItem)
    {
      let (tracked, rest) = try ItemResolver(document.items).split(words)
      guard !rest.isEmpty || dropAfter || dropOnlyOn else {
        throw ItemFailure.editSaysNothing(tracked)
      }
      let phrase = rest.joined(by: " ")
      var item: Item
      do throws(ParseFailure) {
        item =
          rest.isEmpty ? tracked.item : try parser.edit(tracked.item, with: phrase, today: today)
      } catch {
        throw ItemFailure.phrase(error)
      }
      if item.name != tracked.item.name { throw ItemFailure.editRenames(tracked, to: item.name) }
      if dropAfter { item.after = nil }
      if dropOnlyOn { item.onlyOn = nil }
      guard item != tracked.item else { throw ItemFailure.unchanged(tracked.name) }
      var after = tracked.redefined(as: item, from: today)
      let said =
        [phrase] + (dropAfter ? ["--no-after"] : []) + (dropOnlyOn ? ["--no-only-on"] : [])
      after.input = tracked.input + "; " + said.filter { !$0.isEmpty }.joined(by: " ")
      return (tracked, after)
    }
    guard dryRun else {
      return try change(.edit, at: moment) { transaction, today in
        try edited(transaction.document, today)
      }
    }
    var document = try store.document()
    let (before, after) = try edited(document, moment.today(document.settings))
    document.set(after, id: after.id)
    return ItemChangeResult(
      before: before, after: after, event: nil, items: document.items, settings: document.settings)
  }

  /// `rename ITEM NAME`: the words name the item, then its new name.
  public func rename(_ words: [String], force: Bool = false, at moment: Moment) throws
    -> ItemChangeResult
  {
    try change(.rename, at: moment) { transaction, _ in
      let resolver = ItemResolver(transaction.document.items)
      let (tracked, rest) = try resolver.split(words)
      let name = rest.joined(by: " ").trimmingWhitespace()
      guard !name.isEmpty else { throw ItemFailure.noNewName(tracked) }
      let newName = Parser.capitalizingFirst(String(name))
      if newName.lowercased() != tracked.name.lowercased() {
        try resolver.refuseTaken(newName, force: force)
      }
      var after = tracked
      after.item.name = newName
      return (tracked, after)
    }
  }

  /// `archive ITEM`: the item stops from today; its history stays.
  public func archive(_ text: String, at moment: Moment) throws -> ItemChangeResult {
    try change(.archive, at: moment) { transaction, today in
      let tracked = try ItemResolver(transaction.document.items).find(text)
      var after = tracked
      after.archived = today
      return (tracked, after)
    }
  }

  /// The item `text` names among every item, archived ones too: what `delete` would take.
  public func findForDelete(_ text: String) throws -> TrackedItem {
    try ItemResolver(try store.document().items).find(text, archived: true)
  }

  /// `delete ITEM`: the item and its history go (undo brings them back).
  public func delete(item id: Int, name: String, at moment: Moment) throws -> ItemChangeResult {
    try change(.delete, at: moment) { transaction, _ in
      guard let current = transaction.document.item(id: id) else { throw ItemFailure.gone(name) }
      return (current, nil)
    }
  }
}
