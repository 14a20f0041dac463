extension MessageWords {
  /// otc's messages in Bulgarian, by key; `{}` stands for each value, in order.
  static let bulgarian: [MessageKey: String] = [
    // {}: the length given.
    .lengthOutside: "Дължината {} е извън границите от 4 до 12 цифри.",
    .timeoutOutside: "Времето за изчакване трябва да е повече от 0 секунди и най-много 86400 (един ден).",
    .queryOrWatch: "Дайте една от опциите --query и --watch.",
    .codeOrCodeFile: "Дайте кода с --code или с --code-file, не и с двете.",
    .giveCode: "Дайте кода с --code ЦИФРИ или с --code-file ФАЙЛ.",
    .giveCodeOrTranscripts: "Дайте кода с --code ЦИФРИ или с --code-file ФАЙЛ, или транскрипции с --transcript ФАЙЛ.",
    .giveCodeOrScreen: "Дайте кода с --code ЦИФРИ или с --code-file ФАЙЛ, или файл с екран с --screen ФАЙЛ.",
    .codeOrTranscripts: "Дайте код или транскрипции за измерване, не и двете.",
    .screenOrTranscripts: "Измервайте екран или транскрипции, не и двете.",
    .screenHeardWithOne: "--screen-reader both е само за моделите; един екран се слуша с един четец.",
    .screenReaderForDesigns:
      """
    --screen-reader избира чии редове получават моделите; транскрипциите се измерват така, както са чути.
    """,
    // {}: the rate given.
    .rateOutside: "Скоростта {} е извън границите от 80 до 700 думи в минута.",
    .labelPerDigit:
      """
    --label дава име на единичното поле; полетата по цифра се назовават с позициите си. Махнете --label или използвайте \
    --mode single.
    """,
    .codeOrScreen: "Дайте код или файл с екран с --screen, не и двете.",
    .screenHasItsFields:
      """
    --mode, --label, --secure, --activate и --value-reading оформят екраните, които otc си представя; файлът с екран има \
    свои полета.
    """,
    .fromNeedsScreen: "--from назовава формата на файл с екран; дайте файла с --screen.",
    .oneKey: "Дайте един ключ: име, --pass ЗАПИС или --uri-file ФАЙЛ.",
    .addAlone: "--add пази URI от стандартния вход; не давайте друг ключ с него.",
    .passEntryName: "--pass приема име на запис, например totp/github.",
    .minSecondsRange: "--min-seconds е от 0 до 3600.",
    .atNotNegative: "--at е секунди от 1970 г., 0 или повече.",
    .folderAndKeyEcho: "Дайте папката и ехото на клавишите, или --give-back.",
    .noTextToSay: "няма текст за казване",
    .noDiskToAskFor: "няма диск, за който да се пита: CRYPTTAB_NAME не е зададена (cryptroot я задава за своя keyscript)",
    .codeEmpty: "кодът е празен; дайте от 4 до 12 цифри",
    // {}: what is there, named (“the letter a”); {}: its position.
    .codeHasNonDigit: "кодът има {} на позиция {}; кодът съдържа само цифри",
    .codeTooShortOne: "кодът има 1 цифра; кодът има поне 4",
    // {}: the digits found.
    .codeTooShort: "кодът има {} цифри; кодът има поне 4",
    // {}: the digits found.
    .codeTooLong: "кодът има {} цифри; кодът има най-много 12",
    .characterSpace: "интервал",
    // {}: the letter.
    .characterLetter: "буквата „{}“",
    // {}: its code points (U+1B).
    .characterControl: "управляващ знак ({})",
    // {}: the character; {}: its code points.
    .characterOther: "знака „{}“ ({})",
    // {}: the file.
    .codeFromNotText: "кодът не може да бъде прочетен от {}: не е текст в UTF-8",
    // {}: the file's problem.
    .codeFrom: "кодът не може да бъде прочетен от {}",
    .codeInProcessList: "кодът, даден с --code, се вижда в списъка с процеси; --code-file - го пази скрит",
    // {}: the path; {}: why.
    .fileProblem: "{}: {}",
    // {}: the file's problem (path: why).
    .cannotRead: "не може да се прочете {}",
    // {}: the file's problem (path: why).
    .cannotWrite: "не може да се запише {}",
    // {}: the path; {}: why.
    .cannotReadBecause: "не може да се прочете {}: {}",
    // {}: the path; {}: why.
    .cannotCompareBecause: "не може да се сравни {}: {}",
    // {}: the path; {}: why.
    .cannotWriteBecause: "{} не може да се запише: {}",
    .isFolder: "това е папка",
    .isFIFO: "това е FIFO, а не обикновен файл; otc не го използва",
    .isNotRegular: "това не е обикновен файл; otc не го използва",
    // {}: the owner's uid.
    .belongsToOther: "принадлежи на друг потребител (uid {}); otc използва само ваш файл или на root",
    // {}: the mode, in octal.
    .othersMayWrite:
      """
    групата или други могат да го записват (режим {}); otc не го използва, докато не изпълните chmod go-w върху него
    """,
    // {}: a size (64 KB).
    .isLargerThan: "по-голям е от {}",
    .cannotWriteInto: "това не е файл, в който otc може да пише",
    .isNotFolder: "това не е папка",
    .folderOfOther: "принадлежи на друг потребител",
    .folderOpen: "други могат да влизат в нея; трябва да е 0700",
    .isLink: "това е символна връзка, а otc не следва връзки за това, което записва",
    // {}: the system's reason.
    .terminalSetUp: "терминалът не може да бъде подготвен: {}",
    // {}: the file's problem (path: why).
    .transcriptUnwritable: "транскрипцията не може да бъде записана: {}",
    // {}: the file's problem (path: why).
    .wavUnwritable: "WAV файлът не може да бъде записан: {}",
    // {}: the system's reason.
    .keysUnreadable: "клавишите не могат да бъдат прочетени: {}",
    // {}: the terminal's path; {}: why.
    .noTerminal: "няма терминал, на който да се пита ({}: {})",
    // {}: the terminal's path; {}: why; {}: what to do.
    .noTerminalAdvised: "няма терминал, на който да се пита ({}: {}); {}",
    .runFromTerminal: "стартирайте програмата от терминал или дайте отговора по друг начин",
    // {}: the system's reason.
    .standardOutputUnwritable: "не може да се пише на стандартния изход: {}",
    // {}: the folder's problem (path: why).
    .runtimeFolderUnusable: "папката за изпълнение не може да се използва: {}",
    // {}: the loader's reason.
    .libassuanMissing: "libassuan, нужна за протокола на gpg-agent, не може да се зареди: {}",
    .assuanServerFailed: "сървърът Assuan не може да се стартира на стандартния вход и изход",
    .agentNotRoot: "не е root: systemd приема отговори само от root и всеки отговор ще бъде отказан; стартирайте като root",
    // {}: the question; {}: why.
    .cannotAnswer: "не може да се отговори на {}: {}",
    .speakupNotSilenced: "Speakup не може да бъде заглушен; той също чете редовете на otc",
    // {}: the BrlAPI host (:0); {}: why, in BrlAPI's or the system's words.
    .brailleNotUsed: "брайловият дисплей не се използва: BrlAPI {} {}",
    // {}: the setting's problem.
    .settingIgnored:
      """
    пренебрегнато {}; otc използва следващото място, където тази настройка е зададена, или стойността по подразбиране
    """,
    // Said aloud. {}: where (the config file is named so); {}: why.
    .settingSpokenIgnored: "Пренебрегната настройка: {}: {}",
    // {}: the flag, variable or file; {}: why.
    .settingPlace: "{}: {}",
    // {}: the config file's path; {}: the line.
    .fileLine: "{}, ред {}",
    // The config file, said aloud instead of its path.
    .theConfigFile: "конфигурационният файл",
    // {}: the key; {}, {}: the range.
    .wholeNumber: "{} трябва да е цяло число от {} до {}",
    // {}: the key.
    .trueOrFalse: "{} трябва да е true или false",
    // {}: the key; {}: its values, “or” between the last two.
    .oneOfValues: "{} трябва да е {}",
    // {}: the key.
    .mustNotBeEmpty: "{} не може да е празно",
    // {}: the key found; {}: the keys.
    .unknownKey: "непознат ключ „{}“; ключовете са {}",
    .noTables: "конфигурационният файл на otc няма таблици; настройките са ключове най-горе, например rate = 200",
    // {}: TOML's reason.
    .notTOML: "не е TOML: {}",
    // {}: why the file is refused.
    .noneOfFileUsed: "{}; нищо от файла не се използва",
    // Two values or more: {} the first ones, {} the last.
    .orList: "{} или {}",
    // {}: espeak-ng's status.
    .espeakFailed: "espeak-ng даде грешка: {}",
    // {}: espeak-ng's status.
    .espeakNoData: "espeak-ng не може да зареди данните си (проверете ESPEAK_DATA_PATH или инсталирайте espeak-ng-data): {}",
    // {}: the voice asked for.
    .voiceNotFound: "няма глас на espeak-ng с име „{}“; otc voices ги изброява",
    // {}: the rate.
    .speechRateOutside: "скоростта {} е извън границите от 80 до 700 думи в минута",
    // {}: the sound system's reason.
    .noAudioDevice: "не може да се отвори аудиоустройство ({})",
    // {}: the sound system's reason.
    .audioDeviceFailed: "аудиоустройството даде грешка ({})",
    // {}: why.
    .noSpeechDispatcher: "Speech Dispatcher не отговаря ({})",
    // {}: why.
    .speechDispatcherFailed: "Speech Dispatcher даде грешка ({})",
    .speechDispatcherStopped: "Speech Dispatcher спря да отговаря; продължава само с текст",
    // {}: what failed.
    .continuingTextOnly: "{}; продължава само с текст.",
    // {}: what failed.
    .continuingWithoutSpeechd: "{}; продължава без Speech Dispatcher",
    // {}: what failed.
    .languagesOwnVoice: "{}; говори със собствения глас на езика",
    // Advice. {}: the output module.
    .speakingThroughModule: "говори чрез Speech Dispatcher (модул {})",
    // Advice.
    .speakingThroughDefaultModule: "говори чрез Speech Dispatcher (модула по подразбиране)",
    // Advice. {}: the sound device.
    .speakingThroughEspeak: "говори чрез espeak-ng и {}",
    // Advice. {}: the locale asked for (pt_PT).
    .portugalGetsBrazil: "otc говори само бразилски португалски; {} получава pt-BR",
    // {}: the language asked for.
    .noVoiceSpeaks: "никой глас не говори {}",
    // {}: the shell; {}: the line to put in its start-up file.
    .watchStartupLoop:
      """
    файлът за стартиране на обвивката ви пуска otc watch отново вътре в otc watch, затова {} стартира без файловете си за \
    стартиране. Пускайте otc watch там само извън него: {}
    """,
    // {}: the system's reason.
    .cannotFollowSignals: "сигналите не могат да бъдат следени: {}",
    // {}: the program; {}: the system's reason.
    .cannotRun: "{} не може да бъде стартирана: {}",
    // {}: the system's reason.
    .terminalSettingsUnreadable: "настройките на терминала не могат да бъдат прочетени: {}",
    // {}: the system's reason.
    .noPseudoTerminal: "не може да се отвори псевдотерминал: {}",
    // {}: the system's reason.
    .pseudoTerminalUnnamed: "псевдотерминалът не може да бъде назован: {}",
    .noInitramfsTool: "нито initramfs-tools, нито dracut е инсталиран: няма initramfs, в който otc да влезе",
    // {}: the program; {}: its exit status; {}: what this means.
    .toolFailed: "{} даде грешка (изходен код {}); {}",
    .imageMayLackOTC: "образът може да не съдържа otc. otc boot status казва какво съдържа",
    .imageMayHoldOTC: "образът може все още да съдържа otc",
    .needsRoot: "това изисква root: променя образа за зареждане и /etc/otc (опитайте sudo)",
    // {}: the file's problem.
    .cannotRecordSetting: "настройката не може да бъде записана: {}",
    // {}: the path; {}: the system's reason.
    .cannotRemove: "{} не може да бъде премахнат: {}",
    // {}: the image; {}: the system's reason.
    .imageUnreadable: "образът {} не може да бъде прочетен: {}",
    .noUnpackFolder: "не може да се създаде папка за разопаковане на образа",
    // {}: the image.
    .cannotUnpack: "unmkinitramfs не може да разопакова {}",
    .noImageReader: "нито unmkinitramfs, нито lsinitrd е инсталиран: образът не може да бъде прочетен",
    // {}: the console; {}: the system's reason.
    .cannotWriteTo: "не може да се пише в {}: {}",
    // {}: the disk's name; {}: the system's reason.
    .unlockedNotSaid: "не може да се каже, че {} е отключен: {}",
    // {}: why the remote answer is not taken.
    .typedOnlyHere: "{}; паролата може да се въведе само тук",
    // {}: the path; {}: the system's reason.
    .cannotMake: "{} не може да бъде създаден: {}",
    // {}: the FIFO.
    .wentAway: "{} изчезна",
    // {}: the most bytes taken.
    .passphraseTooLong: "парола с повече от {} байта беше отказана",
    // {}: the key's name.
    .pipeTheURI: "подайте URI през канал, за да не се показва никога: otc totp --add {} < ФАЙЛ",
    .noKeyFolderToKeep: "нито XDG_CONFIG_HOME, нито HOME казва къде да се пазят ключовете",
    .noKeyFolder: "нито XDG_CONFIG_HOME, нито HOME казва къде се пазят ключовете",
    // {}: the name; {}: the folder; {}: the name again.
    .noKeyNamed: "няма ключ с име {} в {}; запазете такъв с otc totp --add {} < ФАЙЛ",
    // {}: the key's file.
    .hotpAtEnd: "броячът HOTP на {} не може да продължи",
    .giveAKey: "дайте ключ: име, запазено с --add, --pass ЗАПИС, --uri-file ФАЙЛ или URI на стандартния вход",
    .hotpNeedsFile:
      """
    броячът на ключ HOTP трябва да се премества след всеки код, а otc може да прави това само във файл: запазете го с otc \
    totp --add ИМЕ
    """,
    .notOTPAuth: "няма URI otpauth://",
    // {}: the limit.
    .uriTooLong: "URI otpauth е по-дълъг от {} байта",
    .uriUnknownType: "типът на URI otpauth не е нито totp, нито hotp",
    .uriNoSecret: "URI otpauth няма параметър secret",
    .uriEmptySecret: "secret на URI otpauth е празен",
    .uriBadSecret: "secret на URI otpauth не е base32 (буквите от A до Z и цифрите от 2 до 7)",
    // {}: the parameter.
    .uriTwice: "URI otpauth дава параметъра {} два пъти",
    .uriBadAlgorithm: "algorithm на URI otpauth не е SHA1, SHA256 или SHA512",
    .uriBadDigits: "параметърът digits на URI otpauth не е 6, 7 или 8",
    .uriBadPeriod: "period на URI otpauth не е брой секунди от 1 до 86400",
    .uriNoCounter: "URI otpauth е hotp, но няма параметър counter",
    .uriBadCounter: "counter на URI otpauth не е цяло число",
    // {}: the parameter.
    .uriBadEscape: "{} на URI otpauth има счупено процентно кодиране",
    // {}: the path; {}: the system's reason.
    .keyCannotOpen: "{} не може да бъде отворен: {}",
    // {}: the path.
    .keyNotAFile: "{} не е обикновен файл",
    // {}: the path.
    .keyNotOwned: "{} принадлежи на друг потребител",
    // {}: the path; {}: its mode; {}: the path.
    .keyOpenToOthers: "{} може да се чете или записва от други (режим {}); направете го само ваш: chmod 600 {}",
    // {}: the folder; {}: its mode.
    .keyFolderOpen: "в папката {} могат да пишат други (режим {}), които биха могли да подменят ключа в нея",
    // {}: the path; {}: the limit in KB.
    .keyTooLarge: "{} е по-голям от {} KB; URI на ключ е един ред",
    // {}: the path.
    .keyExists: "вече има ключ в {}; първо го премахнете, за да го замените",
    // {}: the name.
    .keyBadName:
      """
    '{}' не е име на ключ: използвайте букви, цифри, точки, тирета, долни черти, маймунки и плюсове, без точка в началото
    """,
    // {}: the program; {}: its exit status.
    .programFailed: "{} даде грешка (изходен код {})",
    // {}: the screen file.
    .codeFieldsEmpty: "{}: полетата на кода са празни; дайте кода, с който да се попълнят, с --code-file ФАЙЛ",
    // {}: the screen file; {}: its fields; {}: the code's digits.
    .codeEntryFields: "{}: въвеждането на кода има {} полета, а не {}",
    // {}: the screen file.
    .noCodeEntry:
      """
    {}: няма въвеждане на код: нито поле с подсказката one-time-code, име или идентификатор, който казва код, или маска на \
    код, нито поредица от полета с по един знак
    """,
    // {}: the file; {}: the format it was read as; {}: why nothing was found.
    .nothingToCompare: "{}, прочетен като {}: {}; няма какво да се сравнява (--allow-empty го сравнява)",
    // Advice. {}: the file; {}: what was read.
    .screenRead: "прочетен {}: {}",
    // {}: text otc does not translate: a reason given in the words of the file's format or another program.
    .plainText: "{}",
    // Said aloud as a command that asks ends. {}: the error.
    .errorSaid: "Грешка: {}",
    .fifoWithoutReader: "това е FIFO без четец",
    // {}: the path.
    .notAFIFO: "{} не е FIFO",
    // {}: the path; {}: its owner's uid; {}: its mode.
    .fifoNotOwnersAlone: "{} не принадлежи само на този потребител (собственик {}, режим {})",
    // {}: the transcript; {}: why.
    .cannotMeasureBecause: "{} не може да бъде измерен: {}",
    // Advice. {}: the name; {}: what the key is.
    .keptKey: "запазен {}: {}",
    // Advice. {}: the name; {}: whose (issuer, account); {}: what the key is.
    .keptKeyOf: "запазен {} ({}): {}",
    // {}: digits; {}: seconds.
    .totpKind: "TOTP, {} цифри, на всеки {} секунди",
    // {}: digits.
    .hotpKind: "HOTP, {} цифри",
    // {}: the line; {}: what is wrong there.
    .screenLine: "ред {}: {}",
    // {}: the file; {}: why.
    .screenUnreadable: "екранът в {} не може да бъде прочетен: {}",
    // {}: the file; {}: the format asked for; {}: why.
    .screenUnreadableAs: "екранът в {} не може да бъде прочетен като {}: {}",
    // Advice. {}: the format; {}: the elements; {}: the focus stops.
    .screenSummary: "{}, {}, {}",
    .elementsOne: "1 елемент",
    // {}: how many.
    .elementsMany: "{} елемента",
    .focusStopsOne: "1 спирка на фокуса",
    // {}: how many.
    .focusStopsMany: "{} спирки на фокуса",
    .formatUIAutomator: "дъмп от uiautomator",
    .formatAppiumAndroid: "page source от Appium на приложение за Android",
    .formatAppiumIOS: "page source от Appium на приложение за iOS",
    .formatXCUITest: "описание от XCUITest на приложение за iOS",
    .formatMaestro: "йерархия от Maestro",
    .formatChromeTree: "дървото на достъпността на Chrome",
    .formatSnapshot: "файл от AccessibilitySnapshot",
    .formatHTML: "HTML страница",
    .formatAria: "ARIA моментна снимка от Playwright",
    // {}: the formats tried.
    .screenFormatUnknown:
      """
    otc не може да разпознае формата: не е нито един от тези, които otc чете ({}). Посочете формата с --from
    """,
    // {}: the element.
    .screenUnknownIOSElement: "съдържа <{}>, който не е елемент XCUIElementType от page source за iOS на Appium",
    .screenNoIOSElement: "не съдържа елемент XCUIElementType",
    // {}: the most.
    .screenTooManyElements: "съдържа повече от {} елемента, повече, отколкото otc чете в един екран",
    // {}: the most.
    .screenTooManyAttributes: "съдържа повече от {} атрибута, повече, отколкото otc чете в един екран",
    // {}: the most levels.
    .screenElementsTooDeep: "елементите му са вложени на повече от {} нива",
    // {}: the most levels.
    .screenNodesTooDeep: "възлите му са вложени на повече от {} нива",
    // {}: the most levels.
    .screenListsTooDeep: "списъците му са вложени на повече от {} нива",
    .screenNoSubtree: "не съдържа елемент: няма ред под \"Element subtree:\"",
    // {}: the line's start.
    .screenNotXCUITestElement: "\"{}\" не е елемент на описание от XCUITest (първо тип, например Button)",
    // {}: the elements.
    .screenNothingForVoiceOver: "VoiceOver не би спрял на нито един от неговите {} елемента: нито един не е достъпен и видим",
    // {}: the JSON decoder's reason.
    .screenNotChromeTree: "не е дървото на достъпността на Chrome (Accessibility.getFullAXTree): {}",
    .screenNoNodes: "списъкът му с възли е празен",
    .screenNothingChromeReads:
      """
    не съдържа нищо, което екранен четец чете: всеки възел е пренебрегнат или е контейнер, който няма какво да каже
    """,
    // {}: the root element.
    .screenNotHierarchy: "коренният му елемент е <{}>, а не <hierarchy> от uiautomator",
    .screenEmptyHierarchy: "неговият <hierarchy> не съдържа възел",
    .screenNothingHTMLReads: "не съдържа нищо, което екранен четец чете: нито поле, нито бутон, нито текст",
    // {}: libxml2's reason.
    .screenNothingHTMLReadsMistake: "не съдържа нищо, което екранен четец чете: нито поле, нито бутон, нито текст (libxml2: {})",
    // {}: the JSON decoder's reason.
    .screenNotMaestro: "не е йерархия от Maestro: {}",
    .screenYAMLNotAria: "това е YAML, но не списък от ARIA възли (\"- role \\\"name\\\"\")",
    // {}: how many keys.
    .screenMappingKeys: "възел е съответствие от {} ключа, а не една роля",
    .screenListInList: "списък е вложен в списък без роля",
    .screenNodeHoldsMapping: "възел съдържа съответствие; трябва да съдържа текст или списък",
    .screenNoAriaNodes: "списъкът му с ARIA възли е празен",
    // {}: the line's start.
    .screenNoRole: "\"{}\" не започва с роля",
    // {}: the line's start.
    .screenNoClosingQuote: "името на \"{}\" няма затварящи кавички",
    // {}: the loader's reason.
    .screenNeedsLibyaml: "за да се прочете, е нужна libyaml (пакетът libyaml-0-2 на Debian): {}",
    .screenLibyamlFailed: "libyaml не може да стартира",
    // {}: libyaml's reason.
    .screenNotYAML: "не е правилно оформен YAML: {}",
    .screenEmpty: "празен е",
    .screenYAMLAlias: "използва YAML псевдоним; ARIA моментната снимка няма такива и otc не ги разгъва",
    .screenKeyWithoutValue: "съответствие има ключ без стойност",
    .screenUnopenedClose: "затваря колекция, която никога не е отворил",
    .screenJSONWithoutList: "това е JSON, но няма списък с елементи (списък най-горе или \"elements\")",
    // {}: the JSON decoder's reason.
    .screenNotSnapshot: "не е списък с елементи от AccessibilitySnapshot: {}",
    .screenNoElements: "списъкът му с елементи е празен",
    // {}: the loader's reason.
    .screenNeedsLibxml: "за да се прочете, е нужна libxml2 (пакетът libxml2 на Debian): {}",
    .screenTooLarge: "твърде голям е, за да се прочете",
    .screenOutOfMemory: "на libxml2 не ѝ стигна паметта при четенето",
    // {}: HTML or XML; {}: libxml2's reason.
    .screenNotWellFormed: "не е правилно оформен {}: {}",
    .screenNoElement: "не съдържа елемент",
    // {}: the key.
    .decoderMissing: "няма \"{}\"",
    .transcriptBinary: "това е двоичен файл, а не транскрипция",
    .transcriptNotUTF8: "не е текст в UTF-8",
    .transcriptOddJSONArray: "започва като JSON масив, но не е нито масив от низове, нито от обекти с text",
    // {}: the log's kind; {}: the line's start.
    .transcriptLogLine: "ред от този {} не може да бъде прочетен: {}",
    // {}: the line.
    .transcriptLineNotJSON: "ред {} не е JSON обект с text",
    .transcriptFormatText: "текст",
    .transcriptFormatJSONLines: "JSON Lines",
    .transcriptFormatPhrases: "JSON масив от фрази",
    .transcriptFormatUtterances: "JSON масив от изказвания",
    .transcriptFormatNVDA: "журнал на NVDA",
    .transcriptFormatOrca: "журнал за отстраняване на грешки на Orca",
    .transcriptFormatSpeechd: "журнал на Speech Dispatcher",
    .fileEmpty: "файлът е празен",
    .onlyBlankLines: "има само празни редове",
    .textsAllEmpty: "всичките му текстове са празни",
    .arrayEmpty: "масивът е празен",
    // {}: the marker (Speaking, SPEECH OUTPUT).
    .noMarkedLines: "няма редове {}",
    // {}: the marker.
    .markedLineSaysNothing: "редът му {} не казва нищо",
    // {}: how many; {}: the marker.
    .markedLinesSayNothing: "неговите {} реда {} не казват нищо",
    .noSSIPLines: "няма SSIP редове от клиент (журнал на ниво 5 ли е?)",
    // {}: how many SSIP lines.
    .noSpeakInSSIP: "няма съобщение SPEAK или CHAR в неговите {} SSIP реда",
    // {}: PulseAudio's own reason, or what failed.
    .pulseReason: "PulseAudio: {}",
    .pulseNotLoaded: "libpulse.so.0 не е заредена",
    .outOfMemory: "няма достатъчно памет",
    // {}: the step; {}: PulseAudio's reason.
    .pulseStepFailed: "{}: {}",
    .pulseCannotConnect: "не може да се свърже",
    .pulseCannotMakeStream: "не може да се създаде поток",
    .pulseCannotOpenStream: "не може да се отвори поток",
    .pulseStreamStopped: "потокът спря",
    .pulseStoppedTaking: "звуковият сървър спря да приема семпли",
    .pulseWriteFailed: "запис не успя",
    .pulseServerGone: "сървърът изчезна",
    .pulseStoppedBeforeEnd: "PulseAudio спря, преди да бъдат изсвирени последните думи",
    .noOutputAvailable: "няма наличен изход PulseAudio, ALSA или OSS",
    // {}: the last reason.
    .allOutputsFailed: "PulseAudio, ALSA и OSS дадоха грешка: {}",
    // {}: seconds.
    .soundServerNoAnswer: "звуковият сървър не отговори в рамките на {} секунди",
    .noCardThread: "не може да се стартира нишка за изчакване на звуковата карта",
    .noSpeakingThread: "не може да се стартира нишка за говорене",
    .tailNotHandedOn: "думите за довършване не могат да бъдат предадени",
    // {}: the system's reason.
    .tailNoPipe: "няма канал за думите за довършване: {}",
    .ssipNoAnswerInTime: "не отговори навреме",
    // {}: its reply's code.
    .ssipRefusedName: "отказа името на клиента ({})",
    // {}: its reply's code.
    .ssipRefusedEnd: "отказа да съобщава края на съобщение ({})",
    .ssipNotConnected: "няма връзка",
    // {}: the command; {}: its reply's code.
    .ssipRefusedCommand: "отказа {} ({})",
    .ssipBadPort: "SPEECHD_ADDRESS няма валиден порт",
    // {}: the method.
    .ssipUnknownMethod: "SPEECHD_ADDRESS посочва метод, който otc не познава: {}",
    // {}: the path.
    .ssipPathTooLong: "пътят до сокета е твърде дълъг: {}",
    // {}: the host.
    .ssipNoHost: "хостът {} не може да бъде намерен",
    .ssipNoAccept: "не прие връзката навреме",
    // {}: the command.
    .ssipCannotStart: "{} не може да бъде стартиран",
    // {}: the command.
    .ssipStartedLate: "{} не стартира навреме",
    .ssipUnaskedReply: "изпрати отговор, който никоя команда не е поискала",
    .ssipStoppedReading: "спря да чете",
    // {}: the system's reason.
    .ssipConnectionLost: "връзката беше загубена ({})",
    .ssipNotUTF8: "изпрати ред, който не е в UTF-8",
    // {}: the most bytes.
    .ssipLineTooLong: "изпрати ред, по-дълъг от {} байта",
    .ssipStoppedAnswering: "спря да отговаря",
    .ssipClosed: "затвори връзката",
    .ssipNotSSIP: "изпрати нещо, което не е SSIP",
    .ssipMixedReplies: "смеси два отговора",
    // {}: the most lines.
    .ssipReplyTooLong: "изпрати отговор от повече от {} реда",
    // {}: its reply's code and text.
    .ssipRefusedMessage: "отказа съобщението ({})",
    // {}: seconds.
    .ssipNoAnswerWithin: "не отговори в рамките на {} секунди",
    // {}: the system's reason.
    .tailNotStarted: "говоренето не може да бъде предадено: {}",
    // {}: seconds.
    .brlapiNoAnswer: "не отговори в рамките на {} s",
    // {}: the loader's reason.
    .brlapiNotLoaded: "libbrlapi не може да се зареди: {}",
    // {}: why.
    .brlapiCannotConnect: "не може да се свърже: {}",
    // {}: why.
    .brlapiRefused: "отказано: {}",
    .brlapiNoDisplay: "няма дисплей",
    // {}: its cells; {}: the most otc writes to.
    .brlapiTooWide: "казва, че дисплеят му има {} клетки, повече от {}, в които otc пише",
    .brlapiLost: "връзката беше загубена",
    // {}: BrlAPI's reason.
    .brlapiCannotTake: "дисплеят не може да бъде зает: {}",
    // {}: the path.
    .noSocketAt: "няма сокет в {}",
    // {}: the path; {}: its owner's uid; {}: who may own it.
    .socketOfOther: "сокетът му {} принадлежи на друг потребител (uid {}), а не на {}",
    .sourceFlag: "от командния ред",
    .sourceEnvironment: "от средата, {}",
    .sourceFileLine: "от {}, ред {}",
    .sourceDefault: "стойност по подразбиране на otc",
    .languagesOwnVoiceValue: "този на езика",
    .wordsAMinute: "{} думи в минута",
    .localesLanguage: "{}, според локала",
    .localesOwn: "според локала",
    .languageEnglish: "английски",
    .languageBrazilianPortuguese: "бразилски португалски",
    .languageBulgarian: "български",
    .valueOn: "включено",
    .valueOff: "изключено",
    .waitForSpeechOn: "включено, отговорът чака, докато всичко бъде казано",
    .waitForSpeechOff: "изключено, отговорът излиза веднага",
    .secureOn: "включено, никоя цифра от кода не се казва",
    .secureOff: "изключено, цифрите на кода се казват; паролата никога",
    .capitalsBoth: "both, думата главна и по-висок тон",
    .capitalsWord: "думата главна",
    .capitalsPitch: "по-висок тон",
    .capitalsNone: "не се различават",
    .linesAuto: "auto, otc избира според екранния четец",
    .linesOn: "on, всяко съобщение е ред",
    .linesOff: "off, никое съобщение не е ред",
    .brailleAuto: "auto, на дисплея, когато BrlAPI на brltty е налице",
    .brailleOn: "on, на дисплея, с известие, когато не е възможно",
    .brailleOff: "off, никога на дисплея",
    .screenReaderFor: "{}, за otc read и otc compare",
    .configFileLabel: "конфигурационен файл",
    .notThere: "не съществува",
    .clientsLabel: "клиенти на Speech Dispatcher",
    .whoSpeaksLabel: "кой говори",
    .brailleDisplayLabel: "брайлов дисплей",
    .speakupReads: "екранен четец: Speakup, синтезатор {}, чете тази конзола ({})",
    .fenrirReadsWithSocket: "екранен четец: Fenrir, процес {}, чете {}, отдалечен сокет {}",
    .fenrirReadsNoSocket: "екранен четец: Fenrir, процес {}, чете {}, без отдалечен сокет",
    .orcaReads: "екранен четец: Orca, процес {}, чете този терминал на работния плот",
    .brlttyShows: "брайл: brltty показва терминала (сокет на BrlAPI {})",
    .noScreenReaders: "екранни четци: не са намерени до otc",
    .clientsCannotList: "неизвестни, този Speech Dispatcher не може да изброи клиентите си",
    .clientsWouldNotList: "неизвестни, Speech Dispatcher не ги изброи ({})",
    .clientsNoneBesidesOtc: "няма други освен otc",
    .clientsNoAnswer: "няма, Speech Dispatcher не отговаря",
    .noReaderHere: "никой екранен четец не чете този терминал",
    .otcSpeaksPlain: "otc говори",
    .otcDoesNotSpeak: "otc не говори",
    .otcSilentSpeechNone: "otc не говори (speech е none)",
    .readerReadsLines: "{} чете редовете на otc",
    .otcSilentForSpeakup: "otc не говори, тъй като не може да заглуши Speakup (не е root)",
    .otcSpeaksSpeakupSilent: "otc говори, а Speakup мълчи, докато otc пита (ехото на клавишите би издало паролата)",
    .otcSpeaksAsSetSpeakupSilent: "otc говори (speech е {}), а Speakup мълчи, докато otc пита",
    .otcSpeaksAsSet: "otc говори (speech е {})",
    .linesOnReaderToo: "редовете са включени, така че {} също ги чете",
    .linesForBraille: "редовете остават за брайловия дисплей, така че {} също ги чете",
    .noLinesReaderSilent: "не се пишат редове, така че {} не ги чете",
    .noLinesWritten: "не се пишат редове",
    .watchRunning: "работи тук ({} е зададена)",
    .watchNotRunning: "не работи тук",
    .watchUses: "използва speech, voice, rate, pitch, volume, language, capitals, braille и wait_for_speech",
    .watchAlwaysSecure: "скритият въпрос винаги е защитено текстово поле, без подсказки",
    .brailleNotUsedOff: "не се използва, брайлът е изключен",
    .brailleShownSocket: "otc показва полето на него, докато пита (сокет на BrlAPI {})",
    .brailleShownHost: "otc показва полето на него, докато пита (BrlAPI {})",
    .brailleNoneFound: "не е намерен на BrlAPI {}",
    .otcAsksWithout: "otc пита без него",
    // {}: the screen reader.
    .otcSpeaksUnseen: "otc говори това, което {} не може да прочете на екрана",
    // {}: the screen reader.
    .otcSpeaksUnseenSpeakupSilent: "otc говори това, което {} не може да прочете на екрана, а Speakup мълчи, докато otc пита",
    // A line of the report. {}: the label; {}: its value.
    .reportLine: "{}: {}",
    // A setting. {}: the key; {}: the value; {}: where it came from.
    .settingLine: "{}: {}, {}",
    // Two parts of a value. {}: the first; {}: the second.
    .parts: "{}; {}",
    // Two parts of a line. {}: the first; {}: the second.
    .listPair: "{}, {}",
    // otc boot enable. {}: the file; {}: the language; {}: the voice; {}: the rate.
    .bootWrote: "Записан е {}: език {}, глас {}, скорост {}.",
    .bootAgentSwitched: "След зареждането агентът на otc в конзолата пита за паролите; този на systemd е маскиран.",
    .bootAgentRestored: "След зареждането агентът на systemd в конзолата отново пита за паролите.",
    // {}: the file.
    .bootRemoved: "Премахнат е {}.",
    // {}: the tool (update-initramfs, dracut).
    .bootRebuilding: "Initramfs се изгражда наново с {}...",
    .bootEnabled: "Готово: паролата се изговаря при следващото зареждане. otc boot status проверява образа.",
    .bootDisabled: "Готово: при следващото зареждане паролата се иска от стандартния въпрос.",
    // {}: the file.
    .bootSettingOn: "Настройка: включена, в {}.",
    // {}: the file.
    .bootSettingOff: "Настройка: изключена (няма {}).",
    // {}: the image.
    .bootImageWithoutOTC: "Образът {} не съдържа otc: пита стандартният въпрос.",
    // {}: the image; {}: the language; {}: the voice; {}: the rate.
    .bootImageHoldsOTC: "Образът {} съдържа otc: език {}, глас {}, скорост {}.",
    // The first line of otc voices.
    .voicesHeader: "Име, език, файл: --voice приема всяко от тях.",
    // A design's row of otc compare. {}: the design; {}: the direction; {}: the hints; then swipes, utterances,
    // words, seconds, the digits' order.
    .designRow: "{}, {}, {}: {}, {}, {}, {}, {}",
    .hintsOn: "подсказки включени",
    .hintsOff: "подсказки изключени",
    // {}: the hints.
    .valueReadAsNumber: "{}, стойността се чете като число",
    .swipesOne: "1 плъзгане",
    // {}: the count, 2 or more (or 0).
    .swipesMany: "{} плъзгания",
    .utterancesOne: "1 изказване",
    // {}: the count, 2 or more (or 0).
    .utterancesMany: "{} изказвания",
    .wordsOne: "1 дума",
    // {}: the count, 2 or more (or 0).
    .wordsMany: "{} думи",
    // A count reckoned, not measured. {}: the count with its noun.
    .aboutCount: "около {}",
    // {}: the seconds, with one decimal.
    .secondsCount: "{} секунди",
    .digitsInCodeOrder: "цифрите в реда на кода",
    .digitsReversed: "цифрите наобратно",
    // A transcript's row of otc compare. {}: the file; {}: utterances; {}: words; {}: seconds.
    .transcriptCostRow: "{}: {}, {}, {}",
    .voiceOverSpellOutNote:
      """
    Едно поле за код се чете цифра по цифра само когато приложението го е отбелязало за спелуване \
    (accessibilitySpeechSpellOut); иначе VoiceOver чете стойността като число.
    """,
    .talkBackSpellOutNote:
      """
    В Android едно поле за код се чете цифра по цифра само когато приложението е отбелязало текста му за спелуване \
    (TtsSpan); иначе TalkBack подава на синтезатора числото.
    """,
    // {}: the line; {}: what was expected; {}: what was heard.
    .diffLineChanged: "ред {}: очаквано „{}“, чуто „{}“",
    // {}: the line; {}: what was expected.
    .diffLineMissing: "ред {}: липсва „{}“",
    // {}: the line; {}: what was heard.
    .diffLineExtra: "ред {}: в повече „{}“",
    // {}: the expected file; {}: its format; {}: its utterances; then the same of the heard file.
    .diffRead: "Прочетен е {} като {}, {}; {} като {}, {}.",
    // {}: the utterances.
    .diffIdentical: "Еднакви: {}.",
    // {}: the utterances; {}: how many are worded differently.
    .diffEquivalent: "Равностойни: {}, {} казани с други думи.",
    // {}: the options; {}: the utterances; {}: how many are worded differently.
    .diffEquivalentUnder: "Равностойни при {}: {}, {} казани с други думи.",
    .differencesOne: "1 разлика",
    // {}: the count, 2 or more.
    .differencesMany: "{} разлики",
    // {}: the differences; {}: of which kinds.
    .diffSummary: "{}: {}.",
    // {}: how many.
    .diffChanged: "променени: {}",
    // {}: how many.
    .diffMissing: "липсващи: {}",
    // {}: how many.
    .diffExtra: "в повече: {}",
    // What the rule code-split-into-fields finds.
    .ruleKeypadKeyUnnamed: "Клавиш от клавиатурата за ПИН няма име: екранният четец го нарича само бутон.",
    .ruleKeypadCountSilent: "Нищо, до което стига екранният четец, не казва колко цифри от ПИН-а са въведени.",
    .ruleCodeSplit: "Кодът е разделен на по едно поле за всяка цифра: спирка на фокуса и изказване за всяка цифра.",
    // What the rule digit-field-without-position finds.
    .ruleDigitWithoutPosition: "Името на поле за цифра не казва коя цифра е то и от колко.",
    // What the rule field-unnamed finds.
    .ruleFieldUnnamed: "Текстово поле няма име (или има само знаците на маска): екранният четец го нарича само текстово поле.",
    // What the rule two-focus-stops-per-field finds.
    .ruleTwoStopsPerField: "Контейнер, който приема фокус, съдържа поле за код: две спирки на фокуса за едно поле.",
    // What the rule one-time-code-hint-missing finds.
    .ruleHintMissing: "Нито едно поле за код няма подсказката за автоматично попълване one-time-code.",
    // What the rule one-time-code-hint-on-several-fields finds.
    .ruleHintRepeated: "Подсказката за автоматично попълване one-time-code е на повече от едно поле.",
    // What the rule code-field-secure finds.
    .ruleCodeFieldSecure: "Поле за еднократен код скрива въведеното, както поле за парола.",
    // What the rule code-read-as-number finds.
    .ruleCodeReadAsNumber: "Стойността на полето за код се подава на екранния четец като едно число.",
    // {}: what the field is heard as.
    .heardKeyUnnamed: "{}: какво прави клавишът не се казва",
    .heardCountSilent:
      """
    всеки клавиш казва цифрата си, а точките, които показват въведените цифри, мълчат: слушащият брои сам и не чува \
    пропуснато или двойно натискане
    """,
    .heardNothingSaysWhat: "{}: нищо не казва за какво е полето",
    // {}: what the field is heard as.
    .heardNoPosition: "{}: никога не се казва коя цифра от колко",
    // {}: what the field is heard as.
    .heardTwoStops: "спирка за контейнера, който съдържа полето, после друга за полето, {}",
    // {}: what the field is heard as.
    .heardSecure: "{}: въведените цифри могат да се преброят, но никога да се чуят",
    // {}: swipes; {}: utterances; {}: the code's digits; {}: words; {}: seconds; then one field's words and
    // seconds, and what it says.
    .heardSplit: "{} и {}, за да се чуе кодът от {} цифри, {}, {}; едно поле иска 1 плъзгане, {}, {}: „{}“",
    .heardNoHint:
      """
    над клавиатурата не се предлага код: слушащият напуска екрана, за да намери кода в съобщение, и трябва да го запомни \
    цифра по цифра
    """,
    // {}: how many other fields.
    .heardHintRepeated:
      "предложеният над клавиатурата код попълва едно поле; {} други остават празни и формулярът може да изпрати непълен код",
    // {}: the value; {}: the number it is said as.
    .heardAsNumber: "„{}“ се казва като числото „{}“, а не цифра по цифра",
    // {}: the field's position; {}: how many fields.
    .fixNameByPosition: "Наименувайте всяко поле по мястото му, „Цифра {} от {}“, или по-добре използвайте едно поле за кода.",
    .fixNameKey: "Наречете клавиша според това, което прави, например „Изтрий“ или „Потвърди“ (на езика на приложението).",
    .fixSayCount:
      """
    Кажете колко цифри са въведени: наречете точките според това, което показват („въведени 2 от 4 цифри“), и обявявайте \
    броя, когато се промени (жива област; announceForAccessibility).
    """,
    .fixGiveLabel: "Дайте на полето етикет, който казва какво иска, например „Код за потвърждение“.",
    // {}: the field's position; {}: how many fields.
    .fixNameDigit: "Наименувайте полето „Цифра {} от {}“ (на езика на приложението) или използвайте едно поле за кода.",
    // {}: how many fields, three times.
    .fixNameEachRange:
      """
    Наименувайте всяко поле по мястото му, от „Цифра 1 от {}“ до „Цифра {} от {}“ (на езика на приложението), или по-добре \
    използвайте едно поле за кода.
    """,
    .fixContainer:
      """
    Направете контейнера да не приема фокус (android:focusable=\"false\", без tabindex и role на него) и сложете етикета му \
    на полето.
    """,
    .fixSecure:
      """
    Еднократният код не е парола: използвайте обикновено текстово поле (без secureTextEntry, без тип на въвеждане за \
    парола), за да може слушащият да провери всяка цифра.
    """,
    .fixOneField:
      """
    Използвайте едно текстово поле за целия код, с подсказката за автоматично попълване one-time-code и цифрова клавиатура, \
    и рисувайте кутийките от текста му (поправката от изходните статии).
    """,
    .fixAddHint:
      """
    Отбележете полето за код с autocomplete=\"one-time-code\" (iOS: textContentType .oneTimeCode; Android: autofillHints \
    smsOTPCode), само на това поле.
    """,
    .fixHintOnce: "Сложете подсказката one-time-code само на едно поле; още по-добре, направете кода едно поле.",
    .fixSpellOut:
      """
    Накарайте екранния четец да спелува стойността: accessibilityAttributedValue с accessibilitySpeechSpellOut (iOS), \
    TtsSpan от тип verbatim или digits (Android) или цифрите, разделени с интервали, в достъпната стойност (уеб).
    """,
    // {}: the file; {}: why.
    .auditNotRead: "{}: не е прочетен: {}.",
    // {}: the file; {}: what was read; {}: the code entry.
    .auditFileRead: "{}: {}; въвеждането на кода: {}.",
    // {}: what was read.
    .auditNoEntry:
      """
    {}, но няма въвеждане на код: нито поле с подсказката one-time-code, име или идентификатор, който казва код, или маска \
    на код, нито поредица от полета с по един знак или клавиатура за ПИН; нищо не е проверено
    """,
    .nothingRead: "нищо не е прочетено",
    .entryNone: "няма въвеждане на код",
    // {}: the field.
    .entryOneField: "1 поле, {}",
    // {}: how many; {}: the first.
    .entryFields: "{} полета, от {}",
    .entryKeypad: "клавиатура от {} клавиша, от {}",
    // {}: where; {}: the rule; {}: the field; {}: what the rule finds; {}: what is heard; {}: the fix.
    .auditFinding: "{}: {}: {}: {} Чува се: {}. Поправка: {}",
    // {}: where; {}: the rule; {}: how many fields; {}: which; {}: what the rule finds; {}: heard on the first; {}: the fix.
    .auditFindingGroup: "{}: {}: {} полета, {}: {} Чува се на първото: {}. Поправка: {}",
    // {}: the first field.
    .fieldsFrom: "от {}",
    // {}: the first field; {}: the last.
    .fieldsFromTo: "{} до {}",
    // {}: the format; {}: what it cannot show.
    .notCheckableFrom: "Не може да се провери от {}: {}.",
    .noProblemFound: "Не е намерен проблем",
    .problemsFoundOne: "Намерен е 1 проблем",
    // {}: how many.
    .problemsFoundMany: "Намерени са {} проблема",
    .filesNotReadOne: "1 файл не е прочетен",
    // {}: how many.
    .filesNotReadMany: "{} файла не са прочетени",
    .filesWithoutEntryOne: "1 файл без въвеждане на код",
    // {}: how many.
    .filesWithoutEntryMany: "{} файла без въвеждане на код",
    // A line of a report. {}: the file; {}: what is said of it.
    .fileSentence: "{}: {}.",
    // An element named by its line. {}: the line.
    .elementOnLine: "елемент на ред {}",
    .elementWithoutName: "елемент без име",
    // Words quoted as they are heard. {}: the words.
    .quoted: "„{}“",
    // What a screen format may not show.
    .factAutofill: "подсказки за автоматично попълване",
    // What a screen format may not show.
    .factSecureEntry: "скрито въвеждане",
    // What a screen format may not show.
    .factNesting: "контейнери около полетата, които приемат фокус",
    // What a screen format may not show.
    .factMaxLength: "дължини на полетата",
    // What a screen format may not show.
    .factValue: "как се чете стойността на поле (дали приложението я е отбелязало за спелуване)",
    // The verdict when some rules could not be checked. {}: how many rules.
    .noProblemInWhatWasChecked: "Не е намерен проблем в това, което можа да се провери (не могат да се проверят: {})",
    .rulesOne: "1 правило",
    // {}: how many, 2 or more.
    .rulesMany: "{} правила",
  ]
}
