extension Event {
  /// The name a person knows a device by: its id without the random digits
  /// (`laptop-3f9a2c` is `laptop`).
  public static func deviceName(of id: String) -> String {
    guard let dash = id.lastIndex(of: "-") else { return id }
    let tail = id[id.index(after: dash)...]
    let isRandom = tail.count == 6 && tail.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    return isRandom && dash > id.startIndex ? String(id[..<dash]) : id
  }

  /// The name of the device that wrote this event, when it says.
  public var deviceName: String? { device.map(Self.deviceName(of:)) }
}
