// swift-tools-version:6.1
import Foundation
import PackageDescription

// Release builds of Sherpa's own modules set up generic types through accessor functions
// rather than by mangled name: the runtime then demangles less, and scans the program's
// protocol conformances less often to check a requirement, at each start (`sherpa parse`:
// 2.97 M instructions -> 2.41 M; docs/install.md). Each function gets a section of its own,
// so that the link can lay out the start-up order below.
let startUp: [SwiftSetting] = [
  .unsafeFlags(
    [
      "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
      "-Xfrontend", "-function-sections",
    ],
    .when(configuration: .release))
]

// The functions the one-shot commands run and the data they touch
// (Sources/sherpa/start-up-order.txt, written by Benchmarks/start-up-order.sh) are laid out
// together at the front of the release program's code and data, by the LLVM linker that
// comes with Swift: a command then maps them in fewer page faults (`today`: 367 -> 300 by
// the code's layout, 219 -> 185 by the data's; docs/performance.md). A toolchain without
// ld.lld links as before.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
let hasLLD = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
  FileManager.default.isExecutableFile(atPath: "\($0)/ld.lld")
}
let startUpOrder: [String] =
  hasLLD
  ? [
    "-use-ld=lld", "-Xlinker",
    "--symbol-ordering-file=\(packageRoot)/Sources/sherpa/start-up-order.txt",
    "-Xlinker", "--no-warn-symbol-ordering",
  ] : []

