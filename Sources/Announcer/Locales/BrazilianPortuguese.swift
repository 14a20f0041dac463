extension PhraseTable {
  /// Brazilian Portuguese, in VoiceOver's own pt-BR wording.
  public static let brazilianPortuguese = PhraseTable(
    strings: [
      // Rótulo do campo único quando nenhum é dado.
      .defaultLabel: "Código de acesso",
      // Traço do VoiceOver para um campo de texto editável.
      .textField: "campo de texto",
      // Dica do VoiceOver, como o VoiceOver pt-BR a diz num campo de texto ("Nove, campo de
      // texto, dê dois toques para editar"); dita só com dicas ligadas.
      .editHint: "dê dois toques para editar",
      // Estado de um campo sem nada digitado.
      .empty: "vazio",
      // Tamanho do código, dito de um campo vazio. {length}: 4 a 12.
      .lengthWhenEmpty: "{length} dígitos",
      // Progresso. {filled}: dígitos digitados; {length}: 4 a 12.
      .lengthWhenPartial: "{filled} de {length} dígitos",
      // Estado de um campo por dígito preenchido cujo valor não se diz (modo seguro).
      .filled: "preenchido",
      // Os dígitos, ditos um a um.
      .digit0: "zero", .digit1: "um", .digit2: "dois", .digit3: "três", .digit4: "quatro",
      .digit5: "cinco", .digit6: "seis", .digit7: "sete", .digit8: "oito", .digit9: "nove",
      // Eco de um dígito no modo seguro, sem dizer o dígito.
      .enteredSecure: "dígito {position} de {length} inserido",
      // Dito depois do dígito apagado ("nove, apagado"), em tom mais grave.
      .deleted: "apagado",
      // Apagamento no modo seguro.
      .deletedSecure: "dígito {position} apagado",
      // Letra recusada. {character}: a letra.
      .rejectedLetter: "a letra {character} não é dígito",
      // Espaço recusado.
      .rejectedSpace: "espaço não é dígito",
      // Tecla de controle sem função aqui.
      .rejectedControl: "tecla de controle não é dígito",
      // Pontuação ou símbolo recusado. {character}: o símbolo.
      .rejectedSymbol: "o símbolo {character} não é dígito",
      // Dígito digitado num código cheio. {length}: 4 a 12.
      .rejectedFull: "o código já tem {length} dígitos",
      // Colagem sem dígitos.
      .pasteHasNoDigits: "o texto colado não tem dígitos",
      // Colagem longa demais. {digits}: achados; {fit}: espaço que resta.
      .pasteTooLongOne: "o texto colado tem {digits} dígitos, cabe {fit}",
      .pasteTooLongOther: "o texto colado tem {digits} dígitos, cabem {fit}",
      // Colagem com vários números. {count}: 2 ou mais.
      .pasteHasSeveralNumbers: "o texto colado tem {count} números separados",
      // Colagem cujo número encosta numa letra ("1a").
      .pasteHasLetterInCode: "o texto colado tem a letra {character} no código",
      // Nomes dos símbolos, ditos quando uma tecla ou colagem é recusada.
      .symbolQuestionMark: "ponto de interrogação",
      .symbolComma: "vírgula",
      .symbolHyphen: "hífen",
      .symbolPeriod: "ponto",
      .symbolExclamationMark: "ponto de exclamação",
      .symbolAt: "arroba",
      .symbolNumberSign: "cerquilha",
      .symbolDollar: "cifrão",
      .symbolPercent: "por cento",
      .symbolAmpersand: "e comercial",
      .symbolAsterisk: "asterisco",
      .symbolLeftParenthesis: "abre parênteses",
      .symbolRightParenthesis: "fecha parênteses",
      .symbolUnderscore: "sublinhado",
      .symbolPlus: "mais",
      .symbolEquals: "igual",
      .symbolSlash: "barra",
      .symbolBackslash: "barra invertida",
      .symbolColon: "dois pontos",
      .symbolSemicolon: "ponto e vírgula",
      .symbolApostrophe: "apóstrofo",
      .symbolQuotationMark: "aspas",
      .symbolLessThan: "menor que",
      .symbolGreaterThan: "maior que",
      .symbolLeftBracket: "abre colchetes",
      .symbolRightBracket: "fecha colchetes",
      .symbolLeftBrace: "abre chaves",
      .symbolRightBrace: "fecha chaves",
      .symbolVerticalBar: "barra vertical",
      .symbolTilde: "til",
      .symbolGraveAccent: "acento grave",
      .symbolCaret: "circunflexo",
      // A dica do prompt num teclado, em vez da do VoiceOver na tela de toque.
      // {length}: 4 a 12.
      .keyboardHint: "digite {length} dígitos; Backspace apaga; Esc cancela; ponto de interrogação para ajuda",
      // As teclas do prompt, ditas com ponto de interrogação ou F1.
      .keysHelp:
        """
      teclas: digite os dígitos; Backspace apaga; Control U limpa; Esquerda e Direita revisam dígito a dígito; Acima lê tudo; \
      F2 ou Control L repete; F3 ou Control S soletra; Enter envia; Esc cancela
      """,
      // Um dígito digitado, ao soletrar o código. {position}: 1 a 12; {digit}: a palavra.
      .spelledDigit: "dígito {position}, {digit}",
      // Dito após a abertura quando há limite de tempo. {seconds}: o limite.
      .timeLimitOne: "{seconds} segundo para responder",
      .timeLimitOther: "{seconds} segundos para responder",
      // Modo seguro: letra recusada, sem dizer qual.
      .rejectedLetterSecure: "letra não é dígito",
      // Modo seguro: símbolo recusado, sem dizer qual.
      .rejectedSymbolSecure: "símbolo não é dígito",
      // Modo seguro: colagem com letra no código, sem dizer qual.
      .pasteHasLetterInCodeSecure: "o texto colado tem letra no código",
      // Campo de código aberto por outro programa: tecla recusada, sem dizer qual nem de que tipo.
      .rejectedNotDigit: "não é dígito",
      // Colagem aceita. {count}: dígitos colados.
      .pastedOne: "colado {count} dígito",
      .pastedOther: "colados {count} dígitos",
      // Todos os dígitos apagados de uma vez. {count}: quantos.
      .clearedOne: "apagado {count} dígito",
      .clearedOther: "apagados {count} dígitos",
      // Apagar sem nada para apagar.
      .nothingToDelete: "nada para apagar",
      // O último dígito entrou; o código segue, dígito a dígito.
      .codeComplete: "código completo",
      // O último dígito entrou, no modo seguro. {length}: 4 a 12.
      .codeCompleteSecure: "código completo, {length} dígitos",
      // Posição do foco ou da revisão.
      .focusPosition: "dígito {position} de {length}",
      // Enter antes do código completo. {missing}: dígitos que faltam.
      .incompleteOne: "{filled} de {length} dígitos, falta {missing}",
      .incompleteOther: "{filled} de {length} dígitos, faltam {missing}",
      // O usuário cancelou (Esc ou Ctrl-C).
      .cancelled: "cancelado",
      // O tempo acabou.
      .timedOut: "tempo esgotado",
      // Aviso pouco antes do fim do tempo. {seconds}: segundos que restam.
      .timeoutWarningOne: "resta {seconds} segundo",
      .timeoutWarningOther: "restam {seconds} segundos",
      // A entrada acabou antes do código completo. {filled}: dígitos digitados.
      .inputEndedOne: "a entrada acabou depois de {filled} de {length} dígitos",
      .inputEndedOther: "a entrada acabou depois de {filled} de {length} dígitos",
      // Revisão pedida sem nada digitado.
      .nothingTyped: "nada digitado ainda",
      // Uma tecla sem uso aqui (F5, Alt-x, uma sequência desconhecida).
      .unusedKey: "essa tecla não faz nada aqui",
      // Bytes que não são texto chegaram e foram ignorados.
      .unreadableInput: "entrada ilegível ignorada",
      // Uma colagem maior do que qualquer campo aceita foi recusada inteira.
      .pasteTooLong: "colagem recusada, longa demais",
      // A colagem não terminou a tempo (sem marca de fim); foi recusada, e as teclas voltam a funcionar.
      .pasteUnended: "colagem recusada, não terminou; as teclas voltam a funcionar",
      // Código sem tamanho conhecido (um PIN): a dica. {minimum}: 4.
      .keyboardHintOpen:
        "digite pelo menos {minimum} dígitos e Enter; Backspace apaga; Esc cancela; ponto de interrogação para ajuda",
      // Eco de um dígito no modo seguro, sem tamanho conhecido.
      .enteredSecureOpen: "dígito {position} inserido",
      // Quantos dígitos há num código sem tamanho conhecido.
      .digitsTypedOne: "{count} dígito",
      .digitsTypedOther: "{count} dígitos",
      // Enter cedo demais num código sem tamanho conhecido.
      .incompleteOpenOne: "{filled} dígito, são precisos pelo menos {minimum}",
      .incompleteOpenOther: "{filled} dígitos, são precisos pelo menos {minimum}",
      // A entrada acabou num código sem tamanho conhecido.
      .inputEndedOpenOne: "a entrada acabou depois de {filled} dígito",
      .inputEndedOpenOther: "a entrada acabou depois de {filled} dígitos",
      // Traço do VoiceOver para um campo de senha.
      .secureTextField: "campo de texto seguro",
      // Traços do VoiceOver dos outros elementos de uma tela (otc read --screen).
      .roleButton: "botão",
      .roleHeading: "cabeçalho",
      .roleLink: "link",
      .roleImage: "imagem",
      // Traços e estados dos controles de uma tela (otc read --screen), como os do
      // VoiceOver em português do Brasil. Tradução do otc: não há gravação pública.
      .roleCheckbox: "caixa de seleção",
      .roleRadioButton: "botão de opção",
      .roleSwitch: "botão de alternância",
      .rolePopUpButton: "botão de menu pop-up",
      .stateOn: "ativado",
      .stateOff: "desativado",
      .stateChecked: "marcado",
      .stateNotChecked: "desmarcado",
      .stateDimmed: "esmaecido",
      .stateSelected: "selecionado",
      // Campo ativado com dois toques. Tradução do otc: não há gravação pública do VoiceOver.
      .isEditing: "em edição",
      .insertionPointAtEnd: "ponto de inserção no fim",
      // Quantos caracteres há num campo de texto.
      .charactersOne: "{count} caractere",
      .charactersOther: "{count} caracteres",
      // A dica de um campo de texto num teclado.
      .keyboardHintText: "digite e Enter; Backspace apaga; Esc cancela",
      .keyboardHintTextNoCancel: "digite e Enter; Backspace apaga; Control D para o pedido de sempre",
      // As teclas de um campo de texto, ditas com F1.
      .keysHelpText:
        """
      teclas: digite o texto; Backspace apaga; Control U limpa; Acima lê o campo; Esquerda e Direita revisam cada caractere, \
      Home e End vão às pontas, Control Esquerda e Direita vão por palavra; F2 ou Control L repete; F3 ou Control S soletra; \
      Enter envia; Esc cancela
      """,
      // Um caractere soletrado num campo de texto comum.
      .spelledCharacter: "caractere {position}, {character}",
      // Eco de uma tecla num campo seguro, cujos caracteres nunca são ditos.
      .bullet: "ponto",
      // Colagem num campo de texto.
      .pastedCharactersOne: "colado {count} caractere",
      .pastedCharactersOther: "colados {count} caracteres",
      // Um campo de texto esvaziado.
      .clearedCharactersOne: "apagado {count} caractere",
      .clearedCharactersOther: "apagados {count} caracteres",
      // Enter num campo de texto, antes do número de caracteres.
      .entered: "enviado",
      // A entrada acabou num campo de texto antes do Enter.
      .inputEndedText: "a entrada acabou, nada enviado",
      // Tecla de controle num campo de texto.
      .rejectedNotPrintable: "tecla de controle ignorada",
      // Campo de texto cheio. {limit}: 1024.
      .rejectedTextFull: "o campo está cheio com {limit} caracteres",
      // Colagem só com quebras de linha.
      .pasteHasNoText: "a colagem não tem texto",
      // Colagem com um caractere de controle.
      .pasteHasControlCharacter: "a colagem tem caractere de controle",
      // As teclas de uma pergunta de sim ou não.
      .confirmHint: "S para sim, N para não",
      // As respostas.
      .yes: "sim",
      .no: "não",
      .capitalLetter: "{letter} em letra maiúscula",
      .hostPort: "{host} porta {port}",
      .hostKeyQuestion: "host desconhecido {host}, chave {type}; conectar mesmo assim? Digite yes ou no",
      .detailsHint: "F4 diz os detalhes",
      .fingerprint: "impressão digital",
      .tryAgain: "tente de novo",
      .forHoldersKey: "da chave de {holder}",
      .characterPosition: "caractere {position} de {count}",
      .callerGoesOn: "o {caller} vai passar para a próxima pergunta",
      .callerStops: "o {caller} vai parar",
      .callerTakesItAsNo: "o {caller} vai entender como não",
      // A disk question from systemd-cryptsetup: the volume that is / , and any other by its name.
      .rootFileSystem: "sistema de arquivos raiz",
      .volumeNamed: "volume {name}",
      // A question systemd took back (its asker gave up, or its time ran out) while it was asked.
      .questionWithdrawn: "a pergunta foi retirada",
      // How many other systemd questions wait after this one. {count}: a number.
      .questionsWaitingOne: "mais {count} pergunta esperando",
      .questionsWaitingOther: "mais {count} perguntas esperando",
      // otc answers systemd without root's rights: the answer will be refused.
      .agentNotRoot: "o otc não é root: o systemd não aceita a resposta dele",
      // The label of a systemd question that has no words of its own.
      .agentDefaultLabel: "frase secreta",
      .bootDisk: "frase secreta do disco {name}",
      .bootWrongPassphrase: "frase secreta errada. Tentativa {attempt} de {tries}",
      .bootWrongPassphraseNoLimit: "frase secreta errada. Tentativa {attempt}",
      .bootCannotCancel: "Esc não cancela aqui: o disco precisa da frase secreta para iniciar",
      // A frase secreta estava certa: o sistema continua a iniciar. {name}: o nome do disco.
      .bootUnlocked: "disco {name} desbloqueado",
      .bootGivenRemotely: "frase secreta do disco {name} informada remotamente",
      // Quem pergunta, depois da pergunta de outro programa.
      .promptFor: "{prompt} para {user} em {host}",
      // Um usuário num servidor, dentro da pergunta de outro programa.
      .userAtHost: "{user} em {host}",
      // As duas entradas diferem; ambas são pedidas de novo.
      .entriesDiffer: "as duas entradas são diferentes; tente de novo",
      // As teclas de uma pergunta cujas respostas o programa nomeou.
      .confirmHintLabelled: "S: {yes}; N: {no}",
      .emptyFieldsOne: "o dígito {positions} está vazio",
      .emptyFieldsOther: "os dígitos {positions} estão vazios",
      .listAnd: "{list} e {last}",
      .addedAtTheEnd: "adicionado no fim",
      .enterSubmits: "Enter envia",
      .suspended: "suspenso; digite fg para voltar",
      .resumed: "de volta",
      .noQuestionWaiting: "nenhuma pergunta esperando",
      .waitingForQuestions: "esperando perguntas; Control C para",
      .typeYesOrNo: "digite yes ou no",
      .typeYesNoOrFingerprint: "digite yes, no ou a impressão digital",
      .forProgram: "para {program}",
      .wordDeleted: "palavra apagada",
      .otpCode: "código",
      .secondsLeftOne: "falta {seconds} segundo",
      .secondsLeftOther: "faltam {seconds} segundos",
      .newCodeInOne: "novo código em {seconds} segundo",
      .newCodeInOther: "novo código em {seconds} segundos",
      .newCode: "novo código",
      .codeShown: "código mostrado",
      .copiedClearedIn: "copiado; apagado em {seconds} segundos",
      .noClipboardProgram: "nenhum programa de área de transferência",
      .otpKeysHelp: "Espaço repete o código, T diz o tempo restante, C copia, Escape sai",
    ],
    // CLDR: Portuguese takes the singular for 0 and 1.
    takesSingular: { $0 == 0 || $0 == 1 }
  )
}
