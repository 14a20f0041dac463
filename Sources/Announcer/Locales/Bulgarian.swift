extension PhraseTable {
  /// Bulgarian, in VoiceOver's own bg wording.
  public static let bulgarian = PhraseTable(
    strings: [
      // Етикет на единичното поле, когато не е даден друг.
      .defaultLabel: "Код за достъп",
      // Ролята на VoiceOver за текстово поле.
      .textField: "текстово поле",
      // Подсказката на VoiceOver; казва се само при включени подсказки.
      .editHint: "докоснете двукратно за редактиране",
      // Състояние на празно поле.
      .empty: "празно",
      // Дължината на кода при празно поле. {length}: от 4 до 12.
      .lengthWhenEmpty: "{length} цифри",
      // Напредък. {filled}: въведени цифри; {length}: от 4 до 12.
      .lengthWhenPartial: "{filled} от {length} цифри",
      // Състояние на попълнено поле, чиято цифра не се казва (защитен режим).
      .filled: "попълнено",
      // Цифрите, казани една по една.
      .digit0: "нула", .digit1: "едно", .digit2: "две", .digit3: "три", .digit4: "четири",
      .digit5: "пет", .digit6: "шест", .digit7: "седем", .digit8: "осем", .digit9: "девет",
      // Ехо на цифра в защитен режим, без самата цифра.
      .enteredSecure: "цифра {position} от {length} въведена",
      // Казва се след изтритата цифра („девет, изтрито“), с по-нисък тон.
      .deleted: "изтрито",
      // Изтриване в защитен режим.
      .deletedSecure: "цифра {position} изтрита",
      // Отхвърлена буква. {character}: буквата.
      .rejectedLetter: "буквата {character} не е цифра",
      // Отхвърлен интервал.
      .rejectedSpace: "интервалът не е цифра",
      // Контролен клавиш без значение тук.
      .rejectedControl: "контролният клавиш не е цифра",
      // Отхвърлен символ. {character}: символът.
      .rejectedSymbol: "символът {character} не е цифра",
      // Цифра в пълен код. {length}: от 4 до 12.
      .rejectedFull: "кодът вече има {length} цифри",
      // Поставен текст без цифри.
      .pasteHasNoDigits: "поставеният текст няма цифри",
      // Твърде дълъг поставен текст. {digits}: намерени; {fit}: оставащо място.
      .pasteTooLongOne: "поставеният текст има {digits} цифри, побира се {fit}",
      .pasteTooLongOther: "поставеният текст има {digits} цифри, побират се {fit}",
      // Поставен текст с няколко числа. {count}: 2 или повече.
      .pasteHasSeveralNumbers: "поставеният текст има {count} отделни числа",
      // Числото е залепено за буква („1a“).
      .pasteHasLetterInCode: "поставеният текст има буквата {character} в кода",
      // Имена на символите, казвани при отхвърлен клавиш или поставен текст.
      .symbolQuestionMark: "въпросителен знак",
      .symbolComma: "запетая",
      .symbolHyphen: "тире",
      .symbolPeriod: "точка",
      .symbolExclamationMark: "удивителен знак",
      .symbolAt: "кльомба",
      .symbolNumberSign: "диез",
      .symbolDollar: "знак за долар",
      .symbolPercent: "процент",
      .symbolAmpersand: "амперсанд",
      .symbolAsterisk: "звездичка",
      .symbolLeftParenthesis: "лява скоба",
      .symbolRightParenthesis: "дясна скоба",
      .symbolUnderscore: "долна черта",
      .symbolPlus: "плюс",
      .symbolEquals: "равно",
      .symbolSlash: "наклонена черта",
      .symbolBackslash: "обратна наклонена черта",
      .symbolColon: "двоеточие",
      .symbolSemicolon: "точка и запетая",
      .symbolApostrophe: "апостроф",
      .symbolQuotationMark: "кавички",
      .symbolLessThan: "знак по-малко",
      .symbolGreaterThan: "знак по-голямо",
      .symbolLeftBracket: "лява квадратна скоба",
      .symbolRightBracket: "дясна квадратна скоба",
      .symbolLeftBrace: "лява фигурна скоба",
      .symbolRightBrace: "дясна фигурна скоба",
      .symbolVerticalBar: "вертикална черта",
      .symbolTilde: "тилда",
      .symbolGraveAccent: "обратен апостроф",
      .symbolCaret: "карета",
      // Подсказката на подканата при клавиатура, вместо тази на VoiceOver за сензорен екран.
      // {length}: от 4 до 12.
      .keyboardHint: "въведете {length} цифри; Backspace изтрива; Escape отказва; въпросителен знак за помощ",
      // Клавишите на подканата, казвани при въпросителен знак или F1.
      .keysHelp:
        """
      клавиши: въведете цифрите; Backspace изтрива; Control U изчиства; Наляво и Надясно преглеждат цифра по цифра; Нагоре \
      чете всичко; F2 или Control L повтаря; F3 или Control S спелува; Enter изпраща; Escape отказва
      """,
      // Въведена цифра при спелуване на кода. {position}: от 1 до 12; {digit}: думата.
      .spelledDigit: "цифра {position}, {digit}",
      // Казва се след отварянето, когато има ограничение на времето. {seconds}: ограничението.
      .timeLimitOne: "{seconds} секунда за отговор",
      .timeLimitOther: "{seconds} секунди за отговор",
      // Защитен режим: отхвърлена буква, без да се казва коя.
      .rejectedLetterSecure: "буква не е цифра",
      // Защитен режим: отхвърлен символ, без да се казва кой.
      .rejectedSymbolSecure: "символ не е цифра",
      // Защитен режим: поставен текст с буква в кода, без да се казва коя.
      .pasteHasLetterInCodeSecure: "поставеният текст има буква в кода",
      // Поле за код, отворено от друга програма: отхвърлен клавиш, без да се казва кой или какъв.
      .rejectedNotDigit: "не е цифра",
      // Приет поставен текст. {count}: поставени цифри.
      .pastedOne: "поставена {count} цифра",
      .pastedOther: "поставени {count} цифри",
      // Всички цифри изтрити наведнъж. {count}: колко.
      .clearedOne: "изтрита {count} цифра",
      .clearedOther: "изтрити {count} цифри",
      // Изтриване, когато няма какво.
      .nothingToDelete: "няма какво да се изтрие",
      // Последната цифра е въведена; следва кодът, цифра по цифра.
      .codeComplete: "кодът е пълен",
      // Последната цифра е въведена, в защитен режим. {length}: от 4 до 12.
      .codeCompleteSecure: "кодът е пълен, {length} цифри",
      // Къде е фокусът или прегледът.
      .focusPosition: "цифра {position} от {length}",
      // Enter преди кодът да е пълен. {missing}: оставащи цифри.
      .incompleteOne: "{filled} от {length} цифри, липсва {missing}",
      .incompleteOther: "{filled} от {length} цифри, липсват {missing}",
      // Потребителят отказа (Esc или Ctrl-C).
      .cancelled: "отказано",
      // Времето изтече.
      .timedOut: "времето изтече",
      // Предупреждение малко преди края. {seconds}: оставащи секунди.
      .timeoutWarningOne: "остава {seconds} секунда",
      .timeoutWarningOther: "остават {seconds} секунди",
      // Входът свърши преди кодът да е пълен. {filled}: въведени цифри.
      .inputEndedOne: "входът свърши след {filled} от {length} цифри",
      .inputEndedOther: "входът свърши след {filled} от {length} цифри",
      // Преглед без въведени цифри.
      .nothingTyped: "още няма въведени цифри",
      // Клавиш без употреба тук (F5, Alt-x, непозната последователност).
      .unusedKey: "този клавиш не прави нищо тук",
      // Пристигнаха байтове, които не са текст, и бяха пренебрегнати.
      .unreadableInput: "нечетим вход, пренебрегнат",
      // Поставяне, по-дълго от всяко поле, беше отказано цялото.
      .pasteTooLong: "поставянето е отказано, твърде дълго",
      // Поставянето не завърши навреме (без маркер за край); отказано е и клавишите отново действат.
      .pasteUnended: "поставянето е отказано, не завърши; клавишите отново действат",
      // Код с неизвестна дължина (ПИН): подсказката. {minimum}: 4.
      .keyboardHintOpen: "въведете поне {minimum} цифри и Enter; Backspace изтрива; Escape отказва; въпросителен знак за помощ",
      // Ехо на цифра в защитен режим, без известна дължина.
      .enteredSecureOpen: "цифра {position} въведена",
      // Колко цифри има в код без известна дължина.
      .digitsTypedOne: "{count} цифра",
      .digitsTypedOther: "{count} цифри",
      // Enter твърде рано в код без известна дължина.
      .incompleteOpenOne: "{filled} цифра, нужни са поне {minimum}",
      .incompleteOpenOther: "{filled} цифри, нужни са поне {minimum}",
      // Входът свърши в код без известна дължина.
      .inputEndedOpenOne: "входът свърши след {filled} цифра",
      .inputEndedOpenOther: "входът свърши след {filled} цифри",
      // Поле за парола.
      .secureTextField: "защитено текстово поле",
      // Другите елементи на екрана (otc read --screen).
      .roleButton: "бутон",
      .roleHeading: "заглавие",
      .roleLink: "връзка",
      .roleImage: "изображение",
      // Ролите и състоянията на контролите на екран (otc read --screen), както
      // VoiceOver ги казва. Превод на otc: няма публичен запис.
      .roleCheckbox: "квадратче за отметка",
      .roleRadioButton: "радио бутон",
      .roleSwitch: "превключвател",
      .rolePopUpButton: "изскачащ бутон",
      .stateOn: "включено",
      .stateOff: "изключено",
      .stateChecked: "отметнато",
      .stateNotChecked: "неотметнато",
      .stateDimmed: "неактивно",
      .stateSelected: "избрано",
      // Поле, активирано с двойно докосване. Превод на otc.
      .isEditing: "редактира се",
      .insertionPointAtEnd: "курсорът е в края",
      // Колко знака има в текстово поле.
      .charactersOne: "{count} знак",
      .charactersOther: "{count} знака",
      // Подсказката на текстово поле при клавиатура.
      .keyboardHintText: "въведете и Enter; Backspace изтрива; Escape отказва",
      .keyboardHintTextNoCancel: "въведете и Enter; Backspace изтрива; Control D за обичайната подкана",
      // Клавишите на текстово поле, казани с F1.
      .keysHelpText:
        """
      клавиши: въведете текста; Backspace изтрива; Control U изчиства; Нагоре чете полето; Наляво и Надясно преглеждат знак, \
      Home и End отиват в краищата, Control Наляво и Надясно вървят по думи; F2 или Control L повтаря; F3 или Control S \
      спелува; Enter изпраща; Escape отказва
      """,
      // Един знак при спелуване на обикновено текстово поле.
      .spelledCharacter: "знак {position}, {character}",
      // Ехо на клавиш в защитено поле, чиито знаци никога не се казват.
      .bullet: "точка",
      // Поставяне в текстово поле.
      .pastedCharactersOne: "поставен {count} знак",
      .pastedCharactersOther: "поставени {count} знака",
      // Изпразнено текстово поле.
      .clearedCharactersOne: "изтрит {count} знак",
      .clearedCharactersOther: "изтрити {count} знака",
      // Enter в текстово поле, преди броя знаци.
      .entered: "въведено",
      // Входът свърши в текстово поле преди Enter.
      .inputEndedText: "входът свърши, нищо не е въведено",
      // Контролен клавиш в текстово поле.
      .rejectedNotPrintable: "контролният клавиш е пренебрегнат",
      // Текстовото поле е пълно. {limit}: 1024.
      .rejectedTextFull: "полето е пълно с {limit} знака",
      // Поставяне само с нови редове.
      .pasteHasNoText: "поставеното няма текст",
      // Поставяне с контролен знак.
      .pasteHasControlCharacter: "поставеното има контролен знак",
      // Клавишите на въпрос с да или не.
      .confirmHint: "Д или Y за да, Н или N за не",
      // Отговорите.
      .yes: "да",
      .no: "не",
      .capitalLetter: "главна буква {letter}",
      .hostPort: "{host} порт {port}",
      .hostKeyQuestion: "непознат хост {host}, ключ {type}; да се свърже ли? Напишете yes или no",
      .detailsHint: "F4 казва подробностите",
      .fingerprint: "отпечатък",
      .tryAgain: "опитайте отново",
      .forHoldersKey: "за ключа на {holder}",
      .characterPosition: "знак {position} от {count}",
      .callerGoesOn: "{caller} ще продължи със следващия въпрос",
      .callerStops: "{caller} ще спре",
      .callerTakesItAsNo: "{caller} ще го приеме като не",
      // A disk question from systemd-cryptsetup: the volume that is / , and any other by its name.
      .rootFileSystem: "коренова файлова система",
      .volumeNamed: "том {name}",
      // A question systemd took back (its asker gave up, or its time ran out) while it was asked.
      .questionWithdrawn: "въпросът беше оттеглен",
      // How many other systemd questions wait after this one. {count}: a number.
      .questionsWaitingOne: "още {count} въпрос чака",
      .questionsWaitingOther: "още {count} въпроса чакат",
      // otc answers systemd without root's rights: the answer will be refused.
      .agentNotRoot: "otc не е root: systemd не приема отговор от него",
      // The label of a systemd question that has no words of its own.
      .agentDefaultLabel: "парола",
      .bootDisk: "парола за диск {name}",
      .bootWrongPassphrase: "грешна парола. Опит {attempt} от {tries}",
      .bootWrongPassphraseNoLimit: "грешна парола. Опит {attempt}",
      .bootCannotCancel: "Escape не отказва тук: дискът се нуждае от паролата си, за да стартира",
      // Паролата е вярна: системата продължава да стартира. {name}: името на диска.
      .bootUnlocked: "дискът {name} е отключен",
      .bootGivenRemotely: "паролата за диска {name} е подадена отдалечено",
      // Кой пита, след въпроса на друга програма.
      .promptFor: "{prompt} за {user} на {host}",
      // Потребител на сървър, във въпроса на друга програма.
      .userAtHost: "{user} на {host}",
      // Двете въвеждания се различават; питат се отново.
      .entriesDiffer: "двете въвеждания се различават; опитайте отново",
      // Клавишите на въпрос, чиито отговори програмата е назовала.
      .confirmHintLabelled: "Д или Y: {yes}; Н или N: {no}",
      .emptyFieldsOne: "цифра {positions} е празна",
      .emptyFieldsOther: "цифри {positions} са празни",
      .listAnd: "{list} и {last}",
      .addedAtTheEnd: "добавена в края",
      .enterSubmits: "Enter изпраща",
      .suspended: "спряно; въведете fg за връщане",
      .resumed: "обратно",
      .noQuestionWaiting: "няма чакащ въпрос",
      .waitingForQuestions: "чакам въпроси; Control C спира",
      .typeYesOrNo: "напишете yes или no",
      .typeYesNoOrFingerprint: "напишете yes, no или отпечатъка",
      .forProgram: "за {program}",
      .wordDeleted: "думата е изтрита",
      .otpCode: "код",
      .secondsLeftOne: "остава {seconds} секунда",
      .secondsLeftOther: "остават {seconds} секунди",
      .newCodeInOne: "нов код след {seconds} секунда",
      .newCodeInOther: "нов код след {seconds} секунди",
      .newCode: "нов код",
      .codeShown: "кодът е показан",
      .copiedClearedIn: "копиран; изчиства се след {seconds} секунди",
      .noClipboardProgram: "няма програма за клипборда",
      .otpKeysHelp: "Интервал повтаря кода, T казва оставащото време, C го копира, Escape излиза",
    ],
    takesSingular: { $0 == 1 }
  )
}