let package = Package(
  name: "Sherpa",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "sherpa", targets: ["sherpa"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The model-backed coach's HTTP client: streaming, TLS and timeouts from a kept library.
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
  ],
  targets: [
    // How this process runs, where Swift's Glibc module leaves it out: the processors it
    // may use (sched_getaffinity) and how its heap is kept (mallopt).
    .target(name: "CProcess"),
    .target(name: "SherpaCore", dependencies: ["CProcess"], swiftSettings: startUp),
    .target(
      name: "SherpaParse",
      dependencies: ["SherpaCore"],
      resources: [
        // One line per file in grammars/; GrammarFilesTests checks the list is complete.
        .embedInCode("../../grammars/numbers.json"),
        .embedInCode("../../grammars/units.json"),
        .embedInCode("../../grammars/calendar.json"),
        .embedInCode("../../grammars/schedules.json"),
        .embedInCode("../../grammars/markers.json"),
        .embedInCode("../../grammars/checkins.json"),
        .embedInCode("../../grammars/coach.json"),
        .embedInCode("../../grammars/safety.json"),
        .embedInCode("../../grammars/errands.json"),
        .embedInCode("../../grammars/meals.json"),
      ],
      swiftSettings: startUp
    ),
    .target(name: "SherpaStore", dependencies: ["SherpaCore"], swiftSettings: startUp),
    // The one way another program is started (git, sherpa-model, notify-send, sherpa-mcp):
    // posix_spawn on Glibc. Not swift-subprocess 1.0.2: its API is async only and has no
    // exec, and a hello binary linking it grows from 8.6 to 23.5 MB (FoundationEssentials
    // linked in; 13.2 MB and the async runtime without its Foundation trait).
    .target(name: "SherpaProcess", swiftSettings: startUp),
    // Sync: the merge rules and the git protocol, on the store's files and writer lock.
    .target(
      name: "SherpaSync", dependencies: ["SherpaCore", "SherpaStore", "SherpaProcess"],
      swiftSettings: startUp),
    // The typed operations every front door calls: no terminal, no arguments, no printing.
    .target(
      name: "SherpaActions",
      dependencies: ["SherpaCore", "SherpaParse", "SherpaStore", "SherpaSync"],
      resources: [.embedInCode("../../suggestions.json")], swiftSettings: startUp),
    // What sherpa and sherpa-model say to each other, and the request and reply they carry:
    // no HTTP client here, so that sherpa never links one.
    .target(name: "SherpaModelWire", dependencies: ["SherpaCore"], swiftSettings: startUp),
    // The optional model behind the coach: the providers' streams and the HTTP client.
    .target(
      name: "SherpaModel",
      dependencies: [
        "SherpaCore", "SherpaModelWire",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
      ]),
    .systemLibrary(name: "CReadline", providers: [.apt(["libreadline-dev"])]),
    .target(name: "LineEditing", dependencies: ["CReadline"], swiftSettings: startUp),
    .target(
      name: "SherpaCLI",
      dependencies: [
        "SherpaCore", "SherpaActions",
        "SherpaModelWire", "SherpaProcess", "LineEditing",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: startUp
    ),
    // Released as one fully static program: no dynamic loader runs at start. Binding the
    // C++ library, readline and the C library at each start cost more than most commands'
    // own work (`sherpa prompt`: 3.28 M instructions linked dynamically, 0.52 M static).
    // Readline's terminal library is named, as a static library does not bring its own.
    .executableTarget(
      name: "sherpa", dependencies: ["SherpaCLI"], exclude: ["start-up-order.txt"],
      swiftSettings: startUp,
      linkerSettings: [
        .unsafeFlags(
          ["-static-executable"] + startUpOrder, .when(platforms: [.linux], configuration: .release)
        ),
        .linkedLibrary("tinfo", .when(platforms: [.linux], configuration: .release)),
      ]),
    // The MCP server `sherpa mcp` runs: a program of its own, so that the SDK (and the
    // Foundation it brings) is never loaded by a one-shot command.
    .executableTarget(
      name: "sherpa-mcp",
      dependencies: [
        "SherpaCLI", "SherpaCore", .product(name: "MCP", package: "swift-sdk"),
      ]),
    // The HTTP exchange with the coach's model, which `sherpa coach` starts for each reply:
    // a program of its own, so that AsyncHTTPClient, NIO and BoringSSL are never loaded by a
    // one-shot command.
    .executableTarget(name: "sherpa-model", dependencies: ["SherpaModel", "SherpaModelWire"]),
    // Throughput of the parser in one process; Benchmarks/run.sh runs it. No timing in tests.
    .executableTarget(
      name: "parse-benchmark", dependencies: ["SherpaParse", "SherpaCore"],
      path: "Benchmarks/ParseBenchmark"),
    // The REPL's Tab on a big store; Benchmarks/completion.sh runs it. No timing in tests.
    .executableTarget(
      name: "completion-benchmark",
      dependencies: [
        "SherpaCLI", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Benchmarks/CompletionBenchmark"),
    // Seeded generators shared by the test targets.
    .target(
      name: "SherpaTestSupport", dependencies: ["SherpaCore"], path: "Tests/SherpaTestSupport"),
    .testTarget(
      name: "SherpaCoreTests", dependencies: ["SherpaCore", "CProcess", "SherpaTestSupport"]),
    .testTarget(
      name: "SherpaParseTests", dependencies: ["SherpaParse", "SherpaCore", "SherpaTestSupport"]),
    .testTarget(
      name: "SherpaStoreTests", dependencies: ["SherpaStore", "SherpaCore", "SherpaTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SherpaSyncTests",
      dependencies: ["SherpaSync", "SherpaStore", "SherpaCore", "SherpaTestSupport"]),
    .testTarget(
      name: "SherpaActionsTests",
      dependencies: [
        "SherpaActions", "SherpaCore", "SherpaParse", "SherpaStore", "SherpaTestSupport",
      ]),
    .testTarget(
      name: "SherpaModelTests", dependencies: ["SherpaModel", "SherpaModelWire", "SherpaCore"]),
    .testTarget(
      name: "SherpaCLITests", dependencies: ["sherpa", "sherpa-mcp", "sherpa-model"],
      exclude: ["Snapshots", "Fixtures"]),
  ]
)
