import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `store.cache.months.json`: each month file a writer has read whole and found sound, with
/// its length, inode and modification time then — `{"2026-10":[20480,1234567,1763712000,0]}`.
/// A writer reads only the months it needs, so without it a damaged older month would stop
/// `today` while `done` and `add` went on writing. With it, each writer looks at every month
/// file's metadata and reads again only those that changed since (at first, all of them,
/// once). A stamp from the last two seconds is not kept (a change within one tick of a
/// coarse clock would leave it as it was), so such a month is read again next time. Like the
/// other caches it can be deleted at any time.
extension Store {
  var monthsCachePath: String { base + ".cache.months.json" }

  /// Reads every month file other than `skipping` (already read) that changed since it was
  /// last found sound.
  ///
  /// - Returns: The cache's new text when it changed, to be written once the change is in
  ///   (a command that fails writes nothing).
  /// - Throws: `StoreError.damagedHistory` for the first line that is not an event.
  func checkMonths(_ months: [String], skipping read: String?) throws(StoreError) -> String? {
    // The month a writer reads anyway is not kept: it changes with every write.
    var stamps: [(month: String, stamp: FileStamp)] = []
    stamps.reserveCapacity(months.count)
    // Looked at by name inside the folder, opened once: no path made per month.
    let folder = open(historyDirectory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    defer { if folder >= 0 { close(folder) } }
    for month in months where month != read {
      guard let stamp = folder >= 0 ? FileStamp.of(month + ".jsonl", in: folder) : nil else {
        continue
      }
      stamps.append((month, stamp))
    }
    let cached = CacheFile.read(monthsCachePath)
    // Most often every month is as it was last found sound: the cache reads as what would
    // be written, and is not parsed.
    if !stamps.contains(where: \.stamp.isRecent), let cached, cached == Self.monthsCacheText(stamps)
    {
      return nil
    }
    var known: [String: [Int]] = [:]
    if let cached, let value = try? JSONValue(parsing: cached) {
      for (month, entry) in value.members ?? [] {
        let numbers = (entry.array ?? []).compactMap { Checked.int($0, in: 0...(1 << 52)) }
        if numbers.count == 4 { known[month] = numbers }
      }
    }
    for (month, stamp) in stamps {
      let (size, inode, seconds, nanoseconds) = Self.cacheNumbers(stamp)
      guard known[month] != [size, inode, seconds, nanoseconds] else { continue }
      let file = monthPath(month)
      guard let bytes = try FileSystem.read(file) else { continue }
      if let (line, _) = Checked.notUTF8(bytes[..<((bytes.lastIndex(of: 10) ?? -1) + 1)]) {
        throw .damagedHistory(file: display(file), problem: "line \(line): not UTF-8 text")
      }
      do {
        _ = try History.events(in: bytes)
      } catch {
        throw .damagedHistory(file: display(file), problem: error.description)
      }
    }
    let fresh = Self.monthsCacheText(stamps.filter { !$0.stamp.isRecent })
    return cached == fresh ? nil : String(decoding: fresh, as: UTF8.self)
  }

  /// What the cache keeps of a stamp, in its order.
  private static func cacheNumbers(_ stamp: FileStamp) -> (
    size: Int, inode: Int, seconds: Int, nanoseconds: Int
  ) {
    (stamp.size, Int(stamp.inode % (1 << 52)), stamp.seconds, stamp.nanoseconds)
  }

  /// The cache's text for `kept`, written byte by byte into room made for it at once (months
  /// are digits and a dash, numbers whole): every writer makes it, to compare with the
  /// cache's. (Appended to an array a byte at a time, it took 0.25 M instructions for ten
  /// years' months.)
  private static func monthsCacheText(_ kept: [(month: String, stamp: FileStamp)]) -> [UInt8] {
    // Each entry: its month, six bytes of punctuation, and four numbers of up to 20 digits
    // and a sign, each with a comma or a bracket.
    let room = kept.reduce(2) { $0 + $1.month.utf8.count + 6 + 4 * 22 }
    return [UInt8](unsafeUninitializedCapacity: room) { out, count in
      var at = 0
      func put(_ byte: UInt8) {
        out[at] = byte
        at += 1
      }
      // Lowest digit first, then turned round in place.
      func put(_ number: Int) {
        if number < 0 { put(UInt8(ascii: "-")) }
        var low = at
        var rest = number.magnitude
        repeat {
          put(UInt8(ascii: "0") + UInt8(rest % 10))
          rest /= 10
        } while rest > 0
        var high = at - 1
        while low < high {
          out.swapAt(low, high)
          low += 1
          high -= 1
        }
      }
      put(UInt8(ascii: "{"))
      for (n, entry) in kept.enumerated() {
        if n > 0 { put(UInt8(ascii: ",")) }
        put(UInt8(ascii: "\""))
        for byte in entry.month.utf8 { put(byte) }
        put(UInt8(ascii: "\""))
        put(UInt8(ascii: ":"))
        put(UInt8(ascii: "["))
        let (size, inode, seconds, nanoseconds) = cacheNumbers(entry.stamp)
        put(size)
        put(UInt8(ascii: ","))
        put(inode)
        put(UInt8(ascii: ","))
        put(seconds)
        put(UInt8(ascii: ","))
        put(nanoseconds)
        put(UInt8(ascii: "]"))
      }
      put(UInt8(ascii: "}"))
      count = at
    }
  }
}
