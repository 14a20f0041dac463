extension Messages {
  /// otc's errors and the lines around a usage error. A more particular template comes
  /// before a more general one that would also match its messages.
  public static let errors: [Entry] = [
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

    // otc's checks of what it was given.
    Entry(
      english: "The length {} is outside 4 to 12 digits.", portuguese: "O comprimento {} está fora de 4 a 12 dígitos.",
      bulgarian: "Дължината {} е извън границите от 4 до 12 цифри."),
    Entry(
      english: "The timeout must be more than 0 seconds and at most 86400 (one day).",
      portuguese: "O tempo limite deve ser de mais de 0 segundos e no máximo 86400 (um dia).",
      bulgarian: "Времето за изчакване трябва да е повече от 0 секунди и най-много 86400 (един ден)."),
    Entry(
      english: "Give one of --query and --watch.", portuguese: "Dê uma das opções --query e --watch.",
      bulgarian: "Дайте една от опциите --query и --watch."),
    Entry(
      english: "Give the code with --code or --code-file, not both.",
      portuguese: "Dê o código com --code ou --code-file, não os dois.",
      bulgarian: "Дайте кода с --code или с --code-file, не и с двете."),
    Entry(
      english: "Give a code or transcripts to measure, not both.",
      portuguese: "Dê um código ou transcrições para medir, não os dois.",
      bulgarian: "Дайте код или транскрипции за измерване, не и двете."),
    Entry(
      english: "The rate {} is outside 80 to 700 words a minute.",
      portuguese: "A velocidade {} está fora de 80 a 700 palavras por minuto.",
      bulgarian: "Скоростта {} е извън границите от 80 до 700 думи в минута."),
    Entry(
      english:
        "--label names the single field; per-digit fields are named by their positions. Leave out --label, or use --mode single.",
      portuguese:
        """
        --label dá nome ao campo único; os campos por dígito são nomeados pelas suas posições. Tire --label, ou use --mode \
        single.
        """,
      bulgarian:
        """
        --label дава име на единичното поле; полетата по цифра се назовават с позициите си. Махнете --label или използвайте \
        --mode single.
        """
    ),

    // What ends an asking command.
    Entry(
      english: "cannot set up the terminal: {}", portuguese: "não foi possível preparar o terminal: {}",
      bulgarian: "терминалът не може да бъде подготвен: {}"),
    Entry(
      english: "cannot write the transcript {}", portuguese: "não foi possível gravar a transcrição {}",
      bulgarian: "транскрипцията не може да бъде записана: {}"),
    Entry(
      english: "cannot write the WAV file {}", portuguese: "não foi possível gravar o arquivo WAV {}",
      bulgarian: "WAV файлът не може да бъде записан: {}"),
    Entry(
      english: "cannot read the keys: {}", portuguese: "não foi possível ler as teclas: {}",
      bulgarian: "клавишите не могат да бъдат прочетени: {}"),
    Entry(
      english: "no terminal to ask on ({}); {}", portuguese: "não há terminal onde perguntar ({}); {}",
      bulgarian: "няма терминал, на който да се пита ({}); {}"),
    Entry(
      english: "no terminal to ask on ({})", portuguese: "não há terminal onde perguntar ({})",
      bulgarian: "няма терминал, на който да се пита ({})"),
    Entry(
      english: "run the program from a terminal, or give the answer another way",
      portuguese: "rode o programa num terminal, ou dê a resposta de outro jeito",
      bulgarian: "стартирайте програмата от терминал или дайте отговора по друг начин"),
    Entry(
      english: "cannot write to standard output: {}", portuguese: "não foi possível escrever na saída padrão: {}",
      bulgarian: "не може да се пише на стандартния изход: {}"),
    Entry(
      english: "cannot use the runtime folder {}", portuguese: "não foi possível usar a pasta de execução {}",
      bulgarian: "папката за изпълнение не може да се използва: {}"),
    Entry(
      english: "cannot load libassuan, which gpg-agent's protocol needs: {}",
      portuguese: "não foi possível carregar a libassuan, que o protocolo do gpg-agent exige: {}",
      bulgarian: "libassuan, нужна за протокола на gpg-agent, не може да се зареди: {}"),
    Entry(
      english: "cannot start the Assuan server on standard input and output",
      portuguese: "não foi possível iniciar o servidor Assuan na entrada e na saída padrão",
      bulgarian: "сървърът Assuan не може да се стартира на стандартния вход и изход"),
    Entry(
      english: "not root: systemd takes answers only from root, so each answer will be refused; run it as root",
      portuguese: "não é root: o systemd só aceita respostas do root, então cada resposta será recusada; rode como root",
      bulgarian: "не е root: systemd приема отговори само от root и всеки отговор ще бъде отказан; стартирайте като root"),
    Entry(
      english: "cannot answer {}: {}", portuguese: "não foi possível responder {}: {}",
      bulgarian: "не може да се отговори на {}: {}"),
    Entry(
      english: "could not silence Speakup; it reads otc's lines as well",
      portuguese: "não foi possível silenciar o Speakup; ele também lê as linhas do otc",
      bulgarian: "Speakup не може да бъде заглушен; той също чете редовете на otc"),
    Entry(
      english: "the braille display is not used: BrlAPI {}", portuguese: "o display braille não é usado: BrlAPI {}",
      bulgarian: "брайловият дисплей не се използва: BrlAPI {}"),
    Entry(
      english: "cannot read the code from {}: it is not UTF-8 text",
      portuguese: "não foi possível ler o código de {}: não é texto UTF-8",
      bulgarian: "кодът не може да бъде прочетен от {}: не е текст в UTF-8"),
    Entry(
      english: "cannot read the code from {}", portuguese: "não foi possível ler o código de {}",
      bulgarian: "кодът не може да бъде прочетен от {}"),
    Entry(english: "cannot read {}", portuguese: "não foi possível ler {}", bulgarian: "не може да се прочете {}"),
    Entry(english: "cannot write {}", portuguese: "não foi possível gravar {}", bulgarian: "не може да се запише {}"),
    Entry(english: "there is no text to say", portuguese: "não há texto para dizer", bulgarian: "няма текст за казване"),

    // The settings: a flag, a variable or the config file's line, and why it is refused.
    Entry(
      english: "ignored {}; otc uses the next place this setting is set, or its default",
      portuguese: "ignorado {}; o otc usa o próximo lugar onde esta configuração é definida, ou o seu padrão",
      bulgarian:
        "пренебрегнато {}; otc използва следващото място, където тази настройка е зададена, или стойността по подразбиране"),
    Entry(
      english: "{}: {} must be a whole number from {} to {}", portuguese: "{}: {} deve ser um número inteiro de {} a {}",
      bulgarian: "{}: {} трябва да е цяло число от {} до {}"),
    Entry(
      english: "{}: {} must be true or false", portuguese: "{}: {} deve ser true ou false",
      bulgarian: "{}: {} трябва да е true или false"),
    Entry(
      english: "{}: speech must be auto, speechd, espeak or none",
      portuguese: "{}: speech deve ser auto, speechd, espeak ou none",
      bulgarian: "{}: speech трябва да е auto, speechd, espeak или none"),
    Entry(
      english: "{}: language must be en, pt-BR or bg", portuguese: "{}: language deve ser en, pt-BR ou bg",
      bulgarian: "{}: language трябва да е en, pt-BR или bg"),
    Entry(
      english: "{}: lines must be auto, on or off", portuguese: "{}: lines deve ser auto, on ou off",
      bulgarian: "{}: lines трябва да е auto, on или off"),
    Entry(
      english: "{}: braille must be auto, on or off", portuguese: "{}: braille deve ser auto, on ou off",
      bulgarian: "{}: braille трябва да е auto, on или off"),
    Entry(
      english: "{}: screen_reader must be voiceover or talkback", portuguese: "{}: screen_reader deve ser voiceover ou talkback",
      bulgarian: "{}: screen_reader трябва да е voiceover или talkback"),
    Entry(
      english: "{}: capitals must be both, word, pitch or none", portuguese: "{}: capitals deve ser both, word, pitch ou none",
      bulgarian: "{}: capitals трябва да е both, word, pitch или none"),
    Entry(
      english: "{}: {} must not be empty", portuguese: "{}: {} não pode ficar vazio", bulgarian: "{}: {} не може да е празно"),
    Entry(
      english: "{}: unknown key “{}”; the keys are {}", portuguese: "{}: chave desconhecida “{}”; as chaves são {}",
      bulgarian: "{}: непознат ключ „{}“; ключовете са {}"),

    // Speech that cannot be had as set.
    Entry(
      english: "no espeak-ng voice is called “{}”; otc voices lists them",
      portuguese: "nenhuma voz do espeak-ng se chama “{}”; otc voices lista as vozes",
      bulgarian: "няма глас на espeak-ng с име „{}“; otc voices ги изброява"),
    Entry(
      english: "the rate {} is outside 80 to 700 words a minute",
      portuguese: "a velocidade {} está fora de 80 a 700 palavras por minuto",
      bulgarian: "скоростта {} е извън границите от 80 до 700 думи в минута"),
    Entry(
      english: "no audio device could be opened ({})", portuguese: "nenhum dispositivo de áudio pôde ser aberto ({})",
      bulgarian: "не може да се отвори аудиоустройство ({})"),
    Entry(
      english: "the audio device failed ({})", portuguese: "o dispositivo de áudio falhou ({})",
      bulgarian: "аудиоустройството даде грешка ({})"),
    Entry(
      english: "Speech Dispatcher could not be reached ({})", portuguese: "o Speech Dispatcher não respondeu ({})",
      bulgarian: "Speech Dispatcher не отговаря ({})"),
    Entry(
      english: "Speech Dispatcher failed ({})", portuguese: "o Speech Dispatcher falhou ({})",
      bulgarian: "Speech Dispatcher даде грешка ({})"),
    Entry(
      english: "{}; continuing with text only.", portuguese: "{}; seguindo só com texto.",
      bulgarian: "{}; продължава само с текст."),
    Entry(
      english: "{}; continuing without Speech Dispatcher", portuguese: "{}; seguindo sem o Speech Dispatcher",
      bulgarian: "{}; продължава без Speech Dispatcher"),
    Entry(
      english: "{}; speaking in the language's own voice", portuguese: "{}; falando com a voz do próprio idioma",
      bulgarian: "{}; говори със собствения глас на езика"),

    // otc watch started again from the shell's start-up file (issue 72).
    Entry(
      english: "your shell's start-up file runs otc watch again inside otc watch, so {} starts without its start-up files. "
        + "Run otc watch there only outside it: {}",
      portuguese: "o arquivo de início do seu shell roda o otc watch de novo dentro do otc watch, então o {} começa sem os "
        + "arquivos de início. Rode o otc watch ali só fora dele: {}",
      bulgarian: "файлът за стартиране на обвивката ви пуска otc watch отново вътре в otc watch, затова {} стартира без "
        + "файловете си за стартиране. Пускайте otc watch там само извън него: {}"),

    // A key's otpauth URI that otc totp cannot read: the parameter and its problem, never a value.
    Entry(english: "there is no otpauth:// URI", portuguese: "não há URI otpauth://", bulgarian: "няма URI otpauth://"),
    Entry(
      english: "the otpauth URI is longer than {} bytes", portuguese: "a URI otpauth tem mais de {} bytes",
      bulgarian: "URI otpauth е по-дълъг от {} байта"),
    Entry(
      english: "the otpauth URI's type is neither totp nor hotp", portuguese: "o tipo da URI otpauth não é totp nem hotp",
      bulgarian: "типът на URI otpauth не е нито totp, нито hotp"),
    Entry(
      english: "the otpauth URI has no secret parameter", portuguese: "a URI otpauth não tem o parâmetro secret",
      bulgarian: "URI otpauth няма параметър secret"),
    Entry(
      english: "the otpauth URI's secret is empty", portuguese: "o secret da URI otpauth está vazio",
      bulgarian: "secret на URI otpauth е празен"),
    Entry(
      english: "the otpauth URI's secret is not base32 (the letters A to Z and the digits 2 to 7)",
      portuguese: "o secret da URI otpauth não é base32 (as letras de A a Z e os dígitos de 2 a 7)",
      bulgarian: "secret на URI otpauth не е base32 (буквите от A до Z и цифрите от 2 до 7)"),
    Entry(
      english: "the otpauth URI gives its {} parameter twice", portuguese: "a URI otpauth dá o parâmetro {} duas vezes",
      bulgarian: "URI otpauth дава параметъра {} два пъти"),
    Entry(
      english: "the otpauth URI's algorithm is not SHA1, SHA256 or SHA512",
      portuguese: "o algorithm da URI otpauth não é SHA1, SHA256 nem SHA512",
      bulgarian: "algorithm на URI otpauth не е SHA1, SHA256 или SHA512"),
    Entry(
      english: "the otpauth URI's digits parameter is not 6, 7 or 8",
      portuguese: "o parâmetro digits da URI otpauth não é 6, 7 nem 8",
      bulgarian: "параметърът digits на URI otpauth не е 6, 7 или 8"),
    Entry(
      english: "the otpauth URI's period is not a number of seconds from 1 to 86400",
      portuguese: "o period da URI otpauth não é um número de segundos de 1 a 86400",
      bulgarian: "period на URI otpauth не е брой секунди от 1 до 86400"),
    Entry(
      english: "the otpauth URI is hotp but has no counter parameter",
      portuguese: "a URI otpauth é hotp mas não tem o parâmetro counter",
      bulgarian: "URI otpauth е hotp, но няма параметър counter"),
    Entry(
      english: "the otpauth URI's counter is not a whole number", portuguese: "o counter da URI otpauth não é um número inteiro",
      bulgarian: "counter на URI otpauth не е цяло число"),
    Entry(
      english: "the otpauth URI's {} has a broken percent escape",
      portuguese: "o {} da URI otpauth tem um escape de porcentagem quebrado",
      bulgarian: "{} на URI otpauth има счупено процентно кодиране"),
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
