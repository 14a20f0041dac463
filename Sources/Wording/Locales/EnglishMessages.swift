extension MessageWords {
  /// otc's messages in English, the words the code was written in, by key; `{}` stands for each value, in order.
  static let english: [MessageKey: String] = [
    // {}: the length given.
    .lengthOutside: "The length {} is outside 4 to 12 digits.",
    .timeoutOutside: "The timeout must be more than 0 seconds and at most 86400 (one day).",
    .queryOrWatch: "Give one of --query and --watch.",
    .codeOrCodeFile: "Give the code with --code or --code-file, not both.",
    .giveCode: "Give the code with --code DIGITS or --code-file FILE.",
    .giveCodeOrTranscripts: "Give the code with --code DIGITS or --code-file FILE, or transcripts with --transcript FILE.",
    .giveCodeOrScreen: "Give the code with --code DIGITS or --code-file FILE, or a screen file with --screen FILE.",
    .codeOrTranscripts: "Give a code or transcripts to measure, not both.",
    .screenOrTranscripts: "Measure a screen or transcripts, not both.",
    .screenHeardWithOne: "--screen-reader both is for the designs alone; a screen is heard with one.",
    .screenReaderForDesigns: "--screen-reader chooses whose rows the designs get; transcripts are measured as they were heard.",
    // {}: the rate given.
    .rateOutside: "The rate {} is outside 80 to 700 words a minute.",
    .labelPerDigit:
      """
    --label names the single field; per-digit fields are named by their positions. Leave out --label, or use --mode \
    single.
    """,
    .codeOrScreen: "Give a code or a screen file with --screen, not both.",
    .screenHasItsFields:
      """
    --mode, --label, --secure, --activate and --value-reading shape the screens otc imagines; a screen file has its own \
    fields.
    """,
    .fromNeedsScreen: "--from names the format of a screen file; give the file with --screen.",
    .oneKey: "Give one key: a name, --pass ENTRY or --uri-file FILE.",
    .addAlone: "--add keeps the URI on standard input; give no other key with it.",
    .passEntryName: "--pass takes an entry's name, such as totp/github.",
    .minSecondsRange: "--min-seconds is 0 to 3600.",
    .atNotNegative: "--at is seconds since 1970, 0 or more.",
    .folderAndKeyEcho: "Give the folder and the key echo, or --give-back.",
    .noTextToSay: "there is no text to say",
    .noDiskToAskFor: "no disk to ask for: CRYPTTAB_NAME is not set (cryptroot sets it for its keyscript)",
    .codeEmpty: "the code is empty; give 4 to 12 digits",
    // {}: what is there, named (“the letter a”); {}: its position.
    .codeHasNonDigit: "the code has {} at position {}; a code has only digits",
    .codeTooShortOne: "the code has 1 digit; a code has at least 4",
    // {}: the digits found.
    .codeTooShort: "the code has {} digits; a code has at least 4",
    // {}: the digits found.
    .codeTooLong: "the code has {} digits; a code has at most 12",
    .characterSpace: "a space",
    // {}: the letter.
    .characterLetter: "the letter “{}”",
    // {}: its code points (U+1B).
    .characterControl: "a control character ({})",
    // {}: the character; {}: its code points.
    .characterOther: "the character “{}” ({})",
    // {}: the file.
    .codeFromNotText: "cannot read the code from {}: it is not UTF-8 text",
    // {}: the file's problem.
    .codeFrom: "cannot read the code from {}",
    .codeInProcessList: "the code given with --code shows in the process list; --code-file - keeps it out",
    // {}: the path; {}: why.
    .fileProblem: "{}: {}",
    // {}: the file's problem (path: why).
    .cannotRead: "cannot read {}",
    // {}: the file's problem (path: why).
    .cannotWrite: "cannot write {}",
    // {}: the path; {}: why.
    .cannotReadBecause: "cannot read {}: {}",
    // {}: the path; {}: why.
    .cannotCompareBecause: "cannot compare {}: {}",
    // {}: the path; {}: why.
    .cannotWriteBecause: "cannot write {}: {}",
    .isFolder: "it is a folder",
    .isFIFO: "it is a FIFO, not a regular file; otc does not use it",
    .isNotRegular: "it is not a regular file; otc does not use it",
    // {}: the owner's uid.
    .belongsToOther: "it belongs to another user (uid {}); otc uses only a file of yours or root's",
    // {}: the mode, in octal.
    .othersMayWrite: "group or others may write it (mode {}); otc does not use it until you run chmod go-w on it",
    // {}: a size (64 KB).
    .isLargerThan: "it is larger than {}",
    .cannotWriteInto: "it is not a file otc can write into",
    .isNotFolder: "it is not a folder",
    .folderOfOther: "it belongs to another user",
    .folderOpen: "others may enter it; it must be 0700",
    .isLink: "it is a symbolic link, and otc does not follow links for what it writes",
    // {}: the system's reason.
    .terminalSetUp: "cannot set up the terminal: {}",
    // {}: the file's problem (path: why).
    .transcriptUnwritable: "cannot write the transcript {}",
    // {}: the file's problem (path: why).
    .wavUnwritable: "cannot write the WAV file {}",
    // {}: the system's reason.
    .keysUnreadable: "cannot read the keys: {}",
    // {}: the terminal's path; {}: why.
    .noTerminal: "no terminal to ask on ({}: {})",
    // {}: the terminal's path; {}: why; {}: what to do.
    .noTerminalAdvised: "no terminal to ask on ({}: {}); {}",
    .runFromTerminal: "run the program from a terminal, or give the answer another way",
    // {}: the system's reason.
    .standardOutputUnwritable: "cannot write to standard output: {}",
    // {}: the folder's problem (path: why).
    .runtimeFolderUnusable: "cannot use the runtime folder {}",
    // {}: the loader's reason.
    .libassuanMissing: "cannot load libassuan, which gpg-agent's protocol needs: {}",
    .assuanServerFailed: "cannot start the Assuan server on standard input and output",
    .agentNotRoot: "not root: systemd takes answers only from root, so each answer will be refused; run it as root",
    // {}: the question; {}: why.
    .cannotAnswer: "cannot answer {}: {}",
    .speakupNotSilenced: "could not silence Speakup; it reads otc's lines as well",
    // {}: the BrlAPI host (:0); {}: why, in BrlAPI's or the system's words.
    .brailleNotUsed: "the braille display is not used: BrlAPI {} {}",
    // {}: the setting's problem.
    .settingIgnored: "ignored {}; otc uses the next place this setting is set, or its default",
    // Said aloud. {}: where (the config file is named so); {}: why.
    .settingSpokenIgnored: "Setting ignored: {}: {}",
    // {}: the flag, variable or file; {}: why.
    .settingPlace: "{}: {}",
    // {}: the config file's path; {}: the line.
    .fileLine: "{}, line {}",
    // The config file, said aloud instead of its path.
    .theConfigFile: "the config file",
    // {}: the key; {}, {}: the range.
    .wholeNumber: "{} must be a whole number from {} to {}",
    // {}: the key.
    .trueOrFalse: "{} must be true or false",
    // {}: the key; {}: its values, “or” between the last two.
    .oneOfValues: "{} must be {}",
    // {}: the key.
    .mustNotBeEmpty: "{} must not be empty",
    // {}: the key found; {}: the keys.
    .unknownKey: "unknown key “{}”; the keys are {}",
    .noTables: "otc's config file has no tables; its settings are keys at the top, such as rate = 200",
    // {}: TOML's reason.
    .notTOML: "it is not TOML: {}",
    // {}: why the file is refused.
    .noneOfFileUsed: "{}; none of the file is used",
    // Two values or more: {} the first ones, {} the last.
    .orList: "{} or {}",
    // {}: espeak-ng's status.
    .espeakFailed: "espeak-ng failed: {}",
    // {}: espeak-ng's status.
    .espeakNoData: "espeak-ng could not load its data (check ESPEAK_DATA_PATH or install espeak-ng-data): {}",
    // {}: the voice asked for.
    .voiceNotFound: "no espeak-ng voice is called “{}”; otc voices lists them",
    // {}: the rate.
    .speechRateOutside: "the rate {} is outside 80 to 700 words a minute",
    // {}: the sound system's reason.
    .noAudioDevice: "no audio device could be opened ({})",
    // {}: the sound system's reason.
    .audioDeviceFailed: "the audio device failed ({})",
    // {}: why.
    .noSpeechDispatcher: "Speech Dispatcher could not be reached ({})",
    // {}: why.
    .speechDispatcherFailed: "Speech Dispatcher failed ({})",
    .speechDispatcherStopped: "Speech Dispatcher stopped answering; continuing with text only",
    // {}: what failed.
    .continuingTextOnly: "{}; continuing with text only.",
    // {}: what failed.
    .continuingWithoutSpeechd: "{}; continuing without Speech Dispatcher",
    // {}: what failed.
    .languagesOwnVoice: "{}; speaking in the language's own voice",
    // Advice. {}: the output module.
    .speakingThroughModule: "speaking through Speech Dispatcher ({} module)",
    // Advice.
    .speakingThroughDefaultModule: "speaking through Speech Dispatcher (its default module)",
    // Advice. {}: the sound device.
    .speakingThroughEspeak: "speaking through espeak-ng and {}",
    // Advice. {}: the locale asked for (pt_PT).
    .portugalGetsBrazil: "otc speaks Brazilian Portuguese only; {} gets pt-BR",
    // {}: the language asked for.
    .noVoiceSpeaks: "no voice speaks {}",
    // {}: the shell; {}: the line to put in its start-up file.
    .watchStartupLoop:
      """
    your shell's start-up file runs otc watch again inside otc watch, so {} starts without its start-up files. Run otc \
    watch there only outside it: {}
    """,
    // {}: the system's reason.
    .cannotFollowSignals: "cannot follow signals: {}",
    // {}: the program; {}: the system's reason.
    .cannotRun: "cannot run {}: {}",
    // {}: the system's reason.
    .terminalSettingsUnreadable: "cannot read the terminal's settings: {}",
    // {}: the system's reason.
    .noPseudoTerminal: "cannot open a pseudo-terminal: {}",
    // {}: the system's reason.
    .pseudoTerminalUnnamed: "cannot name a pseudo-terminal: {}",
    .noInitramfsTool: "neither initramfs-tools nor dracut is installed: there is no initramfs for otc to go into",
    // {}: the program; {}: its exit status; {}: what this means.
    .toolFailed: "{} failed (exit status {}); {}",
    .imageMayLackOTC: "the image may not hold otc. otc boot status says what it holds",
    .imageMayHoldOTC: "the image may still hold otc",
    .needsRoot: "this needs root: it changes the boot image and /etc/otc (try sudo)",
    // {}: the file's problem.
    .cannotRecordSetting: "cannot record the setting: {}",
    // {}: the path; {}: the system's reason.
    .cannotRemove: "cannot remove {}: {}",
    // {}: the image; {}: the system's reason.
    .imageUnreadable: "cannot read the image {}: {}",
    .noUnpackFolder: "cannot make a folder to unpack the image in",
    // {}: the image.
    .cannotUnpack: "unmkinitramfs could not unpack {}",
    .noImageReader: "neither unmkinitramfs nor lsinitrd is installed: the image cannot be read",
    // {}: the console; {}: the system's reason.
    .cannotWriteTo: "cannot write to {}: {}",
    // {}: the disk's name; {}: the system's reason.
    .unlockedNotSaid: "cannot say that {} was unlocked: {}",
    // {}: why the remote answer is not taken.
    .typedOnlyHere: "{}; the passphrase can only be typed here",
    // {}: the path; {}: the system's reason.
    .cannotMake: "cannot make {}: {}",
    // {}: the FIFO.
    .wentAway: "{} went away",
    // {}: the most bytes taken.
    .passphraseTooLong: "a passphrase of more than {} bytes was refused",
    // {}: the key's name.
    .pipeTheURI: "pipe the URI in, so it is never shown: otc totp --add {} < FILE",
    .noKeyFolderToKeep: "neither XDG_CONFIG_HOME nor HOME says where to keep keys",
    .noKeyFolder: "neither XDG_CONFIG_HOME nor HOME says where keys are kept",
    // {}: the name; {}: the folder; {}: the name again.
    .noKeyNamed: "there is no key named {} in {}; keep one with otc totp --add {} < FILE",
    // {}: the key's file.
    .hotpAtEnd: "the HOTP counter of {} cannot go further",
    .giveAKey: "give a key: a name kept with --add, --pass ENTRY, --uri-file FILE, or the URI on standard input",
    .hotpNeedsFile:
      """
    an HOTP key's counter must move on after each code, which otc can only do in a file: keep it with otc totp --add NAME
    """,
    .notOTPAuth: "there is no otpauth:// URI",
    // {}: the limit.
    .uriTooLong: "the otpauth URI is longer than {} bytes",
    .uriUnknownType: "the otpauth URI's type is neither totp nor hotp",
    .uriNoSecret: "the otpauth URI has no secret parameter",
    .uriEmptySecret: "the otpauth URI's secret is empty",
    .uriBadSecret: "the otpauth URI's secret is not base32 (the letters A to Z and the digits 2 to 7)",
    // {}: the parameter.
    .uriTwice: "the otpauth URI gives its {} parameter twice",
    .uriBadAlgorithm: "the otpauth URI's algorithm is not SHA1, SHA256 or SHA512",
    .uriBadDigits: "the otpauth URI's digits parameter is not 6, 7 or 8",
    .uriBadPeriod: "the otpauth URI's period is not a number of seconds from 1 to 86400",
    .uriNoCounter: "the otpauth URI is hotp but has no counter parameter",
    .uriBadCounter: "the otpauth URI's counter is not a whole number",
    // {}: the parameter.
    .uriBadEscape: "the otpauth URI's {} has a broken percent escape",
    // {}: the path; {}: the system's reason.
    .keyCannotOpen: "cannot open {}: {}",
    // {}: the path.
    .keyNotAFile: "{} is not a regular file",
    // {}: the path.
    .keyNotOwned: "{} belongs to another user",
    // {}: the path; {}: its mode; {}: the path.
    .keyOpenToOthers: "{} can be read or written by others (mode {}); make it yours alone: chmod 600 {}",
    // {}: the folder; {}: its mode.
    .keyFolderOpen: "the folder {} can be written by others (mode {}), who could replace the key in it",
    // {}: the path; {}: the limit in KB.
    .keyTooLarge: "{} is larger than {} KB; a key's URI is one line",
    // {}: the path.
    .keyExists: "there is already a key at {}; remove it first to replace it",
    // {}: the name.
    .keyBadName:
      """
    '{}' is not a key's name: use letters, digits, dots, dashes, underscores, at signs and plus signs, not first a dot
    """,
    // {}: the program; {}: its exit status.
    .programFailed: "{} failed (exit status {})",
    // {}: the screen file.
    .codeFieldsEmpty: "{}: its code fields are empty; give the code to fill them with, with --code-file FILE",
    // {}: the screen file; {}: its fields; {}: the code's digits.
    .codeEntryFields: "{}: its code entry has {} fields, not {}",
    // {}: the screen file.
    .noCodeEntry:
      """
    {}: it holds no code entry: no field with the one-time-code hint, a name or identifier that says code, or a code's \
    mask, and no run of one-character fields
    """,
    // {}: the file; {}: the format it was read as; {}: why nothing was found.
    .nothingToCompare: "{} read as {}: {}; nothing to compare (--allow-empty compares it)",
    // Advice. {}: the file; {}: what was read.
    .screenRead: "read {}: {}",
    // {}: text otc does not translate: a reason given in the words of the file's format or another program.
    .plainText: "{}",
    // Said aloud as a command that asks ends. {}: the error.
    .errorSaid: "Error: {}",
    .fifoWithoutReader: "it is a FIFO with no reader",
    // {}: the path.
    .notAFIFO: "{} is not a FIFO",
    // {}: the path; {}: its owner's uid; {}: its mode.
    .fifoNotOwnersAlone: "{} is not this user's alone (owner {}, mode {})",
    // {}: the transcript; {}: why.
    .cannotMeasureBecause: "cannot measure {}: {}",
    // Advice. {}: the name; {}: what the key is.
    .keptKey: "kept {}: {}",
    // Advice. {}: the name; {}: whose (issuer, account); {}: what the key is.
    .keptKeyOf: "kept {} ({}): {}",
    // {}: digits; {}: seconds.
    .totpKind: "TOTP, {} digits, every {} seconds",
    // {}: digits.
    .hotpKind: "HOTP, {} digits",
    // {}: the line; {}: what is wrong there.
    .screenLine: "line {}: {}",
    // {}: the file; {}: why.
    .screenUnreadable: "cannot read the screen in {}: {}",
    // {}: the file; {}: the format asked for; {}: why.
    .screenUnreadableAs: "cannot read the screen in {} as {}: {}",
    // Advice. {}: the format; {}: the elements; {}: the focus stops.
    .screenSummary: "{}, {}, {}",
    .elementsOne: "1 element",
    // {}: how many.
    .elementsMany: "{} elements",
    .focusStopsOne: "1 focus stop",
    // {}: how many.
    .focusStopsMany: "{} focus stops",
    .formatUIAutomator: "a uiautomator dump",
    .formatAppiumAndroid: "an Appium page source of an Android app",
    .formatAppiumIOS: "an Appium page source of an iOS app",
    .formatXCUITest: "an XCUITest description of an iOS app",
    .formatMaestro: "a Maestro hierarchy",
    .formatChromeTree: "Chrome's accessibility tree",
    .formatSnapshot: "an AccessibilitySnapshot file",
    .formatHTML: "an HTML page",
    .formatAria: "a Playwright ARIA snapshot",
    // {}: the formats tried.
    .screenFormatUnknown: "otc cannot tell its format: it is none of those otc reads ({}). Name the format with --from",
    // {}: the element.
    .screenUnknownIOSElement: "it holds <{}>, which is no XCUIElementType element of Appium's iOS page source",
    .screenNoIOSElement: "it holds no XCUIElementType element",
    // {}: the most.
    .screenTooManyElements: "it holds more than {} elements, more than otc reads in one screen",
    // {}: the most.
    .screenTooManyAttributes: "it holds more than {} attributes, more than otc reads in one screen",
    // {}: the most levels.
    .screenElementsTooDeep: "its elements are nested deeper than {} levels",
    // {}: the most levels.
    .screenNodesTooDeep: "its nodes are nested deeper than {} levels",
    // {}: the most levels.
    .screenListsTooDeep: "its lists are nested deeper than {} levels",
    .screenNoSubtree: "it holds no element: no line under \"Element subtree:\"",
    // {}: the line's start.
    .screenNotXCUITestElement: "\"{}\" is not an element of an XCUITest description (a type such as Button first)",
    // {}: the elements.
    .screenNothingForVoiceOver: "VoiceOver would stop on none of its {} elements: none is accessible and visible",
    // {}: the JSON decoder's reason.
    .screenNotChromeTree: "it is not Chrome's accessibility tree (Accessibility.getFullAXTree): {}",
    .screenNoNodes: "its list of nodes is empty",
    .screenNothingChromeReads:
      """
    it holds nothing a screen reader reads: every node is ignored, or a container with nothing to say
    """,
    // {}: the root element.
    .screenNotHierarchy: "its root element is <{}>, not a uiautomator <hierarchy>",
    .screenEmptyHierarchy: "its <hierarchy> holds no node",
    .screenNothingHTMLReads: "it holds nothing a screen reader reads: no field, no button, no text",
    // {}: libxml2's reason.
    .screenNothingHTMLReadsMistake: "it holds nothing a screen reader reads: no field, no button, no text (libxml2: {})",
    // {}: the JSON decoder's reason.
    .screenNotMaestro: "it is not a Maestro hierarchy: {}",
    .screenYAMLNotAria: "it is YAML, but not a list of ARIA nodes (\"- role \\\"name\\\"\")",
    // {}: how many keys.
    .screenMappingKeys: "a node is a mapping of {} keys, not one role",
    .screenListInList: "a list is nested in a list without a role",
    .screenNodeHoldsMapping: "a node holds a mapping; it should hold a text or a list",
    .screenNoAriaNodes: "its list of ARIA nodes is empty",
    // {}: the line's start.
    .screenNoRole: "\"{}\" does not begin with a role",
    // {}: the line's start.
    .screenNoClosingQuote: "the name of \"{}\" has no closing quote",
    // {}: the loader's reason.
    .screenNeedsLibyaml: "reading it needs libyaml (Debian's libyaml-0-2 package): {}",
    .screenLibyamlFailed: "libyaml could not start",
    // {}: libyaml's reason.
    .screenNotYAML: "it is not well-formed YAML: {}",
    .screenEmpty: "it is empty",
    .screenYAMLAlias: "it uses a YAML alias; an ARIA snapshot has none, and otc does not expand one",
    .screenKeyWithoutValue: "a mapping has a key with no value",
    .screenUnopenedClose: "it closes a collection it never opened",
    .screenJSONWithoutList: "it is JSON, but has no list of elements (a top-level list, or \"elements\")",
    // {}: the JSON decoder's reason.
    .screenNotSnapshot: "it is not an AccessibilitySnapshot list of elements: {}",
    .screenNoElements: "its list of elements is empty",
    // {}: the loader's reason.
    .screenNeedsLibxml: "reading it needs libxml2 (Debian's libxml2 package): {}",
    .screenTooLarge: "it is too large to read",
    .screenOutOfMemory: "libxml2 ran out of memory reading it",
    // {}: HTML or XML; {}: libxml2's reason.
    .screenNotWellFormed: "it is not well-formed {}: {}",
    .screenNoElement: "it holds no element",
    // {}: the key.
    .decoderMissing: "no \"{}\"",
    .transcriptBinary: "it is a binary file, not a transcript",
    .transcriptNotUTF8: "it is not UTF-8 text",
    .transcriptOddJSONArray: "it starts like a JSON array but is neither an array of strings nor of objects with a text",
    // {}: the log's kind; {}: the line's start.
    .transcriptLogLine: "a line of this {} could not be read: {}",
    // {}: the line.
    .transcriptLineNotJSON: "line {} is not a JSON object with a text",
    .transcriptFormatText: "text",
    .transcriptFormatJSONLines: "JSON Lines",
    .transcriptFormatPhrases: "a JSON array of phrases",
    .transcriptFormatUtterances: "a JSON array of utterances",
    .transcriptFormatNVDA: "an NVDA log",
    .transcriptFormatOrca: "an Orca debug log",
    .transcriptFormatSpeechd: "a Speech Dispatcher log",
    .fileEmpty: "the file is empty",
    .onlyBlankLines: "it has only blank lines",
    .textsAllEmpty: "its texts are all empty",
    .arrayEmpty: "the array is empty",
    // {}: the marker (Speaking, SPEECH OUTPUT).
    .noMarkedLines: "no {} lines",
    // {}: the marker.
    .markedLineSaysNothing: "its {} line says nothing",
    // {}: how many; {}: the marker.
    .markedLinesSayNothing: "its {} {} lines say nothing",
    .noSSIPLines: "no SSIP lines from a client (is it a log at level 5?)",
    // {}: how many SSIP lines.
    .noSpeakInSSIP: "no SPEAK message or CHAR in its {} SSIP lines",
    // {}: PulseAudio's own reason, or what failed.
    .pulseReason: "PulseAudio: {}",
    .pulseNotLoaded: "libpulse.so.0 not loaded",
    .outOfMemory: "out of memory",
    // {}: the step; {}: PulseAudio's reason.
    .pulseStepFailed: "{}: {}",
    .pulseCannotConnect: "cannot connect",
    .pulseCannotMakeStream: "cannot make a stream",
    .pulseCannotOpenStream: "cannot open a stream",
    .pulseStreamStopped: "the stream stopped",
    .pulseStoppedTaking: "the sound server stopped taking samples",
    .pulseWriteFailed: "a write failed",
    .pulseServerGone: "the server went away",
    .pulseStoppedBeforeEnd: "PulseAudio stopped before the last words were played",
    .noOutputAvailable: "no PulseAudio, ALSA or OSS output is available",
    // {}: the last reason.
    .allOutputsFailed: "PulseAudio, ALSA and OSS all failed: {}",
    // {}: seconds.
    .soundServerNoAnswer: "the sound server did not answer within {} seconds",
    .noCardThread: "no thread could be started to wait for the sound card",
    .noSpeakingThread: "no thread could be started to speak",
    .tailNotHandedOn: "the words to finish could not be handed on",
    // {}: the system's reason.
    .tailNoPipe: "no pipe for the words to finish: {}",
    .ssipNoAnswerInTime: "it did not answer in time",
    // {}: its reply's code.
    .ssipRefusedName: "it refused the client name ({})",
    // {}: its reply's code.
    .ssipRefusedEnd: "it refused to report the end of a message ({})",
    .ssipNotConnected: "not connected",
    // {}: the command; {}: its reply's code.
    .ssipRefusedCommand: "it refused {} ({})",
    .ssipBadPort: "SPEECHD_ADDRESS has no valid port",
    // {}: the method.
    .ssipUnknownMethod: "SPEECHD_ADDRESS names a method otc does not know: {}",
    // {}: the path.
    .ssipPathTooLong: "the socket path is too long: {}",
    // {}: the host.
    .ssipNoHost: "cannot find the host {}",
    .ssipNoAccept: "it did not accept the connection in time",
    // {}: the command.
    .ssipCannotStart: "cannot start {}",
    // {}: the command.
    .ssipStartedLate: "{} did not start in time",
    .ssipUnaskedReply: "it sent a reply no command asked for",
    .ssipStoppedReading: "it stopped reading",
    // {}: the system's reason.
    .ssipConnectionLost: "the connection was lost ({})",
    .ssipNotUTF8: "it sent a line that is not UTF-8",
    // {}: the most bytes.
    .ssipLineTooLong: "it sent a line longer than {} bytes",
    .ssipStoppedAnswering: "it stopped answering",
    .ssipClosed: "it closed the connection",
    .ssipNotSSIP: "it sent something that is not SSIP",
    .ssipMixedReplies: "it mixed two replies",
    // {}: the most lines.
    .ssipReplyTooLong: "it sent a reply of more than {} lines",
    // {}: its reply's code and text.
    .ssipRefusedMessage: "it refused the message ({})",
    // {}: seconds.
    .ssipNoAnswerWithin: "it did not answer within {} seconds",
    // {}: the system's reason.
    .tailNotStarted: "the speech could not be handed on: {}",
    // {}: seconds.
    .brlapiNoAnswer: "did not answer within {} s",
    // {}: the loader's reason.
    .brlapiNotLoaded: "cannot load libbrlapi: {}",
    // {}: why.
    .brlapiCannotConnect: "cannot connect: {}",
    // {}: why.
    .brlapiRefused: "refused: {}",
    .brlapiNoDisplay: "has no display",
    // {}: its cells; {}: the most otc writes to.
    .brlapiTooWide: "says its display has {} cells, more than the {} otc writes to",
    .brlapiLost: "the connection was lost",
    // {}: BrlAPI's reason.
    .brlapiCannotTake: "cannot take the display: {}",
    // {}: the path.
    .noSocketAt: "there is no socket at {}",
    // {}: the path; {}: its owner's uid; {}: who may own it.
    .socketOfOther: "its socket {} belongs to another user (uid {}), not {}",
    .sourceFlag: "from the command line",
    .sourceEnvironment: "from the environment, {}",
    .sourceFileLine: "from {}, line {}",
    .sourceDefault: "otc's default",
    .languagesOwnVoiceValue: "the language's own",
    .wordsAMinute: "{} words a minute",
    .localesLanguage: "{}, the locale's",
    .localesOwn: "the locale's",
    .languageEnglish: "English",
    .languageBrazilianPortuguese: "Brazilian Portuguese",
    .languageBulgarian: "Bulgarian",
    .valueOn: "on",
    .valueOff: "off",
    .waitForSpeechOn: "on, the answer waits until everything is spoken",
    .waitForSpeechOff: "off, the answer goes at once",
    .secureOn: "on, no digit of a code is spoken",
    .secureOff: "off, a code's digits are spoken; a password never is",
    .capitalsBoth: "both, the word capital and a higher pitch",
    .capitalsWord: "the word capital",
    .capitalsPitch: "a higher pitch",
    .capitalsNone: "not told apart",
    .linesAuto: "auto, otc's choice beside a screen reader",
    .linesOn: "on, every announcement is a line",
    .linesOff: "off, no announcement is a line",
    .brailleAuto: "auto, on the display when brltty's BrlAPI is there",
    .brailleOn: "on, on the display, saying so when it cannot be",
    .brailleOff: "off, never on the display",
    .screenReaderFor: "{}, for otc read and otc compare",
    .configFileLabel: "config file",
    .notThere: "not there",
    .clientsLabel: "speech dispatcher clients",
    .whoSpeaksLabel: "who speaks",
    .brailleDisplayLabel: "braille display",
    .speakupReads: "screen reader: Speakup, synthesizer {}, reads this console ({})",
    .fenrirReadsWithSocket: "screen reader: Fenrir, process {}, reads {}, remote socket {}",
    .fenrirReadsNoSocket: "screen reader: Fenrir, process {}, reads {}, no remote socket",
    .orcaReads: "screen reader: Orca, process {}, reads this desktop terminal",
    .brlttyShows: "braille: brltty shows the terminal (BrlAPI socket {})",
    .noScreenReaders: "screen readers: none found beside otc",
    .clientsCannotList: "unknown, this Speech Dispatcher cannot list its clients",
    .clientsWouldNotList: "unknown, Speech Dispatcher would not list them ({})",
    .clientsNoneBesidesOtc: "none besides otc",
    .clientsNoAnswer: "none, Speech Dispatcher does not answer",
    .noReaderHere: "no screen reader reads this terminal",
    .otcSpeaksPlain: "otc speaks",
    .otcDoesNotSpeak: "otc does not speak",
    .otcSilentSpeechNone: "otc does not speak (speech is none)",
    .readerReadsLines: "{} reads otc's lines",
    .otcSilentForSpeakup: "otc does not speak, since it may not silence Speakup (it is not root)",
    .otcSpeaksSpeakupSilent: "otc speaks and Speakup is silent while otc asks (its key echo would spell a password)",
    .otcSpeaksAsSetSpeakupSilent: "otc speaks (speech is {}) and Speakup is silent while otc asks",
    .otcSpeaksAsSet: "otc speaks (speech is {})",
    .linesOnReaderToo: "lines are on, so {} reads them too",
    .linesForBraille: "lines stay for the braille display, so {} reads them too",
    .noLinesReaderSilent: "no lines are written, so {} does not read them",
    .noLinesWritten: "no lines are written",
    .watchRunning: "running here ({} is set)",
    .watchNotRunning: "not running here",
    .watchUses: "it uses speech, voice, rate, pitch, volume, language, capitals, braille and wait_for_speech",
    .watchAlwaysSecure: "a hidden question is always a secure text field, without hints",
    .brailleNotUsedOff: "not used, braille is off",
    .brailleShownSocket: "otc shows the field on it while it asks (BrlAPI socket {})",
    .brailleShownHost: "otc shows the field on it while it asks (BrlAPI {})",
    .brailleNoneFound: "none found at BrlAPI {}",
    .otcAsksWithout: "otc asks without it",
    // {}: the screen reader.
    .otcSpeaksUnseen: "otc speaks what {} cannot read on the screen",
    // {}: the screen reader.
    .otcSpeaksUnseenSpeakupSilent: "otc speaks what {} cannot read on the screen, and Speakup is silent while otc asks",
    // A line of the report. {}: the label; {}: its value.
    .reportLine: "{}: {}",
    // A setting. {}: the key; {}: the value; {}: where it came from.
    .settingLine: "{}: {}, {}",
    // Two parts of a value. {}: the first; {}: the second.
    .parts: "{}; {}",
    // Two parts of a line. {}: the first; {}: the second.
    .listPair: "{}, {}",
    // otc boot enable. {}: the file; {}: the language; {}: the voice; {}: the rate.
    .bootWrote: "Wrote {}: language {}, voice {}, rate {}.",
    .bootAgentSwitched: "After boot, otc's console agent asks for passphrases; systemd's own is masked.",
    .bootAgentRestored: "After boot, systemd's own console agent asks for passphrases again.",
    // {}: the file.
    .bootRemoved: "Removed {}.",
    // {}: the tool (update-initramfs, dracut).
    .bootRebuilding: "Rebuilding the initramfs with {}...",
    .bootEnabled: "Done: the passphrase is spoken at the next boot. otc boot status checks the image.",
    .bootDisabled: "Done: the stock prompt asks for the passphrase at the next boot.",
    // {}: the file.
    .bootSettingOn: "Setting: on, in {}.",
    // {}: the file.
    .bootSettingOff: "Setting: off (no {}).",
    // {}: the image.
    .bootImageWithoutOTC: "The image {} does not hold otc: the stock prompt asks.",
    // {}: the image; {}: the language; {}: the voice; {}: the rate.
    .bootImageHoldsOTC: "The image {} holds otc: language {}, voice {}, rate {}.",
    // The first line of otc voices.
    .voicesHeader: "Name, language, file: --voice takes any of them.",
    // A design's row of otc compare. {}: the design; {}: the direction; {}: the hints; then swipes, utterances,
    // words, seconds, the digits' order.
    .designRow: "{}, {}, {}: {}, {}, {}, {}, {}",
    .hintsOn: "hints on",
    .hintsOff: "hints off",
    // {}: the hints.
    .valueReadAsNumber: "{}, value read as a number",
    .swipesOne: "1 swipe",
    // {}: the count, 2 or more (or 0).
    .swipesMany: "{} swipes",
    .utterancesOne: "1 utterance",
    // {}: the count, 2 or more (or 0).
    .utterancesMany: "{} utterances",
    .wordsOne: "1 word",
    // {}: the count, 2 or more (or 0).
    .wordsMany: "{} words",
    // A count reckoned, not measured. {}: the count with its noun.
    .aboutCount: "about {}",
    // {}: the seconds, with one decimal.
    .secondsCount: "{} seconds",
    .digitsInCodeOrder: "digits in code order",
    .digitsReversed: "digits reversed",
    // A transcript's row of otc compare. {}: the file; {}: utterances; {}: words; {}: seconds.
    .transcriptCostRow: "{}: {}, {}, {}",
    .voiceOverSpellOutNote:
      """
    A single code field is read digit by digit only when the app marks it to be spelled out (accessibilitySpeechSpellOut); \
    without that, VoiceOver reads the value as a number.
    """,
    .talkBackSpellOutNote:
      """
    On Android, a single code field is read digit by digit only when the app marks its text to be spelled out (a TtsSpan); \
    without that, TalkBack hands the speech engine the number.
    """,
    // {}: the line; {}: what was expected; {}: what was heard.
    .diffLineChanged: "line {}: expected “{}”, heard “{}”",
    // {}: the line; {}: what was expected.
    .diffLineMissing: "line {}: missing “{}”",
    // {}: the line; {}: what was heard.
    .diffLineExtra: "line {}: extra “{}”",
    // {}: the expected file; {}: its format; {}: its utterances; then the same of the heard file.
    .diffRead: "Read {} as {}, {}; {} as {}, {}.",
    // {}: the utterances.
    .diffIdentical: "Identical: {}.",
    // {}: the utterances; {}: how many are worded differently.
    .diffEquivalent: "Equivalent: {}, {} worded differently.",
    // {}: the options; {}: the utterances; {}: how many are worded differently.
    .diffEquivalentUnder: "Equivalent under {}: {}, {} worded differently.",
    .differencesOne: "1 difference",
    // {}: the count, 2 or more.
    .differencesMany: "{} differences",
    // {}: the differences; {}: of which kinds.
    .diffSummary: "{}: {}.",
    // {}: how many.
    .diffChanged: "{} changed",
    // {}: how many.
    .diffMissing: "{} missing",
    // {}: how many.
    .diffExtra: "{} extra",
    // What the rule code-split-into-fields finds.
    .ruleCodeSplit: "The code is split into one field per digit: a focus stop and an utterance for every digit.",
    // What the rule digit-field-without-position finds.
    .ruleDigitWithoutPosition: "A digit field's name does not say which digit it is and of how many.",
    // What the rule field-unnamed finds.
    .ruleFieldUnnamed: "A text field has no name (or only a mask's marks): the screen reader calls it nothing but a text field.",
    // What the rule two-focus-stops-per-field finds.
    .ruleTwoStopsPerField: "A focusable container holds a code field: two focus stops for one field.",
    // What the rule one-time-code-hint-missing finds.
    .ruleHintMissing: "No code field carries the one-time-code autofill hint.",
    // What the rule one-time-code-hint-on-several-fields finds.
    .ruleHintRepeated: "The one-time-code autofill hint is on more than one field.",
    // What the rule code-field-secure finds.
    .ruleCodeFieldSecure: "A one-time code field hides what is typed, as a password field does.",
    // What the rule code-read-as-number finds.
    .ruleCodeReadAsNumber: "The code field's value is handed to the screen reader as one number.",
    // What the rule keypad-key-unnamed finds.
    .ruleKeypadKeyUnnamed: "A key of the PIN keypad has no name: the screen reader calls it only a button.",
    // What the rule keypad-entered-count-silent finds.
    .ruleKeypadCountSilent: "Nothing the screen reader meets says how many digits of the PIN are entered.",
    // {}: what the field is heard as.
    .heardNothingSaysWhat: "{}: nothing says what the field is for",
    // {}: what the field is heard as.
    .heardNoPosition: "{}: which digit of how many is never said",
    // {}: what the field is heard as.
    .heardTwoStops: "a stop for the container that holds the field, then another for the field, {}",
    // {}: what the field is heard as.
    .heardSecure: "{}: the digits typed can be counted but never heard back",
    // {}: swipes; {}: utterances; {}: the code's digits; {}: words; {}: seconds; then one field's words and
    // seconds, and what it says.
    .heardSplit: "{} and {} to hear the {}-digit code, {}, {}; one field takes 1 swipe, {}, {}: \"{}\"",
    .heardNoHint:
      """
    no code is offered above the keyboard: the listener leaves the screen to find the code in a message, and must remember \
    it digit by digit
    """,
    // {}: how many other fields.
    .heardHintRepeated:
      "the code offered above the keyboard fills one box; {} others stay empty, and the form may send an incomplete code",
    // {}: the value; {}: the number it is said as.
    .heardAsNumber: "\"{}\" is said as the number \"{}\", not digit by digit",
    // {}: what the key is heard as.
    .heardKeyUnnamed: "{}: what the key does is never said",
    .heardCountSilent:
      """
    each key says its digit, and the dots that show the digits entered are silent: the listener keeps count, and cannot \
    hear a press that was missed or taken twice
    """,
    // {}: the field's position; {}: how many fields.
    .fixNameByPosition: "Name each field by its position, \"Digit {} of {}\", or better, use one field for the code.",
    .fixNameKey: "Name the key by what it does, such as \"Delete\" or \"Confirm\" (in the app's language).",
    .fixSayCount:
      """
    Say how many digits are entered: name the dots by what they show (\"2 of 4 digits entered\") and announce the count \
    as it changes (a live region; announceForAccessibility).
    """,
    .fixGiveLabel: "Give the field a label that says what it asks for, such as \"Verification code\".",
    // {}: the field's position; {}: how many fields.
    .fixNameDigit: "Name the field \"Digit {} of {}\" (in the app's language), or use one field for the code.",
    // {}: how many fields, three times.
    .fixNameEachRange:
      """
    Name each field by its position, \"Digit 1 of {}\" to \"Digit {} of {}\" (in the app's language), or better, use one \
    field for the code.
    """,
    .fixContainer:
      """
    Make the container not focusable (android:focusable=\"false\", no tabindex or role on it), and put its label on the \
    field.
    """,
    .fixSecure:
      """
    A one-time code is not a password: use a plain text field (no secureTextEntry, no password input type), so the listener \
    can check each digit.
    """,
    .fixOneField:
      """
    Use one text field for the whole code, with the one-time-code autofill hint and a digits keyboard, and draw the boxes \
    from its text (the seeds' fix).
    """,
    .fixAddHint:
      """
    Mark the code field autocomplete=\"one-time-code\" (iOS: textContentType .oneTimeCode; Android: autofillHints \
    smsOTPCode), on that one field.
    """,
    .fixHintOnce: "Put the one-time-code hint on one field only; better, make the code one field.",
    .fixSpellOut:
      """
    Have the screen reader spell the value out: accessibilityAttributedValue with accessibilitySpeechSpellOut (iOS), a \
    TtsSpan of type verbatim or digits (Android), or the digits separated by spaces in the accessible value (the web).
    """,
    // {}: the file; {}: why.
    .auditNotRead: "{}: not read: {}.",
    // {}: the file; {}: what was read; {}: the code entry.
    .auditFileRead: "{}: {}; the code entry: {}.",
    // {}: what was read.
    .auditNoEntry:
      """
    {}, but no code entry: no field with the one-time-code hint, a name or identifier that says code, or a code's mask, and \
    no run of one-character fields or PIN keypad; nothing was checked
    """,
    .nothingRead: "nothing read",
    .entryNone: "no code entry",
    // {}: the field.
    .entryOneField: "1 field, {}",
    // {}: how many; {}: the first.
    .entryFields: "{} fields, from {}",
    // {}: how many keys; {}: the first.
    .entryKeypad: "a keypad of {} keys, from {}",
    // {}: where; {}: the rule; {}: the field; {}: what the rule finds; {}: what is heard; {}: the fix.
    .auditFinding: "{}: {}: {}: {} Heard: {}. Fix: {}",
    // {}: where; {}: the rule; {}: how many fields; {}: which; {}: what the rule finds; {}: heard on the first; {}: the fix.
    .auditFindingGroup: "{}: {}: {} fields, {}: {} Heard on the first: {}. Fix: {}",
    // {}: the first field.
    .fieldsFrom: "from {}",
    // {}: the first field; {}: the last.
    .fieldsFromTo: "{} to {}",
    // {}: the format; {}: what it cannot show.
    .notCheckableFrom: "Not checkable from {}: {}.",
    .noProblemFound: "No problem found",
    .problemsFoundOne: "1 problem found",
    // {}: how many.
    .problemsFoundMany: "{} problems found",
    .filesNotReadOne: "1 file not read",
    // {}: how many.
    .filesNotReadMany: "{} files not read",
    .filesWithoutEntryOne: "1 file with no code entry",
    // {}: how many.
    .filesWithoutEntryMany: "{} files with no code entry",
    // A line of a report. {}: the file; {}: what is said of it.
    .fileSentence: "{}: {}.",
    // An element named by its line. {}: the line.
    .elementOnLine: "the element on line {}",
    .elementWithoutName: "an element with no name",
    // Words quoted as they are heard. {}: the words.
    .quoted: "\"{}\"",
    // What a screen format may not show.
    .factAutofill: "autofill hints",
    // What a screen format may not show.
    .factSecureEntry: "secure entry",
    // What a screen format may not show.
    .factNesting: "focusable containers around fields",
    // What a screen format may not show.
    .factMaxLength: "field lengths",
    // What a screen format may not show.
    .factValue: "how a field's value is read (whether the app marks it to be spelled out)",
    // The verdict when some rules could not be checked. {}: how many rules.
    .noProblemInWhatWasChecked: "No problem found in what could be checked (not checkable: {})",
    .rulesOne: "1 rule",
    // {}: how many, 2 or more.
    .rulesMany: "{} rules",
  ]
}
