import ArgumentParser

/// What a tool call comes to: the text the command prints, the object its `--json` prints,
/// and whether it is an error. Thrown as an error when the call writes nothing.
package struct ToolResult: Error {
  package let text: String
  package let json: String?
  package let isError: Bool

  init(_ page: Page) {
    text = page.text
    json = page.json
    isError = false
  }

  /// A failure, as the command line says it: one line, `Error: …`.
  ///
  /// - Parameter json: The object that says more, when there is one (a check-in's answer).
  package init(_ error: any Error, json: String? = nil) {
    text = FailureView.line(for: error)
    self.json = json
    isError = true
  }
}
