extension MessageWords {
  /// otc's messages in English, the words the code was written in, by key; `{}` stands for each value, in order.
  static func english(_ key: MessageKey) -> String {
    switch key {
    // {}: the length given.
    case .lengthOutside: "The length {} is outside 4 to 12 digits."
    case .timeoutOutside: "The timeout must be more than 0 seconds and at most 86400 (one day)."
    case .queryOrWatch: "Give one of --query and --watch."
    case .codeOrCodeFile: "Give the code with --code or --code-file, not both."
    case .giveCode: "Give the code with --code DIGITS or --code-file FILE."
    case .giveCodeOrTranscripts: "Give the code with --code DIGITS or --code-file FILE, or transcripts with --transcript FILE."
    case .giveCodeOrScreen: "Give the code with --code DIGITS or --code-file FILE, or a screen file with --screen FILE."
    case .codeOrTranscripts: "Give a code or transcripts to measure, not both."
    case .screenOrTranscripts: "Measure a screen or transcripts, not both."
    case .screenHeardWithOne: "--screen-reader both is for the designs alone; a screen is heard with one."
    case .screenReaderForDesigns:
      "--screen-reader chooses whose rows the designs get; transcripts are measured as they were heard."
    // {}: the rate given.
    case .rateOutside: "The rate {} is outside 80 to 700 words a minute."
    case .labelPerDigit:
      """
      --label names the single field; per-digit fields are named by their positions. Leave out --label, or use --mode \
      single.
      """
    case .codeOrScreen: "Give a code or a screen file with --screen, not both."
    case .screenHasItsFields:
      """
      --mode, --label, --secure, --activate and --value-reading shape the screens otc imagines; a screen file has its own \
      fields.
      """
    case .fromNeedsScreen: "--from names the format of a screen file; give the file with --screen."
    case .oneKey: "Give one key: a name, --pass ENTRY or --uri-file FILE."
    case .addAlone: "--add keeps the URI on standard input; give no other key with it."
    case .passEntryName: "--pass takes an entry's name, such as totp/github."
    case .minSecondsRange: "--min-seconds is 0 to 3600."
    case .atNotNegative: "--at is seconds since 1970, 0 or more."
    case .folderAndKeyEcho: "Give the folder and the key echo, or --give-back."
    case .noTextToSay: "there is no text to say"
    case .noDiskToAskFor: "no disk to ask for: CRYPTTAB_NAME is not set (cryptroot sets it for its keyscript)"
    case .codeEmpty: "the code is empty; give 4 to 12 digits"
    // {}: what is there, named (“the letter a”); {}: its position.
    case .codeHasNonDigit: "the code has {} at position {}; a code has only digits"
    case .codeTooShortOne: "the code has 1 digit; a code has at least 4"
    // {}: the digits found.
    case .codeTooShort: "the code has {} digits; a code has at least 4"
    // {}: the digits found.
    case .codeTooLong: "the code has {} digits; a code has at most 12"
    case .characterSpace: "a space"
    // {}: the letter.
    case .characterLetter: "the letter “{}”"
    // {}: its code points (U+1B).
    case .characterControl: "a control character ({})"
    // {}: the character; {}: its code points.
    case .characterOther: "the character “{}” ({})"
    // {}: the file.
    case .codeFromNotText: "cannot read the code from {}: it is not UTF-8 text"
    // {}: the file's problem.
    case .codeFrom: "cannot read the code from {}"
    case .codeInProcessList: "the code given with --code shows in the process list; --code-file - keeps it out"
    // {}: the path; {}: why.
    case .fileProblem: "{}: {}"
    // {}: the file's problem (path: why).
    case .cannotRead: "cannot read {}"
    // {}: the file's problem (path: why).
    case .cannotWrite: "cannot write {}"
    // {}: the path; {}: why.
    case .cannotReadBecause: "cannot read {}: {}"
    // {}: the path; {}: why.
    case .cannotCompareBecause: "cannot compare {}: {}"
    // {}: the path; {}: why.
    case .cannotWriteBecause: "cannot write {}: {}"
    case .isFolder: "it is a folder"
    case .isFIFO: "it is a FIFO, not a regular file; otc does not use it"
    case .isNotRegular: "it is not a regular file; otc does not use it"
    // {}: the owner's uid.
    case .belongsToOther: "it belongs to another user (uid {}); otc uses only a file of yours or root's"
    // {}: the mode, in octal.
    case .othersMayWrite: "group or others may write it (mode {}); otc does not use it until you run chmod go-w on it"
    // {}: a size (64 KB).
    case .isLargerThan: "it is larger than {}"
    case .cannotWriteInto: "it is not a file otc can write into"
    case .isNotFolder: "it is not a folder"
    case .folderOfOther: "it belongs to another user"
    case .folderOpen: "others may enter it; it must be 0700"
    case .isLink: "it is a symbolic link, and otc does not follow links for what it writes"
    // {}: the system's reason.
    case .terminalSetUp: "cannot set up the terminal: {}"
    // {}: the file's problem (path: why).
    case .transcriptUnwritable: "cannot write the transcript {}"
    // {}: the file's problem (path: why).
    case .wavUnwritable: "cannot write the WAV file {}"
    // {}: the system's reason.
    case .keysUnreadable: "cannot read the keys: {}"
    // {}: the terminal's path; {}: why.
    case .noTerminal: "no terminal to ask on ({}: {})"
    // {}: the terminal's path; {}: why; {}: what to do.
    case .noTerminalAdvised: "no terminal to ask on ({}: {}); {}"
    case .runFromTerminal: "run the program from a terminal, or give the answer another way"
    // {}: the system's reason.
    case .standardOutputUnwritable: "cannot write to standard output: {}"
    // {}: the folder's problem (path: why).
    case .runtimeFolderUnusable: "cannot use the runtime folder {}"
    // {}: the loader's reason.
    case .libassuanMissing: "cannot load libassuan, which gpg-agent's protocol needs: {}"
    case .assuanServerFailed: "cannot start the Assuan server on standard input and output"
    case .agentNotRoot: "not root: systemd takes answers only from root, so each answer will be refused; run it as root"
    // {}: the question; {}: why.
    case .cannotAnswer: "cannot answer {}: {}"
    case .speakupNotSilenced: "could not silence Speakup; it reads otc's lines as well"
    // {}: the BrlAPI host (:0); {}: why, in BrlAPI's or the system's words.
    case .brailleNotUsed: "the braille display is not used: BrlAPI {} {}"
    // {}: the setting's problem.
    case .settingIgnored: "ignored {}; otc uses the next place this setting is set, or its default"
    // Said aloud. {}: where (the config file is named so); {}: why.
    case .settingSpokenIgnored: "Setting ignored: {}: {}"
    // {}: the flag, variable or file; {}: why.
    case .settingPlace: "{}: {}"
    // {}: the config file's path; {}: the line.
    case .fileLine: "{}, line {}"
    // The config file, said aloud instead of its path.
    case .theConfigFile: "the config file"
    // {}: the key; {}, {}: the range.
    case .wholeNumber: "{} must be a whole number from {} to {}"
    // {}: the key.
    case .trueOrFalse: "{} must be true or false"
    // {}: the key; {}: its values, “or” between the last two.
    case .oneOfValues: "{} must be {}"
    // {}: the key.
    case .mustNotBeEmpty: "{} must not be empty"
    // {}: the key found; {}: the keys.
    case .unknownKey: "unknown key “{}”; the keys are {}"
    case .noTables: "otc's config file has no tables; its settings are keys at the top, such as rate = 200"
    // {}: TOML's reason.
    case .notTOML: "it is not TOML: {}"
    // {}: why the file is refused.
    case .noneOfFileUsed: "{}; none of the file is used"
    // Two values or more: {} the first ones, {} the last.
    case .orList: "{} or {}"
    // {}: espeak-ng's status.
    case .espeakFailed: "espeak-ng failed: {}"
    // {}: espeak-ng's status.
    case .espeakNoData: "espeak-ng could not load its data (check ESPEAK_DATA_PATH or install espeak-ng-data): {}"
    // {}: the voice asked for.
    case .voiceNotFound: "no espeak-ng voice is called “{}”; otc voices lists them"
    // {}: the rate.
    case .speechRateOutside: "the rate {} is outside 80 to 700 words a minute"
    // {}: the sound system's reason.
    case .noAudioDevice: "no audio device could be opened ({})"
    // {}: the sound system's reason.
    case .audioDeviceFailed: "the audio device failed ({})"
    // {}: why.
    case .noSpeechDispatcher: "Speech Dispatcher could not be reached ({})"
    // {}: why.
    case .speechDispatcherFailed: "Speech Dispatcher failed ({})"
    case .speechDispatcherStopped: "Speech Dispatcher stopped answering; continuing with text only"
    // {}: what failed.
    case .continuingTextOnly: "{}; continuing with text only."
    // {}: what failed.
    case .continuingWithoutSpeechd: "{}; continuing without Speech Dispatcher"
    // {}: what failed.
    case .languagesOwnVoice: "{}; speaking in the language's own voice"
    // Advice. {}: the output module.
    case .speakingThroughModule: "speaking through Speech Dispatcher ({} module)"
    // Advice.
    case .speakingThroughDefaultModule: "speaking through Speech Dispatcher (its default module)"
    // Advice. {}: the sound device.
    case .speakingThroughEspeak: "speaking through espeak-ng and {}"
    // Advice. {}: the locale asked for (pt_PT).
    case .portugalGetsBrazil: "otc speaks Brazilian Portuguese only; {} gets pt-BR"
    // {}: the language asked for.
    case .noVoiceSpeaks: "no voice speaks {}"
    // {}: the shell; {}: the line to put in its start-up file.
    case .watchStartupLoop:
      """
      your shell's start-up file runs otc watch again inside otc watch, so {} starts without its start-up files. Run otc \
      watch there only outside it: {}
      """
    // {}: the system's reason.
    case .cannotFollowSignals: "cannot follow signals: {}"
    // {}: the program; {}: the system's reason.
    case .cannotRun: "cannot run {}: {}"
    // {}: the system's reason.
    case .terminalSettingsUnreadable: "cannot read the terminal's settings: {}"
    // {}: the system's reason.
    case .noPseudoTerminal: "cannot open a pseudo-terminal: {}"
    // {}: the system's reason.
    case .pseudoTerminalUnnamed: "cannot name a pseudo-terminal: {}"
    case .noInitramfsTool: "neither initramfs-tools nor dracut is installed: there is no initramfs for otc to go into"
    // {}: the program; {}: its exit status; {}: what this means.
    case .toolFailed: "{} failed (exit status {}); {}"
    case .imageMayLackOTC: "the image may not hold otc. otc boot status says what it holds"
    case .imageMayHoldOTC: "the image may still hold otc"
    case .needsRoot: "this needs root: it changes the boot image and /etc/otc (try sudo)"
    // {}: the file's problem.
    case .cannotRecordSetting: "cannot record the setting: {}"
    // {}: the path; {}: the system's reason.
    case .cannotRemove: "cannot remove {}: {}"
    // {}: the image; {}: the system's reason.
    case .imageUnreadable: "cannot read the image {}: {}"
    case .noUnpackFolder: "cannot make a folder to unpack the image in"
    // {}: the image.
    case .cannotUnpack: "unmkinitramfs could not unpack {}"
    case .noImageReader: "neither unmkinitramfs nor lsinitrd is installed: the image cannot be read"
    // {}: the console; {}: the system's reason.
    case .cannotWriteTo: "cannot write to {}: {}"
    // {}: the disk's name; {}: the system's reason.
    case .unlockedNotSaid: "cannot say that {} was unlocked: {}"
    // {}: why the remote answer is not taken.
    case .typedOnlyHere: "{}; the passphrase can only be typed here"
    // {}: the path; {}: the system's reason.
    case .cannotMake: "cannot make {}: {}"
    // {}: the FIFO.
    case .wentAway: "{} went away"
    // {}: the most bytes taken.
    case .passphraseTooLong: "a passphrase of more than {} bytes was refused"
    // {}: the key's name.
    case .pipeTheURI: "pipe the URI in, so it is never shown: otc totp --add {} < FILE"
    case .noKeyFolderToKeep: "neither XDG_CONFIG_HOME nor HOME says where to keep keys"
    case .noKeyFolder: "neither XDG_CONFIG_HOME nor HOME says where keys are kept"
    // {}: the name; {}: the folder; {}: the name again.
    case .noKeyNamed: "there is no key named {} in {}; keep one with otc totp --add {} < FILE"
    // {}: the key's file.
    case .hotpAtEnd: "the HOTP counter of {} cannot go further"
    case .giveAKey: "give a key: a name kept with --add, --pass ENTRY, --uri-file FILE, or the URI on standard input"
    case .hotpNeedsFile:
      """
      an HOTP key's counter must move on after each code, which otc can only do in a file: keep it with otc totp --add NAME
      """
    case .notOTPAuth: "there is no otpauth:// URI"
    // {}: the limit.
    case .uriTooLong: "the otpauth URI is longer than {} bytes"
    case .uriUnknownType: "the otpauth URI's type is neither totp nor hotp"
    case .uriNoSecret: "the otpauth URI has no secret parameter"
    case .uriEmptySecret: "the otpauth URI's secret is empty"
    case .uriBadSecret: "the otpauth URI's secret is not base32 (the letters A to Z and the digits 2 to 7)"
    // {}: the parameter.
    case .uriTwice: "the otpauth URI gives its {} parameter twice"
    case .uriBadAlgorithm: "the otpauth URI's algorithm is not SHA1, SHA256 or SHA512"
    case .uriBadDigits: "the otpauth URI's digits parameter is not 6, 7 or 8"
    case .uriBadPeriod: "the otpauth URI's period is not a number of seconds from 1 to 86400"
    case .uriNoCounter: "the otpauth URI is hotp but has no counter parameter"
    case .uriBadCounter: "the otpauth URI's counter is not a whole number"
    // {}: the parameter.
    case .uriBadEscape: "the otpauth URI's {} has a broken percent escape"
    // {}: the path; {}: the system's reason.
    case .keyCannotOpen: "cannot open {}: {}"
    // {}: the path.
    case .keyNotAFile: "{} is not a regular file"
    // {}: the path.
    case .keyNotOwned: "{} belongs to another user"
    // {}: the path; {}: its mode; {}: the path.
    case .keyOpenToOthers: "{} can be read or written by others (mode {}); make it yours alone: chmod 600 {}"
    // {}: the folder; {}: its mode.
    case .keyFolderOpen: "the folder {} can be written by others (mode {}), who could replace the key in it"
    // {}: the path; {}: the limit in KB.
    case .keyTooLarge: "{} is larger than {} KB; a key's URI is one line"
    // {}: the path.
    case .keyExists: "there is already a key at {}; remove it first to replace it"
    // {}: the name.
    case .keyBadName:
      """
      '{}' is not a key's name: use letters, digits, dots, dashes, underscores, at signs and plus signs, not first a dot
      """
    // {}: the program; {}: its exit status.
    case .programFailed: "{} failed (exit status {})"
    // {}: the screen file.
    case .codeFieldsEmpty: "{}: its code fields are empty; give the code to fill them with, with --code-file FILE"
    // {}: the screen file; {}: its fields; {}: the code's digits.
    case .codeEntryFields: "{}: its code entry has {} fields, not {}"
    // {}: the screen file.
    case .noCodeEntry:
      """
      {}: it holds no code entry: no field with the one-time-code hint, a name or identifier that says code, or a code's \
      mask, and no run of one-character fields
      """
    // {}: the file; {}: the format it was read as; {}: why nothing was found.
    case .nothingToCompare: "{} read as {}: {}; nothing to compare (--allow-empty compares it)"
    // Advice. {}: the file; {}: what was read.
    case .screenRead: "read {}: {}"
    // {}: text otc does not translate: a reason given in the words of the file's format or another program.
    case .plainText: "{}"
    // Said aloud as a command that asks ends. {}: the error.
    case .errorSaid: "Error: {}"
    case .fifoWithoutReader: "it is a FIFO with no reader"
    // {}: the path.
    case .notAFIFO: "{} is not a FIFO"
    // {}: the path; {}: its owner's uid; {}: its mode.
    case .fifoNotOwnersAlone: "{} is not this user's alone (owner {}, mode {})"
    // {}: the transcript; {}: why.
    case .cannotMeasureBecause: "cannot measure {}: {}"
    // Advice. {}: the name; {}: what the key is.
    case .keptKey: "kept {}: {}"
    // Advice. {}: the name; {}: whose (issuer, account); {}: what the key is.
    case .keptKeyOf: "kept {} ({}): {}"
    // {}: digits; {}: seconds.
    case .totpKind: "TOTP, {} digits, every {} seconds"
    // {}: digits.
    case .hotpKind: "HOTP, {} digits"
    // {}: the line; {}: what is wrong there.
    case .screenLine: "line {}: {}"
    // {}: the file; {}: why.
    case .screenUnreadable: "cannot read the screen in {}: {}"
    // {}: the file; {}: the format asked for; {}: why.
    case .screenUnreadableAs: "cannot read the screen in {} as {}: {}"
    // Advice. {}: the format; {}: the elements; {}: the focus stops.
    case .screenSummary: "{}, {}, {}"
    case .elementsOne: "1 element"
    // {}: how many.
    case .elementsMany: "{} elements"
    case .focusStopsOne: "1 focus stop"
    // {}: how many.
    case .focusStopsMany: "{} focus stops"
    case .formatUIAutomator: "a uiautomator dump"
    case .formatAppiumAndroid: "an Appium page source of an Android app"
    case .formatAppiumIOS: "an Appium page source of an iOS app"
    case .formatXCUITest: "an XCUITest description of an iOS app"
    case .formatMaestro: "a Maestro hierarchy"
    case .formatChromeTree: "Chrome's accessibility tree"
    case .formatSnapshot: "an AccessibilitySnapshot file"
    case .formatHTML: "an HTML page"
    case .formatAria: "a Playwright ARIA snapshot"
    // {}: the formats tried.
    case .screenFormatUnknown: "otc cannot tell its format: it is none of those otc reads ({}). Name the format with --from"
    // {}: the element.
    case .screenUnknownIOSElement: "it holds <{}>, which is no XCUIElementType element of Appium's iOS page source"
    case .screenNoIOSElement: "it holds no XCUIElementType element"
    // {}: the most.
    case .screenTooManyElements: "it holds more than {} elements, more than otc reads in one screen"
    // {}: the most.
    case .screenTooManyAttributes: "it holds more than {} attributes, more than otc reads in one screen"
    // {}: the most levels.
    case .screenElementsTooDeep: "its elements are nested deeper than {} levels"
    // {}: the most levels.
    case .screenNodesTooDeep: "its nodes are nested deeper than {} levels"
    // {}: the most levels.
    case .screenListsTooDeep: "its lists are nested deeper than {} levels"
    case .screenNoSubtree: "it holds no element: no line under \"Element subtree:\""
    // {}: the line's start.
    case .screenNotXCUITestElement: "\"{}\" is not an element of an XCUITest description (a type such as Button first)"
    // {}: the elements.
    case .screenNothingForVoiceOver: "VoiceOver would stop on none of its {} elements: none is accessible and visible"
    // {}: the JSON decoder's reason.
    case .screenNotChromeTree: "it is not Chrome's accessibility tree (Accessibility.getFullAXTree): {}"
    case .screenNoNodes: "its list of nodes is empty"
    case .screenNothingChromeReads:
      """
      it holds nothing a screen reader reads: every node is ignored, or a container with nothing to say
      """
    // {}: the root element.
    case .screenNotHierarchy: "its root element is <{}>, not a uiautomator <hierarchy>"
    case .screenEmptyHierarchy: "its <hierarchy> holds no node"
    case .screenNothingHTMLReads: "it holds nothing a screen reader reads: no field, no button, no text"
    // {}: libxml2's reason.
    case .screenNothingHTMLReadsMistake: "it holds nothing a screen reader reads: no field, no button, no text (libxml2: {})"
    // {}: the JSON decoder's reason.
    case .screenNotMaestro: "it is not a Maestro hierarchy: {}"
    case .screenYAMLNotAria: "it is YAML, but not a list of ARIA nodes (\"- role \\\"name\\\"\")"
    // {}: how many keys.
    case .screenMappingKeys: "a node is a mapping of {} keys, not one role"
    case .screenListInList: "a list is nested in a list without a role"
    case .screenNodeHoldsMapping: "a node holds a mapping; it should hold a text or a list"
    case .screenNoAriaNodes: "its list of ARIA nodes is empty"
    // {}: the line's start.
    case .screenNoRole: "\"{}\" does not begin with a role"
    // {}: the line's start.
    case .screenNoClosingQuote: "the name of \"{}\" has no closing quote"
    // {}: the loader's reason.
    case .screenNeedsLibyaml: "reading it needs libyaml (Debian's libyaml-0-2 package): {}"
    case .screenLibyamlFailed: "libyaml could not start"
    // {}: libyaml's reason.
    case .screenNotYAML: "it is not well-formed YAML: {}"
    case .screenEmpty: "it is empty"
    case .screenYAMLAlias: "it uses a YAML alias; an ARIA snapshot has none, and otc does not expand one"
    case .screenKeyWithoutValue: "a mapping has a key with no value"
    case .screenUnopenedClose: "it closes a collection it never opened"
    case .screenJSONWithoutList: "it is JSON, but has no list of elements (a top-level list, or \"elements\")"
    // {}: the JSON decoder's reason.
    case .screenNotSnapshot: "it is not an AccessibilitySnapshot list of elements: {}"
    case .screenNoElements: "its list of elements is empty"
    // {}: the loader's reason.
    case .screenNeedsLibxml: "reading it needs libxml2 (Debian's libxml2 package): {}"
    case .screenTooLarge: "it is too large to read"
    case .screenOutOfMemory: "libxml2 ran out of memory reading it"
    // {}: HTML or XML; {}: libxml2's reason.
    case .screenNotWellFormed: "it is not well-formed {}: {}"
    case .screenNoElement: "it holds no element"
    // {}: the key.
    case .decoderMissing: "no \"{}\""
    case .transcriptBinary: "it is a binary file, not a transcript"
    case .transcriptNotUTF8: "it is not UTF-8 text"
    case .transcriptOddJSONArray: "it starts like a JSON array but is neither an array of strings nor of objects with a text"
    // {}: the log's kind; {}: the line's start.
    case .transcriptLogLine: "a line of this {} could not be read: {}"
    // {}: the line.
    case .transcriptLineNotJSON: "line {} is not a JSON object with a text"
    case .transcriptFormatText: "text"
    case .transcriptFormatJSONLines: "JSON Lines"
    case .transcriptFormatPhrases: "a JSON array of phrases"
    case .transcriptFormatUtterances: "a JSON array of utterances"
    case .transcriptFormatNVDA: "an NVDA log"
    case .transcriptFormatOrca: "an Orca debug log"
    case .transcriptFormatSpeechd: "a Speech Dispatcher log"
    case .fileEmpty: "the file is empty"
    case .onlyBlankLines: "it has only blank lines"
    case .textsAllEmpty: "its texts are all empty"
    case .arrayEmpty: "the array is empty"
    // {}: the marker (Speaking, SPEECH OUTPUT).
    case .noMarkedLines: "no {} lines"
    // {}: the marker.
    case .markedLineSaysNothing: "its {} line says nothing"
    // {}: how many; {}: the marker.
    case .markedLinesSayNothing: "its {} {} lines say nothing"
    case .noSSIPLines: "no SSIP lines from a client (is it a log at level 5?)"
    // {}: how many SSIP lines.
    case .noSpeakInSSIP: "no SPEAK message or CHAR in its {} SSIP lines"
    // {}: PulseAudio's own reason, or what failed.
    case .pulseReason: "PulseAudio: {}"
    case .pulseNotLoaded: "libpulse.so.0 not loaded"
    case .outOfMemory: "out of memory"
    // {}: the step; {}: PulseAudio's reason.
    case .pulseStepFailed: "{}: {}"
    case .pulseCannotConnect: "cannot connect"
    case .pulseCannotMakeStream: "cannot make a stream"
    case .pulseCannotOpenStream: "cannot open a stream"
    case .pulseStreamStopped: "the stream stopped"
    case .pulseStoppedTaking: "the sound server stopped taking samples"
    case .pulseWriteFailed: "a write failed"
    case .pulseServerGone: "the server went away"
    case .pulseStoppedBeforeEnd: "PulseAudio stopped before the last words were played"
    case .noOutputAvailable: "no PulseAudio, ALSA or OSS output is available"
    // {}: the last reason.
    case .allOutputsFailed: "PulseAudio, ALSA and OSS all failed: {}"
    // {}: seconds.
    case .soundServerNoAnswer: "the sound server did not answer within {} seconds"
    case .noCardThread: "no thread could be started to wait for the sound card"
    case .noSpeakingThread: "no thread could be started to speak"
    case .tailNotHandedOn: "the words to finish could not be handed on"
    // {}: the system's reason.
    case .tailNoPipe: "no pipe for the words to finish: {}"
    case .ssipNoAnswerInTime: "it did not answer in time"
    // {}: its reply's code.
    case .ssipRefusedName: "it refused the client name ({})"
    // {}: its reply's code.
    case .ssipRefusedEnd: "it refused to report the end of a message ({})"
    case .ssipNotConnected: "not connected"
    // {}: the command; {}: its reply's code.
    case .ssipRefusedCommand: "it refused {} ({})"
    case .ssipBadPort: "SPEECHD_ADDRESS has no valid port"
    // {}: the method.
    case .ssipUnknownMethod: "SPEECHD_ADDRESS names a method otc does not know: {}"
    // {}: the path.
    case .ssipPathTooLong: "the socket path is too long: {}"
    // {}: the host.
    case .ssipNoHost: "cannot find the host {}"
    case .ssipNoAccept: "it did not accept the connection in time"
    // {}: the command.
    case .ssipCannotStart: "cannot start {}"
    // {}: the command.
    case .ssipStartedLate: "{} did not start in time"
    case .ssipUnaskedReply: "it sent a reply no command asked for"
    case .ssipStoppedReading: "it stopped reading"
    // {}: the system's reason.
    case .ssipConnectionLost: "the connection was lost ({})"
    case .ssipNotUTF8: "it sent a line that is not UTF-8"
    // {}: the most bytes.
    case .ssipLineTooLong: "it sent a line longer than {} bytes"
    case .ssipStoppedAnswering: "it stopped answering"
    case .ssipClosed: "it closed the connection"
    case .ssipNotSSIP: "it sent something that is not SSIP"
    case .ssipMixedReplies: "it mixed two replies"
    // {}: the most lines.
    case .ssipReplyTooLong: "it sent a reply of more than {} lines"
    // {}: its reply's code and text.
    case .ssipRefusedMessage: "it refused the message ({})"
    // {}: seconds.
    case .ssipNoAnswerWithin: "it did not answer within {} seconds"
    // {}: the system's reason.
    case .tailNotStarted: "the speech could not be handed on: {}"
    // {}: seconds.
    case .brlapiNoAnswer: "did not answer within {} s"
    // {}: the loader's reason.
    case .brlapiNotLoaded: "cannot load libbrlapi: {}"
    // {}: why.
    case .brlapiCannotConnect: "cannot connect: {}"
    // {}: why.
    case .brlapiRefused: "refused: {}"
    case .brlapiNoDisplay: "has no display"
    // {}: its cells; {}: the most otc writes to.
    case .brlapiTooWide: "says its display has {} cells, more than the {} otc writes to"
    case .brlapiLost: "the connection was lost"
    // {}: BrlAPI's reason.
    case .brlapiCannotTake: "cannot take the display: {}"
    // {}: the path.
    case .noSocketAt: "there is no socket at {}"
    // {}: the path; {}: its owner's uid; {}: who may own it.
    case .socketOfOther: "its socket {} belongs to another user (uid {}), not {}"
    case .sourceFlag: "from the command line"
    case .sourceEnvironment: "from the environment, {}"
    case .sourceFileLine: "from {}, line {}"
    case .sourceDefault: "otc's default"
    case .languagesOwnVoiceValue: "the language's own"
    case .wordsAMinute: "{} words a minute"
    case .localesLanguage: "{}, the locale's"
    case .localesOwn: "the locale's"
    case .languageEnglish: "English"
    case .languageBrazilianPortuguese: "Brazilian Portuguese"
    case .languageBulgarian: "Bulgarian"
    case .valueOn: "on"
    case .valueOff: "off"
    case .waitForSpeechOn: "on, the answer waits until everything is spoken"
    case .waitForSpeechOff: "off, the answer goes at once"
    case .secureOn: "on, no digit of a code is spoken"
    case .secureOff: "off, a code's digits are spoken; a password never is"
    case .capitalsBoth: "both, the word capital and a higher pitch"
    case .capitalsWord: "the word capital"
    case .capitalsPitch: "a higher pitch"
    case .capitalsNone: "not told apart"
    case .linesAuto: "auto, otc's choice beside a screen reader"
    case .linesOn: "on, every announcement is a line"
    case .linesOff: "off, no announcement is a line"
    case .brailleAuto: "auto, on the display when brltty's BrlAPI is there"
    case .brailleOn: "on, on the display, saying so when it cannot be"
    case .brailleOff: "off, never on the display"
    case .screenReaderFor: "{}, for otc read and otc compare"
    case .configFileLabel: "config file"
    case .notThere: "not there"
    case .clientsLabel: "speech dispatcher clients"
    case .whoSpeaksLabel: "who speaks"
    case .brailleDisplayLabel: "braille display"
    case .speakupReads: "screen reader: Speakup, synthesizer {}, reads this console ({})"
    case .fenrirReadsWithSocket: "screen reader: Fenrir, process {}, reads {}, remote socket {}"
    case .fenrirReadsNoSocket: "screen reader: Fenrir, process {}, reads {}, no remote socket"
    case .orcaReads: "screen reader: Orca, process {}, reads this desktop terminal"
    case .brlttyShows: "braille: brltty shows the terminal (BrlAPI socket {})"
    case .noScreenReaders: "screen readers: none found beside otc"
    case .clientsCannotList: "unknown, this Speech Dispatcher cannot list its clients"
    case .clientsWouldNotList: "unknown, Speech Dispatcher would not list them ({})"
    case .clientsNoneBesidesOtc: "none besides otc"
    case .clientsNoAnswer: "none, Speech Dispatcher does not answer"
    case .noReaderHere: "no screen reader reads this terminal"
    case .otcSpeaksPlain: "otc speaks"
    case .otcDoesNotSpeak: "otc does not speak"
    case .otcSilentSpeechNone: "otc does not speak (speech is none)"
    case .readerReadsLines: "{} reads otc's lines"
    case .otcSilentForSpeakup: "otc does not speak, since it may not silence Speakup (it is not root)"
    case .otcSpeaksSpeakupSilent: "otc speaks and Speakup is silent while otc asks (its key echo would spell a password)"
    case .otcSpeaksAsSetSpeakupSilent: "otc speaks (speech is {}) and Speakup is silent while otc asks"
    case .otcSpeaksAsSet: "otc speaks (speech is {})"
    case .linesOnReaderToo: "lines are on, so {} reads them too"
    case .linesForBraille: "lines stay for the braille display, so {} reads them too"
    case .noLinesReaderSilent: "no lines are written, so {} does not read them"
    case .noLinesWritten: "no lines are written"
    case .watchRunning: "running here ({} is set)"
    case .watchNotRunning: "not running here"
    case .watchUses: "it uses speech, voice, rate, pitch, volume, language, capitals, braille and wait_for_speech"
    case .watchAlwaysSecure: "a hidden question is always a secure text field, without hints"
    case .brailleNotUsedOff: "not used, braille is off"
    case .brailleShownSocket: "otc shows the field on it while it asks (BrlAPI socket {})"
    case .brailleShownHost: "otc shows the field on it while it asks (BrlAPI {})"
    case .brailleNoneFound: "none found at BrlAPI {}"
    case .otcAsksWithout: "otc asks without it"
    // {}: the screen reader.
    case .otcSpeaksUnseen: "otc speaks what {} cannot read on the screen"
    // {}: the screen reader.
    case .otcSpeaksUnseenSpeakupSilent: "otc speaks what {} cannot read on the screen, and Speakup is silent while otc asks"
    // A line of the report. {}: the label; {}: its value.
    case .reportLine: "{}: {}"
    // A setting. {}: the key; {}: the value; {}: where it came from.
    case .settingLine: "{}: {}, {}"
    // Two parts of a value. {}: the first; {}: the second.
    case .parts: "{}; {}"
    // Two parts of a line. {}: the first; {}: the second.
    case .listPair: "{}, {}"
    // otc boot enable. {}: the file; {}: the language; {}: the voice; {}: the rate.
    case .bootWrote: "Wrote {}: language {}, voice {}, rate {}."
    case .bootAgentSwitched: "After boot, otc's console agent asks for passphrases; systemd's own is masked."
    case .bootAgentRestored: "After boot, systemd's own console agent asks for passphrases again."
    // {}: the file.
    case .bootRemoved: "Removed {}."
    // {}: the tool (update-initramfs, dracut).
    case .bootRebuilding: "Rebuilding the initramfs with {}..."
    case .bootEnabled: "Done: the passphrase is spoken at the next boot. otc boot status checks the image."
    case .bootDisabled: "Done: the stock prompt asks for the passphrase at the next boot."
    // {}: the file.
    case .bootSettingOn: "Setting: on, in {}."
    // {}: the file.
    case .bootSettingOff: "Setting: off (no {})."
    // {}: the image.
    case .bootImageWithoutOTC: "The image {} does not hold otc: the stock prompt asks."
    // {}: the image; {}: the language; {}: the voice; {}: the rate.
    case .bootImageHoldsOTC: "The image {} holds otc: language {}, voice {}, rate {}."
    // The first line of otc voices.
    case .voicesHeader: "Name, language, file: --voice takes any of them."
    // A design's row of otc compare. {}: the design; {}: the direction; {}: the hints; then swipes, utterances
    // words, seconds, the digits' order.
    case .designRow: "{}, {}, {}: {}, {}, {}, {}, {}"
    case .hintsOn: "hints on"
    case .hintsOff: "hints off"
    // {}: the hints.
    case .valueReadAsNumber: "{}, value read as a number"
    case .swipesOne: "1 swipe"
    // {}: the count, 2 or more (or 0).
    case .swipesMany: "{} swipes"
    case .utterancesOne: "1 utterance"
    // {}: the count, 2 or more (or 0).
    case .utterancesMany: "{} utterances"
    case .wordsOne: "1 word"
    // {}: the count, 2 or more (or 0).
    case .wordsMany: "{} words"
    // A count reckoned, not measured. {}: the count with its noun.
    case .aboutCount: "about {}"
    // {}: the seconds, with one decimal.
    case .secondsCount: "{} seconds"
    case .digitsInCodeOrder: "digits in code order"
    case .digitsReversed: "digits reversed"
    // A transcript's row of otc compare. {}: the file; {}: utterances; {}: words; {}: seconds.
    case .transcriptCostRow: "{}: {}, {}, {}"
    case .voiceOverSpellOutNote:
      """
      A single code field is read digit by digit only when the app marks it to be spelled out (accessibilitySpeechSpellOut); \
      without that, VoiceOver reads the value as a number.
      """
    case .talkBackSpellOutNote:
      """
      On Android, a single code field is read digit by digit only when the app marks its text to be spelled out (a TtsSpan); \
      without that, TalkBack hands the speech engine the number.
      """
    // {}: the line; {}: what was expected; {}: what was heard.
    case .diffLineChanged: "line {}: expected “{}”, heard “{}”"
    // {}: the line; {}: what was expected.
    case .diffLineMissing: "line {}: missing “{}”"
    // {}: the line; {}: what was heard.
    case .diffLineExtra: "line {}: extra “{}”"
    // {}: the expected file; {}: its format; {}: its utterances; then the same of the heard file.
    case .diffRead: "Read {} as {}, {}; {} as {}, {}."
    // {}: the utterances.
    case .diffIdentical: "Identical: {}."
    // {}: the utterances; {}: how many are worded differently.
    case .diffEquivalent: "Equivalent: {}, {} worded differently."
    // {}: the options; {}: the utterances; {}: how many are worded differently.
    case .diffEquivalentUnder: "Equivalent under {}: {}, {} worded differently."
    case .differencesOne: "1 difference"
    // {}: the count, 2 or more.
    case .differencesMany: "{} differences"
    // {}: the differences; {}: of which kinds.
    case .diffSummary: "{}: {}."
    // {}: how many.
    case .diffChanged: "{} changed"
    // {}: how many.
    case .diffMissing: "{} missing"
    // {}: how many.
    case .diffExtra: "{} extra"
    // What the rule code-split-into-fields finds.
    case .ruleCodeSplit: "The code is split into one field per digit: a focus stop and an utterance for every digit."
    // What the rule digit-field-without-position finds.
    case .ruleDigitWithoutPosition: "A digit field's name does not say which digit it is and of how many."
    // What the rule field-unnamed finds.
    case .ruleFieldUnnamed:
      "A text field has no name (or only a mask's marks): the screen reader calls it nothing but a text field."
    // What the rule two-focus-stops-per-field finds.
    case .ruleTwoStopsPerField: "A focusable container holds a code field: two focus stops for one field."
    // What the rule one-time-code-hint-missing finds.
    case .ruleHintMissing: "No code field carries the one-time-code autofill hint."
    // What the rule one-time-code-hint-on-several-fields finds.
    case .ruleHintRepeated: "The one-time-code autofill hint is on more than one field."
    // What the rule code-field-secure finds.
    case .ruleCodeFieldSecure: "A one-time code field hides what is typed, as a password field does."
    // What the rule code-read-as-number finds.
    case .ruleCodeReadAsNumber: "The code field's value is handed to the screen reader as one number."
    // What the rule keypad-key-unnamed finds.
    case .ruleKeypadKeyUnnamed: "A key of the PIN keypad has no name: the screen reader calls it only a button."
    // What the rule keypad-entered-count-silent finds.
    case .ruleKeypadCountSilent: "Nothing the screen reader meets says how many digits of the PIN are entered."
    // {}: what the field is heard as.
    case .heardNothingSaysWhat: "{}: nothing says what the field is for"
    // {}: what the field is heard as.
    case .heardNoPosition: "{}: which digit of how many is never said"
    // {}: what the field is heard as.
    case .heardTwoStops: "a stop for the container that holds the field, then another for the field, {}"
    // {}: what the field is heard as.
    case .heardSecure: "{}: the digits typed can be counted but never heard back"
    // {}: swipes; {}: utterances; {}: the code's digits; {}: words; {}: seconds; then one field's words and
    // seconds, and what it says.
    case .heardSplit: "{} and {} to hear the {}-digit code, {}, {}; one field takes 1 swipe, {}, {}: \"{}\""
    case .heardNoHint:
      """
      no code is offered above the keyboard: the listener leaves the screen to find the code in a message, and must remember \
      it digit by digit
      """
    // {}: how many other fields.
    case .heardHintRepeated:
      "the code offered above the keyboard fills one box; {} others stay empty, and the form may send an incomplete code"
    // {}: the value; {}: the number it is said as.
    case .heardAsNumber: "\"{}\" is said as the number \"{}\", not digit by digit"
    // {}: what the key is heard as.
    case .heardKeyUnnamed: "{}: what the key does is never said"
    case .heardCountSilent:
      """
      each key says its digit, and the dots that show the digits entered are silent: the listener keeps count, and cannot \
      hear a press that was missed or taken twice
      """
    // {}: the field's position; {}: how many fields.
    case .fixNameByPosition: "Name each field by its position, \"Digit {} of {}\", or better, use one field for the code."
    case .fixNameKey: "Name the key by what it does, such as \"Delete\" or \"Confirm\" (in the app's language)."
    case .fixSayCount:
      """
      Say how many digits are entered: name the dots by what they show (\"2 of 4 digits entered\") and announce the count \
      as it changes (a live region; announceForAccessibility).
      """
    case .fixGiveLabel: "Give the field a label that says what it asks for, such as \"Verification code\"."
    // {}: the field's position; {}: how many fields.
    case .fixNameDigit: "Name the field \"Digit {} of {}\" (in the app's language), or use one field for the code."
    // {}: how many fields, three times.
    case .fixNameEachRange:
      """
      Name each field by its position, \"Digit 1 of {}\" to \"Digit {} of {}\" (in the app's language), or better, use one \
      field for the code.
      """
    case .fixContainer:
      """
      Make the container not focusable (android:focusable=\"false\", no tabindex or role on it), and put its label on the \
      field.
      """
    case .fixSecure:
      """
      A one-time code is not a password: use a plain text field (no secureTextEntry, no password input type), so the listener \
      can check each digit.
      """
    case .fixOneField:
      """
      Use one text field for the whole code, with the one-time-code autofill hint and a digits keyboard, and draw the boxes \
      from its text (the seeds' fix).
      """
    case .fixAddHint:
      """
      Mark the code field autocomplete=\"one-time-code\" (iOS: textContentType .oneTimeCode; Android: autofillHints \
      smsOTPCode), on that one field.
      """
    case .fixHintOnce: "Put the one-time-code hint on one field only; better, make the code one field."
    case .fixSpellOut:
      """
      Have the screen reader spell the value out: accessibilityAttributedValue with accessibilitySpeechSpellOut (iOS), a \
      TtsSpan of type verbatim or digits (Android), or the digits separated by spaces in the accessible value (the web).
      """
    // {}: the file; {}: why.
    case .auditNotRead: "{}: not read: {}."
    // {}: the file; {}: what was read; {}: the code entry.
    case .auditFileRead: "{}: {}; the code entry: {}."
    // {}: what was read.
    case .auditNoEntry:
      """
      {}, but no code entry: no field with the one-time-code hint, a name or identifier that says code, or a code's mask, and \
      no run of one-character fields or PIN keypad; nothing was checked
      """
    case .nothingRead: "nothing read"
    case .entryNone: "no code entry"
    // {}: the field.
    case .entryOneField: "1 field, {}"
    // {}: how many; {}: the first.
    case .entryFields: "{} fields, from {}"
    // {}: how many keys; {}: the first.
    case .entryKeypad: "a keypad of {} keys, from {}"
    // {}: where; {}: the rule; {}: the field; {}: what the rule finds; {}: what is heard; {}: the fix.
    case .auditFinding: "{}: {}: {}: {} Heard: {}. Fix: {}"
    // {}: where; {}: the rule; {}: how many fields; {}: which; {}: what the rule finds; {}: heard on the first; {}: the fix.
    case .auditFindingGroup: "{}: {}: {} fields, {}: {} Heard on the first: {}. Fix: {}"
    // {}: the first field.
    case .fieldsFrom: "from {}"
    // {}: the first field; {}: the last.
    case .fieldsFromTo: "{} to {}"
    // {}: the format; {}: what it cannot show.
    case .notCheckableFrom: "Not checkable from {}: {}."
    case .noProblemFound: "No problem found"
    case .problemsFoundOne: "1 problem found"
    // {}: how many.
    case .problemsFoundMany: "{} problems found"
    case .filesNotReadOne: "1 file not read"
    // {}: how many.
    case .filesNotReadMany: "{} files not read"
    case .filesWithoutEntryOne: "1 file with no code entry"
    // {}: how many.
    case .filesWithoutEntryMany: "{} files with no code entry"
    // A line of a report. {}: the file; {}: what is said of it.
    case .fileSentence: "{}: {}."
    // An element named by its line. {}: the line.
    case .elementOnLine: "the element on line {}"
    case .elementWithoutName: "an element with no name"
    // Words quoted as they are heard. {}: the words.
    case .quoted: "\"{}\""
    // What a screen format may not show.
    case .factAutofill: "autofill hints"
    // What a screen format may not show.
    case .factSecureEntry: "secure entry"
    // What a screen format may not show.
    case .factNesting: "focusable containers around fields"
    // What a screen format may not show.
    case .factMaxLength: "field lengths"
    // What a screen format may not show.
    case .factValue: "how a field's value is read (whether the app marks it to be spelled out)"
    // The verdict when some rules could not be checked. {}: how many rules.
    case .noProblemInWhatWasChecked: "No problem found in what could be checked (not checkable: {})"
    case .rulesOne: "1 rule"
    // {}: how many, 2 or more.
    case .rulesMany: "{} rules"
    case .bootProgram: "otc as the initramfs holds it: the disk's passphrase, systemd's questions, and otc speak."
    // {}: how the command is written.
    case .usageLine: "Usage: {}"
    // {}: where to read more.
    case .seeForMore: "  See '{}' for more information."
    // {}: the option given.
    case .unknownOption: "Unknown option '{}'"
    // {}: the option.
    case .missingValue: "Missing value for '{}'"
    // {}: the argument given.
    case .unexpectedArgument: "Unexpected argument '{}'"
    // {}: the argument's name.
    case .missingArgument: "Missing expected argument '{}'"
    // {}: the value given; {}: the option.
    case .invalidValue: "The value '{}' is invalid for '{}'"
    // {}: the value given; {}: the option; {}: the values it takes.
    case .invalidChoice: "The value '{}' is invalid for '{}'. Please provide one of {}."
    // {}: the option; {}: the value given.
    case .takesNoValue: "The option '{}' does not take any value, but '{}' was specified."
    }
  }
}
