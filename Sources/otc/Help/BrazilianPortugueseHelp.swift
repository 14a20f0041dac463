extension ShortHelp {
  /// The help screens in Brazilian Portuguese: what a command does, the options a user changes, each
  /// default named once, an example, and where the rest is. Options and values stay as
  /// they are typed.
  static let brazilianPortuguese: [HelpScreen: String] = [
    .root: """
    otc: códigos de uso único de ouvido.
    Uso: otc COMANDO [opções]

    Comandos:
      prompt: pede um código com fala, e o imprime.
      read: lê um campo de código em voz alta, como um leitor de tela.
      compare: quanto cada desenho de campo de código custa a quem ouve.
      diff: compara duas transcrições, linha a linha.
      audit: verifica a tela de código de um app, pelo que atrapalha quem ouve.
      speak: diz um texto com a voz do otc.
      voices: lista as vozes do espeak-ng.
      config: diz as configurações em vigor, e de onde veio cada uma.
      askpass: responde ao ssh, sudo ou git quando pedem um código ou uma senha.
      pinentry: pede o PIN ou a frase secreta do gpg-agent.
      agent: responde às perguntas de senha do systemd, como a de um disco.
      watch: roda um programa, e diz as perguntas de senha escondidas dele.
      totp: diz um código TOTP dígito por dígito, com os segundos que restam.
      boot: fala a frase secreta do disco pedida na inicialização.

    O otc fala inglês, português do Brasil e búlgaro, pelo Speech Dispatcher
    quando ele está rodando, senão pelo seu próprio espeak-ng.
    otc COMANDO --help fala de um comando. man otc diz tudo.
    --version diz a versão.
    Exemplo: code=$(otc prompt --length 6)

    """,
    .prompt: """
    otc prompt: pede um código de uso único com fala, e o imprime.
    Uso: otc prompt [opções]

    Digite o código. Cada dígito é dito enquanto você digita; o último envia o
    código, que vai para a saída padrão. Cada anúncio também é uma linha na
    saída de erro: no modo normal, elas dizem os dígitos por extenso. Com --secure
    nenhum dígito é falado, escrito na saída de erro ou gravado. Backspace apaga.
    Esquerda e Direita revisam. Ponto de interrogação ou F1 diz todas as teclas.
    Escape cancela.

    Opções:
      --length N: quantos dígitos, de 4 a 12. 6 por padrão.
      --mode per-digit: um campo por dígito, em vez de um campo só.
      --secure: nunca fala um dígito; diz as posições no lugar.
      --no-auto-submit: espera Enter depois do último dígito.
      --timeout SEGUNDOS: desiste depois desse tempo. Sem limite por padrão.
      --lang IDIOMA: en, pt-BR ou bg. Por padrão, o do locale.
      --label TEXTO: o nome do campo. Código de acesso por padrão.
      --no-hints: tira a dica que nomeia as teclas.
      --rate PPM: palavras por minuto, de 80 a 700. 175 por padrão.
      --speech MODO: auto, speechd, espeak ou none. auto por padrão.
      --transcript ARQUIVO: grava tudo o que é dito neste arquivo, em JSON Lines.
      --wait-for-speech: termina de falar antes de o código sair.

    Códigos de saída: 0 enviado, 1 a entrada acabou, 124 tempo esgotado,
    130 cancelado.
    Exemplo: code=$(otc prompt --length 6)
    Todas as opções: man otc.

    """,
    .read: """
    otc read: lê um campo de código em voz alta, como um leitor de tela ao deslizar.
    Uso: otc read --code-file ARQUIVO [opções], ou otc read --screen ARQUIVO

    O código vem de um arquivo, ou da entrada padrão com um hífen, longe da lista
    de processos dos outros usuários. A transcrição vai para a saída padrão, uma
    fala por linha.

    Opções:
      --code-file ARQUIVO: o código, de 4 a 12 dígitos; um hífen lê a entrada
        padrão.
      --screen ARQUIVO: lê a própria tela de um app: um dump do uiautomator, JSON
        do AccessibilitySnapshot, uma página HTML ou um snapshot ARIA do Playwright.
      --mode per-digit: um campo por dígito, em vez de um campo só.
      --direction backward: desliza a partir do último campo. Para a frente por
        padrão.
      --screen-reader talkback: as palavras do TalkBack. As do VoiceOver por padrão.
      --lang IDIOMA: en, pt-BR ou bg. Por padrão, o do locale.
      --no-hints: tira dicas como toque duas vezes para editar.
      --secure: lê campos de texto seguros, que nunca dizem um caractere.
      --format json: JSON Lines em vez de texto.
      --speech none: só imprime, sem falar.
      --wav ARQUIVO: grava também o que é dito neste arquivo WAV.

    Exemplo: echo 985391 | otc read --code-file - --mode per-digit
    Todas as opções: man otc.

    """,
    .compare: """
    otc compare: quanto cada desenho de campo de código custa a quem ouve.
    Uso: otc compare --code-file ARQUIVO [opções]

    Uma linha para cada desenho, um campo ou um por dígito: deslizes, falas,
    palavras, segundos de fala, e se os dígitos são ouvidos em ordem.

    Opções:
      --code-file ARQUIVO: o código; um hífen lê a entrada padrão.
      --transcript ARQUIVO: mede esta transcrição; pode ser dada mais de uma vez.
      --screen ARQUIVO: soma as linhas da própria tela de um app, com o código nos
        campos.
      --screen-reader talkback: as palavras do TalkBack; both dá as duas linhas.
        As do VoiceOver por padrão.
      --lang IDIOMA: en, pt-BR ou bg. Por padrão, o do locale.
      --rate PPM: palavras por minuto para o tempo. 175 por padrão.
      --format csv: csv ou json em vez de frases.

    Exemplo: echo 985391 | otc compare --code-file - --lang pt-BR
    Todas as opções: man otc.

    """,
    .diff: """
    otc diff: compara duas transcrições, linha a linha.
    Uso: otc diff ESPERADA OUVIDA [opções]

    Cada arquivo pode ser o texto ou o JSON Lines do otc, um log do Guidepup, do
    NVDA, do Orca ou do Speech Dispatcher; o otc os distingue pelo conteúdo.
    Uma linha é dita para cada diferença, depois um resumo.

    Opções:
      --ignore-hints: ignora dicas como toque duas vezes para editar.
      --roles: compara entre leitores de tela, as palavras de cada um para um papel
        como uma só.
      --ignore-case, --ignore-punctuation, --ignore-whitespace: o que dizem.
      --ignore-tone, --ignore-events: compara só as palavras.
      --junit ARQUIVO: grava também um relatório JUnit, para um painel de CI.
      --format json: o alinhamento inteiro, para scripts.
      --quiet: nada na saída de erro além de erros.

    Códigos de saída: 0 iguais, 1 diferentes, 2 não foi possível comparar.
    Exemplo: otc diff esperada.txt ouvida.json --ignore-hints
    Todas as opções: man otc.

    """,
    .audit: """
    otc audit: verifica a tela de código de um app, pelo que atrapalha quem ouve.
    Uso: otc audit ARQUIVO... [opções]

    Cada arquivo é um dump do uiautomator, um page source do Appium (Android ou
    iOS), uma descrição XCUITest, uma hierarquia do Maestro, a árvore de
    acessibilidade do Chrome, JSON do AccessibilitySnapshot, uma página HTML ou um
    snapshot ARIA do Playwright, distinguidos pelo conteúdo.
    Encontra a entrada do código, os campos de um código ou um teclado de PIN, e
    diz cada problema: a regra, o elemento, o que quem ouve escuta por causa dele,
    e a correção. O que um formato não mostra é dito uma vez.

    Opções:
      --screen-reader talkback: cita as palavras do TalkBack. Por padrão, as do
        TalkBack para uma tela Android, as do VoiceOver para as outras.
      --lang IDIOMA: en, pt-BR ou bg, para as palavras citadas.
      --format sarif: SARIF 2.1.0 para painéis de code scanning; json para scripts.
      --junit ARQUIVO: grava também um relatório JUnit, um caso por regra e
        elemento.
      --from FORMATO: lê todos os arquivos neste formato.

    Códigos de saída: 0 nenhum problema, 1 problemas, 2 um arquivo não pôde ser
    lido. Um arquivo não lido prevalece; um arquivo sem entrada de código só falha
    quando nenhum tinha uma.
    Exemplo: otc audit login.xml --junit audit.xml
    Todas as regras: docs/screens.md. Todas as opções: man otc.

    """,
    .speak: """
    otc speak: diz um texto com a voz do otc.
    Uso: otc speak TEXTO [opções]

    Os números são lidos dígito por dígito, como os códigos. Um hífen lê o texto
    da entrada padrão.

    Opções:
      --lang IDIOMA: en, pt-BR ou bg. Por padrão, o do locale.
      --voice NOME: uma voz do espeak-ng, como otc voices as lista.
      --rate PPM: palavras por minuto, de 80 a 700. 175 por padrão.
      --pitch N, --volume N: de 0 a 100, e de 0 a 200. 50 e 100 por padrão.
      --wav ARQUIVO: grava a fala neste arquivo em vez de tocá-la.

    Exemplo: otc speak "Seu código é 985391"
    Todas as opções: man otc.

    """,
    .voices: """
    otc voices: lista as vozes do espeak-ng, uma por linha: nome, idioma e arquivo.
    Uso: otc voices [--lang IDIOMA]

    Opções:
      --lang IDIOMA: só as vozes deste idioma, como pt.

    Qualquer coluna é um nome que --voice aceita.
    Exemplo: otc voices --lang pt

    """,
    .config: """
    otc config: diz as configurações em vigor, e de onde veio cada uma.
    Uso: otc config [opções]

    Uma configuração vem de uma opção, senão de uma variável OTC_ como OTC_RATE,
    senão do arquivo de configuração, ~/.config/otc/config.toml, senão do padrão
    do otc. Depois vêm os leitores de tela e o display braille encontrados, e
    quem fala enquanto o otc pergunta.

    Opções: as opções das próprias configurações, como --rate PPM, para ver o
    efeito delas.

    Exemplo: OTC_RATE=300 otc config
    Todas as configurações: man otc.

    """,
    .askpass: """
    otc askpass: responde ao ssh, sudo ou git quando pedem um código ou uma senha.
    Uso: otc-askpass PERGUNTA, rodado pelo programa que pergunta.

    A pergunta é lida pelo que ela pede: um código é um campo de código, uma
    senha um campo de texto seguro, cujos caracteres nunca são ditos. A resposta
    vai para a saída padrão. Configure assim:
      export SSH_ASKPASS=otc-askpass SSH_ASKPASS_REQUIRE=force
      export SUDO_ASKPASS=/usr/bin/otc-askpass, e então sudo -A
      export GIT_ASKPASS=otc-askpass

    As configurações vêm das variáveis OTC_ e do arquivo de configuração.
    OTC_TRANSCRIPT nomeia uma transcrição à qual cada pergunta se soma.
    Códigos de saída: 0 respondido, 1 sem terminal ou a entrada acabou,
    124 tempo esgotado, 130 cancelado.
    Tudo: man otc-askpass.

    """,
    .pinentry: """
    otc pinentry: pede o PIN ou a frase secreta do gpg-agent, com fala.
    Uso: otc-pinentry, rodado pelo gpg-agent.

    Fala o protocolo Assuan do gpg-agent na entrada e na saída padrão, e pergunta
    no terminal que o gpg-agent indica. Configure em ~/.gnupg/gpg-agent.conf com:
      pinentry-program /usr/bin/otc-pinentry
    e depois: gpg-connect-agent reloadagent /bye

    As configurações vêm das variáveis OTC_ e do arquivo de configuração.
    OTC_TRANSCRIPT nomeia uma transcrição à qual cada pergunta se soma.
    Tudo: man otc-pinentry.

    """,
    .agent: """
    otc agent: responde às perguntas de senha do systemd, como a frase secreta
    de um disco.
    Uso: otc agent --query | --watch [opções]

    Cada pergunta é dita como um campo: Frase secreta do disco TEST, sistema de
    arquivos raiz, campo de texto seguro. Só as respostas do root valem: rode-o
    como root.

    Opções:
      --query: responde às perguntas que esperam agora, e sai.
      --watch: continua respondendo às perguntas conforme chegam, até ser parado.
      --console: pergunta no console do sistema, como na inicialização.
      --transcript ARQUIVO: soma tudo o que é dito a este arquivo, em JSON Lines.
      --rate PPM, --voice NOME, --speech MODO: como no otc prompt.

    Códigos de saída: 0 cada pergunta respondida ou cancelada, 1 sem terminal ou
    uma resposta que não chegou ao seu programa.
    Exemplo: sudo otc agent --query
    Tudo: man otc-agent.

    """,
    .watch: """
    otc watch: roda um programa, e diz as perguntas de senha escondidas dele.
    Uso: otc watch [opções] [-- COMANDO [ARGUMENTOS]]

    su, sudo, ssh, openssl e read -s perguntam no terminal com o eco desligado.
    Com otc watch você ouve o campo: Senha para su, campo de texto seguro. Depois
    ponto a cada tecla, apagado para Backspace, apagados para Ctrl-U, enviado
    para Enter. Nada digitado é falado ou guardado, e cada tecla vai ao programa
    sem mudança. Fora isso, o otc watch é invisível. Sem comando, roda o seu
    shell. Para todo programa, ponha esta linha no ~/.bashrc ou ~/.zshrc (fish:
    man otc):
    \(Watch.startupLine)
    Pelo ssh, uma pergunta é ouvida quando as palavras dela falam de senha, PIN
    ou código.

    Opções:
      --lang IDIOMA: en, pt-BR ou bg. Por padrão, o do locale.
      --rate PPM, --voice NOME, --speech MODO: como no otc prompt.
      --transcript ARQUIVO: escreve tudo o que é dito neste arquivo, como JSON Lines.

    Códigos de saída: os do programa; 127 quando ele não pode ser rodado.
    Exemplo: otc watch -- su alice
    Tudo: man otc.

    """,
    .totp: """
    otc totp: diz um código TOTP dígito por dígito, com os segundos que restam.
    Uso: otc totp [NOME] [opções]

    Você ouve: GitHub, 4 9 2, 0 3 9. Depois, à parte: faltam 17
    segundos. O código é impresso sozinho, para um script. Onde um leitor de
    tela lê o terminal, as palavras são impressas, e você ouve os dígitos uma vez.
    Um código com menos de 5 segundos nunca é dado: o otc diz quando vem o
    próximo, e dá esse.
    A chave é uma URI otpauth. Vem de uma chave guardada com --add, do pass, de
    um arquivo ou da entrada padrão; nunca de um argumento. Um arquivo que
    outros podem ler é recusado. Um contador HOTP avança antes de cada código.
    No terminal, o otc fica até Escape ou Enter. Espaço repete o código, T diz
    o tempo restante, C o copia por 45 segundos. Um código novo é dito.

    Opções:
      --add NOME: guarda a URI da entrada padrão com este nome, e para.
      --pass ENTRADA: a linha otpauth desta entrada do pass (pass-otp).
      --uri-file ARQUIVO: lê a URI deste arquivo.
      --min-seconds N: o mínimo de segundos de um código. O padrão é 5.
      --at SEGUNDOS: o código neste momento, em segundos desde 1970, como o oathtool.
      --lang IDIOMA, --rate PPM, --voice NOME, --speech MODO: como no prompt.
      --transcript ARQUIVO: grava o que é dito; o código, como código mostrado.

    Códigos de saída: 0 código dado, 1 chave ausente ou ruim, 64 erro de uso.
    Exemplo: otc totp --add github < github.uri, depois otc totp github
    Tudo: man otc.

    """,
    .boot: """
    otc boot: fala a frase secreta do disco pedida na inicialização, antes de o
    sistema começar.
    Uso: otc boot enable | disable | status

    Comandos:
      enable: põe o otc no initramfs, para a pergunta do disco ser falada ao
        iniciar.
      disable: tira-o de novo; a pergunta padrão pergunta.
      status: diz se o initramfs no disco tem o otc.

    Rode-os como root. otc boot COMANDO --help fala de um deles.
    Tudo: man otc.

    """,
  ]
}
