import CProcess
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// How the second thread makes its heap ready (`SecondThread.warmHeap`): the pages it is
/// given are faulted in, and what they hold is kept.
struct HeapTests {
  static let page = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// Which of `pages` pages at `start` are in memory, by `mincore`.
  static func resident(_ start: UnsafeMutableRawPointer, pages: Int) -> [Bool] {
    var flags = [UInt8](repeating: 0, count: pages)
    let status = mincore(start, pages * page, &flags)
    #expect(status == 0)
    return flags.map { $0 & 1 == 1 }
  }

  @Test func theWholePagesGivenAreFaultedInAndNoOthers() throws {
    let pages = 8
    let mapped = mmap(
      nil, pages * Self.page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    let start = try #require(mapped == MAP_FAILED ? nil : mapped)
    defer { munmap(start, pages * Self.page) }
    #expect(Self.resident(start, pages: pages) == Array(repeating: false, count: pages))
    // From inside page 1 to inside page 6: pages 2 to 5 are the whole ones.
    sherpa_fault_in(start + Self.page + 100, 5 * Self.page)
    #expect(
      Self.resident(start, pages: pages) == [false, false, true, true, true, true, false, false])
    let bytes = start.assumingMemoryBound(to: UInt8.self)
    #expect((0..<(pages * Self.page)).allSatisfy { bytes[$0] == 0 })
  }

  @Test func whatThePagesHoldIsKept() throws {
    let size = 5 * Self.page + 123
    let block = try #require(malloc(size))
    defer { free(block) }
    let bytes = block.assumingMemoryBound(to: UInt8.self)
    for index in 0..<size { bytes[index] = UInt8(index % 251) }
    sherpa_fault_in(block, size)
    #expect((0..<size).allSatisfy { bytes[$0] == UInt8($0 % 251) })
  }

  @Test func lessThanAPageIsLeftAlone() throws {
    let block = try #require(malloc(64))
    defer { free(block) }
    sherpa_fault_in(block, 0)
    sherpa_fault_in(block, 64)
  }
}
