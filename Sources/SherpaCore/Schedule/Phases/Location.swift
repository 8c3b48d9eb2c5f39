/// Where the person is, for solar phases: a latitude and longitude, and the city it was
/// named by, if any.
public struct Location: Hashable, Sendable, CustomStringConvertible {
  /// Degrees north (negative: south), -90 to 90.
  public let latitude: Double
  /// Degrees east (negative: west), -180 to 180.
  public let longitude: Double
  /// The city of `Location.cities` it was named by.
  public let city: String?

  public init?(latitude: Double, longitude: Double, city: String? = nil) {
    guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180
    else { return nil }
    self.latitude = latitude
    self.longitude = longitude
    self.city = city
  }

  /// "51.5074,-0.1278" (or with a space after the comma), or a city of the table in any case.
  public init?(text: String) {
    let trimmed = text.trimmingWhitespace()
    let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false)
    if parts.count == 2, let lat = Double(parts[0].trimmingWhitespace()),
      let lon = Double(parts[1].trimmingWhitespace())
    {
      self.init(latitude: lat, longitude: lon)
      return
    }
    let key = trimmed.lowercased()
    guard let city = Location.cities.first(where: { $0.name.lowercased() == key }) else {
      return nil
    }
    self.init(latitude: city.latitude, longitude: city.longitude, city: city.name)
  }

  /// The city's name, or the coordinates as the setting keeps them.
  public var description: String {
    city ?? (Location.format(latitude) + "," + Location.format(longitude))
  }

  /// Up to four decimals (about 10 m), without trailing zeros.
  static func format(_ value: Double) -> String {
    let text = String((value * 10_000).rounded() / 10_000)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// A small table of world cities, so a place can be named without looking it up.
  public static let cities: [(name: String, latitude: Double, longitude: Double)] = [
    ("Amsterdam", 52.3676, 4.9041), ("Anchorage", 61.2181, -149.9003),
    ("Athens", 37.9838, 23.7275), ("Auckland", -36.8485, 174.7633),
    ("Bangkok", 13.7563, 100.5018), ("Barcelona", 41.3874, 2.1686),
    ("Beijing", 39.9042, 116.4074), ("Berlin", 52.52, 13.405),
    ("Bogota", 4.711, -74.0721), ("Buenos Aires", -34.6037, -58.3816),
    ("Cairo", 30.0444, 31.2357), ("Cape Town", -33.9249, 18.4241),
    ("Chicago", 41.8781, -87.6298), ("Delhi", 28.7041, 77.1025),
    ("Denver", 39.7392, -104.9903), ("Dubai", 25.2048, 55.2708),
    ("Dublin", 53.3498, -6.2603), ("Helsinki", 60.1699, 24.9384),
    ("Hong Kong", 22.3193, 114.1694), ("Honolulu", 21.3069, -157.8583),
    ("Istanbul", 41.0082, 28.9784), ("Jakarta", -6.2088, 106.8456),
    ("Johannesburg", -26.2041, 28.0473), ("Lagos", 6.5244, 3.3792),
    ("Lima", -12.0464, -77.0428), ("Lisbon", 38.7223, -9.1393),
    ("London", 51.5074, -0.1278), ("Los Angeles", 34.0522, -118.2437),
    ("Madrid", 40.4168, -3.7038), ("Melbourne", -37.8136, 144.9631),
    ("Mexico City", 19.4326, -99.1332), ("Montreal", 45.5017, -73.5673),
    ("Moscow", 55.7558, 37.6173), ("Mumbai", 19.076, 72.8777),
    ("Nairobi", -1.2921, 36.8219), ("New York", 40.7128, -74.006),
    ("Oslo", 59.9139, 10.7522), ("Paris", 48.8566, 2.3522),
    ("Reykjavik", 64.1466, -21.9426), ("Rio de Janeiro", -22.9068, -43.1729),
    ("Rome", 41.9028, 12.4964), ("San Francisco", 37.7749, -122.4194),
    ("Santiago", -33.4489, -70.6693), ("Sao Paulo", -23.5505, -46.6333),
    ("Seattle", 47.6062, -122.3321), ("Seoul", 37.5665, 126.978),
    ("Singapore", 1.3521, 103.8198), ("Stockholm", 59.3293, 18.0686),
    ("Sydney", -33.8688, 151.2093), ("Tokyo", 35.6762, 139.6503),
    ("Toronto", 43.6532, -79.3832), ("Tromso", 69.6492, 18.9553),
    ("Vancouver", 49.2827, -123.1207), ("Vienna", 48.2082, 16.3738),
    ("Warsaw", 52.2297, 21.0122), ("Wellington", -41.2865, 174.7762),
    ("Zurich", 47.3769, 8.5417),
  ]
}
