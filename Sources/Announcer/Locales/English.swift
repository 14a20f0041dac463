extension PhraseTable {
  /// English, as VoiceOver speaks it (en-US).
  public static let english = PhraseTable(
    strings: [
      // The single code field's label when the caller gives none.
      .defaultLabel: "Access code",
      // VoiceOver's trait for an editable text field.
      .textField: "text field",
      // VoiceOver's hint for a text field; spoken only with hints on.
      .editHint: "double tap to edit",
      // State of a code field with nothing typed.
      .empty: "empty",
      // How long the code is, said of an empty field. {length}: 4 to 12.
      .lengthWhenEmpty: "{length} digits",
      // How far along the code is. {filled}: digits typed; {length}: 4 to 12.
      .lengthWhenPartial: "{filled} of {length} digits",
      // State of a per-digit field holding a digit that must not be spoken (secure mode).
      .filled: "filled",
      // The digits, spoken one by one.
      .digit0: "zero", .digit1: "one", .digit2: "two", .digit3: "three", .digit4: "four",
      .digit5: "five", .digit6: "six", .digit7: "seven", .digit8: "eight", .digit9: "nine",
      // Echo of a typed digit in secure mode, where the digit is never said.
      .enteredSecure: "digit {position} of {length} entered",
      // Said after the deleted digit ("nine, deleted"), at a lower pitch.
      .deleted: "deleted",
      // A deletion in secure mode.
      .deletedSecure: "digit {position} deleted",
      // A typed letter was refused. {character}: the letter.
      .rejectedLetter: "letter {character} is not a digit",
      // A typed space was refused.
      .rejectedSpace: "space is not a digit",
      // A control key with no meaning here was refused.
      .rejectedControl: "control key is not a digit",
      // Punctuation or a symbol was refused. {character}: the symbol.
      .rejectedSymbol: "symbol {character} is not a digit",
      // A digit was typed into a full code. {length}: 4 to 12.
      .rejectedFull: "code already has {length} digits",
      // A paste without any digit was refused.
      .pasteHasNoDigits: "paste has no digits",
      // A paste too long for the room left was refused. {digits}: found; {fit}: room left.
      .pasteTooLongOne: "paste has {digits} digits, {fit} fits",
      .pasteTooLongOther: "paste has {digits} digits, {fit} fit",
      // A paste with several separate numbers was refused. {count}: 2 or more.
      .pasteHasSeveralNumbers: "paste has {count} separate numbers",
      // A paste whose number touches a letter ("1a") was refused.
      .pasteHasLetterInCode: "paste has letter {character} in the code",
      // The names of symbols, said when a key or a paste is refused ("question mark is not a digit").
      .symbolQuestionMark: "question mark",
      .symbolComma: "comma",
      .symbolHyphen: "hyphen",
      .symbolPeriod: "period",
      .symbolExclamationMark: "exclamation mark",
      .symbolAt: "at sign",
      .symbolNumberSign: "number sign",
      .symbolDollar: "dollar sign",
      .symbolPercent: "percent sign",
      .symbolAmpersand: "ampersand",
      .symbolAsterisk: "asterisk",
      .symbolLeftParenthesis: "left parenthesis",
      .symbolRightParenthesis: "right parenthesis",
      .symbolUnderscore: "underscore",
      .symbolPlus: "plus sign",
      .symbolEquals: "equals sign",
      .symbolSlash: "slash",
      .symbolBackslash: "backslash",
      .symbolColon: "colon",
      .symbolSemicolon: "semicolon",
      .symbolApostrophe: "apostrophe",
      .symbolQuotationMark: "quotation mark",
      .symbolLessThan: "less-than sign",
      .symbolGreaterThan: "greater-than sign",
      .symbolLeftBracket: "left bracket",
      .symbolRightBracket: "right bracket",
      .symbolLeftBrace: "left brace",
      .symbolRightBrace: "right brace",
      .symbolVerticalBar: "vertical bar",
      .symbolTilde: "tilde",
      .symbolGraveAccent: "grave accent",
      .symbolCaret: "caret",
      // The prompt's hint at a keyboard, instead of VoiceOver's touch-screen one.
      // {length}: 4 to 12.
      .keyboardHint: "type {length} digits; Backspace deletes; Escape cancels; question mark for help",
      // The keys of the prompt, said for question mark or F1.
      .keysHelp:
        """
      keys: type the digits; Backspace deletes; Control U clears; Left and Right review digit by digit; Up reads all; F2 or \
      Control L repeats; F3 or Control S spells out; Enter submits; Escape cancels
      """,
      // One typed digit when the code is spelled out. {position}: 1 to 12; {digit}: its word.
      .spelledDigit: "digit {position}, {digit}",
      // Said after the opening when the prompt has a time limit. {seconds}: the limit.
      .timeLimitOne: "{seconds} second to answer",
      .timeLimitOther: "{seconds} seconds to answer",
      // Secure mode: a letter was refused; which letter is never said.
      .rejectedLetterSecure: "a letter is not a digit",
      // Secure mode: a symbol was refused; which symbol is never said.
      .rejectedSymbolSecure: "a symbol is not a digit",
      // Secure mode: a paste whose number touches a letter; which letter is never said.
      .pasteHasLetterInCodeSecure: "paste has a letter in the code",
      // A code field another program opened (askpass, pinentry): a key was refused; neither which key nor its kind is said.
      .rejectedNotDigit: "not a digit",
      // A paste went in. {count}: digits pasted.
      .pastedOne: "pasted {count} digit",
      .pastedOther: "pasted {count} digits",
      // Every digit was deleted at once. {count}: digits deleted.
      .clearedOne: "cleared {count} digit",
      .clearedOther: "cleared {count} digits",
      // Delete with nothing to delete.
      .nothingToDelete: "nothing to delete",
      // The last digit went in; the code follows, digit by digit.
      .codeComplete: "code complete",
      // The last digit went in, in secure mode. {length}: 4 to 12.
      .codeCompleteSecure: "code complete, {length} digits",
      // Where focus is among per-digit fields, or where review is.
      .focusPosition: "digit {position} of {length}",
      // Enter pressed before the code is complete. {missing}: digits still to type.
      .incompleteOne: "{filled} of {length} digits, {missing} missing",
      .incompleteOther: "{filled} of {length} digits, {missing} missing",
      // The user cancelled the prompt (Esc or Ctrl-C).
      .cancelled: "cancelled",
      // The prompt's time ran out.
      .timedOut: "timed out",
      // Said shortly before the prompt's time runs out. {seconds}: seconds left.
      .timeoutWarningOne: "{seconds} second left",
      .timeoutWarningOther: "{seconds} seconds left",
      // Input ended before the code was complete. {filled}: digits typed.
      .inputEndedOne: "input ended after {filled} of {length} digits",
      .inputEndedOther: "input ended after {filled} of {length} digits",
      // Review asked for with nothing typed yet.
      .nothingTyped: "nothing typed yet",
      // A key otc has no use for (F5, Alt-x, an unknown sequence).
      .unusedKey: "that key does nothing here",
      // Bytes that are not text (invalid UTF-8) arrived and were ignored.
      .unreadableInput: "unreadable input ignored",
      // A paste longer than any field takes was refused whole.
      .pasteTooLong: "paste refused, too long",
      // A paste never ended (the terminal sent no end marker in time); it was refused, and keys work again.
      .pasteUnended: "paste refused, it did not end; keys work again",
      // A code of no known length (a PIN): the hint. {minimum}: 4.
      .keyboardHintOpen: "type at least {minimum} digits, then Enter; Backspace deletes; Escape cancels; question mark for help",
      // Echo of a digit in secure mode, for a code of no known length.
      .enteredSecureOpen: "digit {position} entered",
      // How many digits a code of no known length holds. {count}: digits typed.
      .digitsTypedOne: "{count} digit",
      .digitsTypedOther: "{count} digits",
      // Enter pressed too early in a code of no known length. {minimum}: 4.
      .incompleteOpenOne: "{filled} digit, at least {minimum} needed",
      .incompleteOpenOther: "{filled} digits, at least {minimum} needed",
      // Input ended in a code of no known length.
      .inputEndedOpenOne: "input ended after {filled} digit",
      .inputEndedOpenOther: "input ended after {filled} digits",
      // VoiceOver's trait for a password field.
      .secureTextField: "secure text field",
      // VoiceOver's traits of the other elements of a screen (otc read --screen).
      .roleButton: "button",
      .roleHeading: "heading",
      .roleLink: "link",
      .roleImage: "image",
      // VoiceOver's traits and states of a screen's controls (otc read --screen): "Continue,
      // dimmed, button"; a switch's value is "on" or "off".
      .roleCheckbox: "checkbox",
      .roleRadioButton: "radio button",
      .roleSwitch: "switch button",
      .rolePopUpButton: "pop up button",
      .stateOn: "on",
      .stateOff: "off",
      .stateChecked: "checked",
      .stateNotChecked: "not checked",
      .stateDimmed: "dimmed",
      .stateSelected: "selected",
      // How many characters a text field holds. {count}: characters.
      .charactersOne: "{count} character",
      .charactersOther: "{count} characters",
      // VoiceOver, once a field is activated by a double tap (as quoted in
      // kickstarter/ios-oss#545: "… text field - is editing - … - insertion point at end").
      .isEditing: "is editing",
      .insertionPointAtEnd: "insertion point at end",
      // The hint of a text field at a keyboard.
      .keyboardHintText: "type, then Enter; Backspace deletes; Escape cancels",
      // The hint at boot, where Escape cannot cancel: Control D ends otc's question, and
      // the system's own prompt asks instead (Debian's, or systemd's under dracut).
      .keyboardHintTextNoCancel: "type, then Enter; Backspace deletes; Control D for the usual prompt",
      // The keys of a text field, said for F1.
      .keysHelpText:
        """
      keys: type the text; Backspace deletes; Control U clears; Up reads the field; Left and Right review a character, Home \
      and End go to the ends, Control Left and Right go by word; F2 or Control L repeats; F3 or Control S spells out; Enter \
      submits; Escape cancels
      """,
      // One typed character when a plain text field is spelled out.
      .spelledCharacter: "character {position}, {character}",
      // Echo of a key in a secure text field, whose characters are never said.
      .bullet: "bullet",
      // A paste went into a text field. {count}: characters pasted.
      .pastedCharactersOne: "pasted {count} character",
      .pastedCharactersOther: "pasted {count} characters",
      // A text field was emptied. {count}: characters deleted.
      .clearedCharactersOne: "cleared {count} character",
      .clearedCharactersOther: "cleared {count} characters",
      // Enter in a text field, before the count of characters.
      .entered: "entered",
      // Input ended in a text field before Enter.
      .inputEndedText: "input ended, nothing entered",
      // A control key in a text field.
      .rejectedNotPrintable: "control key ignored",
      // A text field is full. {limit}: 1024.
      .rejectedTextFull: "the field is full at {limit} characters",
      // A paste into a text field held only line breaks.
      .pasteHasNoText: "paste has no text",
      // A paste into a text field held a control character.
      .pasteHasControlCharacter: "paste has a control character",
      // The keys of a yes-or-no question.
      .confirmHint: "Y for yes, N for no",
      // The answers to a yes-or-no question.
      .yes: "yes",
      .no: "no",
      .capitalLetter: "capital {letter}",
      .hostPort: "{host} port {port}",
      .hostKeyQuestion: "unknown host {host}, {type} key; connect anyway? Type yes or no",
      .detailsHint: "F4 says the details",
      .fingerprint: "fingerprint",
      .tryAgain: "try again",
      .forHoldersKey: "for {holder}'s key",
      .characterPosition: "character {position} of {count}",
      .callerGoesOn: "{caller} will go on to the next question",
      .callerStops: "{caller} will stop",
      .callerTakesItAsNo: "{caller} will take it as no",
      // A disk question from systemd-cryptsetup: the volume that is / , and any other by its name.
      .rootFileSystem: "root file system",
      .volumeNamed: "volume {name}",
      // A question systemd took back (its asker gave up, or its time ran out) while it was asked.
      .questionWithdrawn: "the question was withdrawn",
      // How many other systemd questions wait after this one. {count}: a number.
      .questionsWaitingOne: "{count} more question waiting",
      .questionsWaitingOther: "{count} more questions waiting",
      // otc answers systemd without root's rights: the answer will be refused.
      .agentNotRoot: "otc is not root: systemd takes no answer from it",
      // The label of a systemd question that has no words of its own.
      .agentDefaultLabel: "passphrase",
      // A disk's passphrase asked at boot by cryptsetup's initramfs script. {name}: the disk's name.
      .bootDisk: "passphrase for disk {name}",
      // The passphrase given at boot did not unlock the disk. {attempt}, {tries}: numbers.
      .bootWrongPassphrase: "wrong passphrase. Attempt {attempt} of {tries}",
      // The same, for a disk whose tries have no limit. {attempt}: a number.
      .bootWrongPassphraseNoLimit: "wrong passphrase. Attempt {attempt}",
      // Escape typed at boot, where there is nothing to cancel to.
      .bootCannotCancel: "Escape does not cancel here: the disk needs its passphrase to start",
      // The disk's passphrase was right: the system goes on starting. {name}: the disk's name.
      .bootUnlocked: "disk {name} unlocked",
      // The passphrase was given from elsewhere (over the network, with cryptroot-unlock)
      // while otc asked on the console; otc stops asking. {name}: the disk's name.
      .bootGivenRemotely: "passphrase for disk {name} given remotely",
      // Who asks, after another program's question. {prompt}: its words; {user}, {host}.
      .promptFor: "{prompt} for {user} at {host}",
      // A user at a host, inside another program's question.
      .userAtHost: "{user} at {host}",
      // Two entries of a new passphrase differ; both are asked again.
      .entriesDiffer: "the entries differ; try again",
      // The keys of a question whose answers the asking program named. {yes}, {no}: what they do.
      .confirmHintLabelled: "Y: {yes}; N: {no}",
      // Enter on per-digit fields that are not all filled: which are empty. {positions}: "1", "1 and 6", "1, 2 and 6".
      .emptyFieldsOne: "digit {positions} is empty",
      .emptyFieldsOther: "digits {positions} are empty",
      // The last two items of a list. {list}: the items before, with commas; {last}: the last.
      .listAnd: "{list} and {last}",
      // A digit typed while reviewing the code goes in at its end, not where review was.
      .addedAtTheEnd: "added at the end",
      // After "code complete" when the last digit does not submit it.
      .enterSubmits: "Enter submits",
      // Control Z stopped otc; the shell's fg command brings it back.
      .suspended: "suspended; type fg to come back",
      // otc came back after Control Z; the field follows.
      .resumed: "back",
      // otc agent --query found no question to answer.
      .noQuestionWaiting: "no question is waiting",
      // otc agent --watch started with no question yet.
      .waitingForQuestions: "waiting for questions; Control C stops",
      // ssh's "(yes/no)" and "(yes/no/[fingerprint])" in words, and what is said when another answer is typed.
      .typeYesOrNo: "type yes or no",
      .typeYesNoOrFingerprint: "type yes, no or the fingerprint",
      .forProgram: "for {program}",
      .wordDeleted: "word deleted",
      // otc totp: what a code is called when its URI names neither a service nor an account.
      .otpCode: "code",
      .secondsLeftOne: "{seconds} second left",
      .secondsLeftOther: "{seconds} seconds left",
      .newCodeInOne: "new code in {seconds} second",
      .newCodeInOther: "new code in {seconds} seconds",
      .newCode: "new code",
      // What a transcript holds in the place of the code's digits.
      .codeShown: "code shown",
      .copiedClearedIn: "copied; cleared in {seconds} seconds",
      .noClipboardProgram: "no clipboard program",
      .otpKeysHelp: "Space repeats the code, T says the time left, C copies it, Escape ends",
    ],
    takesSingular: { $0 == 1 }
  )
}
