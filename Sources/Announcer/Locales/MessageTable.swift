extension Messages {
  /// ArgumentParser's own words: the lines it writes around a usage error and its errors,
  /// as its version 1.8 words them. otc cannot raise these by key (the library writes
  /// them), so they alone are found by their English template. A more particular template
  /// comes before a more general one that would also match its messages.
  public static let argumentParser: [Entry] = [
    // The lines ArgumentParser writes around a usage error.
    Entry(english: "Error: {}", portuguese: "Erro: {}", bulgarian: "Грешка: {}"),
    Entry(english: "Usage: {}", portuguese: "Uso: {}", bulgarian: "Употреба: {}"),
    Entry(english: "Help:  {}", portuguese: "Ajuda:  {}", bulgarian: "Помощ:  {}"),
    Entry(
      english: "  See '{}' for more information.", portuguese: "  Veja '{}' para saber mais.",
      bulgarian: "  Вижте '{}' за повече информация."),

    // ArgumentParser's own errors, worded as its version 1.8 words them.
    Entry(
      english: "Unknown option '{}'. Did you mean '{}'?", portuguese: "Opção desconhecida '{}'. Você quis dizer '{}'?",
      bulgarian: "Непозната опция '{}'. Имахте ли предвид '{}'?"),
    Entry(english: "Unknown option '{}'", portuguese: "Opção desconhecida '{}'", bulgarian: "Непозната опция '{}'"),
    Entry(
      english: "Unknown command '{}'. Did you mean '{}'?", portuguese: "Comando desconhecido '{}'. Você quis dizer '{}'?",
      bulgarian: "Непозната команда '{}'. Имахте ли предвид '{}'?"),
    Entry(english: "Missing value for '{}'", portuguese: "Falta o valor de '{}'", bulgarian: "Липсва стойност за '{}'"),
    Entry(
      english: "The value '{}' is invalid for '{}'. Please provide one of {}.",
      portuguese: "O valor '{}' não é válido para '{}'. Use um destes: {}.",
      bulgarian: "Стойността '{}' не е валидна за '{}'. Дайте една от тези: {}."),
    Entry(
      english: "The value '{}' is invalid for '{}': {}", portuguese: "O valor '{}' não é válido para '{}': {}",
      bulgarian: "Стойността '{}' не е валидна за '{}': {}"),
    Entry(
      english: "The value '{}' is invalid for '{}'", portuguese: "O valor '{}' não é válido para '{}'",
      bulgarian: "Стойността '{}' не е валидна за '{}'"),
    Entry(english: "Unexpected argument '{}'", portuguese: "Argumento inesperado '{}'", bulgarian: "Неочакван аргумент '{}'"),
    Entry(
      english: "{} unexpected arguments: '{}'", portuguese: "{} argumentos inesperados: '{}'",
      bulgarian: "{} неочаквани аргумента: '{}'"),
    Entry(english: "Missing expected argument '{}'", portuguese: "Falta o argumento '{}'", bulgarian: "Липсва аргументът '{}'"),
    Entry(
      english: "The option '{}' does not take any value, but '{}' was specified.",
      portuguese: "A opção '{}' não aceita valor, mas '{}' foi dado.",
      bulgarian: "Опцията '{}' не приема стойност, а е дадено '{}'."),
    Entry(
      english: "Value to be set with {} had already been set with {}",
      portuguese: "O valor dado com {} já tinha sido dado com {}",
      bulgarian: "Стойността, дадена с {}, вече е дадена с {}"),
  ]

  /// The phrases of `otc config`'s report: the labels of its lines beyond the settings' own
  /// keys, the values in words, where each setting came from, and who speaks.
  public static let configPhrases: [Entry] = [
    // Where a setting came from.
    Entry(english: "from the command line", portuguese: "da linha de comando", bulgarian: "от командния ред"),
    Entry(english: "from the environment, {}", portuguese: "do ambiente, {}", bulgarian: "от средата, {}"),
    Entry(english: "from {}, line {}", portuguese: "de {}, linha {}", bulgarian: "от {}, ред {}"),
    Entry(english: "otc's default", portuguese: "padrão do otc", bulgarian: "стойност по подразбиране на otc"),

    // The values, in words.
    Entry(english: "the language's own", portuguese: "a do idioma", bulgarian: "тази на езика"),
    Entry(english: "{} words a minute", portuguese: "{} palavras por minuto", bulgarian: "{} думи в минута"),
    Entry(english: "{}, the locale's", portuguese: "{}, o do locale", bulgarian: "{}, според локала"),
    Entry(english: "the locale's", portuguese: "o do locale", bulgarian: "според локала"),
    Entry(english: "English", portuguese: "inglês", bulgarian: "английски"),
    Entry(english: "Brazilian Portuguese", portuguese: "português do Brasil", bulgarian: "бразилски португалски"),
    Entry(english: "Bulgarian", portuguese: "búlgaro", bulgarian: "български"),
    Entry(english: "on", portuguese: "ligado", bulgarian: "включено"),
    Entry(english: "off", portuguese: "desligado", bulgarian: "изключено"),
    Entry(
      english: "on, the answer waits until everything is spoken", portuguese: "ligado, a resposta espera até tudo ser falado",
      bulgarian: "включено, отговорът чака, докато всичко бъде казано"),
    Entry(
      english: "off, the answer goes at once", portuguese: "desligado, a resposta sai na hora",
      bulgarian: "изключено, отговорът излиза веднага"),
    Entry(
      english: "on, no digit of a code is spoken", portuguese: "ligado, nenhum dígito de um código é falado",
      bulgarian: "включено, никоя цифра от кода не се казва"),
    Entry(
      english: "off, a code's digits are spoken; a password never is",
      portuguese: "desligado, os dígitos de um código são falados; uma senha, nunca",
      bulgarian: "изключено, цифрите на кода се казват; паролата никога"),
    Entry(
      english: "both, the word capital and a higher pitch", portuguese: "both, a palavra maiúscula e um tom mais agudo",
      bulgarian: "both, думата главна и по-висок тон"),
    Entry(english: "the word capital", portuguese: "a palavra maiúscula", bulgarian: "думата главна"),
    Entry(english: "a higher pitch", portuguese: "um tom mais agudo", bulgarian: "по-висок тон"),
    Entry(english: "not told apart", portuguese: "sem distinção", bulgarian: "не се различават"),
    Entry(
      english: "auto, otc's choice beside a screen reader", portuguese: "auto, o otc escolhe ao lado de um leitor de tela",
      bulgarian: "auto, otc избира според екранния четец"),
    Entry(
      english: "on, every announcement is a line", portuguese: "on, cada anúncio é uma linha",
      bulgarian: "on, всяко съобщение е ред"),
    Entry(
      english: "off, no announcement is a line", portuguese: "off, nenhum anúncio é uma linha",
      bulgarian: "off, никое съобщение не е ред"),
    Entry(
      english: "auto, on the display when brltty's BrlAPI is there",
      portuguese: "auto, no display quando o BrlAPI do brltty está lá",
      bulgarian: "auto, на дисплея, когато BrlAPI на brltty е налице"),
    Entry(
      english: "on, on the display, saying so when it cannot be", portuguese: "on, no display, avisando quando não for possível",
      bulgarian: "on, на дисплея, с известие, когато не е възможно"),
    Entry(english: "off, never on the display", portuguese: "off, nunca no display", bulgarian: "off, никога на дисплея"),
    Entry(
      english: "{}, for otc read and otc compare", portuguese: "{}, para otc read e otc compare",
      bulgarian: "{}, за otc read и otc compare"),

    // The labels of the lines after the settings.
    Entry(english: "config file", portuguese: "arquivo de configuração", bulgarian: "конфигурационен файл"),
    Entry(english: "not there", portuguese: "não existe", bulgarian: "не съществува"),
    Entry(
      english: "speech dispatcher clients", portuguese: "clientes do Speech Dispatcher", bulgarian: "клиенти на Speech Dispatcher"
    ),
    Entry(english: "who speaks", portuguese: "quem fala", bulgarian: "кой говори"),
    Entry(english: "braille display", portuguese: "display braille", bulgarian: "брайлов дисплей"),

    // The screen readers and the braille display found.
    Entry(
      english: "screen reader: Speakup, synthesizer {}, reads this console ({})",
      portuguese: "leitor de tela: Speakup, sintetizador {}, lê este console ({})",
      bulgarian: "екранен четец: Speakup, синтезатор {}, чете тази конзола ({})"),
    Entry(
      english: "screen reader: Fenrir, process {}, reads {}, remote socket {}",
      portuguese: "leitor de tela: Fenrir, processo {}, lê {}, socket remoto {}",
      bulgarian: "екранен четец: Fenrir, процес {}, чете {}, отдалечен сокет {}"),
    Entry(
      english: "screen reader: Fenrir, process {}, reads {}, no remote socket",
      portuguese: "leitor de tela: Fenrir, processo {}, lê {}, sem socket remoto",
      bulgarian: "екранен четец: Fenrir, процес {}, чете {}, без отдалечен сокет"),
    Entry(
      english: "screen reader: Orca, process {}, reads this desktop terminal",
      portuguese: "leitor de tela: Orca, processo {}, lê este terminal da área de trabalho",
      bulgarian: "екранен четец: Orca, процес {}, чете този терминал на работния плот"),
    Entry(
      english: "braille: brltty shows the terminal (BrlAPI socket {})",
      portuguese: "braille: o brltty mostra o terminal (socket do BrlAPI {})",
      bulgarian: "брайл: brltty показва терминала (сокет на BrlAPI {})"),
    Entry(
      english: "screen readers: none found beside otc", portuguese: "leitores de tela: nenhum encontrado ao lado do otc",
      bulgarian: "екранни четци: не са намерени до otc"),

    // Speech Dispatcher's other clients.
    Entry(
      english: "unknown, this Speech Dispatcher cannot list its clients",
      portuguese: "desconhecidos, este Speech Dispatcher não sabe listar os seus clientes",
      bulgarian: "неизвестни, този Speech Dispatcher не може да изброи клиентите си"),
    Entry(
      english: "unknown, Speech Dispatcher would not list them ({})",
      portuguese: "desconhecidos, o Speech Dispatcher não os listou ({})",
      bulgarian: "неизвестни, Speech Dispatcher не ги изброи ({})"),
    Entry(english: "none besides otc", portuguese: "nenhum além do otc", bulgarian: "няма други освен otc"),
    Entry(
      english: "none, Speech Dispatcher does not answer", portuguese: "nenhum, o Speech Dispatcher não responde",
      bulgarian: "няма, Speech Dispatcher не отговаря"),

    // Who speaks while otc asks, one part at a time (the parts are joined by "; ").
    Entry(
      english: "no screen reader reads this terminal", portuguese: "nenhum leitor de tela lê este terminal",
      bulgarian: "никой екранен четец не чете този терминал"),
    Entry(english: "otc speaks", portuguese: "o otc fala", bulgarian: "otc говори"),
    Entry(english: "otc does not speak", portuguese: "o otc não fala", bulgarian: "otc не говори"),
    Entry(
      english: "otc does not speak (speech is none)", portuguese: "o otc não fala (speech é none)",
      bulgarian: "otc не говори (speech е none)"),
    Entry(english: "{} reads otc's lines", portuguese: "o {} lê as linhas do otc", bulgarian: "{} чете редовете на otc"),
    Entry(
      english: "otc does not speak, since it may not silence Speakup (it is not root)",
      portuguese: "o otc não fala, pois não pode silenciar o Speakup (não é root)",
      bulgarian: "otc не говори, тъй като не може да заглуши Speakup (не е root)"),
    Entry(
      english: "otc speaks and Speakup is silent while otc asks (its key echo would spell a password)",
      portuguese: "o otc fala e o Speakup se cala enquanto o otc pergunta (o eco das teclas soletraria uma senha)",
      bulgarian: "otc говори, а Speakup мълчи, докато otc пита (ехото на клавишите би издало паролата)"),
    Entry(
      english: "otc speaks (speech is {}) and Speakup is silent while otc asks",
      portuguese: "o otc fala (speech é {}) e o Speakup se cala enquanto o otc pergunta",
      bulgarian: "otc говори (speech е {}), а Speakup мълчи, докато otc пита"),
    Entry(english: "otc speaks (speech is {})", portuguese: "o otc fala (speech é {})", bulgarian: "otc говори (speech е {})"),
    Entry(
      english: "lines are on, so {} reads them too", portuguese: "as linhas estão ligadas, então o {} também as lê",
      bulgarian: "редовете са включени, така че {} също ги чете"),
    Entry(
      english: "lines stay for the braille display, so {} reads them too",
      portuguese: "as linhas ficam para o display braille, então o {} também as lê",
      bulgarian: "редовете остават за брайловия дисплей, така че {} също ги чете"),
    Entry(
      english: "no lines are written, so {} does not read them", portuguese: "nenhuma linha é escrita, então o {} não as lê",
      bulgarian: "не се пишат редове, така че {} не ги чете"),
    Entry(english: "no lines are written", portuguese: "nenhuma linha é escrita", bulgarian: "не се пишат редове"),

    // Whether otc watch runs here, and what it uses.
    Entry(
      english: "running here ({} is set)", portuguese: "em execução aqui ({} está definida)",
      bulgarian: "работи тук ({} е зададена)"),
    Entry(english: "not running here", portuguese: "não está em execução aqui", bulgarian: "не работи тук"),
    Entry(
      english: "it uses speech, voice, rate, pitch, volume, language, capitals, braille and wait_for_speech",
      portuguese: "usa speech, voice, rate, pitch, volume, language, capitals, braille e wait_for_speech",
      bulgarian: "използва speech, voice, rate, pitch, volume, language, capitals, braille и wait_for_speech"),
    Entry(
      english: "a hidden question is always a secure text field, without hints",
      portuguese: "uma pergunta oculta é sempre um campo de texto seguro, sem dicas",
      bulgarian: "скритият въпрос винаги е защитено текстово поле, без подсказки"),

    // What otc does with the braille display.
    Entry(
      english: "not used, braille is off", portuguese: "não é usado, braille está desligado",
      bulgarian: "не се използва, брайлът е изключен"),
    Entry(
      english: "otc shows the field on it while it asks (BrlAPI socket {})",
      portuguese: "o otc mostra o campo nele enquanto pergunta (socket do BrlAPI {})",
      bulgarian: "otc показва полето на него, докато пита (сокет на BrlAPI {})"),
    Entry(
      english: "otc shows the field on it while it asks (BrlAPI {})",
      portuguese: "o otc mostra o campo nele enquanto pergunta (BrlAPI {})",
      bulgarian: "otc показва полето на него, докато пита (BrlAPI {})"),
    Entry(
      english: "none found at BrlAPI {}", portuguese: "nenhum encontrado no BrlAPI {}", bulgarian: "не е намерен на BrlAPI {}"),
    Entry(english: "otc asks without it", portuguese: "o otc pergunta sem ele", bulgarian: "otc пита без него"),
  ]
}
