extension MessageWords {
  /// otc's messages in Brazilian Portuguese, by key; `{}` stands for each value, in order.
  static let brazilianPortuguese: [MessageKey: String] = [
    // {}: the length given.
    .lengthOutside: "O comprimento {} está fora de 4 a 12 dígitos.",
    .timeoutOutside: "O tempo limite deve ser de mais de 0 segundos e no máximo 86400 (um dia).",
    .queryOrWatch: "Dê uma das opções --query e --watch.",
    .codeOrCodeFile: "Dê o código com --code ou --code-file, não os dois.",
    .giveCode: "Dê o código com --code DÍGITOS ou --code-file ARQUIVO.",
    .giveCodeOrTranscripts: "Dê o código com --code DÍGITOS ou --code-file ARQUIVO, ou transcrições com --transcript ARQUIVO.",
    .giveCodeOrScreen: "Dê o código com --code DÍGITOS ou --code-file ARQUIVO, ou um arquivo de tela com --screen ARQUIVO.",
    .codeOrTranscripts: "Dê um código ou transcrições para medir, não os dois.",
    .screenOrTranscripts: "Meça uma tela ou transcrições, não os dois.",
    .screenHeardWithOne: "--screen-reader both serve só para os modelos; uma tela é ouvida com um só.",
    .screenReaderForDesigns:
      """
    --screen-reader escolhe de quem são as linhas dos modelos; as transcrições são medidas como foram ouvidas.
    """,
    // {}: the rate given.
    .rateOutside: "A velocidade {} está fora de 80 a 700 palavras por minuto.",
    .labelPerDigit:
      """
    --label dá nome ao campo único; os campos por dígito são nomeados pelas suas posições. Tire --label, ou use --mode \
    single.
    """,
    .codeOrScreen: "Dê um código ou um arquivo de tela com --screen, não os dois.",
    .screenHasItsFields:
      """
    --mode, --label, --secure, --activate e --value-reading moldam as telas que o otc imagina; um arquivo de tela tem os \
    seus próprios campos.
    """,
    .fromNeedsScreen: "--from diz o formato de um arquivo de tela; dê o arquivo com --screen.",
    .oneKey: "Dê uma chave só: um nome, --pass ENTRADA ou --uri-file ARQUIVO.",
    .addAlone: "--add guarda a URI da entrada padrão; não dê outra chave junto.",
    .passEntryName: "--pass recebe o nome de uma entrada, como totp/github.",
    .minSecondsRange: "--min-seconds vai de 0 a 3600.",
    .atNotNegative: "--at são segundos desde 1970, 0 ou mais.",
    .folderAndKeyEcho: "Dê a pasta e o eco das teclas, ou --give-back.",
    .noTextToSay: "não há texto para dizer",
    .noDiskToAskFor: "não há disco para perguntar: CRYPTTAB_NAME não está definido (o cryptroot o define para o seu keyscript)",
    .codeEmpty: "o código está vazio; dê de 4 a 12 dígitos",
    // {}: what is there, named (“the letter a”); {}: its position.
    .codeHasNonDigit: "o código tem {} na posição {}; um código só tem dígitos",
    .codeTooShortOne: "o código tem 1 dígito; um código tem pelo menos 4",
    // {}: the digits found.
    .codeTooShort: "o código tem {} dígitos; um código tem pelo menos 4",
    // {}: the digits found.
    .codeTooLong: "o código tem {} dígitos; um código tem no máximo 12",
    .characterSpace: "um espaço",
    // {}: the letter.
    .characterLetter: "a letra “{}”",
    // {}: its code points (U+1B).
    .characterControl: "um caractere de controle ({})",
    // {}: the character; {}: its code points.
    .characterOther: "o caractere “{}” ({})",
    // {}: the file.
    .codeFromNotText: "não foi possível ler o código de {}: não é texto UTF-8",
    // {}: the file's problem.
    .codeFrom: "não foi possível ler o código de {}",
    .codeInProcessList: "o código dado com --code aparece na lista de processos; --code-file - o mantém fora",
    // {}: the path; {}: why.
    .fileProblem: "{}: {}",
    // {}: the file's problem (path: why).
    .cannotRead: "não foi possível ler {}",
    // {}: the file's problem (path: why).
    .cannotWrite: "não foi possível gravar {}",
    // {}: the path; {}: why.
    .cannotReadBecause: "não foi possível ler {}: {}",
    // {}: the path; {}: why.
    .cannotCompareBecause: "não foi possível comparar {}: {}",
    // {}: the path; {}: why.
    .cannotWriteBecause: "não foi possível gravar {}: {}",
    .isFolder: "é uma pasta",
    .isFIFO: "é um FIFO, não um arquivo comum; o otc não o usa",
    .isNotRegular: "não é um arquivo comum; o otc não o usa",
    // {}: the owner's uid.
    .belongsToOther: "pertence a outro usuário (uid {}); o otc só usa um arquivo seu ou do root",
    // {}: the mode, in octal.
    .othersMayWrite: "o grupo ou outros podem gravá-lo (modo {}); o otc não o usa até você rodar chmod go-w nele",
    // {}: a size (64 KB).
    .isLargerThan: "é maior que {}",
    .cannotWriteInto: "não é um arquivo em que o otc possa gravar",
    .isNotFolder: "não é uma pasta",
    .folderOfOther: "pertence a outro usuário",
    .folderOpen: "outros podem entrar nela; deve ser 0700",
    .isLink: "é um link simbólico, e o otc não segue links para o que grava",
    // {}: the system's reason.
    .terminalSetUp: "não foi possível preparar o terminal: {}",
    // {}: the file's problem (path: why).
    .transcriptUnwritable: "não foi possível gravar a transcrição {}",
    // {}: the file's problem (path: why).
    .wavUnwritable: "não foi possível gravar o arquivo WAV {}",
    // {}: the system's reason.
    .keysUnreadable: "não foi possível ler as teclas: {}",
    // {}: the terminal's path; {}: why.
    .noTerminal: "não há terminal onde perguntar ({}: {})",
    // {}: the terminal's path; {}: why; {}: what to do.
    .noTerminalAdvised: "não há terminal onde perguntar ({}: {}); {}",
    .runFromTerminal: "rode o programa num terminal, ou dê a resposta de outro jeito",
    // {}: the system's reason.
    .standardOutputUnwritable: "não foi possível escrever na saída padrão: {}",
    // {}: the folder's problem (path: why).
    .runtimeFolderUnusable: "não foi possível usar a pasta de execução {}",
    // {}: the loader's reason.
    .libassuanMissing: "não foi possível carregar a libassuan, que o protocolo do gpg-agent exige: {}",
    .assuanServerFailed: "não foi possível iniciar o servidor Assuan na entrada e na saída padrão",
    .agentNotRoot: "não é root: o systemd só aceita respostas do root, então cada resposta será recusada; rode como root",
    // {}: the question; {}: why.
    .cannotAnswer: "não foi possível responder {}: {}",
    .speakupNotSilenced: "não foi possível silenciar o Speakup; ele também lê as linhas do otc",
    // {}: the BrlAPI host (:0); {}: why, in BrlAPI's or the system's words.
    .brailleNotUsed: "o display braille não é usado: BrlAPI {} {}",
    // {}: the setting's problem.
    .settingIgnored: "ignorado {}; o otc usa o próximo lugar onde esta configuração é definida, ou o seu padrão",
    // Said aloud. {}: where (the config file is named so); {}: why.
    .settingSpokenIgnored: "Configuração ignorada: {}: {}",
    // {}: the flag, variable or file; {}: why.
    .settingPlace: "{}: {}",
    // {}: the config file's path; {}: the line.
    .fileLine: "{}, linha {}",
    // The config file, said aloud instead of its path.
    .theConfigFile: "o arquivo de configuração",
    // {}: the key; {}, {}: the range.
    .wholeNumber: "{} deve ser um número inteiro de {} a {}",
    // {}: the key.
    .trueOrFalse: "{} deve ser true ou false",
    // {}: the key; {}: its values, “or” between the last two.
    .oneOfValues: "{} deve ser {}",
    // {}: the key.
    .mustNotBeEmpty: "{} não pode ficar vazio",
    // {}: the key found; {}: the keys.
    .unknownKey: "chave desconhecida “{}”; as chaves são {}",
    .noTables: "o arquivo de configuração do otc não tem tabelas; as configurações são chaves no topo, como rate = 200",
    // {}: TOML's reason.
    .notTOML: "não é TOML: {}",
    // {}: why the file is refused.
    .noneOfFileUsed: "{}; nada do arquivo é usado",
    // Two values or more: {} the first ones, {} the last.
    .orList: "{} ou {}",
    // {}: espeak-ng's status.
    .espeakFailed: "o espeak-ng falhou: {}",
    // {}: espeak-ng's status.
    .espeakNoData: "o espeak-ng não pôde carregar os seus dados (veja ESPEAK_DATA_PATH ou instale espeak-ng-data): {}",
    // {}: the voice asked for.
    .voiceNotFound: "nenhuma voz do espeak-ng se chama “{}”; otc voices lista as vozes",
    // {}: the rate.
    .speechRateOutside: "a velocidade {} está fora de 80 a 700 palavras por minuto",
    // {}: the sound system's reason.
    .noAudioDevice: "nenhum dispositivo de áudio pôde ser aberto ({})",
    // {}: the sound system's reason.
    .audioDeviceFailed: "o dispositivo de áudio falhou ({})",
    // {}: why.
    .noSpeechDispatcher: "o Speech Dispatcher não respondeu ({})",
    // {}: why.
    .speechDispatcherFailed: "o Speech Dispatcher falhou ({})",
    .speechDispatcherStopped: "o Speech Dispatcher parou de responder; seguindo só com texto",
    // {}: what failed.
    .continuingTextOnly: "{}; seguindo só com texto.",
    // {}: what failed.
    .continuingWithoutSpeechd: "{}; seguindo sem o Speech Dispatcher",
    // {}: what failed.
    .languagesOwnVoice: "{}; falando com a voz do próprio idioma",
    // Advice. {}: the output module.
    .speakingThroughModule: "falando pelo Speech Dispatcher (módulo {})",
    // Advice.
    .speakingThroughDefaultModule: "falando pelo Speech Dispatcher (o módulo padrão)",
    // Advice. {}: the sound device.
    .speakingThroughEspeak: "falando pelo espeak-ng e {}",
    // Advice. {}: the locale asked for (pt_PT).
    .portugalGetsBrazil: "o otc fala só português do Brasil; {} recebe pt-BR",
    // {}: the language asked for.
    .noVoiceSpeaks: "nenhuma voz fala {}",
    // {}: the shell; {}: the line to put in its start-up file.
    .watchStartupLoop:
      """
    o arquivo de início do seu shell roda o otc watch de novo dentro do otc watch, então o {} começa sem os arquivos de \
    início. Rode o otc watch ali só fora dele: {}
    """,
    // {}: the system's reason.
    .cannotFollowSignals: "não foi possível acompanhar os sinais: {}",
    // {}: the program; {}: the system's reason.
    .cannotRun: "não foi possível rodar {}: {}",
    // {}: the system's reason.
    .terminalSettingsUnreadable: "não foi possível ler as configurações do terminal: {}",
    // {}: the system's reason.
    .noPseudoTerminal: "não foi possível abrir um pseudoterminal: {}",
    // {}: the system's reason.
    .pseudoTerminalUnnamed: "não foi possível nomear um pseudoterminal: {}",
    .noInitramfsTool: "nem o initramfs-tools nem o dracut está instalado: não há initramfs onde o otc possa entrar",
    // {}: the program; {}: its exit status; {}: what this means.
    .toolFailed: "{} falhou (código de saída {}); {}",
    .imageMayLackOTC: "a imagem pode não ter o otc. otc boot status diz o que ela tem",
    .imageMayHoldOTC: "a imagem ainda pode ter o otc",
    .needsRoot: "isto precisa do root: muda a imagem de inicialização e /etc/otc (tente sudo)",
    // {}: the file's problem.
    .cannotRecordSetting: "não foi possível registrar a configuração: {}",
    // {}: the path; {}: the system's reason.
    .cannotRemove: "não foi possível remover {}: {}",
    // {}: the image; {}: the system's reason.
    .imageUnreadable: "não foi possível ler a imagem {}: {}",
    .noUnpackFolder: "não foi possível criar uma pasta para desempacotar a imagem",
    // {}: the image.
    .cannotUnpack: "o unmkinitramfs não pôde desempacotar {}",
    .noImageReader: "nem o unmkinitramfs nem o lsinitrd está instalado: a imagem não pode ser lida",
    // {}: the console; {}: the system's reason.
    .cannotWriteTo: "não foi possível escrever em {}: {}",
    // {}: the disk's name; {}: the system's reason.
    .unlockedNotSaid: "não foi possível dizer que {} foi desbloqueado: {}",
    // {}: why the remote answer is not taken.
    .typedOnlyHere: "{}; a frase secreta só pode ser digitada aqui",
    // {}: the path; {}: the system's reason.
    .cannotMake: "não foi possível criar {}: {}",
    // {}: the FIFO.
    .wentAway: "{} sumiu",
    // {}: the most bytes taken.
    .passphraseTooLong: "uma frase secreta de mais de {} bytes foi recusada",
    // {}: the key's name.
    .pipeTheURI: "passe a URI por um pipe, para que nunca apareça: otc totp --add {} < ARQUIVO",
    .noKeyFolderToKeep: "nem XDG_CONFIG_HOME nem HOME diz onde guardar as chaves",
    .noKeyFolder: "nem XDG_CONFIG_HOME nem HOME diz onde as chaves ficam",
    // {}: the name; {}: the folder; {}: the name again.
    .noKeyNamed: "não há chave chamada {} em {}; guarde uma com otc totp --add {} < ARQUIVO",
    // {}: the key's file.
    .hotpAtEnd: "o contador HOTP de {} não pode avançar mais",
    .giveAKey: "dê uma chave: um nome guardado com --add, --pass ENTRADA, --uri-file ARQUIVO, ou a URI na entrada padrão",
    .hotpNeedsFile:
      """
    o contador de uma chave HOTP precisa avançar a cada código, o que o otc só faz num arquivo: guarde-a com otc totp \
    --add NOME
    """,
    .notOTPAuth: "não há URI otpauth://",
    // {}: the limit.
    .uriTooLong: "a URI otpauth tem mais de {} bytes",
    .uriUnknownType: "o tipo da URI otpauth não é totp nem hotp",
    .uriNoSecret: "a URI otpauth não tem o parâmetro secret",
    .uriEmptySecret: "o secret da URI otpauth está vazio",
    .uriBadSecret: "o secret da URI otpauth não é base32 (as letras de A a Z e os dígitos de 2 a 7)",
    // {}: the parameter.
    .uriTwice: "a URI otpauth dá o parâmetro {} duas vezes",
    .uriBadAlgorithm: "o algorithm da URI otpauth não é SHA1, SHA256 nem SHA512",
    .uriBadDigits: "o parâmetro digits da URI otpauth não é 6, 7 nem 8",
    .uriBadPeriod: "o period da URI otpauth não é um número de segundos de 1 a 86400",
    .uriNoCounter: "a URI otpauth é hotp mas não tem o parâmetro counter",
    .uriBadCounter: "o counter da URI otpauth não é um número inteiro",
    // {}: the parameter.
    .uriBadEscape: "o {} da URI otpauth tem um escape de porcentagem quebrado",
    // {}: the path; {}: the system's reason.
    .keyCannotOpen: "não foi possível abrir {}: {}",
    // {}: the path.
    .keyNotAFile: "{} não é um arquivo comum",
    // {}: the path.
    .keyNotOwned: "{} pertence a outro usuário",
    // {}: the path; {}: its mode; {}: the path.
    .keyOpenToOthers: "{} pode ser lido ou gravado por outros (modo {}); deixe-o só seu: chmod 600 {}",
    // {}: the folder; {}: its mode.
    .keyFolderOpen: "a pasta {} pode ser gravada por outros (modo {}), que poderiam trocar a chave dentro dela",
    // {}: the path; {}: the limit in KB.
    .keyTooLarge: "{} é maior que {} KB; a URI de uma chave é uma linha",
    // {}: the path.
    .keyExists: "já existe uma chave em {}; remova-a antes para trocá-la",
    // {}: the name.
    .keyBadName:
      """
    '{}' não é nome de chave: use letras, dígitos, pontos, hífens, sublinhados, arrobas e sinais de mais, sem ponto no \
    início
    """,
    // {}: the program; {}: its exit status.
    .programFailed: "{} falhou (código de saída {})",
    // {}: the screen file.
    .codeFieldsEmpty: "{}: os campos do código estão vazios; dê o código para preenchê-los, com --code-file ARQUIVO",
    // {}: the screen file; {}: its fields; {}: the code's digits.
    .codeEntryFields: "{}: a entrada do código tem {} campos, não {}",
    // {}: the screen file.
    .noCodeEntry:
      """
    {}: não há entrada de código: nenhum campo com a dica one-time-code, um nome ou identificador que diga código, ou a \
    máscara de um código, e nenhuma sequência de campos de um caractere
    """,
    // {}: the file; {}: the format it was read as; {}: why nothing was found.
    .nothingToCompare: "{} lido como {}: {}; nada para comparar (--allow-empty compara)",
    // Advice. {}: the file; {}: what was read.
    .screenRead: "lido {}: {}",
    // {}: text otc does not translate: a reason given in the words of the file's format or another program.
    .plainText: "{}",
    // Said aloud as a command that asks ends. {}: the error.
    .errorSaid: "Erro: {}",
    .fifoWithoutReader: "é um FIFO sem leitor",
    // {}: the path.
    .notAFIFO: "{} não é um FIFO",
    // {}: the path; {}: its owner's uid; {}: its mode.
    .fifoNotOwnersAlone: "{} não é só deste usuário (dono {}, modo {})",
    // {}: the transcript; {}: why.
    .cannotMeasureBecause: "não foi possível medir {}: {}",
    // Advice. {}: the name; {}: what the key is.
    .keptKey: "guardada {}: {}",
    // Advice. {}: the name; {}: whose (issuer, account); {}: what the key is.
    .keptKeyOf: "guardada {} ({}): {}",
    // {}: digits; {}: seconds.
    .totpKind: "TOTP, {} dígitos, a cada {} segundos",
    // {}: digits.
    .hotpKind: "HOTP, {} dígitos",
    // {}: the line; {}: what is wrong there.
    .screenLine: "linha {}: {}",
    // {}: the file; {}: why.
    .screenUnreadable: "não foi possível ler a tela em {}: {}",
    // {}: the file; {}: the format asked for; {}: why.
    .screenUnreadableAs: "não foi possível ler a tela em {} como {}: {}",
    // Advice. {}: the format; {}: the elements; {}: the focus stops.
    .screenSummary: "{}, {}, {}",
    .elementsOne: "1 elemento",
    // {}: how many.
    .elementsMany: "{} elementos",
    .focusStopsOne: "1 parada de foco",
    // {}: how many.
    .focusStopsMany: "{} paradas de foco",
    .formatUIAutomator: "um dump do uiautomator",
    .formatAppiumAndroid: "um page source do Appium de um app Android",
    .formatAppiumIOS: "um page source do Appium de um app iOS",
    .formatXCUITest: "uma descrição XCUITest de um app iOS",
    .formatMaestro: "uma hierarquia do Maestro",
    .formatChromeTree: "a árvore de acessibilidade do Chrome",
    .formatSnapshot: "um arquivo do AccessibilitySnapshot",
    .formatHTML: "uma página HTML",
    .formatAria: "um snapshot ARIA do Playwright",
    // {}: the formats tried.
    .screenFormatUnknown: "o otc não sabe dizer o formato: não é nenhum dos que o otc lê ({}). Diga o formato com --from",
    // {}: the element.
    .screenUnknownIOSElement: "tem <{}>, que não é um elemento XCUIElementType do page source iOS do Appium",
    .screenNoIOSElement: "não tem nenhum elemento XCUIElementType",
    // {}: the most.
    .screenTooManyElements: "tem mais de {} elementos, mais do que o otc lê numa tela",
    // {}: the most.
    .screenTooManyAttributes: "tem mais de {} atributos, mais do que o otc lê numa tela",
    // {}: the most levels.
    .screenElementsTooDeep: "os seus elementos estão aninhados em mais de {} níveis",
    // {}: the most levels.
    .screenNodesTooDeep: "os seus nós estão aninhados em mais de {} níveis",
    // {}: the most levels.
    .screenListsTooDeep: "as suas listas estão aninhadas em mais de {} níveis",
    .screenNoSubtree: "não tem nenhum elemento: nenhuma linha sob \"Element subtree:\"",
    // {}: the line's start.
    .screenNotXCUITestElement: "\"{}\" não é um elemento de uma descrição XCUITest (primeiro um tipo, como Button)",
    // {}: the elements.
    .screenNothingForVoiceOver: "o VoiceOver não pararia em nenhum dos seus {} elementos: nenhum é acessível e visível",
    // {}: the JSON decoder's reason.
    .screenNotChromeTree: "não é a árvore de acessibilidade do Chrome (Accessibility.getFullAXTree): {}",
    .screenNoNodes: "a sua lista de nós está vazia",
    .screenNothingChromeReads: "não tem nada que um leitor de tela leia: todo nó é ignorado, ou é um contêiner sem nada a dizer",
    // {}: the root element.
    .screenNotHierarchy: "o seu elemento raiz é <{}>, não um <hierarchy> do uiautomator",
    .screenEmptyHierarchy: "o seu <hierarchy> não tem nenhum nó",
    .screenNothingHTMLReads: "não tem nada que um leitor de tela leia: nenhum campo, nenhum botão, nenhum texto",
    // {}: libxml2's reason.
    .screenNothingHTMLReadsMistake:
      """
    não tem nada que um leitor de tela leia: nenhum campo, nenhum botão, nenhum texto (libxml2: {})
    """,
    // {}: the JSON decoder's reason.
    .screenNotMaestro: "não é uma hierarquia do Maestro: {}",
    .screenYAMLNotAria: "é YAML, mas não uma lista de nós ARIA (\"- role \\\"name\\\"\")",
    // {}: how many keys.
    .screenMappingKeys: "um nó é um mapeamento de {} chaves, não um papel",
    .screenListInList: "uma lista está aninhada numa lista sem papel",
    .screenNodeHoldsMapping: "um nó tem um mapeamento; deveria ter um texto ou uma lista",
    .screenNoAriaNodes: "a sua lista de nós ARIA está vazia",
    // {}: the line's start.
    .screenNoRole: "\"{}\" não começa com um papel",
    // {}: the line's start.
    .screenNoClosingQuote: "o nome de \"{}\" não tem aspas de fechamento",
    // {}: the loader's reason.
    .screenNeedsLibyaml: "para ler é preciso a libyaml (o pacote libyaml-0-2 do Debian): {}",
    .screenLibyamlFailed: "a libyaml não pôde iniciar",
    // {}: libyaml's reason.
    .screenNotYAML: "não é YAML bem formado: {}",
    .screenEmpty: "está vazio",
    .screenYAMLAlias: "usa um alias YAML; um snapshot ARIA não tem nenhum, e o otc não expande aliases",
    .screenKeyWithoutValue: "um mapeamento tem uma chave sem valor",
    .screenUnopenedClose: "fecha uma coleção que nunca abriu",
    .screenJSONWithoutList: "é JSON, mas não tem lista de elementos (uma lista no topo, ou \"elements\")",
    // {}: the JSON decoder's reason.
    .screenNotSnapshot: "não é uma lista de elementos do AccessibilitySnapshot: {}",
    .screenNoElements: "a sua lista de elementos está vazia",
    // {}: the loader's reason.
    .screenNeedsLibxml: "para ler é preciso a libxml2 (o pacote libxml2 do Debian): {}",
    .screenTooLarge: "é grande demais para ler",
    .screenOutOfMemory: "a libxml2 ficou sem memória ao ler",
    // {}: HTML or XML; {}: libxml2's reason.
    .screenNotWellFormed: "não é {} bem formado: {}",
    .screenNoElement: "não tem nenhum elemento",
    // {}: the key.
    .decoderMissing: "sem \"{}\"",
    .transcriptBinary: "é um arquivo binário, não uma transcrição",
    .transcriptNotUTF8: "não é texto UTF-8",
    .transcriptOddJSONArray: "começa como um array JSON, mas não é um array de strings nem de objetos com um text",
    // {}: the log's kind; {}: the line's start.
    .transcriptLogLine: "uma linha deste {} não pôde ser lida: {}",
    // {}: the line.
    .transcriptLineNotJSON: "a linha {} não é um objeto JSON com um text",
    .transcriptFormatText: "texto",
    .transcriptFormatJSONLines: "JSON Lines",
    .transcriptFormatPhrases: "um array JSON de frases",
    .transcriptFormatUtterances: "um array JSON de falas",
    .transcriptFormatNVDA: "um log do NVDA",
    .transcriptFormatOrca: "um log de depuração do Orca",
    .transcriptFormatSpeechd: "um log do Speech Dispatcher",
    .fileEmpty: "o arquivo está vazio",
    .onlyBlankLines: "só tem linhas em branco",
    .textsAllEmpty: "os seus textos estão todos vazios",
    .arrayEmpty: "o array está vazio",
    // {}: the marker (Speaking, SPEECH OUTPUT).
    .noMarkedLines: "nenhuma linha {}",
    // {}: the marker.
    .markedLineSaysNothing: "a sua linha {} não diz nada",
    // {}: how many; {}: the marker.
    .markedLinesSayNothing: "as suas {} linhas {} não dizem nada",
    .noSSIPLines: "nenhuma linha SSIP de um cliente (é um log de nível 5?)",
    // {}: how many SSIP lines.
    .noSpeakInSSIP: "nenhuma mensagem SPEAK nem CHAR nas suas {} linhas SSIP",
    // {}: PulseAudio's own reason, or what failed.
    .pulseReason: "PulseAudio: {}",
    .pulseNotLoaded: "libpulse.so.0 não carregada",
    .outOfMemory: "sem memória",
    // {}: the step; {}: PulseAudio's reason.
    .pulseStepFailed: "{}: {}",
    .pulseCannotConnect: "não foi possível conectar",
    .pulseCannotMakeStream: "não foi possível criar um fluxo",
    .pulseCannotOpenStream: "não foi possível abrir um fluxo",
    .pulseStreamStopped: "o fluxo parou",
    .pulseStoppedTaking: "o servidor de som parou de receber amostras",
    .pulseWriteFailed: "uma escrita falhou",
    .pulseServerGone: "o servidor sumiu",
    .pulseStoppedBeforeEnd: "o PulseAudio parou antes de tocar as últimas palavras",
    .noOutputAvailable: "nenhuma saída PulseAudio, ALSA ou OSS está disponível",
    // {}: the last reason.
    .allOutputsFailed: "PulseAudio, ALSA e OSS falharam todos: {}",
    // {}: seconds.
    .soundServerNoAnswer: "o servidor de som não respondeu em {} segundos",
    .noCardThread: "nenhuma thread pôde ser iniciada para esperar a placa de som",
    .noSpeakingThread: "nenhuma thread pôde ser iniciada para falar",
    .tailNotHandedOn: "as palavras a terminar não puderam ser passadas adiante",
    // {}: the system's reason.
    .tailNoPipe: "nenhum pipe para as palavras a terminar: {}",
    .ssipNoAnswerInTime: "não respondeu a tempo",
    // {}: its reply's code.
    .ssipRefusedName: "recusou o nome do cliente ({})",
    // {}: its reply's code.
    .ssipRefusedEnd: "recusou informar o fim de uma mensagem ({})",
    .ssipNotConnected: "não conectado",
    // {}: the command; {}: its reply's code.
    .ssipRefusedCommand: "recusou {} ({})",
    .ssipBadPort: "SPEECHD_ADDRESS não tem porta válida",
    // {}: the method.
    .ssipUnknownMethod: "SPEECHD_ADDRESS indica um método que o otc não conhece: {}",
    // {}: the path.
    .ssipPathTooLong: "o caminho do socket é longo demais: {}",
    // {}: the host.
    .ssipNoHost: "não foi possível encontrar o host {}",
    .ssipNoAccept: "não aceitou a conexão a tempo",
    // {}: the command.
    .ssipCannotStart: "não foi possível iniciar {}",
    // {}: the command.
    .ssipStartedLate: "{} não iniciou a tempo",
    .ssipUnaskedReply: "enviou uma resposta que nenhum comando pediu",
    .ssipStoppedReading: "parou de ler",
    // {}: the system's reason.
    .ssipConnectionLost: "a conexão caiu ({})",
    .ssipNotUTF8: "enviou uma linha que não é UTF-8",
    // {}: the most bytes.
    .ssipLineTooLong: "enviou uma linha com mais de {} bytes",
    .ssipStoppedAnswering: "parou de responder",
    .ssipClosed: "fechou a conexão",
    .ssipNotSSIP: "enviou algo que não é SSIP",
    .ssipMixedReplies: "misturou duas respostas",
    // {}: the most lines.
    .ssipReplyTooLong: "enviou uma resposta de mais de {} linhas",
    // {}: its reply's code and text.
    .ssipRefusedMessage: "recusou a mensagem ({})",
    // {}: seconds.
    .ssipNoAnswerWithin: "não respondeu em {} segundos",
    // {}: the system's reason.
    .tailNotStarted: "a fala não pôde ser passada adiante: {}",
    // {}: seconds.
    .brlapiNoAnswer: "não respondeu em {} s",
    // {}: the loader's reason.
    .brlapiNotLoaded: "não foi possível carregar a libbrlapi: {}",
    // {}: why.
    .brlapiCannotConnect: "não foi possível conectar: {}",
    // {}: why.
    .brlapiRefused: "recusado: {}",
    .brlapiNoDisplay: "não tem display",
    // {}: its cells; {}: the most otc writes to.
    .brlapiTooWide: "diz que o seu display tem {} células, mais do que as {} em que o otc escreve",
    .brlapiLost: "a conexão caiu",
    // {}: BrlAPI's reason.
    .brlapiCannotTake: "não foi possível tomar o display: {}",
    // {}: the path.
    .noSocketAt: "não há socket em {}",
    // {}: the path; {}: its owner's uid; {}: who may own it.
    .socketOfOther: "o seu socket {} pertence a outro usuário (uid {}), não a {}",
    .sourceFlag: "da linha de comando",
    .sourceEnvironment: "do ambiente, {}",
    .sourceFileLine: "de {}, linha {}",
    .sourceDefault: "padrão do otc",
    .languagesOwnVoiceValue: "a do idioma",
    .wordsAMinute: "{} palavras por minuto",
    .localesLanguage: "{}, o do locale",
    .localesOwn: "o do locale",
    .languageEnglish: "inglês",
    .languageBrazilianPortuguese: "português do Brasil",
    .languageBulgarian: "búlgaro",
    .valueOn: "ligado",
    .valueOff: "desligado",
    .waitForSpeechOn: "ligado, a resposta espera até tudo ser falado",
    .waitForSpeechOff: "desligado, a resposta sai na hora",
    .secureOn: "ligado, nenhum dígito de um código é falado",
    .secureOff: "desligado, os dígitos de um código são falados; uma senha, nunca",
    .capitalsBoth: "both, a palavra maiúscula e um tom mais agudo",
    .capitalsWord: "a palavra maiúscula",
    .capitalsPitch: "um tom mais agudo",
    .capitalsNone: "sem distinção",
    .linesAuto: "auto, o otc escolhe ao lado de um leitor de tela",
    .linesOn: "on, cada anúncio é uma linha",
    .linesOff: "off, nenhum anúncio é uma linha",
    .brailleAuto: "auto, no display quando o BrlAPI do brltty está lá",
    .brailleOn: "on, no display, avisando quando não for possível",
    .brailleOff: "off, nunca no display",
    .screenReaderFor: "{}, para otc read e otc compare",
    .configFileLabel: "arquivo de configuração",
    .notThere: "não existe",
    .clientsLabel: "clientes do Speech Dispatcher",
    .whoSpeaksLabel: "quem fala",
    .brailleDisplayLabel: "display braille",
    .speakupReads: "leitor de tela: Speakup, sintetizador {}, lê este console ({})",
    .fenrirReadsWithSocket: "leitor de tela: Fenrir, processo {}, lê {}, socket remoto {}",
    .fenrirReadsNoSocket: "leitor de tela: Fenrir, processo {}, lê {}, sem socket remoto",
    .orcaReads: "leitor de tela: Orca, processo {}, lê este terminal da área de trabalho",
    .brlttyShows: "braille: o brltty mostra o terminal (socket do BrlAPI {})",
    .noScreenReaders: "leitores de tela: nenhum encontrado ao lado do otc",
    .clientsCannotList: "desconhecidos, este Speech Dispatcher não sabe listar os seus clientes",
    .clientsWouldNotList: "desconhecidos, o Speech Dispatcher não os listou ({})",
    .clientsNoneBesidesOtc: "nenhum além do otc",
    .clientsNoAnswer: "nenhum, o Speech Dispatcher não responde",
    .noReaderHere: "nenhum leitor de tela lê este terminal",
    .otcSpeaksPlain: "o otc fala",
    .otcDoesNotSpeak: "o otc não fala",
    .otcSilentSpeechNone: "o otc não fala (speech é none)",
    .readerReadsLines: "o {} lê as linhas do otc",
    .otcSilentForSpeakup: "o otc não fala, pois não pode silenciar o Speakup (não é root)",
    .otcSpeaksSpeakupSilent: "o otc fala e o Speakup se cala enquanto o otc pergunta (o eco das teclas soletraria uma senha)",
    .otcSpeaksAsSetSpeakupSilent: "o otc fala (speech é {}) e o Speakup se cala enquanto o otc pergunta",
    .otcSpeaksAsSet: "o otc fala (speech é {})",
    .linesOnReaderToo: "as linhas estão ligadas, então o {} também as lê",
    .linesForBraille: "as linhas ficam para o display braille, então o {} também as lê",
    .noLinesReaderSilent: "nenhuma linha é escrita, então o {} não as lê",
    .noLinesWritten: "nenhuma linha é escrita",
    .watchRunning: "em execução aqui ({} está definida)",
    .watchNotRunning: "não está em execução aqui",
    .watchUses: "usa speech, voice, rate, pitch, volume, language, capitals, braille e wait_for_speech",
    .watchAlwaysSecure: "uma pergunta oculta é sempre um campo de texto seguro, sem dicas",
    .brailleNotUsedOff: "não é usado, braille está desligado",
    .brailleShownSocket: "o otc mostra o campo nele enquanto pergunta (socket do BrlAPI {})",
    .brailleShownHost: "o otc mostra o campo nele enquanto pergunta (BrlAPI {})",
    .brailleNoneFound: "nenhum encontrado no BrlAPI {}",
    .otcAsksWithout: "o otc pergunta sem ele",
    // {}: the screen reader.
    .otcSpeaksUnseen: "o otc fala o que o {} não consegue ler na tela",
    // {}: the screen reader.
    .otcSpeaksUnseenSpeakupSilent:
      """
    o otc fala o que o {} não consegue ler na tela, e o Speakup fica em silêncio enquanto o otc pergunta
    """,
    // A line of the report. {}: the label; {}: its value.
    .reportLine: "{}: {}",
    // A setting. {}: the key; {}: the value; {}: where it came from.
    .settingLine: "{}: {}, {}",
    // Two parts of a value. {}: the first; {}: the second.
    .parts: "{}; {}",
    // Two parts of a line. {}: the first; {}: the second.
    .listPair: "{}, {}",
    // otc boot enable. {}: the file; {}: the language; {}: the voice; {}: the rate.
    .bootWrote: "Gravado {}: idioma {}, voz {}, velocidade {}.",
    .bootAgentSwitched:
      "Depois da inicialização, o agente de console do otc pede as frases secretas; o do systemd fica mascarado.",
    .bootAgentRestored: "Depois da inicialização, o agente de console do próprio systemd volta a pedir as frases secretas.",
    // {}: the file.
    .bootRemoved: "Removido {}.",
    // {}: the tool (update-initramfs, dracut).
    .bootRebuilding: "Refazendo o initramfs com {}...",
    .bootEnabled: "Pronto: a frase secreta é falada na próxima inicialização. otc boot status verifica a imagem.",
    .bootDisabled: "Pronto: na próxima inicialização, quem pede a frase secreta é o pedido padrão.",
    // {}: the file.
    .bootSettingOn: "Configuração: ligada, em {}.",
    // {}: the file.
    .bootSettingOff: "Configuração: desligada (sem {}).",
    // {}: the image.
    .bootImageWithoutOTC: "A imagem {} não contém o otc: quem pergunta é o pedido padrão.",
    // {}: the image; {}: the language; {}: the voice; {}: the rate.
    .bootImageHoldsOTC: "A imagem {} contém o otc: idioma {}, voz {}, velocidade {}.",
    // The first line of otc voices.
    .voicesHeader: "Nome, idioma, arquivo: --voice aceita qualquer um deles.",
    // A design's row of otc compare. {}: the design; {}: the direction; {}: the hints; then swipes, utterances,
    // words, seconds, the digits' order.
    .designRow: "{}, {}, {}: {}, {}, {}, {}, {}",
    .hintsOn: "dicas ativadas",
    .hintsOff: "dicas desativadas",
    // {}: the hints.
    .valueReadAsNumber: "{}, valor lido como número",
    .swipesOne: "1 deslize",
    // {}: the count, 2 or more (or 0).
    .swipesMany: "{} deslizes",
    .utterancesOne: "1 fala",
    // {}: the count, 2 or more (or 0).
    .utterancesMany: "{} falas",
    .wordsOne: "1 palavra",
    // {}: the count, 2 or more (or 0).
    .wordsMany: "{} palavras",
    // A count reckoned, not measured. {}: the count with its noun.
    .aboutCount: "cerca de {}",
    // {}: the seconds, with one decimal.
    .secondsCount: "{} segundos",
    .digitsInCodeOrder: "dígitos na ordem do código",
    .digitsReversed: "dígitos invertidos",
    // A transcript's row of otc compare. {}: the file; {}: utterances; {}: words; {}: seconds.
    .transcriptCostRow: "{}: {}, {}, {}",
    .voiceOverSpellOutNote:
      """
    Um campo de código único só é lido dígito por dígito quando o app o marca para ser soletrado \
    (accessibilitySpeechSpellOut); sem isso, o VoiceOver lê o valor como um número.
    """,
    .talkBackSpellOutNote:
      """
    No Android, um campo de código único só é lido dígito por dígito quando o app marca o texto para ser soletrado (um \
    TtsSpan); sem isso, o TalkBack entrega o número ao mecanismo de fala.
    """,
    // {}: the line; {}: what was expected; {}: what was heard.
    .diffLineChanged: "linha {}: esperado “{}”, ouvido “{}”",
    // {}: the line; {}: what was expected.
    .diffLineMissing: "linha {}: falta “{}”",
    // {}: the line; {}: what was heard.
    .diffLineExtra: "linha {}: a mais “{}”",
    // {}: the expected file; {}: its format; {}: its utterances; then the same of the heard file.
    .diffRead: "Lido {} como {}, {}; {} como {}, {}.",
    // {}: the utterances.
    .diffIdentical: "Idênticos: {}.",
    // {}: the utterances; {}: how many are worded differently.
    .diffEquivalent: "Equivalentes: {}, {} com outras palavras.",
    // {}: the options; {}: the utterances; {}: how many are worded differently.
    .diffEquivalentUnder: "Equivalentes com {}: {}, {} com outras palavras.",
    .differencesOne: "1 diferença",
    // {}: the count, 2 or more.
    .differencesMany: "{} diferenças",
    // {}: the differences; {}: of which kinds.
    .diffSummary: "{}: {}.",
    // {}: how many.
    .diffChanged: "alteradas: {}",
    // {}: how many.
    .diffMissing: "faltando: {}",
    // {}: how many.
    .diffExtra: "a mais: {}",
    // What the rule code-split-into-fields finds.
    .ruleKeypadKeyUnnamed: "Uma tecla do teclado de PIN não tem nome: o leitor de tela a chama apenas de botão.",
    .ruleKeypadCountSilent: "Nada do que o leitor de tela encontra diz quantos dígitos do PIN foram digitados.",
    .ruleCodeSplit: "O código está dividido em um campo por dígito: uma parada de foco e uma fala para cada dígito.",
    // What the rule digit-field-without-position finds.
    .ruleDigitWithoutPosition: "O nome de um campo de dígito não diz qual dígito ele é, nem de quantos.",
    // What the rule field-unnamed finds.
    .ruleFieldUnnamed:
      "Um campo de texto não tem nome (ou só as marcas de uma máscara): o leitor de tela o chama apenas de campo de texto.",
    // What the rule two-focus-stops-per-field finds.
    .ruleTwoStopsPerField: "Um contêiner focalizável contém um campo de código: duas paradas de foco para um campo.",
    // What the rule one-time-code-hint-missing finds.
    .ruleHintMissing: "Nenhum campo de código tem a dica de preenchimento automático one-time-code.",
    // What the rule one-time-code-hint-on-several-fields finds.
    .ruleHintRepeated: "A dica de preenchimento automático one-time-code está em mais de um campo.",
    // What the rule code-field-secure finds.
    .ruleCodeFieldSecure: "Um campo de código de uso único esconde o que é digitado, como um campo de senha.",
    // What the rule code-read-as-number finds.
    .ruleCodeReadAsNumber: "O valor do campo de código é entregue ao leitor de tela como um único número.",
    // {}: what the field is heard as.
    .heardKeyUnnamed: "{}: o que a tecla faz nunca é dito",
    .heardCountSilent:
      """
    cada tecla diz o seu dígito, e os pontos que mostram os dígitos digitados são mudos: quem ouve conta sozinho e não \
    ouve um toque perdido ou contado duas vezes
    """,
    .heardNothingSaysWhat: "{}: nada diz para que serve o campo",
    // {}: what the field is heard as.
    .heardNoPosition: "{}: nunca se diz qual dígito de quantos",
    // {}: what the field is heard as.
    .heardTwoStops: "uma parada para o contêiner que contém o campo, depois outra para o campo, {}",
    // {}: what the field is heard as.
    .heardSecure: "{}: os dígitos digitados podem ser contados, mas nunca ouvidos de volta",
    // {}: swipes; {}: utterances; {}: the code's digits; {}: words; {}: seconds; then one field's words and
    // seconds, and what it says.
    .heardSplit: "{} e {} para ouvir o código de {} dígitos, {}, {}; um campo único leva 1 deslize, {}, {}: “{}”",
    .heardNoHint:
      """
    nenhum código é oferecido acima do teclado: quem ouve sai da tela para achar o código numa mensagem e precisa lembrá-lo \
    dígito por dígito
    """,
    // {}: how many other fields.
    .heardHintRepeated:
      """
    o código oferecido acima do teclado preenche uma caixa; {} outras ficam vazias, e o formulário pode enviar um código \
    incompleto
    """,
    // {}: the value; {}: the number it is said as.
    .heardAsNumber: "“{}” é dito como o número “{}”, não dígito por dígito",
    // {}: the field's position; {}: how many fields.
    .fixNameByPosition: "Nomeie cada campo pela sua posição, \"Dígito {} de {}\", ou melhor, use um só campo para o código.",
    .fixNameKey: "Dê à tecla o nome do que ela faz, como \"Apagar\" ou \"Confirmar\" (no idioma do app).",
    .fixSayCount:
      """
    Diga quantos dígitos foram digitados: dê aos pontos o nome do que mostram (\"2 de 4 dígitos digitados\") e anuncie a \
    contagem quando ela muda (uma região live; announceForAccessibility).
    """,
    .fixGiveLabel: "Dê ao campo um rótulo que diga o que ele pede, como \"Código de verificação\".",
    // {}: the field's position; {}: how many fields.
    .fixNameDigit: "Nomeie o campo \"Dígito {} de {}\" (no idioma do app), ou use um só campo para o código.",
    // {}: how many fields, three times.
    .fixNameEachRange:
      """
    Nomeie cada campo pela sua posição, de \"Dígito 1 de {}\" a \"Dígito {} de {}\" (no idioma do app), ou melhor, use um só \
    campo para o código.
    """,
    .fixContainer:
      """
    Torne o contêiner não focalizável (android:focusable=\"false\", sem tabindex nem role nele) e coloque o rótulo dele no \
    campo.
    """,
    .fixSecure:
      """
    Um código de uso único não é uma senha: use um campo de texto comum (sem secureTextEntry, sem tipo de entrada de senha), \
    para que quem ouve possa conferir cada dígito.
    """,
    .fixOneField:
      """
    Use um só campo de texto para o código inteiro, com a dica de preenchimento automático one-time-code e um teclado de \
    dígitos, e desenhe as caixas a partir do texto dele (a correção dos artigos de origem).
    """,
    .fixAddHint:
      """
    Marque o campo de código com autocomplete=\"one-time-code\" (iOS: textContentType .oneTimeCode; Android: autofillHints \
    smsOTPCode), só nesse campo.
    """,
    .fixHintOnce: "Coloque a dica one-time-code em um só campo; melhor ainda, faça do código um só campo.",
    .fixSpellOut:
      """
    Faça o leitor de tela soletrar o valor: accessibilityAttributedValue com accessibilitySpeechSpellOut (iOS), um TtsSpan \
    do tipo verbatim ou digits (Android), ou os dígitos separados por espaços no valor acessível (a web).
    """,
    // {}: the file; {}: why.
    .auditNotRead: "{}: não lido: {}.",
    // {}: the file; {}: what was read; {}: the code entry.
    .auditFileRead: "{}: {}; a entrada de código: {}.",
    // {}: what was read.
    .auditNoEntry:
      """
    {}, mas nenhuma entrada de código: nenhum campo com a dica one-time-code, um nome ou identificador que diga código, ou a \
    máscara de um código, e nenhuma sequência de campos de um caractere nem teclado de PIN; nada foi verificado
    """,
    .nothingRead: "nada lido",
    .entryNone: "nenhuma entrada de código",
    // {}: the field.
    .entryOneField: "1 campo, {}",
    // {}: how many; {}: the first.
    .entryFields: "{} campos, a partir de {}",
    .entryKeypad: "um teclado de {} teclas, a partir de {}",
    // {}: where; {}: the rule; {}: the field; {}: what the rule finds; {}: what is heard; {}: the fix.
    .auditFinding: "{}: {}: {}: {} Ouvido: {}. Correção: {}",
    // {}: where; {}: the rule; {}: how many fields; {}: which; {}: what the rule finds; {}: heard on the first; {}: the fix.
    .auditFindingGroup: "{}: {}: {} campos, {}: {} Ouvido no primeiro: {}. Correção: {}",
    // {}: the first field.
    .fieldsFrom: "a partir de {}",
    // {}: the first field; {}: the last.
    .fieldsFromTo: "{} a {}",
    // {}: the format; {}: what it cannot show.
    .notCheckableFrom: "Não verificável a partir de {}: {}.",
    .noProblemFound: "Nenhum problema encontrado",
    .problemsFoundOne: "1 problema encontrado",
    // {}: how many.
    .problemsFoundMany: "{} problemas encontrados",
    .filesNotReadOne: "1 arquivo não lido",
    // {}: how many.
    .filesNotReadMany: "{} arquivos não lidos",
    .filesWithoutEntryOne: "1 arquivo sem entrada de código",
    // {}: how many.
    .filesWithoutEntryMany: "{} arquivos sem entrada de código",
    // A line of a report. {}: the file; {}: what is said of it.
    .fileSentence: "{}: {}.",
    // An element named by its line. {}: the line.
    .elementOnLine: "elemento na linha {}",
    .elementWithoutName: "um elemento sem nome",
    // Words quoted as they are heard. {}: the words.
    .quoted: "“{}”",
    // What a screen format may not show.
    .factAutofill: "dicas de preenchimento automático",
    // What a screen format may not show.
    .factSecureEntry: "entrada segura",
    // What a screen format may not show.
    .factNesting: "contêineres focalizáveis em volta dos campos",
    // What a screen format may not show.
    .factMaxLength: "comprimentos dos campos",
    // What a screen format may not show.
    .factValue: "como o valor de um campo é lido (se o app o marca para ser soletrado)",
    // The verdict when some rules could not be checked. {}: how many rules.
    .noProblemInWhatWasChecked: "Nenhum problema encontrado no que pôde ser verificado (não verificáveis: {})",
    .rulesOne: "1 regra",
    // {}: how many, 2 or more.
    .rulesMany: "{} regras",
  ]
}
