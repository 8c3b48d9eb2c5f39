import SherpaCore

/// What `sync` says: what came in from each machine, what went out, and the items changed
/// on two machines.
enum SyncView {
  /// One machine's events that came in, summed up.
  struct Arrival {
    var device: String
    var days = Set<CivilDate>()
    var logged: [String] = []
    var added = 0
    var other = 0
  }

  static func arrivals(_ report: SyncReport) -> [Arrival] {
    var arrivals: [Arrival] = []
    for event in report.incoming {
      let device = event.deviceName ?? "another machine"
      if arrivals.last?.device != device {
        if let index = arrivals.firstIndex(where: { $0.device == device }) {
          arrivals.append(arrivals.remove(at: index))
        } else {
          arrivals.append(Arrival(device: device))
        }
      }
      var arrival = arrivals[arrivals.count - 1]
      if let item = event.loggedItem {
        arrival.days.insert(event.day)
        let name = self.name(item, report, event)
        if !arrival.logged.contains(name) { arrival.logged.append(name) }
      } else if case .change(let change) = event.action, change.kind == .add {
        arrival.added += 1
      } else {
        arrival.other += 1
      }
      arrivals[arrivals.count - 1] = arrival
    }
    return arrivals
  }

  static func lines(_ report: SyncReport) -> [String] {
    var lines: [String] = []
    if report.isFirst {
      lines.append("Sent the whole store to \(report.remote) (\(count(report.sent, "event"))).")
      return lines
    }
    for arrival in arrivals(report) {
      var parts = Array(arrival.logged.prefix(5))
      if arrival.logged.count > 5 { parts.append("…") }
      if arrival.added > 0 { parts.append("+" + count(arrival.added, "item")) }
      if arrival.other > 0 { parts.append(count(arrival.other, "other change")) }
      let head =
        arrival.days.isEmpty
        ? "From \(arrival.device)" : "\(count(arrival.days.count, "day")) from \(arrival.device)"
      lines.append(head + ": " + parts.joined(by: ", "))
    }
    if report.incoming.isEmpty { lines.append("Nothing new from \(report.remote).") }
    for conflict in report.conflicts {
      let name = self.name(conflict.item, report, conflict.held)
      // Two machines of one host name are told apart by their whole device ids.
      var (held, other) = (device(conflict.held), device(conflict.other))
      if held == other, let a = conflict.held.device, let b = conflict.other.device, a != b {
        (held, other) = (a, b)
      }
      lines.append(
        "\(name) was changed on \(held) and on \(other): the later change, \(held)'s, holds; "
          + "the other stays in the history.")
    }
    for (old, new) in report.renumbered.sorted(by: { $0.key < $1.key }) {
      let name = report.items.first { $0.id == new }?.item.name ?? "Item \(old)"
      lines.append("\(name), added here as item \(old), is now item \(new).")
    }
    if report.sent > 0 { lines.append("Sent \(count(report.sent, "change")).") }
    return lines
  }

  static func text(_ status: SyncStatus) -> String {
    let from = status.devices.isEmpty ? "" : " (from \(status.devices.joined(by: ", ")))"
    let state =
      status.toSend == 0 && status.toReceive == 0
      ? "In step with \(status.remote)."
      : "\(count(status.toSend, "change")) to send, \(count(status.toReceive, "change")) to "
        + "receive\(from)."
    return status.reached
      ? state : state.dropLast() + " as of the last sync; \(status.remote) can't be reached now."
  }

  static func json(_ status: SyncStatus) -> String {
    JSONText.object([
      ("remote", JSONText.string(status.remote)), ("reached", status.reached ? "true" : "false"),
      ("toSend", String(status.toSend)), ("toReceive", String(status.toReceive)),
      ("devices", JSONText.array(status.devices.map(JSONText.string))),
    ])
  }

  static func json(_ report: SyncReport) -> String {
    let arrivals = arrivals(report).map { arrival in
      JSONText.object([
        ("device", JSONText.string(arrival.device)), ("days", String(arrival.days.count)),
        ("logged", JSONText.array(arrival.logged.map(JSONText.string))),
        ("added", String(arrival.added)), ("other", String(arrival.other)),
      ])
    }
    let conflicts = report.conflicts.map { conflict in
      JSONText.object([
        ("item", String(conflict.item)),
        ("name", JSONText.string(name(conflict.item, report, conflict.held))),
        ("held", JSONText.string(device(conflict.held))),
        ("other", JSONText.string(device(conflict.other))),
      ])
    }
    return JSONText.object([
      ("remote", JSONText.string(report.remote)), ("first", report.isFirst ? "true" : "false"),
      ("sent", String(report.sent)), ("received", String(report.incoming.count)),
      ("from", JSONText.array(arrivals)), ("conflicts", JSONText.array(conflicts)),
      (
        "renumbered",
        JSONText.array(
          report.renumbered.sorted { $0.key < $1.key }.map {
            JSONText.object([("from", String($0.key)), ("to", String($0.value))])
          })
      ),
    ])
  }

  private static func device(_ event: Event) -> String {
    event.deviceName ?? "this machine"
  }

  private static func name(_ item: Int, _ report: SyncReport, _ event: Event) -> String {
    if let found = (report.items + report.itemsBefore).first(where: { $0.id == item }) {
      return found.item.name
    }
    if case .change(let change) = event.action, let named = change.after ?? change.before {
      return named.item.name
    }
    return "item \(item)"
  }

  private static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
