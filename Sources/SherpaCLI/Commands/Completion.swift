import ArgumentParser

extension SherpaCommand {
  /// `sherpa completion bash|zsh|fish`: a completion script that asks sherpa for item names.
  struct Completion: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "completion",
      abstract: "Print a tab-completion script for bash, zsh or fish.",
      discussion: """
        The script completes commands, options and your item names (it asks sherpa for them). \
        Install it with one of:
          bash: sherpa completion bash > ~/.local/share/bash-completion/completions/sherpa
          zsh:  sherpa completion zsh > ~/.zfunc/_sherpa   (with fpath+=(~/.zfunc) before compinit)
          fish: sherpa completion fish > ~/.config/fish/completions/sherpa.fish
        """)

    enum Shell: String, ExpressibleByArgument, CaseIterable {
      case bash, zsh, fish
    }

    @Argument(help: "bash, zsh or fish.")
    var shell: Shell

    func run() throws {
      let kind: CompletionShell =
        switch shell {
        case .bash: .bash
        case .zsh: .zsh
        case .fish: .fish
        }
      var out = Output()
      out.line(SherpaCommand.completionScript(for: kind))
      out.flush()
    }
  }
}
