import SherpaCLI

@main
enum Entrypoint {
  static func main() { SherpaCommand.main() }
}
