import ArgumentParser

/// `--store PATH`, shared by every command that reads or writes the store.
struct StoreOptions: ParsableArguments {
  @Option(
    name: .customLong("store"),
    help: ArgumentHelp(
      "The store file (default: $SHERPA_STORE, else $XDG_DATA_HOME/sherpa/store.json).",
      valueName: "path"))
  var path: String?
}
