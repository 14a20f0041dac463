extension MessageWords {
  /// otc's messages in Bulgarian, by key; `{}` stands for each value, in order.
  static func bulgarian(_ key: MessageKey) -> String {
    switch key {
    // {}: the length given.
    case .lengthOutside: "Дължината {} е извън границите от 4 до 12 цифри."
    case .timeoutOutside: "Времето за изчакване трябва да е повече от 0 секунди и най-много 86400 (един ден)."
    case .queryOrWatch: "Дайте една от опциите --query и --watch."
    case .codeOrCodeFile: "Дайте кода с --code или с --code-file, не и с двете."
    case .giveCode: "Дайте кода с --code ЦИФРИ или с --code-file ФАЙЛ."
    case .giveCodeOrTranscripts: "Дайте кода с --code ЦИФРИ или с --code-file ФАЙЛ, или транскрипции с --transcript ФАЙЛ."
    case .giveCodeOrScreen: "Дайте кода с --code ЦИФРИ или с --code-file ФАЙЛ, или файл с екран с --screen ФАЙЛ."
    case .codeOrTranscripts: "Дайте код или транскрипции за измерване, не и двете."
    case .screenOrTranscripts: "Измервайте екран или транскрипции, не и двете."
    case .screenHeardWithOne: "--screen-reader both е само за моделите; един екран се слуша с един четец."
    case .screenReaderForDesigns:
      """
      --screen-reader избира чии редове получават моделите; транскрипциите се измерват така, както са чути.
      """
    // {}: the rate given.
    case .rateOutside: "Скоростта {} е извън границите от 80 до 700 думи в минута."
    case .labelPerDigit:
      """
      --label дава име на единичното поле; полетата по цифра се назовават с позициите си. Махнете --label или използвайте \
      --mode single.
      """
    case .codeOrScreen: "Дайте код или файл с екран с --screen, не и двете."
    case .screenHasItsFields:
      """
      --mode, --label, --secure, --activate и --value-reading оформят екраните, които otc си представя; файлът с екран има \
      свои полета.
      """
    case .fromNeedsScreen: "--from назовава формата на файл с екран; дайте файла с --screen."
    case .oneKey: "Дайте един ключ: име, --pass ЗАПИС или --uri-file ФАЙЛ."
    case .addAlone: "--add пази URI от стандартния вход; не давайте друг ключ с него."
    case .passEntryName: "--pass приема име на запис, например totp/github."
    case .minSecondsRange: "--min-seconds е от 0 до 3600."
    case .atNotNegative: "--at е секунди от 1970 г., 0 или повече."
    case .folderAndKeyEcho: "Дайте папката и ехото на клавишите, или --give-back."
    case .noTextToSay: "няма текст за казване"
    case .noDiskToAskFor: "няма диск, за който да се пита: CRYPTTAB_NAME не е зададена (cryptroot я задава за своя keyscript)"
    case .codeEmpty: "кодът е празен; дайте от 4 до 12 цифри"
    // {}: what is there, named (“the letter a”); {}: its position.
    case .codeHasNonDigit: "кодът има {} на позиция {}; кодът съдържа само цифри"
    case .codeTooShortOne: "кодът има 1 цифра; кодът има поне 4"
    // {}: the digits found.
    case .codeTooShort: "кодът има {} цифри; кодът има поне 4"
    // {}: the digits found.
    case .codeTooLong: "кодът има {} цифри; кодът има най-много 12"
    case .characterSpace: "интервал"
    // {}: the letter.
    case .characterLetter: "буквата „{}“"
    // {}: its code points (U+1B).
    case .characterControl: "управляващ знак ({})"
    // {}: the character; {}: its code points.
    case .characterOther: "знака „{}“ ({})"
    // {}: the file.
    case .codeFromNotText: "кодът не може да бъде прочетен от {}: не е текст в UTF-8"
    // {}: the file's problem.
    case .codeFrom: "кодът не може да бъде прочетен от {}"
    case .codeInProcessList: "кодът, даден с --code, се вижда в списъка с процеси; --code-file - го пази скрит"
    // {}: the path; {}: why.
    case .fileProblem: "{}: {}"
    // {}: the file's problem (path: why).
    case .cannotRead: "не може да се прочете {}"
    // {}: the file's problem (path: why).
    case .cannotWrite: "не може да се запише {}"
    // {}: the path; {}: why.
    case .cannotReadBecause: "не може да се прочете {}: {}"
    // {}: the path; {}: why.
    case .cannotCompareBecause: "не може да се сравни {}: {}"
    // {}: the path; {}: why.
    case .cannotWriteBecause: "{} не може да се запише: {}"
    case .isFolder: "това е папка"
    case .isFIFO: "това е FIFO, а не обикновен файл; otc не го използва"
    case .isNotRegular: "това не е обикновен файл; otc не го използва"
    // {}: the owner's uid.
    case .belongsToOther: "принадлежи на друг потребител (uid {}); otc използва само ваш файл или на root"
    // {}: the mode, in octal.
    case .othersMayWrite:
      """
      групата или други могат да го записват (режим {}); otc не го използва, докато не изпълните chmod go-w върху него
      """
    // {}: a size (64 KB).
    case .isLargerThan: "по-голям е от {}"
    case .cannotWriteInto: "това не е файл, в който otc може да пише"
    case .isNotFolder: "това не е папка"
    case .folderOfOther: "принадлежи на друг потребител"
    case .folderOpen: "други могат да влизат в нея; трябва да е 0700"
    case .isLink: "това е символна връзка, а otc не следва връзки за това, което записва"
    // {}: the system's reason.
    case .terminalSetUp: "терминалът не може да бъде подготвен: {}"
    // {}: the file's problem (path: why).
    case .transcriptUnwritable: "транскрипцията не може да бъде записана: {}"
    // {}: the file's problem (path: why).
    case .wavUnwritable: "WAV файлът не може да бъде записан: {}"
    // {}: the system's reason.
    case .keysUnreadable: "клавишите не могат да бъдат прочетени: {}"
    // {}: the terminal's path; {}: why.
    case .noTerminal: "няма терминал, на който да се пита ({}: {})"
    // {}: the terminal's path; {}: why; {}: what to do.
    case .noTerminalAdvised: "няма терминал, на който да се пита ({}: {}); {}"
    case .runFromTerminal: "стартирайте програмата от терминал или дайте отговора по друг начин"
    // {}: the system's reason.
    case .standardOutputUnwritable: "не може да се пише на стандартния изход: {}"
    // {}: the folder's problem (path: why).
    case .runtimeFolderUnusable: "папката за изпълнение не може да се използва: {}"
    // {}: the loader's reason.
    case .libassuanMissing: "libassuan, нужна за протокола на gpg-agent, не може да се зареди: {}"
    case .assuanServerFailed: "сървърът Assuan не може да се стартира на стандартния вход и изход"
    case .agentNotRoot: "не е root: systemd приема отговори само от root и всеки отговор ще бъде отказан; стартирайте като root"
    // {}: the question; {}: why.
    case .cannotAnswer: "не може да се отговори на {}: {}"
    case .speakupNotSilenced: "Speakup не може да бъде заглушен; той също чете редовете на otc"
    // {}: the BrlAPI host (:0); {}: why, in BrlAPI's or the system's words.
    case .brailleNotUsed: "брайловият дисплей не се използва: BrlAPI {} {}"
    // {}: the setting's problem.
    case .settingIgnored:
      """
      пренебрегнато {}; otc използва следващото място, където тази настройка е зададена, или стойността по подразбиране
      """
    // Said aloud. {}: where (the config file is named so); {}: why.
    case .settingSpokenIgnored: "Пренебрегната настройка: {}: {}"
    // {}: the flag, variable or file; {}: why.
    case .settingPlace: "{}: {}"
    // {}: the config file's path; {}: the line.
    case .fileLine: "{}, ред {}"
    // The config file, said aloud instead of its path.
    case .theConfigFile: "конфигурационният файл"
    // {}: the key; {}, {}: the range.
    case .wholeNumber: "{} трябва да е цяло число от {} до {}"
    // {}: the key.
    case .trueOrFalse: "{} трябва да е true или false"
    // {}: the key; {}: its values, “or” between the last two.
    case .oneOfValues: "{} трябва да е {}"
    // {}: the key.
    case .mustNotBeEmpty: "{} не може да е празно"
    // {}: the key found; {}: the keys.
    case .unknownKey: "непознат ключ „{}“; ключовете са {}"
    case .noTables: "конфигурационният файл на otc няма таблици; настройките са ключове най-горе, например rate = 200"
    // {}: TOML's reason.
    case .notTOML: "не е TOML: {}"
    // {}: why the file is refused.
    case .noneOfFileUsed: "{}; нищо от файла не се използва"
    // Two values or more: {} the first ones, {} the last.
    case .orList: "{} или {}"
    // {}: espeak-ng's status.
    case .espeakFailed: "espeak-ng даде грешка: {}"
    // {}: espeak-ng's status.
    case .espeakNoData: "espeak-ng не може да зареди данните си (проверете ESPEAK_DATA_PATH или инсталирайте espeak-ng-data): {}"
    // {}: the voice asked for.
    case .voiceNotFound: "няма глас на espeak-ng с име „{}“; otc voices ги изброява"
    // {}: the rate.
    case .speechRateOutside: "скоростта {} е извън границите от 80 до 700 думи в минута"
    // {}: the sound system's reason.
    case .noAudioDevice: "не може да се отвори аудиоустройство ({})"
    // {}: the sound system's reason.
    case .audioDeviceFailed: "аудиоустройството даде грешка ({})"
    // {}: why.
    case .noSpeechDispatcher: "Speech Dispatcher не отговаря ({})"
    // {}: why.
    case .speechDispatcherFailed: "Speech Dispatcher даде грешка ({})"
    case .speechDispatcherStopped: "Speech Dispatcher спря да отговаря; продължава само с текст"
    // {}: what failed.
    case .continuingTextOnly: "{}; продължава само с текст."
    // {}: what failed.
    case .continuingWithoutSpeechd: "{}; продължава без Speech Dispatcher"
    // {}: what failed.
    case .languagesOwnVoice: "{}; говори със собствения глас на езика"
    // Advice. {}: the output module.
    case .speakingThroughModule: "говори чрез Speech Dispatcher (модул {})"
    // Advice.
    case .speakingThroughDefaultModule: "говори чрез Speech Dispatcher (модула по подразбиране)"
    // Advice. {}: the sound device.
    case .speakingThroughEspeak: "говори чрез espeak-ng и {}"
    // Advice. {}: the locale asked for (pt_PT).
    case .portugalGetsBrazil: "otc говори само бразилски португалски; {} получава pt-BR"
    // {}: the language asked for.
    case .noVoiceSpeaks: "никой глас не говори {}"
    // {}: the shell; {}: the line to put in its start-up file.
    case .watchStartupLoop:
      """
      файлът за стартиране на обвивката ви пуска otc watch отново вътре в otc watch, затова {} стартира без файловете си за \
      стартиране. Пускайте otc watch там само извън него: {}
      """
    // {}: the system's reason.
    case .cannotFollowSignals: "сигналите не могат да бъдат следени: {}"
    // {}: the program; {}: the system's reason.
    case .cannotRun: "{} не може да бъде стартирана: {}"
    // {}: the system's reason.
    case .terminalSettingsUnreadable: "настройките на терминала не могат да бъдат прочетени: {}"
    // {}: the system's reason.
    case .noPseudoTerminal: "не може да се отвори псевдотерминал: {}"
    // {}: the system's reason.
    case .pseudoTerminalUnnamed: "псевдотерминалът не може да бъде назован: {}"
    case .noInitramfsTool: "нито initramfs-tools, нито dracut е инсталиран: няма initramfs, в който otc да влезе"
    // {}: the program; {}: its exit status; {}: what this means.
    case .toolFailed: "{} даде грешка (изходен код {}); {}"
    case .imageMayLackOTC: "образът може да не съдържа otc. otc boot status казва какво съдържа"
    case .imageMayHoldOTC: "образът може все още да съдържа otc"
    case .needsRoot: "това изисква root: променя образа за зареждане и /etc/otc (опитайте sudo)"
    // {}: the file's problem.
    case .cannotRecordSetting: "настройката не може да бъде записана: {}"
    // {}: the path; {}: the system's reason.
    case .cannotRemove: "{} не може да бъде премахнат: {}"
    // {}: the image; {}: the system's reason.
    case .imageUnreadable: "образът {} не може да бъде прочетен: {}"
    case .noUnpackFolder: "не може да се създаде папка за разопаковане на образа"
    // {}: the image.
    case .cannotUnpack: "unmkinitramfs не може да разопакова {}"
    case .noImageReader: "нито unmkinitramfs, нито lsinitrd е инсталиран: образът не може да бъде прочетен"
    // {}: the console; {}: the system's reason.
    case .cannotWriteTo: "не може да се пише в {}: {}"
    // {}: the disk's name; {}: the system's reason.
    case .unlockedNotSaid: "не може да се каже, че {} е отключен: {}"
    // {}: why the remote answer is not taken.
    case .typedOnlyHere: "{}; паролата може да се въведе само тук"
    // {}: the path; {}: the system's reason.
    case .cannotMake: "{} не може да бъде създаден: {}"
    // {}: the FIFO.
    case .wentAway: "{} изчезна"
    // {}: the most bytes taken.
    case .passphraseTooLong: "парола с повече от {} байта беше отказана"
    // {}: the key's name.
    case .pipeTheURI: "подайте URI през канал, за да не се показва никога: otc totp --add {} < ФАЙЛ"
    case .noKeyFolderToKeep: "нито XDG_CONFIG_HOME, нито HOME казва къде да се пазят ключовете"
    case .noKeyFolder: "нито XDG_CONFIG_HOME, нито HOME казва къде се пазят ключовете"
    // {}: the name; {}: the folder; {}: the name again.
    case .noKeyNamed: "няма ключ с име {} в {}; запазете такъв с otc totp --add {} < ФАЙЛ"
    // {}: the key's file.
    case .hotpAtEnd: "броячът HOTP на {} не може да продължи"
    case .giveAKey: "дайте ключ: име, запазено с --add, --pass ЗАПИС, --uri-file ФАЙЛ или URI на стандартния вход"
    case .hotpNeedsFile:
      """
      броячът на ключ HOTP трябва да се премества след всеки код, а otc може да прави това само във файл: запазете го с otc \
      totp --add ИМЕ
      """
    case .notOTPAuth: "няма URI otpauth://"
    // {}: the limit.
    case .uriTooLong: "URI otpauth е по-дълъг от {} байта"
    case .uriUnknownType: "типът на URI otpauth не е нито totp, нито hotp"
    case .uriNoSecret: "URI otpauth няма параметър secret"
    case .uriEmptySecret: "secret на URI otpauth е празен"
    case .uriBadSecret: "secret на URI otpauth не е base32 (буквите от A до Z и цифрите от 2 до 7)"
    // {}: the parameter.
    case .uriTwice: "URI otpauth дава параметъра {} два пъти"
    case .uriBadAlgorithm: "algorithm на URI otpauth не е SHA1, SHA256 или SHA512"
    case .uriBadDigits: "параметърът digits на URI otpauth не е 6, 7 или 8"
    case .uriBadPeriod: "period на URI otpauth не е брой секунди от 1 до 86400"
    case .uriNoCounter: "URI otpauth е hotp, но няма параметър counter"
    case .uriBadCounter: "counter на URI otpauth не е цяло число"
    // {}: the parameter.
    case .uriBadEscape: "{} на URI otpauth има счупено процентно кодиране"
    // {}: the path; {}: the system's reason.
    case .keyCannotOpen: "{} не може да бъде отворен: {}"
    // {}: the path.
    case .keyNotAFile: "{} не е обикновен файл"
    // {}: the path.
    case .keyNotOwned: "{} принадлежи на друг потребител"
    // {}: the path; {}: its mode; {}: the path.
    case .keyOpenToOthers: "{} може да се чете или записва от други (режим {}); направете го само ваш: chmod 600 {}"
    // {}: the folder; {}: its mode.
    case .keyFolderOpen: "в папката {} могат да пишат други (режим {}), които биха могли да подменят ключа в нея"
    // {}: the path; {}: the limit in KB.
    case .keyTooLarge: "{} е по-голям от {} KB; URI на ключ е един ред"
    // {}: the path.
    case .keyExists: "вече има ключ в {}; първо го премахнете, за да го замените"
    // {}: the name.
    case .keyBadName:
      """
      '{}' не е име на ключ: използвайте букви, цифри, точки, тирета, долни черти, маймунки и плюсове, без точка в началото
      """
    // {}: the program; {}: its exit status.
    case .programFailed: "{} даде грешка (изходен код {})"
    // {}: the screen file.
    case .codeFieldsEmpty: "{}: полетата на кода са празни; дайте кода, с който да се попълнят, с --code-file ФАЙЛ"
    // {}: the screen file; {}: its fields; {}: the code's digits.
    case .codeEntryFields: "{}: въвеждането на кода има {} полета, а не {}"
    // {}: the screen file.
    case .noCodeEntry:
      """
      {}: няма въвеждане на код: нито поле с подсказката one-time-code, име или идентификатор, който казва код, или маска на \
      код, нито поредица от полета с по един знак
      """
    // {}: the file; {}: the format it was read as; {}: why nothing was found.
    case .nothingToCompare: "{}, прочетен като {}: {}; няма какво да се сравнява (--allow-empty го сравнява)"
    // Advice. {}: the file; {}: what was read.
    case .screenRead: "прочетен {}: {}"
    // {}: text otc does not translate: a reason given in the words of the file's format or another program.
    case .plainText: "{}"
    // Said aloud as a command that asks ends. {}: the error.
    case .errorSaid: "Грешка: {}"
    case .fifoWithoutReader: "това е FIFO без четец"
    // {}: the path.
    case .notAFIFO: "{} не е FIFO"
    // {}: the path; {}: its owner's uid; {}: its mode.
    case .fifoNotOwnersAlone: "{} не принадлежи само на този потребител (собственик {}, режим {})"
    // {}: the transcript; {}: why.
    case .cannotMeasureBecause: "{} не може да бъде измерен: {}"
    // Advice. {}: the name; {}: what the key is.
    case .keptKey: "запазен {}: {}"
    // Advice. {}: the name; {}: whose (issuer, account); {}: what the key is.
    case .keptKeyOf: "запазен {} ({}): {}"
    // {}: digits; {}: seconds.
    case .totpKind: "TOTP, {} цифри, на всеки {} секунди"
    // {}: digits.
    case .hotpKind: "HOTP, {} цифри"
    // {}: the line; {}: what is wrong there.
    case .screenLine: "ред {}: {}"
    // {}: the file; {}: why.
    case .screenUnreadable: "екранът в {} не може да бъде прочетен: {}"
    // {}: the file; {}: the format asked for; {}: why.
    case .screenUnreadableAs: "екранът в {} не може да бъде прочетен като {}: {}"
    // Advice. {}: the format; {}: the elements; {}: the focus stops.
    case .screenSummary: "{}, {}, {}"
    case .elementsOne: "1 елемент"
    // {}: how many.
    case .elementsMany: "{} елемента"
    case .focusStopsOne: "1 спирка на фокуса"
    // {}: how many.
    case .focusStopsMany: "{} спирки на фокуса"
    case .formatUIAutomator: "дъмп от uiautomator"
    case .formatAppiumAndroid: "page source от Appium на приложение за Android"
    case .formatAppiumIOS: "page source от Appium на приложение за iOS"
    case .formatXCUITest: "описание от XCUITest на приложение за iOS"
    case .formatMaestro: "йерархия от Maestro"
    case .formatChromeTree: "дървото на достъпността на Chrome"
    case .formatSnapshot: "файл от AccessibilitySnapshot"
    case .formatHTML: "HTML страница"
    case .formatAria: "ARIA моментна снимка от Playwright"
    // {}: the formats tried.
    case .screenFormatUnknown:
      """
      otc не може да разпознае формата: не е нито един от тези, които otc чете ({}). Посочете формата с --from
      """
    // {}: the element.
    case .screenUnknownIOSElement: "съдържа <{}>, който не е елемент XCUIElementType от page source за iOS на Appium"
    case .screenNoIOSElement: "не съдържа елемент XCUIElementType"
    // {}: the most.
    case .screenTooManyElements: "съдържа повече от {} елемента, повече, отколкото otc чете в един екран"
    // {}: the most.
    case .screenTooManyAttributes: "съдържа повече от {} атрибута, повече, отколкото otc чете в един екран"
    // {}: the most levels.
    case .screenElementsTooDeep: "елементите му са вложени на повече от {} нива"
    // {}: the most levels.
    case .screenNodesTooDeep: "възлите му са вложени на повече от {} нива"
    // {}: the most levels.
    case .screenListsTooDeep: "списъците му са вложени на повече от {} нива"
    case .screenNoSubtree: "не съдържа елемент: няма ред под \"Element subtree:\""
    // {}: the line's start.
    case .screenNotXCUITestElement: "\"{}\" не е елемент на описание от XCUITest (първо тип, например Button)"
    // {}: the elements.
    case .screenNothingForVoiceOver: "VoiceOver не би спрял на нито един от неговите {} елемента: нито един не е достъпен и видим"
    // {}: the JSON decoder's reason.
    case .screenNotChromeTree: "не е дървото на достъпността на Chrome (Accessibility.getFullAXTree): {}"
    case .screenNoNodes: "списъкът му с възли е празен"
    case .screenNothingChromeReads:
      """
      не съдържа нищо, което екранен четец чете: всеки възел е пренебрегнат или е контейнер, който няма какво да каже
      """
    // {}: the root element.
    case .screenNotHierarchy: "коренният му елемент е <{}>, а не <hierarchy> от uiautomator"
    case .screenEmptyHierarchy: "неговият <hierarchy> не съдържа възел"
    case .screenNothingHTMLReads: "не съдържа нищо, което екранен четец чете: нито поле, нито бутон, нито текст"
    // {}: libxml2's reason.
    case .screenNothingHTMLReadsMistake:
      "не съдържа нищо, което екранен четец чете: нито поле, нито бутон, нито текст (libxml2: {})"
    // {}: the JSON decoder's reason.
    case .screenNotMaestro: "не е йерархия от Maestro: {}"
    case .screenYAMLNotAria: "това е YAML, но не списък от ARIA възли (\"- role \\\"name\\\"\")"
    // {}: how many keys.
    case .screenMappingKeys: "възел е съответствие от {} ключа, а не една роля"
    case .screenListInList: "списък е вложен в списък без роля"
    case .screenNodeHoldsMapping: "възел съдържа съответствие; трябва да съдържа текст или списък"
    case .screenNoAriaNodes: "списъкът му с ARIA възли е празен"
    // {}: the line's start.
    case .screenNoRole: "\"{}\" не започва с роля"
    // {}: the line's start.
    case .screenNoClosingQuote: "името на \"{}\" няма затварящи кавички"
    // {}: the loader's reason.
    case .screenNeedsLibyaml: "за да се прочете, е нужна libyaml (пакетът libyaml-0-2 на Debian): {}"
    case .screenLibyamlFailed: "libyaml не може да стартира"
    // {}: libyaml's reason.
    case .screenNotYAML: "не е правилно оформен YAML: {}"
    case .screenEmpty: "празен е"
    case .screenYAMLAlias: "използва YAML псевдоним; ARIA моментната снимка няма такива и otc не ги разгъва"
    case .screenKeyWithoutValue: "съответствие има ключ без стойност"
    case .screenUnopenedClose: "затваря колекция, която никога не е отворил"
    case .screenJSONWithoutList: "това е JSON, но няма списък с елементи (списък най-горе или \"elements\")"
    // {}: the JSON decoder's reason.
    case .screenNotSnapshot: "не е списък с елементи от AccessibilitySnapshot: {}"
    case .screenNoElements: "списъкът му с елементи е празен"
    // {}: the loader's reason.
    case .screenNeedsLibxml: "за да се прочете, е нужна libxml2 (пакетът libxml2 на Debian): {}"
    case .screenTooLarge: "твърде голям е, за да се прочете"
    case .screenOutOfMemory: "на libxml2 не ѝ стигна паметта при четенето"
    // {}: HTML or XML; {}: libxml2's reason.
    case .screenNotWellFormed: "не е правилно оформен {}: {}"
    case .screenNoElement: "не съдържа елемент"
    // {}: the key.
    case .decoderMissing: "няма \"{}\""
    case .transcriptBinary: "това е двоичен файл, а не транскрипция"
    case .transcriptNotUTF8: "не е текст в UTF-8"
    case .transcriptOddJSONArray: "започва като JSON масив, но не е нито масив от низове, нито от обекти с text"
    // {}: the log's kind; {}: the line's start.
    case .transcriptLogLine: "ред от този {} не може да бъде прочетен: {}"
    // {}: the line.
    case .transcriptLineNotJSON: "ред {} не е JSON обект с text"
    case .transcriptFormatText: "текст"
    case .transcriptFormatJSONLines: "JSON Lines"
    case .transcriptFormatPhrases: "JSON масив от фрази"
    case .transcriptFormatUtterances: "JSON масив от изказвания"
    case .transcriptFormatNVDA: "журнал на NVDA"
    case .transcriptFormatOrca: "журнал за отстраняване на грешки на Orca"
    case .transcriptFormatSpeechd: "журнал на Speech Dispatcher"
    case .fileEmpty: "файлът е празен"
    case .onlyBlankLines: "има само празни редове"
    case .textsAllEmpty: "всичките му текстове са празни"
    case .arrayEmpty: "масивът е празен"
    // {}: the marker (Speaking, SPEECH OUTPUT).
    case .noMarkedLines: "няма редове {}"
    // {}: the marker.
    case .markedLineSaysNothing: "редът му {} не казва нищо"
    // {}: how many; {}: the marker.
    case .markedLinesSayNothing: "неговите {} реда {} не казват нищо"
    case .noSSIPLines: "няма SSIP редове от клиент (журнал на ниво 5 ли е?)"
    // {}: how many SSIP lines.
    case .noSpeakInSSIP: "няма съобщение SPEAK или CHAR в неговите {} SSIP реда"
    // {}: PulseAudio's own reason, or what failed.
    case .pulseReason: "PulseAudio: {}"
    case .pulseNotLoaded: "libpulse.so.0 не е заредена"
    case .outOfMemory: "няма достатъчно памет"
    // {}: the step; {}: PulseAudio's reason.
    case .pulseStepFailed: "{}: {}"
    case .pulseCannotConnect: "не може да се свърже"
    case .pulseCannotMakeStream: "не може да се създаде поток"
    case .pulseCannotOpenStream: "не може да се отвори поток"
    case .pulseStreamStopped: "потокът спря"
    case .pulseStoppedTaking: "звуковият сървър спря да приема семпли"
    case .pulseWriteFailed: "запис не успя"
    case .pulseServerGone: "сървърът изчезна"
    case .pulseStoppedBeforeEnd: "PulseAudio спря, преди да бъдат изсвирени последните думи"
    case .noOutputAvailable: "няма наличен изход PulseAudio, ALSA или OSS"
    // {}: the last reason.
    case .allOutputsFailed: "PulseAudio, ALSA и OSS дадоха грешка: {}"
    // {}: seconds.
    case .soundServerNoAnswer: "звуковият сървър не отговори в рамките на {} секунди"
    case .noCardThread: "не може да се стартира нишка за изчакване на звуковата карта"
    case .noSpeakingThread: "не може да се стартира нишка за говорене"
    case .tailNotHandedOn: "думите за довършване не могат да бъдат предадени"
    // {}: the system's reason.
    case .tailNoPipe: "няма канал за думите за довършване: {}"
    case .ssipNoAnswerInTime: "не отговори навреме"
    // {}: its reply's code.
    case .ssipRefusedName: "отказа името на клиента ({})"
    // {}: its reply's code.
    case .ssipRefusedEnd: "отказа да съобщава края на съобщение ({})"
    case .ssipNotConnected: "няма връзка"
    // {}: the command; {}: its reply's code.
    case .ssipRefusedCommand: "отказа {} ({})"
    case .ssipBadPort: "SPEECHD_ADDRESS няма валиден порт"
    // {}: the method.
    case .ssipUnknownMethod: "SPEECHD_ADDRESS посочва метод, който otc не познава: {}"
    // {}: the path.
    case .ssipPathTooLong: "пътят до сокета е твърде дълъг: {}"
    // {}: the host.
    case .ssipNoHost: "хостът {} не може да бъде намерен"
    case .ssipNoAccept: "не прие връзката навреме"
    // {}: the command.
    case .ssipCannotStart: "{} не може да бъде стартиран"
    // {}: the command.
    case .ssipStartedLate: "{} не стартира навреме"
    case .ssipUnaskedReply: "изпрати отговор, който никоя команда не е поискала"
    case .ssipStoppedReading: "спря да чете"
    // {}: the system's reason.
    case .ssipConnectionLost: "връзката беше загубена ({})"
    case .ssipNotUTF8: "изпрати ред, който не е в UTF-8"
    // {}: the most bytes.
    case .ssipLineTooLong: "изпрати ред, по-дълъг от {} байта"
    case .ssipStoppedAnswering: "спря да отговаря"
    case .ssipClosed: "затвори връзката"
    case .ssipNotSSIP: "изпрати нещо, което не е SSIP"
    case .ssipMixedReplies: "смеси два отговора"
    // {}: the most lines.
    case .ssipReplyTooLong: "изпрати отговор от повече от {} реда"
    // {}: its reply's code and text.
    case .ssipRefusedMessage: "отказа съобщението ({})"
    // {}: seconds.
    case .ssipNoAnswerWithin: "не отговори в рамките на {} секунди"
    // {}: the system's reason.
    case .tailNotStarted: "говоренето не може да бъде предадено: {}"
    // {}: seconds.
    case .brlapiNoAnswer: "не отговори в рамките на {} s"
    // {}: the loader's reason.
    case .brlapiNotLoaded: "libbrlapi не може да се зареди: {}"
    // {}: why.
    case .brlapiCannotConnect: "не може да се свърже: {}"
    // {}: why.
    case .brlapiRefused: "отказано: {}"
    case .brlapiNoDisplay: "няма дисплей"
    // {}: its cells; {}: the most otc writes to.
    case .brlapiTooWide: "казва, че дисплеят му има {} клетки, повече от {}, в които otc пише"
    case .brlapiLost: "връзката беше загубена"
    // {}: BrlAPI's reason.
    case .brlapiCannotTake: "дисплеят не може да бъде зает: {}"
    // {}: the path.
    case .noSocketAt: "няма сокет в {}"
    // {}: the path; {}: its owner's uid; {}: who may own it.
    case .socketOfOther: "сокетът му {} принадлежи на друг потребител (uid {}), а не на {}"
    case .sourceFlag: "от командния ред"
    case .sourceEnvironment: "от средата, {}"
    case .sourceFileLine: "от {}, ред {}"
    case .sourceDefault: "стойност по подразбиране на otc"
    case .languagesOwnVoiceValue: "този на езика"
    case .wordsAMinute: "{} думи в минута"
    case .localesLanguage: "{}, според локала"
    case .localesOwn: "според локала"
    case .languageEnglish: "английски"
    case .languageBrazilianPortuguese: "бразилски португалски"
    case .languageBulgarian: "български"
    case .valueOn: "включено"
    case .valueOff: "изключено"
    case .waitForSpeechOn: "включено, отговорът чака, докато всичко бъде казано"
    case .waitForSpeechOff: "изключено, отговорът излиза веднага"
    case .secureOn: "включено, никоя цифра от кода не се казва"
    case .secureOff: "изключено, цифрите на кода се казват; паролата никога"
    case .capitalsBoth: "both, думата главна и по-висок тон"
    case .capitalsWord: "думата главна"
    case .capitalsPitch: "по-висок тон"
    case .capitalsNone: "не се различават"
    case .linesAuto: "auto, otc избира според екранния четец"
    case .linesOn: "on, всяко съобщение е ред"
    case .linesOff: "off, никое съобщение не е ред"
    case .brailleAuto: "auto, на дисплея, когато BrlAPI на brltty е налице"
    case .brailleOn: "on, на дисплея, с известие, когато не е възможно"
    case .brailleOff: "off, никога на дисплея"
    case .screenReaderFor: "{}, за otc read и otc compare"
    case .configFileLabel: "конфигурационен файл"
    case .notThere: "не съществува"
    case .clientsLabel: "клиенти на Speech Dispatcher"
    case .whoSpeaksLabel: "кой говори"
    case .brailleDisplayLabel: "брайлов дисплей"
    case .speakupReads: "екранен четец: Speakup, синтезатор {}, чете тази конзола ({})"
    case .fenrirReadsWithSocket: "екранен четец: Fenrir, процес {}, чете {}, отдалечен сокет {}"
    case .fenrirReadsNoSocket: "екранен четец: Fenrir, процес {}, чете {}, без отдалечен сокет"
    case .orcaReads: "екранен четец: Orca, процес {}, чете този терминал на работния плот"
    case .brlttyShows: "брайл: brltty показва терминала (сокет на BrlAPI {})"
    case .noScreenReaders: "екранни четци: не са намерени до otc"
    case .clientsCannotList: "неизвестни, този Speech Dispatcher не може да изброи клиентите си"
    case .clientsWouldNotList: "неизвестни, Speech Dispatcher не ги изброи ({})"
    case .clientsNoneBesidesOtc: "няма други освен otc"
    case .clientsNoAnswer: "няма, Speech Dispatcher не отговаря"
    case .noReaderHere: "никой екранен четец не чете този терминал"
    case .otcSpeaksPlain: "otc говори"
    case .otcDoesNotSpeak: "otc не говори"
    case .otcSilentSpeechNone: "otc не говори (speech е none)"
    case .readerReadsLines: "{} чете редовете на otc"
    case .otcSilentForSpeakup: "otc не говори, тъй като не може да заглуши Speakup (не е root)"
    case .otcSpeaksSpeakupSilent: "otc говори, а Speakup мълчи, докато otc пита (ехото на клавишите би издало паролата)"
    case .otcSpeaksAsSetSpeakupSilent: "otc говори (speech е {}), а Speakup мълчи, докато otc пита"
    case .otcSpeaksAsSet: "otc говори (speech е {})"
    case .linesOnReaderToo: "редовете са включени, така че {} също ги чете"
    case .linesForBraille: "редовете остават за брайловия дисплей, така че {} също ги чете"
    case .noLinesReaderSilent: "не се пишат редове, така че {} не ги чете"
    case .noLinesWritten: "не се пишат редове"
    case .watchRunning: "работи тук ({} е зададена)"
    case .watchNotRunning: "не работи тук"
    case .watchUses: "използва speech, voice, rate, pitch, volume, language, capitals, braille и wait_for_speech"
    case .watchAlwaysSecure: "скритият въпрос винаги е защитено текстово поле, без подсказки"
    case .brailleNotUsedOff: "не се използва, брайлът е изключен"
    case .brailleShownSocket: "otc показва полето на него, докато пита (сокет на BrlAPI {})"
    case .brailleShownHost: "otc показва полето на него, докато пита (BrlAPI {})"
    case .brailleNoneFound: "не е намерен на BrlAPI {}"
    case .otcAsksWithout: "otc пита без него"
    // {}: the screen reader.
    case .otcSpeaksUnseen: "otc говори това, което {} не може да прочете на екрана"
    // {}: the screen reader.
    case .otcSpeaksUnseenSpeakupSilent: "otc говори това, което {} не може да прочете на екрана, а Speakup мълчи, докато otc пита"
    // A line of the report. {}: the label; {}: its value.
    case .reportLine: "{}: {}"
    // A setting. {}: the key; {}: the value; {}: where it came from.
    case .settingLine: "{}: {}, {}"
    // Two parts of a value. {}: the first; {}: the second.
    case .parts: "{}; {}"
    // Two parts of a line. {}: the first; {}: the second.
    case .listPair: "{}, {}"
    // otc boot enable. {}: the file; {}: the language; {}: the voice; {}: the rate.
    case .bootWrote: "Записан е {}: език {}, глас {}, скорост {}."
    case .bootAgentSwitched: "След зареждането агентът на otc в конзолата пита за паролите; този на systemd е маскиран."
    case .bootAgentRestored: "След зареждането агентът на systemd в конзолата отново пита за паролите."
    // {}: the file.
    case .bootRemoved: "Премахнат е {}."
    // {}: the tool (update-initramfs, dracut).
    case .bootRebuilding: "Initramfs се изгражда наново с {}..."
    case .bootEnabled: "Готово: паролата се изговаря при следващото зареждане. otc boot status проверява образа."
    case .bootDisabled: "Готово: при следващото зареждане паролата се иска от стандартния въпрос."
    // {}: the file.
    case .bootSettingOn: "Настройка: включена, в {}."
    // {}: the file.
    case .bootSettingOff: "Настройка: изключена (няма {})."
    // {}: the image.
    case .bootImageWithoutOTC: "Образът {} не съдържа otc: пита стандартният въпрос."
    // {}: the image; {}: the language; {}: the voice; {}: the rate.
    case .bootImageHoldsOTC: "Образът {} съдържа otc: език {}, глас {}, скорост {}."
    // The first line of otc voices.
    case .voicesHeader: "Име, език, файл: --voice приема всяко от тях."
    // A design's row of otc compare. {}: the design; {}: the direction; {}: the hints; then swipes, utterances
    // words, seconds, the digits' order.
    case .designRow: "{}, {}, {}: {}, {}, {}, {}, {}"
    case .hintsOn: "подсказки включени"
    case .hintsOff: "подсказки изключени"
    // {}: the hints.
    case .valueReadAsNumber: "{}, стойността се чете като число"
    case .swipesOne: "1 плъзгане"
    // {}: the count, 2 or more (or 0).
    case .swipesMany: "{} плъзгания"
    case .utterancesOne: "1 изказване"
    // {}: the count, 2 or more (or 0).
    case .utterancesMany: "{} изказвания"
    case .wordsOne: "1 дума"
    // {}: the count, 2 or more (or 0).
    case .wordsMany: "{} думи"
    // A count reckoned, not measured. {}: the count with its noun.
    case .aboutCount: "около {}"
    // {}: the seconds, with one decimal.
    case .secondsCount: "{} секунди"
    case .digitsInCodeOrder: "цифрите в реда на кода"
    case .digitsReversed: "цифрите наобратно"
    // A transcript's row of otc compare. {}: the file; {}: utterances; {}: words; {}: seconds.
    case .transcriptCostRow: "{}: {}, {}, {}"
    case .voiceOverSpellOutNote:
      """
      Едно поле за код се чете цифра по цифра само когато приложението го е отбелязало за спелуване \
      (accessibilitySpeechSpellOut); иначе VoiceOver чете стойността като число.
      """
    case .talkBackSpellOutNote:
      """
      В Android едно поле за код се чете цифра по цифра само когато приложението е отбелязало текста му за спелуване \
      (TtsSpan); иначе TalkBack подава на синтезатора числото.
      """
    // {}: the line; {}: what was expected; {}: what was heard.
    case .diffLineChanged: "ред {}: очаквано „{}“, чуто „{}“"
    // {}: the line; {}: what was expected.
    case .diffLineMissing: "ред {}: липсва „{}“"
    // {}: the line; {}: what was heard.
    case .diffLineExtra: "ред {}: в повече „{}“"
    // {}: the expected file; {}: its format; {}: its utterances; then the same of the heard file.
    case .diffRead: "Прочетен е {} като {}, {}; {} като {}, {}."
    // {}: the utterances.
    case .diffIdentical: "Еднакви: {}."
    // {}: the utterances; {}: how many are worded differently.
    case .diffEquivalent: "Равностойни: {}, {} казани с други думи."
    // {}: the options; {}: the utterances; {}: how many are worded differently.
    case .diffEquivalentUnder: "Равностойни при {}: {}, {} казани с други думи."
    case .differencesOne: "1 разлика"
    // {}: the count, 2 or more.
    case .differencesMany: "{} разлики"
    // {}: the differences; {}: of which kinds.
    case .diffSummary: "{}: {}."
    // {}: how many.
    case .diffChanged: "променени: {}"
    // {}: how many.
    case .diffMissing: "липсващи: {}"
    // {}: how many.
    case .diffExtra: "в повече: {}"
    // What the rule code-split-into-fields finds.
    case .ruleKeypadKeyUnnamed: "Клавиш от клавиатурата за ПИН няма име: екранният четец го нарича само бутон."
    case .ruleKeypadCountSilent: "Нищо, до което стига екранният четец, не казва колко цифри от ПИН-а са въведени."
    case .ruleCodeSplit: "Кодът е разделен на по едно поле за всяка цифра: спирка на фокуса и изказване за всяка цифра."
    // What the rule digit-field-without-position finds.
    case .ruleDigitWithoutPosition: "Името на поле за цифра не казва коя цифра е то и от колко."
    // What the rule field-unnamed finds.
    case .ruleFieldUnnamed:
      "Текстово поле няма име (или има само знаците на маска): екранният четец го нарича само текстово поле."
    // What the rule two-focus-stops-per-field finds.
    case .ruleTwoStopsPerField: "Контейнер, който приема фокус, съдържа поле за код: две спирки на фокуса за едно поле."
    // What the rule one-time-code-hint-missing finds.
    case .ruleHintMissing: "Нито едно поле за код няма подсказката за автоматично попълване one-time-code."
    // What the rule one-time-code-hint-on-several-fields finds.
    case .ruleHintRepeated: "Подсказката за автоматично попълване one-time-code е на повече от едно поле."
    // What the rule code-field-secure finds.
    case .ruleCodeFieldSecure: "Поле за еднократен код скрива въведеното, както поле за парола."
    // What the rule code-read-as-number finds.
    case .ruleCodeReadAsNumber: "Стойността на полето за код се подава на екранния четец като едно число."
    // {}: what the field is heard as.
    case .heardKeyUnnamed: "{}: какво прави клавишът не се казва"
    case .heardCountSilent:
      """
      всеки клавиш казва цифрата си, а точките, които показват въведените цифри, мълчат: слушащият брои сам и не чува \
      пропуснато или двойно натискане
      """
    case .heardNothingSaysWhat: "{}: нищо не казва за какво е полето"
    // {}: what the field is heard as.
    case .heardNoPosition: "{}: никога не се казва коя цифра от колко"
    // {}: what the field is heard as.
    case .heardTwoStops: "спирка за контейнера, който съдържа полето, после друга за полето, {}"
    // {}: what the field is heard as.
    case .heardSecure: "{}: въведените цифри могат да се преброят, но никога да се чуят"
    // {}: swipes; {}: utterances; {}: the code's digits; {}: words; {}: seconds; then one field's words and
    // seconds, and what it says.
    case .heardSplit: "{} и {}, за да се чуе кодът от {} цифри, {}, {}; едно поле иска 1 плъзгане, {}, {}: „{}“"
    case .heardNoHint:
      """
      над клавиатурата не се предлага код: слушащият напуска екрана, за да намери кода в съобщение, и трябва да го запомни \
      цифра по цифра
      """
    // {}: how many other fields.
    case .heardHintRepeated:
      "предложеният над клавиатурата код попълва едно поле; {} други остават празни и формулярът може да изпрати непълен код"
    // {}: the value; {}: the number it is said as.
    case .heardAsNumber: "„{}“ се казва като числото „{}“, а не цифра по цифра"
    // {}: the field's position; {}: how many fields.
    case .fixNameByPosition:
      "Наименувайте всяко поле по мястото му, „Цифра {} от {}“, или по-добре използвайте едно поле за кода."
    case .fixNameKey: "Наречете клавиша според това, което прави, например „Изтрий“ или „Потвърди“ (на езика на приложението)."
    case .fixSayCount:
      """
      Кажете колко цифри са въведени: наречете точките според това, което показват („въведени 2 от 4 цифри“), и обявявайте \
      броя, когато се промени (жива област; announceForAccessibility).
      """
    case .fixGiveLabel: "Дайте на полето етикет, който казва какво иска, например „Код за потвърждение“."
    // {}: the field's position; {}: how many fields.
    case .fixNameDigit: "Наименувайте полето „Цифра {} от {}“ (на езика на приложението) или използвайте едно поле за кода."
    // {}: how many fields, three times.
    case .fixNameEachRange:
      """
      Наименувайте всяко поле по мястото му, от „Цифра 1 от {}“ до „Цифра {} от {}“ (на езика на приложението), или по-добре \
      използвайте едно поле за кода.
      """
    case .fixContainer:
      """
      Направете контейнера да не приема фокус (android:focusable=\"false\", без tabindex и role на него) и сложете етикета му \
      на полето.
      """
    case .fixSecure:
      """
      Еднократният код не е парола: използвайте обикновено текстово поле (без secureTextEntry, без тип на въвеждане за \
      парола), за да може слушащият да провери всяка цифра.
      """
    case .fixOneField:
      """
      Използвайте едно текстово поле за целия код, с подсказката за автоматично попълване one-time-code и цифрова клавиатура, \
      и рисувайте кутийките от текста му (поправката от изходните статии).
      """
    case .fixAddHint:
      """
      Отбележете полето за код с autocomplete=\"one-time-code\" (iOS: textContentType .oneTimeCode; Android: autofillHints \
      smsOTPCode), само на това поле.
      """
    case .fixHintOnce: "Сложете подсказката one-time-code само на едно поле; още по-добре, направете кода едно поле."
    case .fixSpellOut:
      """
      Накарайте екранния четец да спелува стойността: accessibilityAttributedValue с accessibilitySpeechSpellOut (iOS), \
      TtsSpan от тип verbatim или digits (Android) или цифрите, разделени с интервали, в достъпната стойност (уеб).
      """
    // {}: the file; {}: why.
    case .auditNotRead: "{}: не е прочетен: {}."
    // {}: the file; {}: what was read; {}: the code entry.
    case .auditFileRead: "{}: {}; въвеждането на кода: {}."
    // {}: what was read.
    case .auditNoEntry:
      """
      {}, но няма въвеждане на код: нито поле с подсказката one-time-code, име или идентификатор, който казва код, или маска \
      на код, нито поредица от полета с по един знак или клавиатура за ПИН; нищо не е проверено
      """
    case .nothingRead: "нищо не е прочетено"
    case .entryNone: "няма въвеждане на код"
    // {}: the field.
    case .entryOneField: "1 поле, {}"
    // {}: how many; {}: the first.
    case .entryFields: "{} полета, от {}"
    case .entryKeypad: "клавиатура от {} клавиша, от {}"
    // {}: where; {}: the rule; {}: the field; {}: what the rule finds; {}: what is heard; {}: the fix.
    case .auditFinding: "{}: {}: {}: {} Чува се: {}. Поправка: {}"
    // {}: where; {}: the rule; {}: how many fields; {}: which; {}: what the rule finds; {}: heard on the first; {}: the fix.
    case .auditFindingGroup: "{}: {}: {} полета, {}: {} Чува се на първото: {}. Поправка: {}"
    // {}: the first field.
    case .fieldsFrom: "от {}"
    // {}: the first field; {}: the last.
    case .fieldsFromTo: "{} до {}"
    // {}: the format; {}: what it cannot show.
    case .notCheckableFrom: "Не може да се провери от {}: {}."
    case .noProblemFound: "Не е намерен проблем"
    case .problemsFoundOne: "Намерен е 1 проблем"
    // {}: how many.
    case .problemsFoundMany: "Намерени са {} проблема"
    case .filesNotReadOne: "1 файл не е прочетен"
    // {}: how many.
    case .filesNotReadMany: "{} файла не са прочетени"
    case .filesWithoutEntryOne: "1 файл без въвеждане на код"
    // {}: how many.
    case .filesWithoutEntryMany: "{} файла без въвеждане на код"
    // A line of a report. {}: the file; {}: what is said of it.
    case .fileSentence: "{}: {}."
    // An element named by its line. {}: the line.
    case .elementOnLine: "елемент на ред {}"
    case .elementWithoutName: "елемент без име"
    // Words quoted as they are heard. {}: the words.
    case .quoted: "„{}“"
    // What a screen format may not show.
    case .factAutofill: "подсказки за автоматично попълване"
    // What a screen format may not show.
    case .factSecureEntry: "скрито въвеждане"
    // What a screen format may not show.
    case .factNesting: "контейнери около полетата, които приемат фокус"
    // What a screen format may not show.
    case .factMaxLength: "дължини на полетата"
    // What a screen format may not show.
    case .factValue: "как се чете стойността на поле (дали приложението я е отбелязало за спелуване)"
    // The verdict when some rules could not be checked. {}: how many rules.
    case .noProblemInWhatWasChecked: "Не е намерен проблем в това, което можа да се провери (не могат да се проверят: {})"
    case .rulesOne: "1 правило"
    // {}: how many, 2 or more.
    case .rulesMany: "{} правила"
    case .bootProgram: "otc, както го съдържа initramfs: паролата на диска, въпросите на systemd и otc speak."
    case .usageLine: "Употреба: {}"
    case .seeForMore: "  Вижте '{}' за повече информация."
    case .unknownOption: "Непозната опция '{}'"
    case .missingValue: "Липсва стойност за '{}'"
    case .unexpectedArgument: "Неочакван аргумент '{}'"
    case .missingArgument: "Липсва аргументът '{}'"
    case .invalidValue: "Стойността '{}' не е валидна за '{}'"
    case .invalidChoice: "Стойността '{}' не е валидна за '{}'. Дайте една от тези: {}."
    case .takesNoValue: "Опцията '{}' не приема стойност, а е дадено '{}'."
    }
  }
}
