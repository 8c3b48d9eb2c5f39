extension Array where Element: Comparable {
  /// The elements without repeats, ascending, sorted by insertion: for the handful a rule
  /// holds, or a list nearly in order already (a folder listing, a store's months and the
  /// one a change adds). A `Set` and `sorted()` cost a one-shot command more than
  /// the work (the first sort alone looks up its generic parts at run time, 0.2 M
  /// instructions); inlined, this is a loop.
  @inlinable public func uniqueAscending() -> [Element] {
    var out: [Element] = []
    out.reserveCapacity(count)
    for value in self {
      var slot = out.count
      while slot > 0, out[slot - 1] > value { slot -= 1 }
      if slot > 0, out[slot - 1] == value { continue }
      out.insert(value, at: slot)
    }
    return out
  }

  /// In an ascending array, the index of the first element that is at least `value`
  /// (`count` when none is), found by halves.
  @inlinable public func firstIndex(atLeast value: Element) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
