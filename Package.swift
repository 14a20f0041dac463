// swift-tools-version:6.0
import Foundation
import PackageDescription

/// Every command is a file in one folder, Sources/Commands. Those the initramfs runs are
/// named here: both programs link them (in OTCCommandLine); the rest are the whole otc's.
/// docs/DESIGN.md's table of commands says the same.
let commandsAlsoAtBoot = ["Agent.swift", "Boot.swift", "BootSetup.swift", "Speak.swift", "SpeakTail.swift", "SpeakupGuard.swift"]
let commandsOnlyInOTC =
  ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Sources/Commands")) ?? [])
  .filter { $0.hasSuffix(".swift") && !commandsAlsoAtBoot.contains($0) }.sorted()
/// What a target at Sources takes no part of: the other targets' folders, and the commands
/// `sources` names for the other program.
func excluded(keeping folders: [String], commands: [String]) -> [String] {
  let all = (try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Sources")) ?? []
  return all.filter { !folders.contains($0) && $0 != "Commands" }.sorted() + commands.map { "Commands/" + $0 }
}

let package = Package(
  name: "otc",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "otc", targets: ["otc"]),
    // The library beside the program is named so that swift-argument-parser's manual plugin, which skips a product of
    // two targets, writes no otc.1 for it over the whole otc's: its commands are otc's, in otc's manual.
    .executable(name: "otc-boot", targets: ["otc-boot"]),
    .library(name: "CodeEntry", targets: ["CodeEntry"]),
    .library(name: "Announcer", targets: ["Announcer"]),
    .library(name: "Transcripts", targets: ["Transcripts"]),
    .library(name: "SpeechOutput", targets: ["SpeechOutput"]),
    .library(name: "TerminalPrompt", targets: ["TerminalPrompt"]),
    .library(name: "Integrations", targets: ["Integrations"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
  ],
  targets: [
    // espeak-ng's C API: the synthesizer inside otc.
    .systemLibrary(
      name: "CEspeakNG",
      pkgConfig: "espeak-ng",
      providers: [.apt(["libespeak-ng-dev"])]
    ),
    // PulseAudio's own client library: the low-latency sink that a key can interrupt at once.
    // Loaded, not linked (Sources/CPulse/include/CPulse.h): where no server can run, as in
    // the initramfs, otc needs neither libpulse nor what libpulse needs. Headers from
    // libpulse-dev.
    .target(name: "CPulse", dependencies: ["CLoader"]),
    // pcaudiolib: the fallback for a console without a sound server (ALSA, OSS).
    .systemLibrary(
      name: "CPCAudio",
      providers: [.apt(["libpcaudio-dev"])]
    ),
    // The Assuan protocol library gpg-agent and pinentry are built on, for otc pinentry.
    // Loaded, not linked (Sources/CAssuan/include/CAssuan.h): the initramfs needs neither
    // libassuan nor libgpg-error. Headers from libassuan-dev.
    .target(name: "CAssuan", dependencies: ["CLoader"]),
    // What the three loaded libraries' loaders share (Sources/CLoader/include/OTCLoader.h).
    .target(name: "CLoader"),
    // brltty's BrlAPI: the braille display, taken for otc's terminal while it asks. Loaded,
    // not linked (Sources/CBrlAPI/include/CBrlAPI.h): where brltty offers no BrlAPI, as in
    // the initramfs, otc needs neither libbrlapi nor libsystemd. Headers from libbrlapi-dev.
    .target(name: "CBrlAPI", dependencies: ["CLoader"]),
    // libxml2's XML and HTML parsers, for the screens otc reads (uiautomator dumps, web
    // pages). Loaded, not linked (Sources/CXML/include/CXML.h): libxml2 needs ICU, which otc
    // keeps out of its process and the initramfs. Headers from libxml2-dev, in their own
    // folder, which only loader.c includes.
    .target(name: "CXML", dependencies: ["CLoader"], cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])]),
    // libyaml, for Playwright's ARIA snapshots. Loaded, not linked (CYAML.h). Headers from
    // libyaml-dev.
    .target(name: "CYAML", dependencies: ["CLoader"]),
    // prctl(2), which is variadic, for a process that must not dump core.
    .target(name: "CDumpable"),
    // pidfd_open, pidfd_send_signal and posix_spawn's close-from, which Swift's Glibc
    // module leaves out: the detached process that finishes speaking, and silencing it.
    .target(name: "CProcess"),
    // Outputs opened safely, inputs read with a bound, text made safe for a terminal, a
    // process that holds a secret kept out of core dumps.
    .target(name: "SafeIO", dependencies: ["CDumpable", "CSystem", "Utterances", "Wording"]),
    // What otc would take from Foundation but for the ICU it reaches: trimming, numbers
    // with a fixed point, a lock, a thread (docs/DESIGN.md, "One small binary").
    .target(name: "Basics", dependencies: ["CProcess", "CSystem"]),
    // The settings a user sets once: flags, OTC_* variables, config.toml, defaults.
    .target(
      name: "Preferences",
      dependencies: ["Basics", "SafeIO", "Utterances", "Wording", .product(name: "TOMLKit", package: "TOMLKit")]),
    // The code-entry engine: a field's digits or characters, the keys' operations on them and
    // the events they raise. Pure Swift, no Foundation, no I/O (buildable with Embedded Swift).
    // libc for the targets Embedded Swift builds too, which has no Glibc overlay.
    .target(name: "CSystem"),
    .target(name: "CodeEntry", dependencies: ["CSystem"]),
    // What is spoken, below everything that says or speaks it: an utterance's parts, tone
    // and language.
    .target(name: "Utterances"),
    // Every sentence otc writes or says outside a field's announcements (errors, notes), by
    // key, and the per-locale tables that word them. Pure Swift, below every library that
    // raises one.
    .target(name: "Wording", dependencies: ["Utterances"]),
    // A run's utterances kept as it speaks them: the transcript's text and JSON Lines forms
    // and the recorder that writes them as they are said. Beside Utterances, so that what
    // asks a question (the prompt, the boot otc) records without the transcript diff.
    .target(name: "TranscriptRecording", dependencies: ["Basics", "Utterances", "SafeIO"]),
    // Elements and events into utterances, as VoiceOver and TalkBack say them, from the keyed
    // per-locale tables of every word otc says (Locales/).
    .target(name: "Announcer", dependencies: ["CodeEntry", "Utterances", "Wording"]),
    // What was said, kept and compared: transcripts in and out, the tolerant diff, JUnit,
    // the listening cost of each design. Above the announcer, which never imports it.
    .target(
      name: "Transcripts",
      dependencies: ["Wording", "Basics", "Announcer", "CodeEntry", "Utterances", "SafeIO", "TranscriptRecording"]),
    // Speech: espeak-ng into PulseAudio, PipeWire or the device, Speech Dispatcher, WAV files,
    // and the tail that finishes speaking after otc has answered.
    .target(
      name: "SpeechOutput",
      dependencies: ["Basics", "Utterances", "Wording", "SafeIO", "CEspeakNG", "CPulse", "CPCAudio", "CProcess", "CSystem"]),
    // The screen readers beside otc (Speakup, Fenrir, Orca, brltty), found from files and
    // sockets, and who speaks while otc asks: one voice, never two.
    .target(name: "ScreenReaders", dependencies: ["Basics", "SafeIO", "Wording", "CProcess", "CSystem"]),
    // The braille display through BrlAPI: one line (the label and the field), routing keys
    // and panning, on a thread of its own.
    .target(name: "Braille", dependencies: ["Basics", "CBrlAPI", "CSystem", "SafeIO", "Wording"]),
    // A real app's screen, read from its accessibility tree (uiautomator, AccessibilitySnapshot,
    // HTML, ARIA snapshots), said as a screen reader says it, and audited as a listener
    // meets its code entry.
    .target(
      name: "Screens",
      dependencies: ["Wording", "Basics", "Announcer", "CodeEntry", "Utterances", "Transcripts", "SafeIO", "CXML", "CYAML"]),
    // One-time codes: HMAC, HOTP and TOTP, the otpauth URI, the files keys are kept in, and
    // the words a code is said in.
    .target(
      name: "OneTimeCodes", dependencies: ["Wording", "Basics", "CodeEntry", "Announcer", "Utterances", "TerminalPrompt"]),
    // The prompt at a terminal: raw keys, the announcements' one way out (lines, transcript,
    // speech), braille's line, and the terminal restored on every way out.
    .target(
      name: "TerminalPrompt",
      dependencies: [
        "Wording", "Basics", "CodeEntry", "Announcer", "TranscriptRecording", "SpeechOutput", "SafeIO", "Braille", "CSystem",
      ]),
    // otc answering for other programs: askpass (ssh, sudo, git), the disk's question and
    // systemd's at boot, and the pass-through otc watch runs a program on, with its hidden
    // questions read. The boot otc builds from it, with Embedded Swift.
    .target(
      name: "Integrations",
      dependencies: [
        "Wording", "Basics", "CodeEntry", "Announcer", "Utterances", "TerminalPrompt", "SafeIO", "Braille", "CProcess",
        "CSystem",
      ]),
    // otc pinentry: gpg-agent's Assuan conversation, over libassuan. Its own target, as only
    // the whole otc answers gpg-agent: libassuan and its untyped callbacks stay out of
    // what the boot otc builds from.
    .target(
      name: "Pinentry",
      dependencies: [
        "Integrations", "Wording", "Basics", "CodeEntry", "Announcer", "TerminalPrompt", "SafeIO", "CAssuan", "CSystem",
      ]),
    // What a test process made, in one folder removed however it ends (CTestScratch.h).
    .target(name: "CTestScratch"),
    // What the tests and the benchmark share: real servers started privately (PulseAudio,
    // PipeWire, Speech Dispatcher, Fenrir, brltty, sshd), a pseudo-terminal, the built otc run.
    .target(
      name: "OTCTestSupport",
      dependencies: [
        "Basics", "CodeEntry", "Announcer", "Transcripts", "SpeechOutput", "TerminalPrompt", "SafeIO", "Integrations", "Pinentry",
        "Braille", "Preferences", "Screens", "CTestScratch",
      ]
    ),
    // What a command runs on, in either otc program: the one way out (Outputs), the
    // conversation on a terminal (PromptRunner), the speech asked for, errors and results
    // written, the arguments and the language of this run. Built with Embedded Swift too,
    // as the boot otc is.
    .target(
      name: "CommandRuntime",
      dependencies: [
        "Announcer", "Basics", "Braille", "CodeEntry", "Integrations", "Preferences", "SafeIO", "ScreenReaders", "SpeechOutput",
        "TerminalPrompt", "TranscriptRecording", "Utterances", "Wording", "CSystem",
      ]),
    // The work of the commands the initramfs runs (boot ask, boot unlocked, the agent,
    // speak), as plain values either program's parser fills. Built with Embedded Swift too.
    .target(
      name: "BootCommands",
      dependencies: [
        "Announcer", "Basics", "CodeEntry", "CommandRuntime", "Integrations", "Preferences", "SafeIO", "SpeechOutput",
        "TerminalPrompt", "Utterances", "Wording", "CSystem",
      ]),
    // The boot otc's program: its small parser over BootCommands and how a run starts and
    // ends (Sources/BootProgram). Built with Embedded Swift too: it is what the image holds.
    .target(
      name: "BootProgram",
      dependencies: ["Basics", "BootCommands", "CommandRuntime", "CSystem", "SafeIO", "TerminalPrompt", "Utterances", "Wording"]),
    // What both otc programs are made of: how a command starts and ends, the options and
    // outputs every command shares, the prompt's runner (Sources/OTCCommandLine), and the
    // commands the initramfs runs (boot, agent, speak, and the speech tail and Speakup's
    // guard they start), taken from the one folder of commands by name.
    .target(
      name: "OTCCommandLine",
      dependencies: [
        "Basics", "CodeEntry", "Announcer", "Utterances", "Wording", "TranscriptRecording", "SpeechOutput", "TerminalPrompt",
        "SafeIO", "Preferences", "Integrations", "CProcess", "ScreenReaders", "Braille", "CommandRuntime", "BootCommands",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources",
      exclude: excluded(keeping: ["OTCCommandLine"], commands: commandsOnlyInOTC),
      sources: ["OTCCommandLine"] + commandsAlsoAtBoot.map { "Commands/" + $0 }
    ),
    // otc itself: the root command, its help (Sources/otc), and the commands that need more
    // than the boot binary has, the rest of the folder of commands.
    .executableTarget(
      name: "otc",
      dependencies: [
        "OTCCommandLine", "Basics", "CodeEntry", "Announcer", "Wording", "Transcripts", "TranscriptRecording", "SpeechOutput",
        "TerminalPrompt",
        "SafeIO", "Preferences",
        "Integrations", "Pinentry", "CProcess", "ScreenReaders", "Braille", "Screens", "OneTimeCodes", "CommandRuntime",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources",
      exclude: excluded(keeping: ["otc"], commands: commandsAlsoAtBoot),
      sources: ["otc"] + commandsOnlyInOTC.map { "Commands/" + $0 },
      plugins: ["VersionFromChangelog"]
    ),
    // The otc the initramfs holds: only what runs there (Sources/otc-boot), so that what the
    // rest of otc grows by never grows the image (docs/DESIGN.md, "At boot, in the initramfs").
    .executableTarget(name: "otc-boot", dependencies: ["BootProgram"]),
    // The version, written once in debian/changelog, handed to otc at build time.
    .executableTarget(name: "otc-version"),
    .plugin(name: "VersionFromChangelog", capability: .buildTool(), dependencies: ["otc-version"]),
    // The benchmark runs the real engine in-process and the built otc as whole processes.
    // It does not depend on the otc target: the manual plugin would then take it for a
    // command of its own. It builds otc beside itself instead (see its main.swift).
    .executableTarget(
      name: "otc-bench",
      dependencies: [
        "Basics", "CodeEntry", "Announcer", "Transcripts", "SpeechOutput", "TerminalPrompt", "OTCTestSupport", "CProcess",
        "OneTimeCodes", "Screens",
      ]
    ),
    // otc-bench's measure of a child's peak memory, its own rather than the benchmark's (its main.c).
    .executableTarget(name: "otc-peak"),
    // The fuzz target: scripts/fuzz.sh builds it with libFuzzer; built normally it replays
    // inputs through the same invariants.
    .executableTarget(name: "otc-fuzz", dependencies: ["OTCTestSupport"]),
    .testTarget(name: "SafeIOTests", dependencies: ["SafeIO"]),
    .testTarget(name: "BasicsTests", dependencies: ["Basics"]),
    .testTarget(name: "PreferencesTests", dependencies: ["Preferences"]),
    .testTarget(name: "ScreenReadersTests", dependencies: ["ScreenReaders", "OTCTestSupport"]),
    .testTarget(name: "CodeEntryTests", dependencies: ["CodeEntry"]),
    .testTarget(name: "OneTimeCodesTests", dependencies: ["OneTimeCodes", "CodeEntry", "Announcer", "OTCTestSupport"]),
    .testTarget(name: "BrailleTests", dependencies: ["Braille", "OTCTestSupport"]),
    .testTarget(
      name: "BootProgramTests", dependencies: ["BootProgram", "BootCommands", "CommandRuntime", "Utterances", "Wording"]),
    .testTarget(
      name: "AnnouncerTests", dependencies: ["Announcer", "Wording", "Transcripts", "TranscriptRecording", "CodeEntry"],
      exclude: ["Fixtures", "TalkBackStrings.json"]),
    .testTarget(
      name: "TranscriptsTests",
      dependencies: ["Transcripts", "TranscriptRecording", "Announcer", "Wording", "CodeEntry", "OTCTestSupport"]),
    .testTarget(name: "ScreensTests", dependencies: ["Screens", "Announcer", "CodeEntry"], exclude: ["Fixtures"]),
    .testTarget(name: "SpeechOutputTests", dependencies: ["SpeechOutput", "Wording", "CEspeakNG", "OTCTestSupport"]),
    .testTarget(
      name: "IntegrationsTests",
      dependencies: ["Integrations", "Pinentry", "Basics", "TerminalPrompt", "Wording", "OTCTestSupport"]),
    .testTarget(
      name: "TerminalPromptTests", dependencies: ["TerminalPrompt", "TranscriptRecording", "SafeIO", "OTCTestSupport"]),
    .testTarget(
      name: "otcTests",
      dependencies: [
        "otc", "Announcer", "Wording", "Transcripts", "TranscriptRecording", "SpeechOutput", "SafeIO", "OTCTestSupport",
      ],
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)

// Every program and test bundle is linked by lld, the linker Swift's own toolchain carries (ld.lld beside swiftc),
// not by the gold its clang picks when nothing is said. gold crashes on the debug information it reads to place a
// warning: "internal error in format_file_lineno" (dwarf_reader.cc:2713), seen linking the version tool with the
// fuzzer's sanitizers, where gold warns of ASan's local '__asan_extra_spill_area'; lld has nothing to warn of there.
// A release otc packs its relative relocations (DT_RELR, which glibc 2.36 reads): 9 KB where RELA wrote 1.1 MB, and
// 78 KB less in an initramfs. That needs lld's FoundationEssentials without Foundation: lld keeps Swift's metadata
// sections, and through them FoundationEssentials' locale reaches Foundation's archive and ICU (59 MB), so a release
// build names neither Foundation nor ICU to the linker (RELEASE_FLAGS in the Makefile, -disable-autolink-library, which
// the Makefile says by setting OTC_FOUNDATION_UNLINKED). otc-bench and otc-fuzz, which use Foundation, then name its
// four static archives themselves (docs/DESIGN.md, "One small binary"); a plain `swift build -c release` links
// Foundation's shared library as usual, where no CoreFoundation of its own exists. GNU ld would pack them too, but
// writes no RELRO segment for otc.
let foundationUnlinked = Context.environment["OTC_FOUNDATION_UNLINKED"] != nil
for target in package.targets where target.type == .executable || target.type == .test {
  let bench = target.name == "otc-bench"
  let usesFoundation = bench || target.name == "otc-fuzz"
  let shipped = target.name == "otc" || target.name == "otc-boot" || bench
  let lld = LinkerSetting.unsafeFlags(["-use-ld=lld"])
  // mktemp, which FoundationEssentials' atomic writes call and gold warns of, is refused in a release build
  // (CProcess.c, __wrap_mktemp): otc writes no file through them, and otc-bench (with OTCTestSupport) writes its
  // fixtures into its own scratch folder without them (`atomically: false`).
  let noMktemp = LinkerSetting.unsafeFlags(["-Xlinker", "--wrap=mktemp"], .when(configuration: .release))
  let packed = LinkerSetting.unsafeFlags(["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"], .when(configuration: .release))
  let foundation = ["Foundation", "FoundationInternationalization", "_FoundationICU", "CoreFoundation"].map {
    LinkerSetting.linkedLibrary($0, .when(configuration: .release))
  }
  target.linkerSettings =
    (target.linkerSettings ?? []) + [lld] + (shipped ? [noMktemp] : [])
    + (target.name == "otc" || target.name == "otc-boot" ? [packed] : [])
    + (usesFoundation && foundationUnlinked ? foundation : [])
}
