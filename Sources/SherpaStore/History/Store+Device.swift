import SherpaCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The device id every event id this store makes begins with (`store.device`).
extension Store {
  /// The store's device id; the one it will get at its first change when it has none yet.
  package func device() throws(StoreError) -> String {
    guard let bytes = try FileSystem.read(devicePath) else { return newDevice }
    let text = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
    guard let text, StoreCodec.isDeviceID(text) else {
      throw .damaged(
        file: display(devicePath), problem: "not a device id of letters, digits and '-'",
        backup: nil)
    }
    return text
  }

  /// Makes the device file, before the store's first change is saved (a kill after leaves
  /// only this one line, which the next change uses).
  package func keepDevice(_ id: String) throws(StoreError) {
    guard !FileSystem.exists(devicePath) else { return }
    let temporary = try FileSystem.writeTemporary(beside: devicePath, Array((id + "\n").utf8))
    guard link(temporary.path, devicePath) == 0 || errno == EEXIST else {
      unlink(temporary.path)
      throw FileSystem.failure("save", display(devicePath))
    }
    unlink(temporary.path)
  }
}
