extension ShortHelp {
  /// The help screens in English: what a command does, the options a user changes, each
  /// default named once, an example, and where the rest is. Options and values stay as
  /// they are typed.
  static let english: [HelpScreen: String] = [
    .root: """
    otc: one-time codes by ear.
    Usage: otc COMMAND [options]

    Commands:
      prompt: ask for a code with speech, and print it.
      read: read a code field aloud, as a screen reader does.
      compare: what each code-field design costs a listener.
      diff: compare two transcripts, line by line.
      audit: check an app's code screen for what hurts a listener.
      speak: say some text with otc's voice.
      voices: list espeak-ng's voices.
      config: say the settings in force, and where each came from.
      askpass: answer ssh, sudo or git when they ask for a code or a password.
      pinentry: ask for gpg-agent's PIN or passphrase.
      agent: answer systemd's password questions, such as a disk's.
      watch: run a program, and say its hidden password questions.
      totp: say a TOTP code digit by digit, with the seconds it has left.
      boot: speak the disk passphrase asked at boot.

    otc speaks English, Brazilian Portuguese and Bulgarian, through Speech
    Dispatcher when it runs, else through its own espeak-ng.
    otc COMMAND --help tells about one command. man otc tells everything.
    --version says the version.
    Example: code=$(otc prompt --length 6)

    """,
    .prompt: """
    otc prompt: ask for a one-time code with speech, and print it.
    Usage: otc prompt [options]

    Type the code. Each digit is said as you type it; the last one submits the
    code, which goes to standard output. Every announcement is also a line on
    standard error: in normal mode these say the digits as words. With --secure
    no digit is spoken, written to standard error or recorded. Backspace deletes.
    Left and Right review. Question mark or F1 says every key. Escape cancels.

    Options:
      --length N: how many digits, 4 to 12. 6 by default.
      --mode per-digit: one field a digit, instead of one field.
      --secure: never speak a digit; positions are said instead.
      --no-auto-submit: wait for Enter after the last digit.
      --timeout SECONDS: give up after this long. No limit by default.
      --lang LANGUAGE: en, pt-BR or bg. By default, the locale's.
      --label TEXT: what the field is called. Access code by default.
      --no-hints: leave out the hint that names the keys.
      --rate WPM: words a minute, 80 to 700. 175 by default.
      --speech MODE: auto, speechd, espeak or none. auto by default.
      --transcript FILE: write everything said into this file, as JSON Lines.
      --wait-for-speech: finish speaking before the code goes out.

    Exit codes: 0 submitted, 1 input ended, 124 timed out, 130 cancelled.
    Example: code=$(otc prompt --length 6)
    Every option: man otc.

    """,
    .read: """
    otc read: read a code field aloud, as a screen reader does as you swipe.
    Usage: otc read --code-file FILE [options], or otc read --screen FILE

    The code comes from a file, or from standard input with a dash, out of other
    users' process lists. The transcript goes to standard output, one utterance
    a line.

    Options:
      --code-file FILE: the code, 4 to 12 digits; a dash reads standard input.
      --screen FILE: read an app's own screen instead: a uiautomator dump,
        AccessibilitySnapshot JSON, an HTML page or a Playwright ARIA snapshot.
      --mode per-digit: one field a digit, instead of one field.
      --direction backward: swipe from the last field. Forward by default.
      --screen-reader talkback: TalkBack's words. VoiceOver's by default.
      --lang LANGUAGE: en, pt-BR or bg. By default, the locale's.
      --no-hints: leave out hints such as double tap to edit.
      --secure: read secure text fields, which never say a character.
      --format json: JSON Lines instead of text.
      --speech none: print only, without speaking.
      --wav FILE: also write what is said into this WAV file.

    Example: echo 985391 | otc read --code-file - --mode per-digit
    Every option: man otc.

    """,
    .compare: """
    otc compare: what each code-field design costs a listener.
    Usage: otc compare --code-file FILE [options]

    One row for each design, one field or one a digit: swipes, utterances, words,
    seconds of speech, and whether the digits are heard in order.

    Options:
      --code-file FILE: the code; a dash reads standard input.
      --transcript FILE: measure this transcript instead; give it more than once.
      --screen FILE: add the rows of an app's own screen, its fields holding the code.
      --screen-reader talkback: TalkBack's words; both gives both rows.
        VoiceOver's by default.
      --lang LANGUAGE: en, pt-BR or bg. By default, the locale's.
      --rate WPM: words a minute for the timing. 175 by default.
      --format csv: csv or json instead of sentences.

    Example: echo 985391 | otc compare --code-file - --lang pt-BR
    Every option: man otc.

    """,
    .diff: """
    otc diff: compare two transcripts, line by line.
    Usage: otc diff EXPECTED ACTUAL [options]

    Each file may be otc's text or JSON Lines, a Guidepup log, an NVDA log, an Orca
    log or a Speech Dispatcher log; otc tells them apart by their content.
    One line is said for each difference, then a summary.

    Options:
      --ignore-hints: ignore hints such as double tap to edit.
      --roles: compare across screen readers, each one's words for a role as one.
      --ignore-case, --ignore-punctuation, --ignore-whitespace: what they say.
      --ignore-tone, --ignore-events: compare the words alone.
      --junit FILE: also write a JUnit report, for a CI dashboard.
      --format json: the whole alignment, for scripts.
      --quiet: nothing on standard error but errors.

    Exit codes: 0 identical, 1 different, 2 could not compare.
    Example: otc diff expected.txt heard.json --ignore-hints
    Every option: man otc.

    """,
    .audit: """
    otc audit: check an app's code screen for what hurts a listener.
    Usage: otc audit FILE... [options]

    Each file is a uiautomator dump, an Appium page source (Android or iOS), an
    XCUITest description, a Maestro hierarchy, Chrome's accessibility tree,
    AccessibilitySnapshot JSON, an HTML page or a Playwright ARIA snapshot, told
    apart by their content.
    It finds the code entry, a code's fields or a PIN keypad, and says each
    problem: the rule, the element, what a listener hears because of it, and the
    fix. What a format cannot show is said once.

    Options:
      --screen-reader talkback: quote TalkBack's words. By default, TalkBack's for
        an Android screen, VoiceOver's for the others.
      --lang LANGUAGE: en, pt-BR or bg, for the words quoted.
      --format sarif: SARIF 2.1.0 for code-scanning dashboards; json for scripts.
      --junit FILE: also write a JUnit report, a case per rule and element.
      --from FORMAT: read every file as this format.

    Exit codes: 0 no problem, 1 problems, 2 a file could not be read. A file
    not read wins; a file with no code entry fails only when none had one.
    Example: otc audit login.xml --junit audit.xml
    Every rule: docs/screens.md. Every option: man otc.

    """,
    .speak: """
    otc speak: say some text with otc's voice.
    Usage: otc speak TEXT [options]

    Numbers are read digit by digit, as codes are. A dash reads the text from
    standard input.

    Options:
      --lang LANGUAGE: en, pt-BR or bg. By default, the locale's.
      --voice NAME: an espeak-ng voice, as otc voices lists them.
      --rate WPM: words a minute, 80 to 700. 175 by default.
      --pitch N, --volume N: 0 to 100, and 0 to 200. 50 and 100 by default.
      --wav FILE: write the speech into this file instead of playing it.

    Example: otc speak "Your code is 985391"
    Every option: man otc.

    """,
    .voices: """
    otc voices: list espeak-ng's voices, one a line: name, language and file.
    Usage: otc voices [--lang LANGUAGE]

    Options:
      --lang LANGUAGE: only the voices for this language, such as pt.

    Any column is a name --voice takes.
    Example: otc voices --lang pt

    """,
    .config: """
    otc config: say the settings in force, and where each came from.
    Usage: otc config [options]

    A setting comes from a flag, else an OTC_ variable such as OTC_RATE, else the
    config file, ~/.config/otc/config.toml, else otc's default. Then come the
    screen readers and the braille display found, and who speaks while otc asks.

    Options: the settings' own flags, such as --rate WPM, to see their effect.

    Example: OTC_RATE=300 otc config
    Every setting: man otc.

    """,
    .askpass: """
    otc askpass: answer ssh, sudo or git when they ask for a code or a password.
    Usage: otc-askpass QUESTION, run by the program that asks.

    The question is read as what it asks: a code is a code field, a password a
    secure text field, whose characters are never said. The answer goes to standard
    output. Set it up with:
      export SSH_ASKPASS=otc-askpass SSH_ASKPASS_REQUIRE=force
      export SUDO_ASKPASS=/usr/bin/otc-askpass, then sudo -A
      export GIT_ASKPASS=otc-askpass

    Settings come from the OTC_ variables and the config file.
    OTC_TRANSCRIPT names a transcript each question adds to.
    Exit codes: 0 answered, 1 no terminal or input ended, 124 timed out,
    130 cancelled.
    Everything: man otc-askpass.

    """,
    .pinentry: """
    otc pinentry: ask for gpg-agent's PIN or passphrase, with speech.
    Usage: otc-pinentry, run by gpg-agent.

    It speaks gpg-agent's Assuan protocol on standard input and output, and asks on
    the terminal gpg-agent names. Set it up in ~/.gnupg/gpg-agent.conf with:
      pinentry-program /usr/bin/otc-pinentry
    then: gpg-connect-agent reloadagent /bye

    Settings come from the OTC_ variables and the config file.
    OTC_TRANSCRIPT names a transcript each question adds to.
    Everything: man otc-pinentry.

    """,
    .agent: """
    otc agent: answer systemd's password questions, such as a disk's passphrase.
    Usage: otc agent --query | --watch [options]

    Each question is said as a field: Passphrase for disk TEST, root file system,
    secure text field. Only root's answers count: run it as root.

    Options:
      --query: answer the questions waiting now, then exit.
      --watch: keep answering questions as they come, until stopped.
      --console: ask on the system console, as at boot.
      --transcript FILE: add everything said to this file, as JSON Lines.
      --rate WPM, --voice NAME, --speech MODE: as for otc prompt.

    Exit codes: 0 every question answered or cancelled, 1 no terminal or an answer
    that did not reach its program.
    Example: sudo otc agent --query
    Everything: man otc-agent.

    """,
    .watch: """
    otc watch: run a program, and say its hidden password questions.
    Usage: otc watch [options] [-- COMMAND [ARGUMENTS]]

    su, sudo, ssh, openssl and read -s ask on the terminal with echo off. Under
    otc watch you hear the field: Password for su, secure text field. Then bullet
    for each key, deleted for Backspace, cleared for Ctrl-U, entered for Enter.
    Nothing typed is spoken or kept, and each key goes to the program unchanged.
    Otherwise otc watch is invisible. Without a command it runs your shell. For
    every program, put this line in ~/.bashrc or ~/.zshrc (fish: man otc):
    \(Watch.startupLine)
    Over ssh, a question is heard when its words name a password, a PIN or a code.

    Options:
      --lang LANGUAGE: en, pt-BR or bg. By default, the locale's.
      --rate WPM, --voice NAME, --speech MODE: as for otc prompt.
      --transcript FILE: write everything said into this file, as JSON Lines.

    Exit codes: the program's own; 127 when it cannot be run.
    Example: otc watch -- su alice
    Everything: man otc.

    """,
    .totp: """
    otc totp: say a TOTP code digit by digit, with the seconds it has left.
    Usage: otc totp [NAME] [options]

    You hear: GitHub, 4 9 2, 0 3 9. Then, apart: 17 seconds left. The code
    is printed alone, for a script. Where a screen reader reads the terminal,
    the words are printed instead, so you hear the digits once.
    A code with fewer than 5 seconds left is never given: otc says when the
    next comes, and gives that one.
    The key is an otpauth URI. It comes from a key kept with --add, from pass,
    from a file, or from standard input; never from an argument. A file that
    others can read is refused. An HOTP counter moves on before each code.
    At a terminal, otc stays until Escape or Enter. Space repeats the code,
    T says the time left, C copies it for 45 seconds. A new code is said.

    Options:
      --add NAME: keep the URI on standard input under this name, then stop.
      --pass ENTRY: the otpauth line of this pass entry, as pass-otp keeps it.
      --uri-file FILE: read the URI from this file.
      --min-seconds N: the fewest seconds a code may have left. The default is 5.
      --at SECONDS: the code for this moment, in seconds since 1970.
      --lang LANGUAGE, --rate WPM, --voice NAME, --speech MODE: as for otc prompt.
      --transcript FILE: write what is said, with code shown for the code.

    Exit codes: 0 a code given, 1 no key or a bad one, 64 usage error.
    Example: otc totp --add github < github.uri, then otc totp github
    Everything: man otc.

    """,
    .boot: """
    otc boot: speak the disk passphrase asked at boot, before the system starts.
    Usage: otc boot enable | disable | status

    Commands:
      enable: put otc into the initramfs, so the disk's question is spoken at boot.
      disable: take it out again; the stock prompt asks.
      status: say whether the initramfs on disk holds otc.

    Run them as root. otc boot COMMAND --help tells about one.
    Everything: man otc.

    """,
  ]
}
