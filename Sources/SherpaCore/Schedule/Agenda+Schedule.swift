extension Agenda {
  /// Which days each item is scheduled on within a span, one bit per day: what an agenda
  /// knows before anything done is, so a view works it out while its month file is read.
  public struct Schedule: Sendable {
    let items: [TrackedItem]
    public let span: ClosedRange<CivilDate>?
    let scheduled: [Int: [UInt64]]

    public init(items: [TrackedItem], span: ClosedRange<CivilDate>?) {
      self.init(items: items, span: span, slices: nil)
    }

    init(items: [TrackedItem], span: ClosedRange<CivilDate>?, slices: Int?) {
      // Relations are resolved among exactly these items, wherever they came from.
      let items = ItemRelation.resolvingOnlyOn(items)
      self.items = items
      self.span = span
      var scheduled: [Int: [UInt64]] = [:]
      if let span {
        let first = span.lowerBound.dayNumber
        let words = (span.upperBound.dayNumber - first) / 64 + 1
        func bits(_ days: [CivilDate]) -> [UInt64] {
          var bits = [UInt64](repeating: 0, count: words)
          for day in days {
            let n = day.dayNumber - first
            bits[n >> 6] |= 1 << UInt64(n & 63)
          }
          return bits
        }
        let last = span.upperBound.dayNumber
        let parts = Slices.run(items.count, minimum: Slices.itemsPerSlice, slices: slices) {
          slice in
          var part: [Int: [UInt64]] = [:]
          for tracked in items[slice] where !tracked.isOneOff {
            var own = [UInt64](repeating: 0, count: words)
            tracked.forEachOwnScheduledDay(in: first...last) { day in
              let n = day - first
              own[n >> 6] |= 1 << UInt64(n & 63)
            }
            part[tracked.id] = own
          }
          return part
        }
        scheduled = parts[0]
        for part in parts.dropFirst() { scheduled.merge(part) { $1 } }
        // "Only on X days": each span of days keeps the bits X's own schedule has too.
        let own = scheduled
        for tracked in items where !tracked.isOneOff && !tracked.relatedDays.spans.isEmpty {
          var kept = scheduled[tracked.id]!
          for relation in tracked.relatedDays.spans
          where relation.days.lowerBound <= span.upperBound
            && span.lowerBound <= relation.days.upperBound
          {
            let from = max(span.lowerBound, relation.days.lowerBound)
            let to = min(span.upperBound, relation.days.upperBound)
            let related =
              relation.related.isOneOff
              ? bits(relation.related.scheduledDays(in: from...to))
              : own[relation.related.id] ?? bits(relation.related.scheduledDays(in: from...to))
            let low = from.dayNumber - first
            let high = to.dayNumber - first
            for word in (low >> 6)...(high >> 6) {
              var inSpan = UInt64.max
              if word == low >> 6 { inSpan &= UInt64.max << UInt64(low & 63) }
              if word == high >> 6 { inSpan &= UInt64.max >> UInt64(63 - (high & 63)) }
              kept[word] &= ~inSpan | related[word]
            }
          }
          scheduled[tracked.id] = kept
        }
      }
      self.scheduled = scheduled
    }
  }
}
