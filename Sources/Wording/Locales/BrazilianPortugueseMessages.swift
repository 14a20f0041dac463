extension MessageWords {
  /// otc's messages in Brazilian Portuguese, by key; `{}` stands for each value, in order.
  static func brazilianPortuguese(_ key: MessageKey) -> String {
    switch key {
    // {}: the length given.
    case .lengthOutside: "O comprimento {} está fora de 4 a 12 dígitos."
    case .timeoutOutside: "O tempo limite deve ser de mais de 0 segundos e no máximo 86400 (um dia)."
    case .queryOrWatch: "Dê uma das opções --query e --watch."
    case .codeOrCodeFile: "Dê o código com --code ou --code-file, não os dois."
    case .giveCode: "Dê o código com --code DÍGITOS ou --code-file ARQUIVO."
    case .giveCodeOrTranscripts:
      "Dê o código com --code DÍGITOS ou --code-file ARQUIVO, ou transcrições com --transcript ARQUIVO."
    case .giveCodeOrScreen: "Dê o código com --code DÍGITOS ou --code-file ARQUIVO, ou um arquivo de tela com --screen ARQUIVO."
    case .codeOrTranscripts: "Dê um código ou transcrições para medir, não os dois."
    case .screenOrTranscripts: "Meça uma tela ou transcrições, não os dois."
    case .screenHeardWithOne: "--screen-reader both serve só para os modelos; uma tela é ouvida com um só."
    case .screenReaderForDesigns:
      """
      --screen-reader escolhe de quem são as linhas dos modelos; as transcrições são medidas como foram ouvidas.
      """
    // {}: the rate given.
    case .rateOutside: "A velocidade {} está fora de 80 a 700 palavras por minuto."
    case .labelPerDigit:
      """
      --label dá nome ao campo único; os campos por dígito são nomeados pelas suas posições. Tire --label, ou use --mode \
      single.
      """
    case .codeOrScreen: "Dê um código ou um arquivo de tela com --screen, não os dois."
    case .screenHasItsFields:
      """
      --mode, --label, --secure, --activate e --value-reading moldam as telas que o otc imagina; um arquivo de tela tem os \
      seus próprios campos.
      """
    case .fromNeedsScreen: "--from diz o formato de um arquivo de tela; dê o arquivo com --screen."
    case .oneKey: "Dê uma chave só: um nome, --pass ENTRADA ou --uri-file ARQUIVO."
    case .addAlone: "--add guarda a URI da entrada padrão; não dê outra chave junto."
    case .passEntryName: "--pass recebe o nome de uma entrada, como totp/github."
    case .minSecondsRange: "--min-seconds vai de 0 a 3600."
    case .atNotNegative: "--at são segundos desde 1970, 0 ou mais."
    case .folderAndKeyEcho: "Dê a pasta e o eco das teclas, ou --give-back."
    case .noTextToSay: "não há texto para dizer"
    case .noDiskToAskFor:
      "não há disco para perguntar: CRYPTTAB_NAME não está definido (o cryptroot o define para o seu keyscript)"
    case .codeEmpty: "o código está vazio; dê de 4 a 12 dígitos"
    // {}: what is there, named (“the letter a”); {}: its position.
    case .codeHasNonDigit: "o código tem {} na posição {}; um código só tem dígitos"
    case .codeTooShortOne: "o código tem 1 dígito; um código tem pelo menos 4"
    // {}: the digits found.
    case .codeTooShort: "o código tem {} dígitos; um código tem pelo menos 4"
    // {}: the digits found.
    case .codeTooLong: "o código tem {} dígitos; um código tem no máximo 12"
    case .characterSpace: "um espaço"
    // {}: the letter.
    case .characterLetter: "a letra “{}”"
    // {}: its code points (U+1B).
    case .characterControl: "um caractere de controle ({})"
    // {}: the character; {}: its code points.
    case .characterOther: "o caractere “{}” ({})"
    // {}: the file.
    case .codeFromNotText: "não foi possível ler o código de {}: não é texto UTF-8"
    // {}: the file's problem.
    case .codeFrom: "não foi possível ler o código de {}"
    case .codeInProcessList: "o código dado com --code aparece na lista de processos; --code-file - o mantém fora"
    // {}: the path; {}: why.
    case .fileProblem: "{}: {}"
    // {}: the file's problem (path: why).
    case .cannotRead: "não foi possível ler {}"
    // {}: the file's problem (path: why).
    case .cannotWrite: "não foi possível gravar {}"
    // {}: the path; {}: why.
    case .cannotReadBecause: "não foi possível ler {}: {}"
    // {}: the path; {}: why.
    case .cannotCompareBecause: "não foi possível comparar {}: {}"
    // {}: the path; {}: why.
    case .cannotWriteBecause: "não foi possível gravar {}: {}"
    case .isFolder: "é uma pasta"
    case .isFIFO: "é um FIFO, não um arquivo comum; o otc não o usa"
    case .isNotRegular: "não é um arquivo comum; o otc não o usa"
    // {}: the owner's uid.
    case .belongsToOther: "pertence a outro usuário (uid {}); o otc só usa um arquivo seu ou do root"
    // {}: the mode, in octal.
    case .othersMayWrite: "o grupo ou outros podem gravá-lo (modo {}); o otc não o usa até você rodar chmod go-w nele"
    // {}: a size (64 KB).
    case .isLargerThan: "é maior que {}"
    case .cannotWriteInto: "não é um arquivo em que o otc possa gravar"
    case .isNotFolder: "não é uma pasta"
    case .folderOfOther: "pertence a outro usuário"
    case .folderOpen: "outros podem entrar nela; deve ser 0700"
    case .isLink: "é um link simbólico, e o otc não segue links para o que grava"
    // {}: the system's reason.
    case .terminalSetUp: "não foi possível preparar o terminal: {}"
    // {}: the file's problem (path: why).
    case .transcriptUnwritable: "não foi possível gravar a transcrição {}"
    // {}: the file's problem (path: why).
    case .wavUnwritable: "não foi possível gravar o arquivo WAV {}"
    // {}: the system's reason.
    case .keysUnreadable: "não foi possível ler as teclas: {}"
    // {}: the terminal's path; {}: why.
    case .noTerminal: "não há terminal onde perguntar ({}: {})"
    // {}: the terminal's path; {}: why; {}: what to do.
    case .noTerminalAdvised: "não há terminal onde perguntar ({}: {}); {}"
    case .runFromTerminal: "rode o programa num terminal, ou dê a resposta de outro jeito"
    // {}: the system's reason.
    case .standardOutputUnwritable: "não foi possível escrever na saída padrão: {}"
    // {}: the folder's problem (path: why).
    case .runtimeFolderUnusable: "não foi possível usar a pasta de execução {}"
    // {}: the loader's reason.
    case .libassuanMissing: "não foi possível carregar a libassuan, que o protocolo do gpg-agent exige: {}"
    case .assuanServerFailed: "não foi possível iniciar o servidor Assuan na entrada e na saída padrão"
    case .agentNotRoot: "não é root: o systemd só aceita respostas do root, então cada resposta será recusada; rode como root"
    // {}: the question; {}: why.
    case .cannotAnswer: "não foi possível responder {}: {}"
    case .speakupNotSilenced: "não foi possível silenciar o Speakup; ele também lê as linhas do otc"
    // {}: the BrlAPI host (:0); {}: why, in BrlAPI's or the system's words.
    case .brailleNotUsed: "o display braille não é usado: BrlAPI {} {}"
    // {}: the setting's problem.
    case .settingIgnored: "ignorado {}; o otc usa o próximo lugar onde esta configuração é definida, ou o seu padrão"
    // Said aloud. {}: where (the config file is named so); {}: why.
    case .settingSpokenIgnored: "Configuração ignorada: {}: {}"
    // {}: the flag, variable or file; {}: why.
    case .settingPlace: "{}: {}"
    // {}: the config file's path; {}: the line.
    case .fileLine: "{}, linha {}"
    // The config file, said aloud instead of its path.
    case .theConfigFile: "o arquivo de configuração"
    // {}: the key; {}, {}: the range.
    case .wholeNumber: "{} deve ser um número inteiro de {} a {}"
    // {}: the key.
    case .trueOrFalse: "{} deve ser true ou false"
    // {}: the key; {}: its values, “or” between the last two.
    case .oneOfValues: "{} deve ser {}"
    // {}: the key.
    case .mustNotBeEmpty: "{} não pode ficar vazio"
    // {}: the key found; {}: the keys.
    case .unknownKey: "chave desconhecida “{}”; as chaves são {}"
    case .noTables: "o arquivo de configuração do otc não tem tabelas; as configurações são chaves no topo, como rate = 200"
    // {}: TOML's reason.
    case .notTOML: "não é TOML: {}"
    // {}: why the file is refused.
    case .noneOfFileUsed: "{}; nada do arquivo é usado"
    // Two values or more: {} the first ones, {} the last.
    case .orList: "{} ou {}"
    // {}: espeak-ng's status.
    case .espeakFailed: "o espeak-ng falhou: {}"
    // {}: espeak-ng's status.
    case .espeakNoData: "o espeak-ng não pôde carregar os seus dados (veja ESPEAK_DATA_PATH ou instale espeak-ng-data): {}"
    // {}: the voice asked for.
    case .voiceNotFound: "nenhuma voz do espeak-ng se chama “{}”; otc voices lista as vozes"
    // {}: the rate.
    case .speechRateOutside: "a velocidade {} está fora de 80 a 700 palavras por minuto"
    // {}: the sound system's reason.
    case .noAudioDevice: "nenhum dispositivo de áudio pôde ser aberto ({})"
    // {}: the sound system's reason.
    case .audioDeviceFailed: "o dispositivo de áudio falhou ({})"
    // {}: why.
    case .noSpeechDispatcher: "o Speech Dispatcher não respondeu ({})"
    // {}: why.
    case .speechDispatcherFailed: "o Speech Dispatcher falhou ({})"
    case .speechDispatcherStopped: "o Speech Dispatcher parou de responder; seguindo só com texto"
    // {}: what failed.
    case .continuingTextOnly: "{}; seguindo só com texto."
    // {}: what failed.
    case .continuingWithoutSpeechd: "{}; seguindo sem o Speech Dispatcher"
    // {}: what failed.
    case .languagesOwnVoice: "{}; falando com a voz do próprio idioma"
    // Advice. {}: the output module.
    case .speakingThroughModule: "falando pelo Speech Dispatcher (módulo {})"
    // Advice.
    case .speakingThroughDefaultModule: "falando pelo Speech Dispatcher (o módulo padrão)"
    // Advice. {}: the sound device.
    case .speakingThroughEspeak: "falando pelo espeak-ng e {}"
    // Advice. {}: the locale asked for (pt_PT).
    case .portugalGetsBrazil: "o otc fala só português do Brasil; {} recebe pt-BR"
    // {}: the language asked for.
    case .noVoiceSpeaks: "nenhuma voz fala {}"
    // {}: the shell; {}: the line to put in its start-up file.
    case .watchStartupLoop:
      """
      o arquivo de início do seu shell roda o otc watch de novo dentro do otc watch, então o {} começa sem os arquivos de \
      início. Rode o otc watch ali só fora dele: {}
      """
    // {}: the system's reason.
    case .cannotFollowSignals: "não foi possível acompanhar os sinais: {}"
    // {}: the program; {}: the system's reason.
    case .cannotRun: "não foi possível rodar {}: {}"
    // {}: the system's reason.
    case .terminalSettingsUnreadable: "não foi possível ler as configurações do terminal: {}"
    // {}: the system's reason.
    case .noPseudoTerminal: "não foi possível abrir um pseudoterminal: {}"
    // {}: the system's reason.
    case .pseudoTerminalUnnamed: "não foi possível nomear um pseudoterminal: {}"
    case .noInitramfsTool: "nem o initramfs-tools nem o dracut está instalado: não há initramfs onde o otc possa entrar"
    // {}: the program; {}: its exit status; {}: what this means.
    case .toolFailed: "{} falhou (código de saída {}); {}"
    case .imageMayLackOTC: "a imagem pode não ter o otc. otc boot status diz o que ela tem"
    case .imageMayHoldOTC: "a imagem ainda pode ter o otc"
    case .needsRoot: "isto precisa do root: muda a imagem de inicialização e /etc/otc (tente sudo)"
    // {}: the file's problem.
    case .cannotRecordSetting: "não foi possível registrar a configuração: {}"
    // {}: the path; {}: the system's reason.
    case .cannotRemove: "não foi possível remover {}: {}"
    // {}: the image; {}: the system's reason.
    case .imageUnreadable: "não foi possível ler a imagem {}: {}"
    case .noUnpackFolder: "não foi possível criar uma pasta para desempacotar a imagem"
    // {}: the image.
    case .cannotUnpack: "o unmkinitramfs não pôde desempacotar {}"
    case .noImageReader: "nem o unmkinitramfs nem o lsinitrd está instalado: a imagem não pode ser lida"
    // {}: the console; {}: the system's reason.
    case .cannotWriteTo: "não foi possível escrever em {}: {}"
    // {}: the disk's name; {}: the system's reason.
    case .unlockedNotSaid: "não foi possível dizer que {} foi desbloqueado: {}"
    // {}: why the remote answer is not taken.
    case .typedOnlyHere: "{}; a frase secreta só pode ser digitada aqui"
    // {}: the path; {}: the system's reason.
    case .cannotMake: "não foi possível criar {}: {}"
    // {}: the FIFO.
    case .wentAway: "{} sumiu"
    // {}: the most bytes taken.
    case .passphraseTooLong: "uma frase secreta de mais de {} bytes foi recusada"
    // {}: the key's name.
    case .pipeTheURI: "passe a URI por um pipe, para que nunca apareça: otc totp --add {} < ARQUIVO"
    case .noKeyFolderToKeep: "nem XDG_CONFIG_HOME nem HOME diz onde guardar as chaves"
    case .noKeyFolder: "nem XDG_CONFIG_HOME nem HOME diz onde as chaves ficam"
    // {}: the name; {}: the folder; {}: the name again.
    case .noKeyNamed: "não há chave chamada {} em {}; guarde uma com otc totp --add {} < ARQUIVO"
    // {}: the key's file.
    case .hotpAtEnd: "o contador HOTP de {} não pode avançar mais"
    case .giveAKey: "dê uma chave: um nome guardado com --add, --pass ENTRADA, --uri-file ARQUIVO, ou a URI na entrada padrão"
    case .hotpNeedsFile:
      """
      o contador de uma chave HOTP precisa avançar a cada código, o que o otc só faz num arquivo: guarde-a com otc totp \
      --add NOME
      """
    case .notOTPAuth: "não há URI otpauth://"
    // {}: the limit.
    case .uriTooLong: "a URI otpauth tem mais de {} bytes"
    case .uriUnknownType: "o tipo da URI otpauth não é totp nem hotp"
    case .uriNoSecret: "a URI otpauth não tem o parâmetro secret"
    case .uriEmptySecret: "o secret da URI otpauth está vazio"
    case .uriBadSecret: "o secret da URI otpauth não é base32 (as letras de A a Z e os dígitos de 2 a 7)"
    // {}: the parameter.
    case .uriTwice: "a URI otpauth dá o parâmetro {} duas vezes"
    case .uriBadAlgorithm: "o algorithm da URI otpauth não é SHA1, SHA256 nem SHA512"
    case .uriBadDigits: "o parâmetro digits da URI otpauth não é 6, 7 nem 8"
    case .uriBadPeriod: "o period da URI otpauth não é um número de segundos de 1 a 86400"
    case .uriNoCounter: "a URI otpauth é hotp mas não tem o parâmetro counter"
    case .uriBadCounter: "o counter da URI otpauth não é um número inteiro"
    // {}: the parameter.
    case .uriBadEscape: "o {} da URI otpauth tem um escape de porcentagem quebrado"
    // {}: the path; {}: the system's reason.
    case .keyCannotOpen: "não foi possível abrir {}: {}"
    // {}: the path.
    case .keyNotAFile: "{} não é um arquivo comum"
    // {}: the path.
    case .keyNotOwned: "{} pertence a outro usuário"
    // {}: the path; {}: its mode; {}: the path.
    case .keyOpenToOthers: "{} pode ser lido ou gravado por outros (modo {}); deixe-o só seu: chmod 600 {}"
    // {}: the folder; {}: its mode.
    case .keyFolderOpen: "a pasta {} pode ser gravada por outros (modo {}), que poderiam trocar a chave dentro dela"
    // {}: the path; {}: the limit in KB.
    case .keyTooLarge: "{} é maior que {} KB; a URI de uma chave é uma linha"
    // {}: the path.
    case .keyExists: "já existe uma chave em {}; remova-a antes para trocá-la"
    // {}: the name.
    case .keyBadName:
      """
      '{}' não é nome de chave: use letras, dígitos, pontos, hífens, sublinhados, arrobas e sinais de mais, sem ponto no \
      início
      """
    // {}: the program; {}: its exit status.
    case .programFailed: "{} falhou (código de saída {})"
    // {}: the screen file.
    case .codeFieldsEmpty: "{}: os campos do código estão vazios; dê o código para preenchê-los, com --code-file ARQUIVO"
    // {}: the screen file; {}: its fields; {}: the code's digits.
    case .codeEntryFields: "{}: a entrada do código tem {} campos, não {}"
    // {}: the screen file.
    case .noCodeEntry:
      """
      {}: não há entrada de código: nenhum campo com a dica one-time-code, um nome ou identificador que diga código, ou a \
      máscara de um código, e nenhuma sequência de campos de um caractere
      """
    // {}: the file; {}: the format it was read as; {}: why nothing was found.
    case .nothingToCompare: "{} lido como {}: {}; nada para comparar (--allow-empty compara)"
    // Advice. {}: the file; {}: what was read.
    case .screenRead: "lido {}: {}"
    // {}: text otc does not translate: a reason given in the words of the file's format or another program.
    case .plainText: "{}"
    // Said aloud as a command that asks ends. {}: the error.
    case .errorSaid: "Erro: {}"
    case .fifoWithoutReader: "é um FIFO sem leitor"
    // {}: the path.
    case .notAFIFO: "{} não é um FIFO"
    // {}: the path; {}: its owner's uid; {}: its mode.
    case .fifoNotOwnersAlone: "{} não é só deste usuário (dono {}, modo {})"
    // {}: the transcript; {}: why.
    case .cannotMeasureBecause: "não foi possível medir {}: {}"
    // Advice. {}: the name; {}: what the key is.
    case .keptKey: "guardada {}: {}"
    // Advice. {}: the name; {}: whose (issuer, account); {}: what the key is.
    case .keptKeyOf: "guardada {} ({}): {}"
    // {}: digits; {}: seconds.
    case .totpKind: "TOTP, {} dígitos, a cada {} segundos"
    // {}: digits.
    case .hotpKind: "HOTP, {} dígitos"
    // {}: the line; {}: what is wrong there.
    case .screenLine: "linha {}: {}"
    // {}: the file; {}: why.
    case .screenUnreadable: "não foi possível ler a tela em {}: {}"
    // {}: the file; {}: the format asked for; {}: why.
    case .screenUnreadableAs: "não foi possível ler a tela em {} como {}: {}"
    // Advice. {}: the format; {}: the elements; {}: the focus stops.
    case .screenSummary: "{}, {}, {}"
    case .elementsOne: "1 elemento"
    // {}: how many.
    case .elementsMany: "{} elementos"
    case .focusStopsOne: "1 parada de foco"
    // {}: how many.
    case .focusStopsMany: "{} paradas de foco"
    case .formatUIAutomator: "um dump do uiautomator"
    case .formatAppiumAndroid: "um page source do Appium de um app Android"
    case .formatAppiumIOS: "um page source do Appium de um app iOS"
    case .formatXCUITest: "uma descrição XCUITest de um app iOS"
    case .formatMaestro: "uma hierarquia do Maestro"
    case .formatChromeTree: "a árvore de acessibilidade do Chrome"
    case .formatSnapshot: "um arquivo do AccessibilitySnapshot"
    case .formatHTML: "uma página HTML"
    case .formatAria: "um snapshot ARIA do Playwright"
    // {}: the formats tried.
    case .screenFormatUnknown: "o otc não sabe dizer o formato: não é nenhum dos que o otc lê ({}). Diga o formato com --from"
    // {}: the element.
    case .screenUnknownIOSElement: "tem <{}>, que não é um elemento XCUIElementType do page source iOS do Appium"
    case .screenNoIOSElement: "não tem nenhum elemento XCUIElementType"
    // {}: the most.
    case .screenTooManyElements: "tem mais de {} elementos, mais do que o otc lê numa tela"
    // {}: the most.
    case .screenTooManyAttributes: "tem mais de {} atributos, mais do que o otc lê numa tela"
    // {}: the most levels.
    case .screenElementsTooDeep: "os seus elementos estão aninhados em mais de {} níveis"
    // {}: the most levels.
    case .screenNodesTooDeep: "os seus nós estão aninhados em mais de {} níveis"
    // {}: the most levels.
    case .screenListsTooDeep: "as suas listas estão aninhadas em mais de {} níveis"
    case .screenNoSubtree: "não tem nenhum elemento: nenhuma linha sob \"Element subtree:\""
    // {}: the line's start.
    case .screenNotXCUITestElement: "\"{}\" não é um elemento de uma descrição XCUITest (primeiro um tipo, como Button)"
    // {}: the elements.
    case .screenNothingForVoiceOver: "o VoiceOver não pararia em nenhum dos seus {} elementos: nenhum é acessível e visível"
    // {}: the JSON decoder's reason.
    case .screenNotChromeTree: "não é a árvore de acessibilidade do Chrome (Accessibility.getFullAXTree): {}"
    case .screenNoNodes: "a sua lista de nós está vazia"
    case .screenNothingChromeReads:
      "não tem nada que um leitor de tela leia: todo nó é ignorado, ou é um contêiner sem nada a dizer"
    // {}: the root element.
    case .screenNotHierarchy: "o seu elemento raiz é <{}>, não um <hierarchy> do uiautomator"
    case .screenEmptyHierarchy: "o seu <hierarchy> não tem nenhum nó"
    case .screenNothingHTMLReads: "não tem nada que um leitor de tela leia: nenhum campo, nenhum botão, nenhum texto"
    // {}: libxml2's reason.
    case .screenNothingHTMLReadsMistake:
      """
      não tem nada que um leitor de tela leia: nenhum campo, nenhum botão, nenhum texto (libxml2: {})
      """
    // {}: the JSON decoder's reason.
    case .screenNotMaestro: "não é uma hierarquia do Maestro: {}"
    case .screenYAMLNotAria: "é YAML, mas não uma lista de nós ARIA (\"- role \\\"name\\\"\")"
    // {}: how many keys.
    case .screenMappingKeys: "um nó é um mapeamento de {} chaves, não um papel"
    case .screenListInList: "uma lista está aninhada numa lista sem papel"
    case .screenNodeHoldsMapping: "um nó tem um mapeamento; deveria ter um texto ou uma lista"
    case .screenNoAriaNodes: "a sua lista de nós ARIA está vazia"
    // {}: the line's start.
    case .screenNoRole: "\"{}\" não começa com um papel"
    // {}: the line's start.
    case .screenNoClosingQuote: "o nome de \"{}\" não tem aspas de fechamento"
    // {}: the loader's reason.
    case .screenNeedsLibyaml: "para ler é preciso a libyaml (o pacote libyaml-0-2 do Debian): {}"
    case .screenLibyamlFailed: "a libyaml não pôde iniciar"
    // {}: libyaml's reason.
    case .screenNotYAML: "não é YAML bem formado: {}"
    case .screenEmpty: "está vazio"
    case .screenYAMLAlias: "usa um alias YAML; um snapshot ARIA não tem nenhum, e o otc não expande aliases"
    case .screenKeyWithoutValue: "um mapeamento tem uma chave sem valor"
    case .screenUnopenedClose: "fecha uma coleção que nunca abriu"
    case .screenJSONWithoutList: "é JSON, mas não tem lista de elementos (uma lista no topo, ou \"elements\")"
    // {}: the JSON decoder's reason.
    case .screenNotSnapshot: "não é uma lista de elementos do AccessibilitySnapshot: {}"
    case .screenNoElements: "a sua lista de elementos está vazia"
    // {}: the loader's reason.
    case .screenNeedsLibxml: "para ler é preciso a libxml2 (o pacote libxml2 do Debian): {}"
    case .screenTooLarge: "é grande demais para ler"
    case .screenOutOfMemory: "a libxml2 ficou sem memória ao ler"
    // {}: HTML or XML; {}: libxml2's reason.
    case .screenNotWellFormed: "não é {} bem formado: {}"
    case .screenNoElement: "não tem nenhum elemento"
    // {}: the key.
    case .decoderMissing: "sem \"{}\""
    case .transcriptBinary: "é um arquivo binário, não uma transcrição"
    case .transcriptNotUTF8: "não é texto UTF-8"
    case .transcriptOddJSONArray: "começa como um array JSON, mas não é um array de strings nem de objetos com um text"
    // {}: the log's kind; {}: the line's start.
    case .transcriptLogLine: "uma linha deste {} não pôde ser lida: {}"
    // {}: the line.
    case .transcriptLineNotJSON: "a linha {} não é um objeto JSON com um text"
    case .transcriptFormatText: "texto"
    case .transcriptFormatJSONLines: "JSON Lines"
    case .transcriptFormatPhrases: "um array JSON de frases"
    case .transcriptFormatUtterances: "um array JSON de falas"
    case .transcriptFormatNVDA: "um log do NVDA"
    case .transcriptFormatOrca: "um log de depuração do Orca"
    case .transcriptFormatSpeechd: "um log do Speech Dispatcher"
    case .fileEmpty: "o arquivo está vazio"
    case .onlyBlankLines: "só tem linhas em branco"
    case .textsAllEmpty: "os seus textos estão todos vazios"
    case .arrayEmpty: "o array está vazio"
    // {}: the marker (Speaking, SPEECH OUTPUT).
    case .noMarkedLines: "nenhuma linha {}"
    // {}: the marker.
    case .markedLineSaysNothing: "a sua linha {} não diz nada"
    // {}: how many; {}: the marker.
    case .markedLinesSayNothing: "as suas {} linhas {} não dizem nada"
    case .noSSIPLines: "nenhuma linha SSIP de um cliente (é um log de nível 5?)"
    // {}: how many SSIP lines.
    case .noSpeakInSSIP: "nenhuma mensagem SPEAK nem CHAR nas suas {} linhas SSIP"
    // {}: PulseAudio's own reason, or what failed.
    case .pulseReason: "PulseAudio: {}"
    case .pulseNotLoaded: "libpulse.so.0 não carregada"
    case .outOfMemory: "sem memória"
    // {}: the step; {}: PulseAudio's reason.
    case .pulseStepFailed: "{}: {}"
    case .pulseCannotConnect: "não foi possível conectar"
    case .pulseCannotMakeStream: "não foi possível criar um fluxo"
    case .pulseCannotOpenStream: "não foi possível abrir um fluxo"
    case .pulseStreamStopped: "o fluxo parou"
    case .pulseStoppedTaking: "o servidor de som parou de receber amostras"
    case .pulseWriteFailed: "uma escrita falhou"
    case .pulseServerGone: "o servidor sumiu"
    case .pulseStoppedBeforeEnd: "o PulseAudio parou antes de tocar as últimas palavras"
    case .noOutputAvailable: "nenhuma saída PulseAudio, ALSA ou OSS está disponível"
    // {}: the last reason.
    case .allOutputsFailed: "PulseAudio, ALSA e OSS falharam todos: {}"
    // {}: seconds.
    case .soundServerNoAnswer: "o servidor de som não respondeu em {} segundos"
    case .noCardThread: "nenhuma thread pôde ser iniciada para esperar a placa de som"
    case .noSpeakingThread: "nenhuma thread pôde ser iniciada para falar"
    case .tailNotHandedOn: "as palavras a terminar não puderam ser passadas adiante"
    // {}: the system's reason.
    case .tailNoPipe: "nenhum pipe para as palavras a terminar: {}"
    case .ssipNoAnswerInTime: "não respondeu a tempo"
    // {}: its reply's code.
    case .ssipRefusedName: "recusou o nome do cliente ({})"
    // {}: its reply's code.
    case .ssipRefusedEnd: "recusou informar o fim de uma mensagem ({})"
    case .ssipNotConnected: "não conectado"
    // {}: the command; {}: its reply's code.
    case .ssipRefusedCommand: "recusou {} ({})"
    case .ssipBadPort: "SPEECHD_ADDRESS não tem porta válida"
    // {}: the method.
    case .ssipUnknownMethod: "SPEECHD_ADDRESS indica um método que o otc não conhece: {}"
    // {}: the path.
    case .ssipPathTooLong: "o caminho do socket é longo demais: {}"
    // {}: the host.
    case .ssipNoHost: "não foi possível encontrar o host {}"
    case .ssipNoAccept: "não aceitou a conexão a tempo"
    // {}: the command.
    case .ssipCannotStart: "não foi possível iniciar {}"
    // {}: the command.
    case .ssipStartedLate: "{} não iniciou a tempo"
    case .ssipUnaskedReply: "enviou uma resposta que nenhum comando pediu"
    case .ssipStoppedReading: "parou de ler"
    // {}: the system's reason.
    case .ssipConnectionLost: "a conexão caiu ({})"
    case .ssipNotUTF8: "enviou uma linha que não é UTF-8"
    // {}: the most bytes.
    case .ssipLineTooLong: "enviou uma linha com mais de {} bytes"
    case .ssipStoppedAnswering: "parou de responder"
    case .ssipClosed: "fechou a conexão"
    case .ssipNotSSIP: "enviou algo que não é SSIP"
    case .ssipMixedReplies: "misturou duas respostas"
    // {}: the most lines.
    case .ssipReplyTooLong: "enviou uma resposta de mais de {} linhas"
    // {}: its reply's code and text.
    case .ssipRefusedMessage: "recusou a mensagem ({})"
    // {}: seconds.
    case .ssipNoAnswerWithin: "não respondeu em {} segundos"
    // {}: the system's reason.
    case .tailNotStarted: "a fala não pôde ser passada adiante: {}"
    // {}: seconds.
    case .brlapiNoAnswer: "não respondeu em {} s"
    // {}: the loader's reason.
    case .brlapiNotLoaded: "não foi possível carregar a libbrlapi: {}"
    // {}: why.
    case .brlapiCannotConnect: "não foi possível conectar: {}"
    // {}: why.
    case .brlapiRefused: "recusado: {}"
    case .brlapiNoDisplay: "não tem display"
    // {}: its cells; {}: the most otc writes to.
    case .brlapiTooWide: "diz que o seu display tem {} células, mais do que as {} em que o otc escreve"
    case .brlapiLost: "a conexão caiu"
    // {}: BrlAPI's reason.
    case .brlapiCannotTake: "não foi possível tomar o display: {}"
    // {}: the path.
    case .noSocketAt: "não há socket em {}"
    // {}: the path; {}: its owner's uid; {}: who may own it.
    case .socketOfOther: "o seu socket {} pertence a outro usuário (uid {}), não a {}"
    case .sourceFlag: "da linha de comando"
    case .sourceEnvironment: "do ambiente, {}"
    case .sourceFileLine: "de {}, linha {}"
    case .sourceDefault: "padrão do otc"
    case .languagesOwnVoiceValue: "a do idioma"
    case .wordsAMinute: "{} palavras por minuto"
    case .localesLanguage: "{}, o do locale"
    case .localesOwn: "o do locale"
    case .languageEnglish: "inglês"
    case .languageBrazilianPortuguese: "português do Brasil"
    case .languageBulgarian: "búlgaro"
    case .valueOn: "ligado"
    case .valueOff: "desligado"
    case .waitForSpeechOn: "ligado, a resposta espera até tudo ser falado"
    case .waitForSpeechOff: "desligado, a resposta sai na hora"
    case .secureOn: "ligado, nenhum dígito de um código é falado"
    case .secureOff: "desligado, os dígitos de um código são falados; uma senha, nunca"
    case .capitalsBoth: "both, a palavra maiúscula e um tom mais agudo"
    case .capitalsWord: "a palavra maiúscula"
    case .capitalsPitch: "um tom mais agudo"
    case .capitalsNone: "sem distinção"
    case .linesAuto: "auto, o otc escolhe ao lado de um leitor de tela"
    case .linesOn: "on, cada anúncio é uma linha"
    case .linesOff: "off, nenhum anúncio é uma linha"
    case .brailleAuto: "auto, no display quando o BrlAPI do brltty está lá"
    case .brailleOn: "on, no display, avisando quando não for possível"
    case .brailleOff: "off, nunca no display"
    case .screenReaderFor: "{}, para otc read e otc compare"
    case .configFileLabel: "arquivo de configuração"
    case .notThere: "não existe"
    case .clientsLabel: "clientes do Speech Dispatcher"
    case .whoSpeaksLabel: "quem fala"
    case .brailleDisplayLabel: "display braille"
    case .speakupReads: "leitor de tela: Speakup, sintetizador {}, lê este console ({})"
    case .fenrirReadsWithSocket: "leitor de tela: Fenrir, processo {}, lê {}, socket remoto {}"
    case .fenrirReadsNoSocket: "leitor de tela: Fenrir, processo {}, lê {}, sem socket remoto"
    case .orcaReads: "leitor de tela: Orca, processo {}, lê este terminal da área de trabalho"
    case .brlttyShows: "braille: o brltty mostra o terminal (socket do BrlAPI {})"
    case .noScreenReaders: "leitores de tela: nenhum encontrado ao lado do otc"
    case .clientsCannotList: "desconhecidos, este Speech Dispatcher não sabe listar os seus clientes"
    case .clientsWouldNotList: "desconhecidos, o Speech Dispatcher não os listou ({})"
    case .clientsNoneBesidesOtc: "nenhum além do otc"
    case .clientsNoAnswer: "nenhum, o Speech Dispatcher não responde"
    case .noReaderHere: "nenhum leitor de tela lê este terminal"
    case .otcSpeaksPlain: "o otc fala"
    case .otcDoesNotSpeak: "o otc não fala"
    case .otcSilentSpeechNone: "o otc não fala (speech é none)"
    case .readerReadsLines: "o {} lê as linhas do otc"
    case .otcSilentForSpeakup: "o otc não fala, pois não pode silenciar o Speakup (não é root)"
    case .otcSpeaksSpeakupSilent: "o otc fala e o Speakup se cala enquanto o otc pergunta (o eco das teclas soletraria uma senha)"
    case .otcSpeaksAsSetSpeakupSilent: "o otc fala (speech é {}) e o Speakup se cala enquanto o otc pergunta"
    case .otcSpeaksAsSet: "o otc fala (speech é {})"
    case .linesOnReaderToo: "as linhas estão ligadas, então o {} também as lê"
    case .linesForBraille: "as linhas ficam para o display braille, então o {} também as lê"
    case .noLinesReaderSilent: "nenhuma linha é escrita, então o {} não as lê"
    case .noLinesWritten: "nenhuma linha é escrita"
    case .watchRunning: "em execução aqui ({} está definida)"
    case .watchNotRunning: "não está em execução aqui"
    case .watchUses: "usa speech, voice, rate, pitch, volume, language, capitals, braille e wait_for_speech"
    case .watchAlwaysSecure: "uma pergunta oculta é sempre um campo de texto seguro, sem dicas"
    case .brailleNotUsedOff: "não é usado, braille está desligado"
    case .brailleShownSocket: "o otc mostra o campo nele enquanto pergunta (socket do BrlAPI {})"
    case .brailleShownHost: "o otc mostra o campo nele enquanto pergunta (BrlAPI {})"
    case .brailleNoneFound: "nenhum encontrado no BrlAPI {}"
    case .otcAsksWithout: "o otc pergunta sem ele"
    // {}: the screen reader.
    case .otcSpeaksUnseen: "o otc fala o que o {} não consegue ler na tela"
    // {}: the screen reader.
    case .otcSpeaksUnseenSpeakupSilent:
      """
      o otc fala o que o {} não consegue ler na tela, e o Speakup fica em silêncio enquanto o otc pergunta
      """
    // A line of the report. {}: the label; {}: its value.
    case .reportLine: "{}: {}"
    // A setting. {}: the key; {}: the value; {}: where it came from.
    case .settingLine: "{}: {}, {}"
    // Two parts of a value. {}: the first; {}: the second.
    case .parts: "{}; {}"
    // Two parts of a line. {}: the first; {}: the second.
    case .listPair: "{}, {}"
    // otc boot enable. {}: the file; {}: the language; {}: the voice; {}: the rate.
    case .bootWrote: "Gravado {}: idioma {}, voz {}, velocidade {}."
    case .bootAgentSwitched:
      "Depois da inicialização, o agente de console do otc pede as frases secretas; o do systemd fica mascarado."
    case .bootAgentRestored: "Depois da inicialização, o agente de console do próprio systemd volta a pedir as frases secretas."
    // {}: the file.
    case .bootRemoved: "Removido {}."
    // {}: the tool (update-initramfs, dracut).
    case .bootRebuilding: "Refazendo o initramfs com {}..."
    case .bootEnabled: "Pronto: a frase secreta é falada na próxima inicialização. otc boot status verifica a imagem."
    case .bootDisabled: "Pronto: na próxima inicialização, quem pede a frase secreta é o pedido padrão."
    // {}: the file.
    case .bootSettingOn: "Configuração: ligada, em {}."
    // {}: the file.
    case .bootSettingOff: "Configuração: desligada (sem {})."
    // {}: the image.
    case .bootImageWithoutOTC: "A imagem {} não contém o otc: quem pergunta é o pedido padrão."
    // {}: the image; {}: the language; {}: the voice; {}: the rate.
    case .bootImageHoldsOTC: "A imagem {} contém o otc: idioma {}, voz {}, velocidade {}."
    // The first line of otc voices.
    case .voicesHeader: "Nome, idioma, arquivo: --voice aceita qualquer um deles."
    // A design's row of otc compare. {}: the design; {}: the direction; {}: the hints; then swipes, utterances
    // words, seconds, the digits' order.
    case .designRow: "{}, {}, {}: {}, {}, {}, {}, {}"
    case .hintsOn: "dicas ativadas"
    case .hintsOff: "dicas desativadas"
    // {}: the hints.
    case .valueReadAsNumber: "{}, valor lido como número"
    case .swipesOne: "1 deslize"
    // {}: the count, 2 or more (or 0).
    case .swipesMany: "{} deslizes"
    case .utterancesOne: "1 fala"
    // {}: the count, 2 or more (or 0).
    case .utterancesMany: "{} falas"
    case .wordsOne: "1 palavra"
    // {}: the count, 2 or more (or 0).
    case .wordsMany: "{} palavras"
    // A count reckoned, not measured. {}: the count with its noun.
    case .aboutCount: "cerca de {}"
    // {}: the seconds, with one decimal.
    case .secondsCount: "{} segundos"
    case .digitsInCodeOrder: "dígitos na ordem do código"
    case .digitsReversed: "dígitos invertidos"
    // A transcript's row of otc compare. {}: the file; {}: utterances; {}: words; {}: seconds.
    case .transcriptCostRow: "{}: {}, {}, {}"
    case .voiceOverSpellOutNote:
      """
      Um campo de código único só é lido dígito por dígito quando o app o marca para ser soletrado \
      (accessibilitySpeechSpellOut); sem isso, o VoiceOver lê o valor como um número.
      """
    case .talkBackSpellOutNote:
      """
      No Android, um campo de código único só é lido dígito por dígito quando o app marca o texto para ser soletrado (um \
      TtsSpan); sem isso, o TalkBack entrega o número ao mecanismo de fala.
      """
    // {}: the line; {}: what was expected; {}: what was heard.
    case .diffLineChanged: "linha {}: esperado “{}”, ouvido “{}”"
    // {}: the line; {}: what was expected.
    case .diffLineMissing: "linha {}: falta “{}”"
    // {}: the line; {}: what was heard.
    case .diffLineExtra: "linha {}: a mais “{}”"
    // {}: the expected file; {}: its format; {}: its utterances; then the same of the heard file.
    case .diffRead: "Lido {} como {}, {}; {} como {}, {}."
    // {}: the utterances.
    case .diffIdentical: "Idênticos: {}."
    // {}: the utterances; {}: how many are worded differently.
    case .diffEquivalent: "Equivalentes: {}, {} com outras palavras."
    // {}: the options; {}: the utterances; {}: how many are worded differently.
    case .diffEquivalentUnder: "Equivalentes com {}: {}, {} com outras palavras."
    case .differencesOne: "1 diferença"
    // {}: the count, 2 or more.
    case .differencesMany: "{} diferenças"
    // {}: the differences; {}: of which kinds.
    case .diffSummary: "{}: {}."
    // {}: how many.
    case .diffChanged: "alteradas: {}"
    // {}: how many.
    case .diffMissing: "faltando: {}"
    // {}: how many.
    case .diffExtra: "a mais: {}"
    // What the rule code-split-into-fields finds.
    case .ruleKeypadKeyUnnamed: "Uma tecla do teclado de PIN não tem nome: o leitor de tela a chama apenas de botão."
    case .ruleKeypadCountSilent: "Nada do que o leitor de tela encontra diz quantos dígitos do PIN foram digitados."
    case .ruleCodeSplit: "O código está dividido em um campo por dígito: uma parada de foco e uma fala para cada dígito."
    // What the rule digit-field-without-position finds.
    case .ruleDigitWithoutPosition: "O nome de um campo de dígito não diz qual dígito ele é, nem de quantos."
    // What the rule field-unnamed finds.
    case .ruleFieldUnnamed:
      "Um campo de texto não tem nome (ou só as marcas de uma máscara): o leitor de tela o chama apenas de campo de texto."
    // What the rule two-focus-stops-per-field finds.
    case .ruleTwoStopsPerField: "Um contêiner focalizável contém um campo de código: duas paradas de foco para um campo."
    // What the rule one-time-code-hint-missing finds.
    case .ruleHintMissing: "Nenhum campo de código tem a dica de preenchimento automático one-time-code."
    // What the rule one-time-code-hint-on-several-fields finds.
    case .ruleHintRepeated: "A dica de preenchimento automático one-time-code está em mais de um campo."
    // What the rule code-field-secure finds.
    case .ruleCodeFieldSecure: "Um campo de código de uso único esconde o que é digitado, como um campo de senha."
    // What the rule code-read-as-number finds.
    case .ruleCodeReadAsNumber: "O valor do campo de código é entregue ao leitor de tela como um único número."
    // {}: what the field is heard as.
    case .heardKeyUnnamed: "{}: o que a tecla faz nunca é dito"
    case .heardCountSilent:
      """
      cada tecla diz o seu dígito, e os pontos que mostram os dígitos digitados são mudos: quem ouve conta sozinho e não \
      ouve um toque perdido ou contado duas vezes
      """
    case .heardNothingSaysWhat: "{}: nada diz para que serve o campo"
    // {}: what the field is heard as.
    case .heardNoPosition: "{}: nunca se diz qual dígito de quantos"
    // {}: what the field is heard as.
    case .heardTwoStops: "uma parada para o contêiner que contém o campo, depois outra para o campo, {}"
    // {}: what the field is heard as.
    case .heardSecure: "{}: os dígitos digitados podem ser contados, mas nunca ouvidos de volta"
    // {}: swipes; {}: utterances; {}: the code's digits; {}: words; {}: seconds; then one field's words and
    // seconds, and what it says.
    case .heardSplit: "{} e {} para ouvir o código de {} dígitos, {}, {}; um campo único leva 1 deslize, {}, {}: “{}”"
    case .heardNoHint:
      """
      nenhum código é oferecido acima do teclado: quem ouve sai da tela para achar o código numa mensagem e precisa lembrá-lo \
      dígito por dígito
      """
    // {}: how many other fields.
    case .heardHintRepeated:
      """
      o código oferecido acima do teclado preenche uma caixa; {} outras ficam vazias, e o formulário pode enviar um código \
      incompleto
      """
    // {}: the value; {}: the number it is said as.
    case .heardAsNumber: "“{}” é dito como o número “{}”, não dígito por dígito"
    // {}: the field's position; {}: how many fields.
    case .fixNameByPosition: "Nomeie cada campo pela sua posição, \"Dígito {} de {}\", ou melhor, use um só campo para o código."
    case .fixNameKey: "Dê à tecla o nome do que ela faz, como \"Apagar\" ou \"Confirmar\" (no idioma do app)."
    case .fixSayCount:
      """
      Diga quantos dígitos foram digitados: dê aos pontos o nome do que mostram (\"2 de 4 dígitos digitados\") e anuncie a \
      contagem quando ela muda (uma região live; announceForAccessibility).
      """
    case .fixGiveLabel: "Dê ao campo um rótulo que diga o que ele pede, como \"Código de verificação\"."
    // {}: the field's position; {}: how many fields.
    case .fixNameDigit: "Nomeie o campo \"Dígito {} de {}\" (no idioma do app), ou use um só campo para o código."
    // {}: how many fields, three times.
    case .fixNameEachRange:
      """
      Nomeie cada campo pela sua posição, de \"Dígito 1 de {}\" a \"Dígito {} de {}\" (no idioma do app), ou melhor, use um só \
      campo para o código.
      """
    case .fixContainer:
      """
      Torne o contêiner não focalizável (android:focusable=\"false\", sem tabindex nem role nele) e coloque o rótulo dele no \
      campo.
      """
    case .fixSecure:
      """
      Um código de uso único não é uma senha: use um campo de texto comum (sem secureTextEntry, sem tipo de entrada de senha), \
      para que quem ouve possa conferir cada dígito.
      """
    case .fixOneField:
      """
      Use um só campo de texto para o código inteiro, com a dica de preenchimento automático one-time-code e um teclado de \
      dígitos, e desenhe as caixas a partir do texto dele (a correção dos artigos de origem).
      """
    case .fixAddHint:
      """
      Marque o campo de código com autocomplete=\"one-time-code\" (iOS: textContentType .oneTimeCode; Android: autofillHints \
      smsOTPCode), só nesse campo.
      """
    case .fixHintOnce: "Coloque a dica one-time-code em um só campo; melhor ainda, faça do código um só campo."
    case .fixSpellOut:
      """
      Faça o leitor de tela soletrar o valor: accessibilityAttributedValue com accessibilitySpeechSpellOut (iOS), um TtsSpan \
      do tipo verbatim ou digits (Android), ou os dígitos separados por espaços no valor acessível (a web).
      """
    // {}: the file; {}: why.
    case .auditNotRead: "{}: não lido: {}."
    // {}: the file; {}: what was read; {}: the code entry.
    case .auditFileRead: "{}: {}; a entrada de código: {}."
    // {}: what was read.
    case .auditNoEntry:
      """
      {}, mas nenhuma entrada de código: nenhum campo com a dica one-time-code, um nome ou identificador que diga código, ou a \
      máscara de um código, e nenhuma sequência de campos de um caractere nem teclado de PIN; nada foi verificado
      """
    case .nothingRead: "nada lido"
    case .entryNone: "nenhuma entrada de código"
    // {}: the field.
    case .entryOneField: "1 campo, {}"
    // {}: how many; {}: the first.
    case .entryFields: "{} campos, a partir de {}"
    case .entryKeypad: "um teclado de {} teclas, a partir de {}"
    // {}: where; {}: the rule; {}: the field; {}: what the rule finds; {}: what is heard; {}: the fix.
    case .auditFinding: "{}: {}: {}: {} Ouvido: {}. Correção: {}"
    // {}: where; {}: the rule; {}: how many fields; {}: which; {}: what the rule finds; {}: heard on the first; {}: the fix.
    case .auditFindingGroup: "{}: {}: {} campos, {}: {} Ouvido no primeiro: {}. Correção: {}"
    // {}: the first field.
    case .fieldsFrom: "a partir de {}"
    // {}: the first field; {}: the last.
    case .fieldsFromTo: "{} a {}"
    // {}: the format; {}: what it cannot show.
    case .notCheckableFrom: "Não verificável a partir de {}: {}."
    case .noProblemFound: "Nenhum problema encontrado"
    case .problemsFoundOne: "1 problema encontrado"
    // {}: how many.
    case .problemsFoundMany: "{} problemas encontrados"
    case .filesNotReadOne: "1 arquivo não lido"
    // {}: how many.
    case .filesNotReadMany: "{} arquivos não lidos"
    case .filesWithoutEntryOne: "1 arquivo sem entrada de código"
    // {}: how many.
    case .filesWithoutEntryMany: "{} arquivos sem entrada de código"
    // A line of a report. {}: the file; {}: what is said of it.
    case .fileSentence: "{}: {}."
    // An element named by its line. {}: the line.
    case .elementOnLine: "elemento na linha {}"
    case .elementWithoutName: "um elemento sem nome"
    // Words quoted as they are heard. {}: the words.
    case .quoted: "“{}”"
    // What a screen format may not show.
    case .factAutofill: "dicas de preenchimento automático"
    // What a screen format may not show.
    case .factSecureEntry: "entrada segura"
    // What a screen format may not show.
    case .factNesting: "contêineres focalizáveis em volta dos campos"
    // What a screen format may not show.
    case .factMaxLength: "comprimentos dos campos"
    // What a screen format may not show.
    case .factValue: "como o valor de um campo é lido (se o app o marca para ser soletrado)"
    // The verdict when some rules could not be checked. {}: how many rules.
    case .noProblemInWhatWasChecked: "Nenhum problema encontrado no que pôde ser verificado (não verificáveis: {})"
    case .rulesOne: "1 regra"
    // {}: how many, 2 or more.
    case .rulesMany: "{} regras"
    case .bootProgram: "o otc como o initramfs o guarda: a senha do disco, as perguntas do systemd e o otc speak."
    case .usageLine: "Uso: {}"
    case .seeForMore: "  Veja '{}' para saber mais."
    case .unknownOption: "Opção desconhecida '{}'"
    case .missingValue: "Falta o valor de '{}'"
    case .unexpectedArgument: "Argumento inesperado '{}'"
    case .missingArgument: "Falta o argumento '{}'"
    case .invalidValue: "O valor '{}' não é válido para '{}'"
    case .invalidChoice: "O valor '{}' não é válido para '{}'. Use um destes: {}."
    case .takesNoValue: "A opção '{}' não aceita valor, mas '{}' foi dado."
    }
  }
}
