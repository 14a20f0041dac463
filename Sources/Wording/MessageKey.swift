/// The name of each of otc's messages: what a command raises where it writes or says one
/// (`Message`), and what each language's table is keyed by (`Locales/*Messages.swift`).
public enum MessageKey: String, CaseIterable, Hashable, Sendable {
  /// “The length {} is outside 4 to 12 digits.” {}: the length given.
  case lengthOutside
  /// “The timeout must be more than 0 seconds and at most 86400 (one day).”
  case timeoutOutside
  /// “Give one of --query and --watch.”
  case queryOrWatch
  /// “Give the code with --code or --code-file, not both.”
  case codeOrCodeFile
  /// “Give the code with --code DIGITS or --code-file FILE.”
  case giveCode
  /// “Give the code with --code DIGITS or --code-file FILE, or transcripts with --transcript FILE.”
  case giveCodeOrTranscripts
  /// “Give the code with --code DIGITS or --code-file FILE, or a screen file with --screen FILE.”
  case giveCodeOrScreen
  /// “Give a code or transcripts to measure, not both.”
  case codeOrTranscripts
  /// “Measure a screen or transcripts, not both.”
  case screenOrTranscripts
  /// “--screen-reader both is for the designs alone; a screen is heard with one.”
  case screenHeardWithOne
  /// “--screen-reader chooses whose rows the designs get; transcripts are measured as they were heard.”
  case screenReaderForDesigns
  /// “The rate {} is outside 80 to 700 words a minute.” {}: the rate given.
  case rateOutside
  /// “--label names the single field; per-digit fields are named by their positions. Leave out --label,…”
  case labelPerDigit
  /// “Give a code or a screen file with --screen, not both.”
  case codeOrScreen
  /// “--mode, --label, --secure, --activate and --value-reading shape the screens otc imagines; a scree…”
  case screenHasItsFields
  /// “--from names the format of a screen file; give the file with --screen.”
  case fromNeedsScreen
  /// “Give one key: a name, --pass ENTRY or --uri-file FILE.”
  case oneKey
  /// “--add keeps the URI on standard input; give no other key with it.”
  case addAlone
  /// “--pass takes an entry's name, such as totp/github.”
  case passEntryName
  /// “--min-seconds is 0 to 3600.”
  case minSecondsRange
  /// “--at is seconds since 1970, 0 or more.”
  case atNotNegative
  /// “Give the folder and the key echo, or --give-back.”
  case folderAndKeyEcho
  /// “there is no text to say”
  case noTextToSay
  /// “no disk to ask for: CRYPTTAB_NAME is not set (cryptroot sets it for its keyscript)”
  case noDiskToAskFor
  /// “the code is empty; give 4 to 12 digits”
  case codeEmpty
  /// “the code has {} at position {}; a code has only digits” {}: what is there, named (“the letter a”);
  /// {}: its position.
  case codeHasNonDigit
  /// “the code has 1 digit; a code has at least 4”
  case codeTooShortOne
  /// “the code has {} digits; a code has at least 4” {}: the digits found.
  case codeTooShort
  /// “the code has {} digits; a code has at most 12” {}: the digits found.
  case codeTooLong
  /// “a space”
  case characterSpace
  /// “the letter “{}”” {}: the letter.
  case characterLetter
  /// “a control character ({})” {}: its code points (U+1B).
  case characterControl
  /// “the character “{}” ({})” {}: the character; {}: its code points.
  case characterOther
  /// “cannot read the code from {}: it is not UTF-8 text” {}: the file.
  case codeFromNotText
  /// “cannot read the code from {}” {}: the file's problem.
  case codeFrom
  /// “the code given with --code shows in the process list; --code-file - keeps it out”
  case codeInProcessList
  /// “{}: {}” {}: the path; {}: why.
  case fileProblem
  /// “cannot read {}” {}: the file's problem (path: why).
  case cannotRead
  /// “cannot write {}” {}: the file's problem (path: why).
  case cannotWrite
  /// “cannot read {}: {}” {}: the path; {}: why.
  case cannotReadBecause
  /// “cannot compare {}: {}” {}: the path; {}: why.
  case cannotCompareBecause
  /// “cannot write {}: {}” {}: the path; {}: why.
  case cannotWriteBecause
  /// “it is a folder”
  case isFolder
  /// “it is a FIFO, not a regular file; otc does not use it”
  case isFIFO
  /// “it is not a regular file; otc does not use it”
  case isNotRegular
  /// “it belongs to another user (uid {}); otc uses only a file of yours or root's” {}: the owner's uid.
  case belongsToOther
  /// “group or others may write it (mode {}); otc does not use it until you run chmod go-w on it” {}: the
  /// mode, in octal.
  case othersMayWrite
  /// “it is larger than {}” {}: a size (64 KB).
  case isLargerThan
  /// “it is not a file otc can write into”
  case cannotWriteInto
  /// “it is not a folder”
  case isNotFolder
  /// “it belongs to another user”
  case folderOfOther
  /// “others may enter it; it must be 0700”
  case folderOpen
  /// “it is a symbolic link, and otc does not follow links for what it writes”
  case isLink
  /// “cannot set up the terminal: {}” {}: the system's reason.
  case terminalSetUp
  /// “cannot write the transcript {}” {}: the file's problem (path: why).
  case transcriptUnwritable
  /// “cannot write the WAV file {}” {}: the file's problem (path: why).
  case wavUnwritable
  /// “cannot read the keys: {}” {}: the system's reason.
  case keysUnreadable
  /// “no terminal to ask on ({}: {})” {}: the terminal's path; {}: why.
  case noTerminal
  /// “no terminal to ask on ({}: {}); {}” {}: the terminal's path; {}: why; {}: what to do.
  case noTerminalAdvised
  /// “run the program from a terminal, or give the answer another way”
  case runFromTerminal
  /// “cannot write to standard output: {}” {}: the system's reason.
  case standardOutputUnwritable
  /// “cannot use the runtime folder {}” {}: the folder's problem (path: why).
  case runtimeFolderUnusable
  /// “cannot load libassuan, which gpg-agent's protocol needs: {}” {}: the loader's reason.
  case libassuanMissing
  /// “cannot start the Assuan server on standard input and output”
  case assuanServerFailed
  /// “not root: systemd takes answers only from root, so each answer will be refused; run it as root”
  case agentNotRoot
  /// “cannot answer {}: {}” {}: the question; {}: why.
  case cannotAnswer
  /// “could not silence Speakup; it reads otc's lines as well”
  case speakupNotSilenced
  /// “the braille display is not used: BrlAPI {} {}” {}: the BrlAPI host (:0); {}: why, in BrlAPI's or
  /// the system's words.
  case brailleNotUsed
  /// “ignored {}; otc uses the next place this setting is set, or its default” {}: the setting's problem.
  case settingIgnored
  /// “Setting ignored: {}: {}” Said aloud. {}: where (the config file is named so); {}: why.
  case settingSpokenIgnored
  /// “{}: {}” {}: the flag, variable or file; {}: why.
  case settingPlace
  /// “{}, line {}” {}: the config file's path; {}: the line.
  case fileLine
  /// “the config file” The config file, said aloud instead of its path.
  case theConfigFile
  /// “{} must be a whole number from {} to {}” {}: the key; {}, {}: the range.
  case wholeNumber
  /// “{} must be true or false” {}: the key.
  case trueOrFalse
  /// “{} must be {}” {}: the key; {}: its values, “or” between the last two.
  case oneOfValues
  /// “{} must not be empty” {}: the key.
  case mustNotBeEmpty
  /// “unknown key “{}”; the keys are {}” {}: the key found; {}: the keys.
  case unknownKey
  /// “otc's config file has no tables; its settings are keys at the top, such as rate = 200”
  case noTables
  /// “it is not TOML: {}” {}: TOML's reason.
  case notTOML
  /// “{}; none of the file is used” {}: why the file is refused.
  case noneOfFileUsed
  /// “{} or {}” Two values or more: {} the first ones, {} the last.
  case orList
  /// “espeak-ng failed: {}” {}: espeak-ng's status.
  case espeakFailed
  /// “espeak-ng could not load its data (check ESPEAK_DATA_PATH or install espeak-ng-data): {}” {}:
  /// espeak-ng's status.
  case espeakNoData
  /// “no espeak-ng voice is called “{}”; otc voices lists them” {}: the voice asked for.
  case voiceNotFound
  /// “the rate {} is outside 80 to 700 words a minute” {}: the rate.
  case speechRateOutside
  /// “no audio device could be opened ({})” {}: the sound system's reason.
  case noAudioDevice
  /// “the audio device failed ({})” {}: the sound system's reason.
  case audioDeviceFailed
  /// “Speech Dispatcher could not be reached ({})” {}: why.
  case noSpeechDispatcher
  /// “Speech Dispatcher failed ({})” {}: why.
  case speechDispatcherFailed
  /// “Speech Dispatcher stopped answering; continuing with text only”
  case speechDispatcherStopped
  /// “{}; continuing with text only.” {}: what failed.
  case continuingTextOnly
  /// “{}; continuing without Speech Dispatcher” {}: what failed.
  case continuingWithoutSpeechd
  /// “{}; speaking in the language's own voice” {}: what failed.
  case languagesOwnVoice
  /// “speaking through Speech Dispatcher ({} module)” Advice. {}: the output module.
  case speakingThroughModule
  /// “speaking through Speech Dispatcher (its default module)” Advice.
  case speakingThroughDefaultModule
  /// “speaking through espeak-ng and {}” Advice. {}: the sound device.
  case speakingThroughEspeak
  /// “otc speaks Brazilian Portuguese only; {} gets pt-BR” Advice. {}: the locale asked for (pt_PT).
  case portugalGetsBrazil
  /// “no voice speaks {}” {}: the language asked for.
  case noVoiceSpeaks
  /// “your shell's start-up file runs otc watch again inside otc watch, so {} starts without its start-…”
  /// {}: the shell; {}: the line to put in its start-up file.
  case watchStartupLoop
  /// “cannot follow signals: {}” {}: the system's reason.
  case cannotFollowSignals
  /// “cannot run {}: {}” {}: the program; {}: the system's reason.
  case cannotRun
  /// “cannot read the terminal's settings: {}” {}: the system's reason.
  case terminalSettingsUnreadable
  /// “cannot open a pseudo-terminal: {}” {}: the system's reason.
  case noPseudoTerminal
  /// “cannot name a pseudo-terminal: {}” {}: the system's reason.
  case pseudoTerminalUnnamed
  /// “neither initramfs-tools nor dracut is installed: there is no initramfs for otc to go into”
  case noInitramfsTool
  /// “{} failed (exit status {}); {}” {}: the program; {}: its exit status; {}: what this means.
  case toolFailed
  /// “the image may not hold otc. otc boot status says what it holds”
  case imageMayLackOTC
  /// “the image may still hold otc”
  case imageMayHoldOTC
  /// “this needs root: it changes the boot image and /etc/otc (try sudo)”
  case needsRoot
  /// “cannot record the setting: {}” {}: the file's problem.
  case cannotRecordSetting
  /// “cannot remove {}: {}” {}: the path; {}: the system's reason.
  case cannotRemove
  /// “cannot read the image {}: {}” {}: the image; {}: the system's reason.
  case imageUnreadable
  /// “cannot make a folder to unpack the image in”
  case noUnpackFolder
  /// “unmkinitramfs could not unpack {}” {}: the image.
  case cannotUnpack
  /// “neither unmkinitramfs nor lsinitrd is installed: the image cannot be read”
  case noImageReader
  /// “cannot write to {}: {}” {}: the console; {}: the system's reason.
  case cannotWriteTo
  /// “cannot say that {} was unlocked: {}” {}: the disk's name; {}: the system's reason.
  case unlockedNotSaid
  /// “{}; the passphrase can only be typed here” {}: why the remote answer is not taken.
  case typedOnlyHere
  /// “cannot make {}: {}” {}: the path; {}: the system's reason.
  case cannotMake
  /// “{} went away” {}: the FIFO.
  case wentAway
  /// “a passphrase of more than {} bytes was refused” {}: the most bytes taken.
  case passphraseTooLong
  /// “pipe the URI in, so it is never shown: otc totp --add {} < FILE” {}: the key's name.
  case pipeTheURI
  /// “neither XDG_CONFIG_HOME nor HOME says where to keep keys”
  case noKeyFolderToKeep
  /// “neither XDG_CONFIG_HOME nor HOME says where keys are kept”
  case noKeyFolder
  /// “there is no key named {} in {}; keep one with otc totp --add {} < FILE” {}: the name; {}: the
  /// folder; {}: the name again.
  case noKeyNamed
  /// “the HOTP counter of {} cannot go further” {}: the key's file.
  case hotpAtEnd
  /// “give a key: a name kept with --add, --pass ENTRY, --uri-file FILE, or the URI on standard input”
  case giveAKey
  /// “an HOTP key's counter must move on after each code, which otc can only do in a file: keep it with…”
  case hotpNeedsFile
  /// “there is no otpauth:// URI”
  case notOTPAuth
  /// “the otpauth URI is longer than {} bytes” {}: the limit.
  case uriTooLong
  /// “the otpauth URI's type is neither totp nor hotp”
  case uriUnknownType
  /// “the otpauth URI has no secret parameter”
  case uriNoSecret
  /// “the otpauth URI's secret is empty”
  case uriEmptySecret
  /// “the otpauth URI's secret is not base32 (the letters A to Z and the digits 2 to 7)”
  case uriBadSecret
  /// “the otpauth URI gives its {} parameter twice” {}: the parameter.
  case uriTwice
  /// “the otpauth URI's algorithm is not SHA1, SHA256 or SHA512”
  case uriBadAlgorithm
  /// “the otpauth URI's digits parameter is not 6, 7 or 8”
  case uriBadDigits
  /// “the otpauth URI's period is not a number of seconds from 1 to 86400”
  case uriBadPeriod
  /// “the otpauth URI is hotp but has no counter parameter”
  case uriNoCounter
  /// “the otpauth URI's counter is not a whole number”
  case uriBadCounter
  /// “the otpauth URI's {} has a broken percent escape” {}: the parameter.
  case uriBadEscape
  /// “cannot open {}: {}” {}: the path; {}: the system's reason.
  case keyCannotOpen
  /// “{} is not a regular file” {}: the path.
  case keyNotAFile
  /// “{} belongs to another user” {}: the path.
  case keyNotOwned
  /// “{} can be read or written by others (mode {}); make it yours alone: chmod 600 {}” {}: the path; {}:
  /// its mode; {}: the path.
  case keyOpenToOthers
  /// “the folder {} can be written by others (mode {}), who could replace the key in it” {}: the folder;
  /// {}: its mode.
  case keyFolderOpen
  /// “{} is larger than {} KB; a key's URI is one line” {}: the path; {}: the limit in KB.
  case keyTooLarge
  /// “there is already a key at {}; remove it first to replace it” {}: the path.
  case keyExists
  /// “'{}' is not a key's name: use letters, digits, dots, dashes, underscores, at signs and plus signs…”
  /// {}: the name.
  case keyBadName
  /// “{} failed (exit status {})” {}: the program; {}: its exit status.
  case programFailed
  /// “{}: its code fields are empty; give the code to fill them with, with --code-file FILE” {}: the
  /// screen file.
  case codeFieldsEmpty
  /// “{}: its code entry has {} fields, not {}” {}: the screen file; {}: its fields; {}: the code's
  /// digits.
  case codeEntryFields
  /// “{}: it holds no code entry: no field with the one-time-code hint, a name or identifier that says …”
  /// {}: the screen file.
  case noCodeEntry
  /// “{} read as {}: {}; nothing to compare (--allow-empty compares it)” {}: the file; {}: the format it
  /// was read as; {}: why nothing was found.
  case nothingToCompare
  /// “read {}: {}” Advice. {}: the file; {}: what was read.
  case screenRead
  /// “{}” {}: text otc does not translate: a reason given in the words of the file's format or another
  /// program.
  case plainText
  /// “Error: {}” Said aloud as a command that asks ends. {}: the error.
  case errorSaid
  /// “it is a FIFO with no reader”
  case fifoWithoutReader
  /// “{} is not a FIFO” {}: the path.
  case notAFIFO
  /// “{} is not this user's alone (owner {}, mode {})” {}: the path; {}: its owner's uid; {}: its mode.
  case fifoNotOwnersAlone
  /// “cannot measure {}: {}” {}: the transcript; {}: why.
  case cannotMeasureBecause
  /// “kept {}: {}” Advice. {}: the name; {}: what the key is.
  case keptKey
  /// “kept {} ({}): {}” Advice. {}: the name; {}: whose (issuer, account); {}: what the key is.
  case keptKeyOf
  /// “TOTP, {} digits, every {} seconds” {}: digits; {}: seconds.
  case totpKind
  /// “HOTP, {} digits” {}: digits.
  case hotpKind
  /// “line {}: {}” {}: the line; {}: what is wrong there.
  case screenLine
  /// “cannot read the screen in {}: {}” {}: the file; {}: why.
  case screenUnreadable
  /// “cannot read the screen in {} as {}: {}” {}: the file; {}: the format asked for; {}: why.
  case screenUnreadableAs
  /// “{}, {}, {}” Advice. {}: the format; {}: the elements; {}: the focus stops.
  case screenSummary
  /// “1 element”
  case elementsOne
  /// “{} elements” {}: how many.
  case elementsMany
  /// “1 focus stop”
  case focusStopsOne
  /// “{} focus stops” {}: how many.
  case focusStopsMany
  /// “a uiautomator dump”
  case formatUIAutomator
  /// “an Appium page source of an Android app”
  case formatAppiumAndroid
  /// “an Appium page source of an iOS app”
  case formatAppiumIOS
  /// “an XCUITest description of an iOS app”
  case formatXCUITest
  /// “a Maestro hierarchy”
  case formatMaestro
  /// “Chrome's accessibility tree”
  case formatChromeTree
  /// “an AccessibilitySnapshot file”
  case formatSnapshot
  /// “an HTML page”
  case formatHTML
  /// “a Playwright ARIA snapshot”
  case formatAria
  /// “otc cannot tell its format: it is none of those otc reads ({}). Name the format with --from” {}:
  /// the formats tried.
  case screenFormatUnknown
  /// “it holds <{}>, which is no XCUIElementType element of Appium's iOS page source” {}: the element.
  case screenUnknownIOSElement
  /// “it holds no XCUIElementType element”
  case screenNoIOSElement
  /// “it holds more than {} elements, more than otc reads in one screen” {}: the most.
  case screenTooManyElements
  /// “it holds more than {} attributes, more than otc reads in one screen” {}: the most.
  case screenTooManyAttributes
  /// “its elements are nested deeper than {} levels” {}: the most levels.
  case screenElementsTooDeep
  /// “its nodes are nested deeper than {} levels” {}: the most levels.
  case screenNodesTooDeep
  /// “its lists are nested deeper than {} levels” {}: the most levels.
  case screenListsTooDeep
  /// “it holds no element: no line under "Element subtree:"”
  case screenNoSubtree
  /// “"{}" is not an element of an XCUITest description (a type such as Button first)” {}: the line's
  /// start.
  case screenNotXCUITestElement
  /// “VoiceOver would stop on none of its {} elements: none is accessible and visible” {}: the elements.
  case screenNothingForVoiceOver
  /// “it is not Chrome's accessibility tree (Accessibility.getFullAXTree): {}” {}: the JSON decoder's
  /// reason.
  case screenNotChromeTree
  /// “its list of nodes is empty”
  case screenNoNodes
  /// “it holds nothing a screen reader reads: every node is ignored, or a container with nothing to say”
  case screenNothingChromeReads
  /// “its root element is <{}>, not a uiautomator <hierarchy>” {}: the root element.
  case screenNotHierarchy
  /// “its <hierarchy> holds no node”
  case screenEmptyHierarchy
  /// “it holds nothing a screen reader reads: no field, no button, no text”
  case screenNothingHTMLReads
  /// “it holds nothing a screen reader reads: no field, no button, no text (libxml2: {})” {}: libxml2's
  /// reason.
  case screenNothingHTMLReadsMistake
  /// “it is not a Maestro hierarchy: {}” {}: the JSON decoder's reason.
  case screenNotMaestro
  /// “it is YAML, but not a list of ARIA nodes ("- role \"name\"")”
  case screenYAMLNotAria
  /// “a node is a mapping of {} keys, not one role” {}: how many keys.
  case screenMappingKeys
  /// “a list is nested in a list without a role”
  case screenListInList
  /// “a node holds a mapping; it should hold a text or a list”
  case screenNodeHoldsMapping
  /// “its list of ARIA nodes is empty”
  case screenNoAriaNodes
  /// “"{}" does not begin with a role” {}: the line's start.
  case screenNoRole
  /// “the name of "{}" has no closing quote” {}: the line's start.
  case screenNoClosingQuote
  /// “reading it needs libyaml (Debian's libyaml-0-2 package): {}” {}: the loader's reason.
  case screenNeedsLibyaml
  /// “libyaml could not start”
  case screenLibyamlFailed
  /// “it is not well-formed YAML: {}” {}: libyaml's reason.
  case screenNotYAML
  /// “it is empty”
  case screenEmpty
  /// “it uses a YAML alias; an ARIA snapshot has none, and otc does not expand one”
  case screenYAMLAlias
  /// “a mapping has a key with no value”
  case screenKeyWithoutValue
  /// “it closes a collection it never opened”
  case screenUnopenedClose
  /// “it is JSON, but has no list of elements (a top-level list, or "elements")”
  case screenJSONWithoutList
  /// “it is not an AccessibilitySnapshot list of elements: {}” {}: the JSON decoder's reason.
  case screenNotSnapshot
  /// “its list of elements is empty”
  case screenNoElements
  /// “reading it needs libxml2 (Debian's libxml2 package): {}” {}: the loader's reason.
  case screenNeedsLibxml
  /// “it is too large to read”
  case screenTooLarge
  /// “libxml2 ran out of memory reading it”
  case screenOutOfMemory
  /// “it is not well-formed {}: {}” {}: HTML or XML; {}: libxml2's reason.
  case screenNotWellFormed
  /// “it holds no element”
  case screenNoElement
  /// “no "{}"” {}: the key.
  case decoderMissing
  /// “it is a binary file, not a transcript”
  case transcriptBinary
  /// “it is not UTF-8 text”
  case transcriptNotUTF8
  /// “it starts like a JSON array but is neither an array of strings nor of objects with a text”
  case transcriptOddJSONArray
  /// “a line of this {} could not be read: {}” {}: the log's kind; {}: the line's start.
  case transcriptLogLine
  /// “line {} is not a JSON object with a text” {}: the line.
  case transcriptLineNotJSON
  /// “text”
  case transcriptFormatText
  /// “JSON Lines”
  case transcriptFormatJSONLines
  /// “a JSON array of phrases”
  case transcriptFormatPhrases
  /// “a JSON array of utterances”
  case transcriptFormatUtterances
  /// “an NVDA log”
  case transcriptFormatNVDA
  /// “an Orca debug log”
  case transcriptFormatOrca
  /// “a Speech Dispatcher log”
  case transcriptFormatSpeechd
  /// “the file is empty”
  case fileEmpty
  /// “it has only blank lines”
  case onlyBlankLines
  /// “its texts are all empty”
  case textsAllEmpty
  /// “the array is empty”
  case arrayEmpty
  /// “no {} lines” {}: the marker (Speaking, SPEECH OUTPUT).
  case noMarkedLines
  /// “its {} line says nothing” {}: the marker.
  case markedLineSaysNothing
  /// “its {} {} lines say nothing” {}: how many; {}: the marker.
  case markedLinesSayNothing
  /// “no SSIP lines from a client (is it a log at level 5?)”
  case noSSIPLines
  /// “no SPEAK message or CHAR in its {} SSIP lines” {}: how many SSIP lines.
  case noSpeakInSSIP
  /// “PulseAudio: {}” {}: PulseAudio's own reason, or what failed.
  case pulseReason
  /// “libpulse.so.0 not loaded”
  case pulseNotLoaded
  /// “out of memory”
  case outOfMemory
  /// “{}: {}” {}: the step; {}: PulseAudio's reason.
  case pulseStepFailed
  /// “cannot connect”
  case pulseCannotConnect
  /// “cannot make a stream”
  case pulseCannotMakeStream
  /// “cannot open a stream”
  case pulseCannotOpenStream
  /// “the stream stopped”
  case pulseStreamStopped
  /// “the sound server stopped taking samples”
  case pulseStoppedTaking
  /// “a write failed”
  case pulseWriteFailed
  /// “the server went away”
  case pulseServerGone
  /// “PulseAudio stopped before the last words were played”
  case pulseStoppedBeforeEnd
  /// “no PulseAudio, ALSA or OSS output is available”
  case noOutputAvailable
  /// “PulseAudio, ALSA and OSS all failed: {}” {}: the last reason.
  case allOutputsFailed
  /// “the sound server did not answer within {} seconds” {}: seconds.
  case soundServerNoAnswer
  /// “no thread could be started to wait for the sound card”
  case noCardThread
  /// “no thread could be started to speak”
  case noSpeakingThread
  /// “the words to finish could not be handed on”
  case tailNotHandedOn
  /// “no pipe for the words to finish: {}” {}: the system's reason.
  case tailNoPipe
  /// “it did not answer in time”
  case ssipNoAnswerInTime
  /// “it refused the client name ({})” {}: its reply's code.
  case ssipRefusedName
  /// “it refused to report the end of a message ({})” {}: its reply's code.
  case ssipRefusedEnd
  /// “not connected”
  case ssipNotConnected
  /// “it refused {} ({})” {}: the command; {}: its reply's code.
  case ssipRefusedCommand
  /// “SPEECHD_ADDRESS has no valid port”
  case ssipBadPort
  /// “SPEECHD_ADDRESS names a method otc does not know: {}” {}: the method.
  case ssipUnknownMethod
  /// “the socket path is too long: {}” {}: the path.
  case ssipPathTooLong
  /// “cannot find the host {}” {}: the host.
  case ssipNoHost
  /// “it did not accept the connection in time”
  case ssipNoAccept
  /// “cannot start {}” {}: the command.
  case ssipCannotStart
  /// “{} did not start in time” {}: the command.
  case ssipStartedLate
  /// “it sent a reply no command asked for”
  case ssipUnaskedReply
  /// “it stopped reading”
  case ssipStoppedReading
  /// “the connection was lost ({})” {}: the system's reason.
  case ssipConnectionLost
  /// “it sent a line that is not UTF-8”
  case ssipNotUTF8
  /// “it sent a line longer than {} bytes” {}: the most bytes.
  case ssipLineTooLong
  /// “it stopped answering”
  case ssipStoppedAnswering
  /// “it closed the connection”
  case ssipClosed
  /// “it sent something that is not SSIP”
  case ssipNotSSIP
  /// “it mixed two replies”
  case ssipMixedReplies
  /// “it sent a reply of more than {} lines” {}: the most lines.
  case ssipReplyTooLong
  /// “it refused the message ({})” {}: its reply's code and text.
  case ssipRefusedMessage
  /// “it did not answer within {} seconds” {}: seconds.
  case ssipNoAnswerWithin
  /// “the speech could not be handed on: {}” {}: the system's reason.
  case tailNotStarted
  /// “did not answer within {} s” {}: seconds.
  case brlapiNoAnswer
  /// “cannot load libbrlapi: {}” {}: the loader's reason.
  case brlapiNotLoaded
  /// “cannot connect: {}” {}: why.
  case brlapiCannotConnect
  /// “refused: {}” {}: why.
  case brlapiRefused
  /// “has no display”
  case brlapiNoDisplay
  /// “says its display has {} cells, more than the {} otc writes to” {}: its cells; {}: the most otc
  /// writes to.
  case brlapiTooWide
  /// “the connection was lost”
  case brlapiLost
  /// “cannot take the display: {}” {}: BrlAPI's reason.
  case brlapiCannotTake
  /// “there is no socket at {}” {}: the path.
  case noSocketAt
  /// “its socket {} belongs to another user (uid {}), not {}” {}: the path; {}: its owner's uid; {}: who
  /// may own it.
  case socketOfOther
  /// “from the command line”
  case sourceFlag
  /// “from the environment, {}”
  case sourceEnvironment
  /// “from {}, line {}”
  case sourceFileLine
  /// “otc's default”
  case sourceDefault
  /// “the language's own”
  case languagesOwnVoiceValue
  /// “{} words a minute”
  case wordsAMinute
  /// “{}, the locale's”
  case localesLanguage
  /// “the locale's”
  case localesOwn
  /// “English”
  case languageEnglish
  /// “Brazilian Portuguese”
  case languageBrazilianPortuguese
  /// “Bulgarian”
  case languageBulgarian
  /// “on”
  case valueOn
  /// “off”
  case valueOff
  /// “on, the answer waits until everything is spoken”
  case waitForSpeechOn
  /// “off, the answer goes at once”
  case waitForSpeechOff
  /// “on, no digit of a code is spoken”
  case secureOn
  /// “off, a code's digits are spoken; a password never is”
  case secureOff
  /// “both, the word capital and a higher pitch”
  case capitalsBoth
  /// “the word capital”
  case capitalsWord
  /// “a higher pitch”
  case capitalsPitch
  /// “not told apart”
  case capitalsNone
  /// “auto, otc's choice beside a screen reader”
  case linesAuto
  /// “on, every announcement is a line”
  case linesOn
  /// “off, no announcement is a line”
  case linesOff
  /// “auto, on the display when brltty's BrlAPI is there”
  case brailleAuto
  /// “on, on the display, saying so when it cannot be”
  case brailleOn
  /// “off, never on the display”
  case brailleOff
  /// “{}, for otc read and otc compare”
  case screenReaderFor
  /// “config file”
  case configFileLabel
  /// “not there”
  case notThere
  /// “speech dispatcher clients”
  case clientsLabel
  /// “who speaks”
  case whoSpeaksLabel
  /// “braille display”
  case brailleDisplayLabel
  /// “screen reader: Speakup, synthesizer {}, reads this console ({})”
  case speakupReads
  /// “screen reader: Fenrir, process {}, reads {}, remote socket {}”
  case fenrirReadsWithSocket
  /// “screen reader: Fenrir, process {}, reads {}, no remote socket”
  case fenrirReadsNoSocket
  /// “screen reader: Orca, process {}, reads this desktop terminal”
  case orcaReads
  /// “braille: brltty shows the terminal (BrlAPI socket {})”
  case brlttyShows
  /// “screen readers: none found beside otc”
  case noScreenReaders
  /// “unknown, this Speech Dispatcher cannot list its clients”
  case clientsCannotList
  /// “unknown, Speech Dispatcher would not list them ({})”
  case clientsWouldNotList
  /// “none besides otc”
  case clientsNoneBesidesOtc
  /// “none, Speech Dispatcher does not answer”
  case clientsNoAnswer
  /// “no screen reader reads this terminal”
  case noReaderHere
  /// “otc speaks”
  case otcSpeaksPlain
  /// “otc does not speak”
  case otcDoesNotSpeak
  /// “otc does not speak (speech is none)”
  case otcSilentSpeechNone
  /// “{} reads otc's lines”
  case readerReadsLines
  /// “otc does not speak, since it may not silence Speakup (it is not root)”
  case otcSilentForSpeakup
  /// “otc speaks and Speakup is silent while otc asks (its key echo would spell a password)”
  case otcSpeaksSpeakupSilent
  /// “otc speaks (speech is {}) and Speakup is silent while otc asks”
  case otcSpeaksAsSetSpeakupSilent
  /// “otc speaks (speech is {})”
  case otcSpeaksAsSet
  /// “lines are on, so {} reads them too”
  case linesOnReaderToo
  /// “lines stay for the braille display, so {} reads them too”
  case linesForBraille
  /// “no lines are written, so {} does not read them”
  case noLinesReaderSilent
  /// “no lines are written”
  case noLinesWritten
  /// “running here ({} is set)”
  case watchRunning
  /// “not running here”
  case watchNotRunning
  /// “it uses speech, voice, rate, pitch, volume, language, capitals, braille and wait_for_speech”
  case watchUses
  /// “a hidden question is always a secure text field, without hints”
  case watchAlwaysSecure
  /// “not used, braille is off”
  case brailleNotUsedOff
  /// “otc shows the field on it while it asks (BrlAPI socket {})”
  case brailleShownSocket
  /// “otc shows the field on it while it asks (BrlAPI {})”
  case brailleShownHost
  /// “none found at BrlAPI {}”
  case brailleNoneFound
  /// “otc asks without it”
  case otcAsksWithout
  /// “otc speaks what {} cannot read on the screen” {}: the screen reader.
  case otcSpeaksUnseen
  /// “otc speaks what {} cannot read on the screen, and Speakup is silent while otc asks” {}: the screen
  /// reader.
  case otcSpeaksUnseenSpeakupSilent
  /// “{}: {}” A line of the report. {}: the label; {}: its value.
  case reportLine
  /// “{}: {}, {}” A setting. {}: the key; {}: the value; {}: where it came from.
  case settingLine
  /// “{}; {}” Two parts of a value. {}: the first; {}: the second.
  case parts
  /// “{}, {}” Two parts of a line. {}: the first; {}: the second.
  case listPair
  /// “Wrote {}: language {}, voice {}, rate {}.” otc boot enable. {}: the file; {}: the language; {}: the voice; {}: the rate.
  case bootWrote
  /// “After boot, otc's console agent asks for passphrases; systemd's own is masked.”
  case bootAgentSwitched
  /// “After boot, systemd's own console agent asks for passphrases again.”
  case bootAgentRestored
  /// “Removed {}.” {}: the file.
  case bootRemoved
  /// “Rebuilding the initramfs with {}...” {}: the tool (update-initramfs, dracut).
  case bootRebuilding
  /// “Done: the passphrase is spoken at the next boot. otc boot status checks the image.”
  case bootEnabled
  /// “Done: the stock prompt asks for the passphrase at the next boot.”
  case bootDisabled
  /// “Setting: on, in {}.” {}: the file.
  case bootSettingOn
  /// “Setting: off (no {}).” {}: the file.
  case bootSettingOff
  /// “The image {} does not hold otc: the stock prompt asks.” {}: the image.
  case bootImageWithoutOTC
  /// “The image {} holds otc: language {}, voice {}, rate {}.” {}: the image; {}: the language; {}: the voice; {}: the rate.
  case bootImageHoldsOTC
  /// “Name, language, file: --voice takes any of them.” The first line of otc voices.
  case voicesHeader
  /// “{}, {}, {}: {}, {}, {}, {}, {}” A design's row of otc compare. {}: the design; {}: the direction; {}: the hints; then
  /// swipes, utterances, words, seconds, the digits' order.
  case designRow
  /// “hints on”
  case hintsOn
  /// “hints off”
  case hintsOff
  /// “{}, value read as a number” {}: the hints.
  case valueReadAsNumber
  /// “1 swipe”
  case swipesOne
  /// “{} swipes” {}: the count, 2 or more (or 0).
  case swipesMany
  /// “1 utterance”
  case utterancesOne
  /// “{} utterances” {}: the count, 2 or more (or 0).
  case utterancesMany
  /// “1 word”
  case wordsOne
  /// “{} words” {}: the count, 2 or more (or 0).
  case wordsMany
  /// “about {}” A count reckoned, not measured. {}: the count with its noun.
  case aboutCount
  /// “{} seconds” {}: the seconds, with one decimal.
  case secondsCount
  /// “digits in code order”
  case digitsInCodeOrder
  /// “digits reversed”
  case digitsReversed
  /// “{}: {}, {}, {}” A transcript's row of otc compare. {}: the file; {}: utterances; {}: words; {}: seconds.
  case transcriptCostRow
  /// “A single code field is read digit by digit only when the app marks it to be spelled out (accessibilitySpeechSpellOut);
  /// without that, VoiceOver reads the value as a number.”
  case voiceOverSpellOutNote
  /// “On Android, a single code field is read digit by digit only when the app marks its text to be spelled out (a TtsSpan);
  /// without that, TalkBack hands the speech engine the number.”
  case talkBackSpellOutNote
  /// “line {}: expected “{}”, heard “{}”” {}: the line; {}: what was expected; {}: what was heard.
  case diffLineChanged
  /// “line {}: missing “{}”” {}: the line; {}: what was expected.
  case diffLineMissing
  /// “line {}: extra “{}”” {}: the line; {}: what was heard.
  case diffLineExtra
  /// “Read {} as {}, {}; {} as {}, {}.” {}: the expected file; {}: its format; {}: its utterances; then the same of the heard
  /// file.
  case diffRead
  /// “Identical: {}.” {}: the utterances.
  case diffIdentical
  /// “Equivalent: {}, {} worded differently.” {}: the utterances; {}: how many are worded differently.
  case diffEquivalent
  /// “Equivalent under {}: {}, {} worded differently.” {}: the options; {}: the utterances; {}: how many are worded differently.
  case diffEquivalentUnder
  /// “1 difference”
  case differencesOne
  /// “{} differences” {}: the count, 2 or more.
  case differencesMany
  /// “{}: {}.” {}: the differences; {}: of which kinds.
  case diffSummary
  /// “{} changed” {}: how many.
  case diffChanged
  /// “{} missing” {}: how many.
  case diffMissing
  /// “{} extra” {}: how many.
  case diffExtra
  /// “The code is split into one field per digit: a focus stop and an utterance for every digit.” What the rule
  /// code-split-into-fields finds.
  case ruleCodeSplit
  /// “A digit field's name does not say which digit it is and of how many.” What the rule digit-field-without-position finds.
  case ruleDigitWithoutPosition
  /// “A text field has no name (or only a mask's marks): the screen reader calls it nothing but a text field.” What the rule
  /// field-unnamed finds.
  case ruleFieldUnnamed
  /// “A focusable container holds a code field: two focus stops for one field.” What the rule two-focus-stops-per-field finds.
  case ruleTwoStopsPerField
  /// “No code field carries the one-time-code autofill hint.” What the rule one-time-code-hint-missing finds.
  case ruleHintMissing
  /// “The one-time-code autofill hint is on more than one field.” What the rule one-time-code-hint-on-several-fields finds.
  case ruleHintRepeated
  /// “A one-time code field hides what is typed, as a password field does.” What the rule code-field-secure finds.
  case ruleCodeFieldSecure
  /// “The code field's value is handed to the screen reader as one number.” What the rule code-read-as-number finds.
  case ruleCodeReadAsNumber
  /// “A key of the PIN keypad has no name: the screen reader calls it only a button.” What the rule keypad-key-unnamed finds.
  case ruleKeypadKeyUnnamed
  /// “Nothing the screen reader meets says how many digits of the PIN are entered.” What the rule
  /// keypad-entered-count-silent finds.
  case ruleKeypadCountSilent
  /// “{}: nothing says what the field is for” {}: what the field is heard as.
  case heardNothingSaysWhat
  /// “{}: which digit of how many is never said” {}: what the field is heard as.
  case heardNoPosition
  /// “a stop for the container that holds the field, then another for the field, {}” {}: what the field is heard as.
  case heardTwoStops
  /// “{}: the digits typed can be counted but never heard back” {}: what the field is heard as.
  case heardSecure
  /// “{} and {} to hear the {}-digit code, {}, {}; one field takes 1 swipe, {}, {}: "{}"” {}: swipes; {}: utterances; {}: the
  /// code's digits; {}: words; {}: seconds; then one field's words and seconds, and what it says.
  case heardSplit
  /// “no code is offered above the keyboard: the listener leaves the screen to find the code in a message, and must remember
  /// it digit by digit”
  case heardNoHint
  /// “the code offered above the keyboard fills one box; {} others stay empty, and the form may send an incomplete code” {}:
  /// how many other fields.
  case heardHintRepeated
  /// “"{}" is said as the number "{}", not digit by digit” {}: the value; {}: the number it is said as.
  case heardAsNumber
  /// “{}: what the key does is never said” {}: what the key is heard as.
  case heardKeyUnnamed
  /// “each key says its digit, and the dots that show the digits entered are silent: the listener keeps count, and
  /// cannot hear a press that was missed or taken twice”
  case heardCountSilent
  /// “Name each field by its position, "Digit {} of {}", or better, use one field for the code.” {}: the field's position;
  /// {}: how many fields.
  case fixNameByPosition
  /// “Give the field a label that says what it asks for, such as "Verification code".”
  case fixGiveLabel
  /// “Name the field "Digit {} of {}" (in the app's language), or use one field for the code.” {}: the field's position; {}:
  /// how many fields.
  case fixNameDigit
  /// “Name each field by its position, "Digit 1 of {}" to "Digit {} of {}" (in the app's language), or better, use one field
  /// for the code.” {}: how many fields, three times.
  case fixNameEachRange
  /// “Make the container not focusable (android:focusable="false", no tabindex or role on it), and put its label on the field.”
  case fixContainer
  /// “A one-time code is not a password: use a plain text field (no secureTextEntry, no password input type), so the listener
  /// can check each digit.”
  case fixSecure
  /// “Use one text field for the whole code, with the one-time-code autofill hint and a digits keyboard, and draw the boxes
  /// from its text (the seeds' fix).”
  case fixOneField
  /// “Mark the code field autocomplete="one-time-code" (iOS: textContentType .oneTimeCode; Android: autofillHints
  /// smsOTPCode), on that one field.”
  case fixAddHint
  /// “Put the one-time-code hint on one field only; better, make the code one field.”
  case fixHintOnce
  /// “Have the screen reader spell the value out: accessibilityAttributedValue with accessibilitySpeechSpellOut (iOS), a
  /// TtsSpan of type verbatim or digits (Android), or the digits separated by spaces in the accessible value (the web).”
  case fixSpellOut
  /// “Name the key by what it does, such as "Delete" or "Confirm" (in the app's language).”
  case fixNameKey
  /// “Say how many digits are entered: name the dots by what they show ("2 of 4 digits entered") and announce the count as
  /// it changes (a live region; announceForAccessibility).”
  case fixSayCount
  /// “{}: not read: {}.” {}: the file; {}: why.
  case auditNotRead
  /// “{}: {}; the code entry: {}.” {}: the file; {}: what was read; {}: the code entry.
  case auditFileRead
  /// “{}, but no code entry: no field with the one-time-code hint, a name or identifier that says code, or a code's mask, and
  /// no run of one-character fields or PIN keypad; nothing was checked” {}: what was read.
  case auditNoEntry
  /// “nothing read”
  case nothingRead
  /// “no code entry”
  case entryNone
  /// “1 field, {}” {}: the field.
  case entryOneField
  /// “{} fields, from {}” {}: how many; {}: the first.
  case entryFields
  /// “a keypad of {} keys, from {}” {}: how many keys; {}: the first.
  case entryKeypad
  /// “{}: {}: {}: {} Heard: {}. Fix: {}” {}: where; {}: the rule; {}: the field; {}: what the rule finds; {}: what is heard;
  /// {}: the fix.
  case auditFinding
  /// “{}: {}: {} fields, {}: {} Heard on the first: {}. Fix: {}” {}: where; {}: the rule; {}: how many fields; {}: which; {}:
  /// what the rule finds; {}: heard on the first; {}: the fix.
  case auditFindingGroup
  /// “from {}” {}: the first field.
  case fieldsFrom
  /// “{} to {}” {}: the first field; {}: the last.
  case fieldsFromTo
  /// “Not checkable from {}: {}.” {}: the format; {}: what it cannot show.
  case notCheckableFrom
  /// “No problem found”
  case noProblemFound
  /// “1 problem found”
  case problemsFoundOne
  /// “{} problems found” {}: how many.
  case problemsFoundMany
  /// “1 file not read”
  case filesNotReadOne
  /// “{} files not read” {}: how many.
  case filesNotReadMany
  /// “1 file with no code entry”
  case filesWithoutEntryOne
  /// “{} files with no code entry” {}: how many.
  case filesWithoutEntryMany
  /// “{}: {}.” A line of a report. {}: the file; {}: what is said of it.
  case fileSentence
  /// “the element on line {}” An element named by its line. {}: the line.
  case elementOnLine
  /// “an element with no name”
  case elementWithoutName
  /// “"{}"” Words quoted as they are heard. {}: the words.
  case quoted
  /// “autofill hints” What a screen format may not show.
  case factAutofill
  /// “secure entry” What a screen format may not show.
  case factSecureEntry
  /// “focusable containers around fields” What a screen format may not show.
  case factNesting
  /// “field lengths” What a screen format may not show.
  case factMaxLength
  /// “how a field's value is read (whether the app marks it to be spelled out)” What a screen format may not show.
  case factValue
  /// “No problem found in what could be checked (not checkable: {})” The verdict when some
  /// rules could not be checked. {}: how many rules.
  case noProblemInWhatWasChecked
  /// “1 rule”
  case rulesOne
  /// “{} rules” {}: how many, 2 or more.
  case rulesMany
  /// “otc as the initramfs holds it: the disk's passphrase, systemd's questions, and otc speak.”
  case bootProgram
  /// “Usage: {}” {}: how the command is written.
  case usageLine
  /// “  See '{}' for more information.” {}: where to read more.
  case seeForMore
  /// “Unknown option '{}'” {}: the option given.
  case unknownOption
  /// “Missing value for '{}'” {}: the option.
  case missingValue
  /// “Unexpected argument '{}'” {}: the argument given.
  case unexpectedArgument
  /// “Missing expected argument '{}'” {}: the argument's name.
  case missingArgument
  /// “The value '{}' is invalid for '{}'” {}: the value given; {}: the option.
  case invalidValue
  /// “The value '{}' is invalid for '{}'. Please provide one of {}.” {}: the value given;
  /// {}: the option; {}: the values it takes.
  case invalidChoice
  /// “The option '{}' does not take any value, but '{}' was specified.” {}: the option; {}: the value given.
  case takesNoValue
}
