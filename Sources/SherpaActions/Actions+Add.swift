import SherpaCore
import SherpaParse
import SherpaStore

/// What to add: a phrase as typed, a template, or a routine's templates.
public enum AddSource {
  case phrase(String)
  case suggestion(Suggestions.Suggestion)
  case routine(Suggestions.Routine)
}

/// The items a source makes, and those a routine leaves out because the person has an
/// active item of that name already.
public struct AddPlan {
  public var items: [(phrase: String, item: Item)] = []
  public var leftOut: [TrackedItem] = []
  /// The items as they would be kept, numbered from the store's next number.
  public var planned: [TrackedItem] = []
  /// Every item with the planned ones, and the settings: for showing them.
  public var all: [TrackedItem] = []
  public var settings = Settings()
}

/// The items an `add` kept, with every item and the settings, for showing them.
public struct AddResult {
  public let added: [TrackedItem]
  public let plan: AddPlan
  public let items: [TrackedItem]
  public let settings: Settings
}

extension Actions {
  /// What `source` would add, read without the lock: to show before asking, or for
  /// `--dry-run`. A phrase whose name is taken is refused unless `force`.
  public func preview(_ source: AddSource, force: Bool, at moment: Moment) throws -> AddPlan {
    let document = try store.document()
    return try plan(source, force: force, in: document, today: moment.today(document.settings))
  }

  /// Adds what `source` says, all in one change.
  public func add(_ source: AddSource, force: Bool, at moment: Moment) throws -> AddResult {
    try store.transaction(now: moment.stamp) { transaction in
      let today = moment.today(transaction.document.settings)
      let plan = try plan(source, force: force, in: transaction.document, today: today)
      var added: [TrackedItem] = []
      for (phrase, item) in plan.items {
        let tracked = TrackedItem(
          id: transaction.document.nextId, item: item, input: phrase, created: today)
        transaction.document.nextId += 1
        transaction.document.set(tracked, id: tracked.id)
        transaction.record(
          .change(ItemChange(kind: .add, id: tracked.id, before: nil, after: tracked)), day: today)
        added.append(transaction.document.item(id: tracked.id) ?? tracked)
      }
      return AddResult(
        added: added, plan: plan, items: transaction.document.items,
        settings: transaction.document.settings)
    }
  }

  /// The templates of a routine, in its order, those the catalog holds.
  public func templates(of routine: Suggestions.Routine) throws -> [Suggestions.Suggestion] {
    let catalog = try vocabulary.currentSuggestions()
    return routine.items.compactMap(catalog.suggestion(exactly:))
  }

  private func plan(
    _ source: AddSource, force: Bool, in document: StoreDocument, today: CivilDate
  ) throws -> AddPlan {
    let parser = try vocabulary.currentParser()
    let resolver = ItemResolver(document.items)
    var plan = AddPlan()
    switch source {
    case .phrase(let phrase):
      let item: Item
      do {
        item = try parser.parse(phrase, today: today)
      } catch {
        throw ItemFailure.phrase(error)
      }
      try resolver.refuseTaken(item.name, force: force)
      plan.items = [(phrase, item)]
    case .suggestion(let template):
      let item = try Self.item(template, parser, today)
      try resolver.refuseTaken(item.name, force: force)
      plan.items = [(template.phrase, item)]
    case .routine(let routine):
      var names = Set<String>()
      for template in try templates(of: routine)
      where names.insert(template.name.lowercased()).inserted {
        let same = document.items.first {
          !$0.isArchived && $0.name.lowercased() == template.name.lowercased()
        }
        if let same, !force {
          plan.leftOut.append(same)
          continue
        }
        plan.items.append((template.phrase, try Self.item(template, parser, today)))
      }
    }
    var next = document.nextId
    for (phrase, item) in plan.items {
      plan.planned.append(TrackedItem(id: next, item: item, input: phrase, created: today))
      next += 1
    }
    plan.all = ItemRelation.resolvingOnlyOn(document.items + plan.planned)
    plan.planned = Array(plan.all.suffix(plan.planned.count))
    plan.settings = document.settings
    return plan
  }

  /// A template's phrase through the intake, under the template's own name.
  private static func item(
    _ template: Suggestions.Suggestion, _ parser: Parser, _ today: CivilDate
  ) throws(ItemFailure) -> Item {
    do {
      var item = try parser.parse(template.phrase, today: today)
      item.name = template.name
      if let label = template.noneOf {
        item.target = Target(amount: 0, unit: .count, label: label, period: .day, goal: .atMost)
      }
      return item
    } catch {
      throw .template(error, template.name)
    }
  }
}
