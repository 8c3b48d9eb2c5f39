/// A failure the person can act on: printed as one line, `Error: …`, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
