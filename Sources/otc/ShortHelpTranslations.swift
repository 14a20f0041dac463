import Announcer
import OTCCommandLine

extension ShortHelp {
  /// The help screens otc has in Brazilian Portuguese and Bulgarian, by command ("" is the
  /// root's): the commands a user meets first, and those that ask. The options and values
  /// stay as they are typed; any other screen is in English.
  static let translations: [Language: [String: String]] = [
    .brazilianPortuguese: [
      "": """
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
      "prompt": """
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
      "config": """
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
      "askpass": """
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
      "pinentry": """
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
      "totp": """
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
      "watch": """
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
      "agent": """
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
    ],
    .bulgarian: [
      "": """
      otc: еднократни кодове на слух.
      Употреба: otc КОМАНДА [опции]

      Команди:
        prompt: пита за код с говор и го отпечатва.
        read: чете поле за код на глас, както екранен четец.
        compare: колко струва на слушателя всеки вид поле за код.
        diff: сравнява две транскрипции, ред по ред.
        audit: проверява екрана за код на приложение за пречки пред слушателя.
        speak: казва текст с гласа на otc.
        voices: изброява гласовете на espeak-ng.
        config: казва действащите настройки и откъде идва всяка.
        askpass: отговаря на ssh, sudo или git, когато питат за код или парола.
        pinentry: пита за ПИН кода или паролата на gpg-agent.
        agent: отговаря на въпросите за парола на systemd, като този за диск.
        watch: стартира програма и казва скритите ѝ въпроси за парола.
        totp: казва TOTP код цифра по цифра и колко секунди му остават.
        boot: казва на глас въпроса за паролата на диска при зареждане.

      otc говори английски, бразилски португалски и български, чрез Speech
      Dispatcher, когато работи, иначе чрез собствения си espeak-ng.
      otc КОМАНДА --help разказва за една команда. man otc казва всичко.
      --version казва версията.
      Пример: code=$(otc prompt --length 6)

      """,
      "prompt": """
      otc prompt: пита за еднократен код с говор и го отпечатва.
      Употреба: otc prompt [опции]

      Въведете кода. Всяка цифра се казва, докато пишете; последната изпраща кода,
      който отива на стандартния изход. Всяко съобщение е и ред на стандартния
      изход за грешки: в нормален режим те казват цифрите с думи. С --secure
      никоя цифра не се казва, пише или записва. Backspace трие. Стрелките наляво
      и надясно преглеждат. Въпросителен знак или F1 казва всички клавиши.
      Escape отказва.

      Опции:
        --length N: колко цифри, от 4 до 12. По подразбиране 6.
        --mode per-digit: по едно поле за цифра, вместо едно поле.
        --secure: никога не казва цифра; вместо това казва позициите.
        --no-auto-submit: чака Enter след последната цифра.
        --timeout СЕКУНДИ: отказва се след толкова време. По подразбиране без край.
        --lang ЕЗИК: en, pt-BR или bg. По подразбиране според локала.
        --label ТЕКСТ: как се казва полето. По подразбиране Код за достъп.
        --no-hints: махва подсказката, която назовава клавишите.
        --rate ДВМ: думи в минута, от 80 до 700. По подразбиране 175.
        --speech РЕЖИМ: auto, speechd, espeak или none. По подразбиране auto.
        --transcript ФАЙЛ: записва всичко казано в този файл, като JSON Lines.
        --wait-for-speech: довършва говора, преди кодът да излезе.

      Кодове на изход: 0 изпратен, 1 входът свърши, 124 времето изтече,
      130 отказан.
      Пример: code=$(otc prompt --length 6)
      Всички опции: man otc.

      """,
      "config": """
      otc config: казва действащите настройки и откъде идва всяка.
      Употреба: otc config [опции]

      Настройката идва от опция, иначе от променлива OTC_, като OTC_RATE, иначе от
      конфигурационния файл, ~/.config/otc/config.toml, иначе от стойността по
      подразбиране на otc. След това идват намерените екранни четци и брайлов
      дисплей, и кой говори, докато otc пита.

      Опции: опциите на самите настройки, като --rate ДВМ, за да видите ефекта им.

      Пример: OTC_RATE=300 otc config
      Всички настройки: man otc.

      """,
      "askpass": """
      otc askpass: отговаря на ssh, sudo или git, когато питат за код или парола.
      Употреба: otc-askpass ВЪПРОС, стартиран от програмата, която пита.

      Въпросът се чете според това, което пита: кодът е поле за код, паролата е
      защитено текстово поле, чиито знаци никога не се казват. Отговорът отива на
      стандартния изход. Настройва се с:
        export SSH_ASKPASS=otc-askpass SSH_ASKPASS_REQUIRE=force
        export SUDO_ASKPASS=/usr/bin/otc-askpass, после sudo -A
        export GIT_ASKPASS=otc-askpass

      Настройките идват от променливите OTC_ и конфигурационния файл.
      OTC_TRANSCRIPT назовава транскрипция, към която всеки въпрос се добавя.
      Кодове на изход: 0 отговорено, 1 няма терминал или входът свърши,
      124 времето изтече, 130 отказано.
      Всичко: man otc-askpass.

      """,
      "pinentry": """
      otc pinentry: пита за ПИН кода или паролата на gpg-agent, с говор.
      Употреба: otc-pinentry, стартиран от gpg-agent.

      Говори протокола Assuan на gpg-agent на стандартния вход и изход и пита на
      терминала, който gpg-agent посочи. Настройва се в ~/.gnupg/gpg-agent.conf с:
        pinentry-program /usr/bin/otc-pinentry
      после: gpg-connect-agent reloadagent /bye

      Настройките идват от променливите OTC_ и конфигурационния файл.
      OTC_TRANSCRIPT назовава транскрипция, към която всеки въпрос се добавя.
      Всичко: man otc-pinentry.

      """,
      "totp": """
      otc totp: казва TOTP код цифра по цифра и колко секунди му остават.
      Употреба: otc totp [ИМЕ] [опции]

      Чувате: GitHub, 4 9 2, 0 3 9. После, отделно: остават 17 секунди.
      Кодът се извежда сам, за скрипт. Където екранен четец чете терминала, се
      извеждат думите, и чувате цифрите веднъж.
      Код с по-малко от 5 секунди не се дава: otc казва кога идва следващият и
      дава него.
      Ключът е otpauth URI. Идва от ключ, пазен с --add, от pass, от файл или от
      стандартния вход; никога от аргумент. Файл, който други могат да четат, се
      отказва. HOTP броячът се придвижва преди всеки код.
      В терминала otc остава до Escape или Enter. Интервал повтаря кода, T казва
      оставащото време, C го копира за 45 секунди. Новият код се казва.

      Опции:
        --add ИМЕ: пази URI от стандартния вход под това име и спира.
        --pass ЗАПИС: otpauth реда на този запис в pass, както го пази pass-otp.
        --uri-file ФАЙЛ: чете URI от този файл.
        --min-seconds N: най-малко секунди за един код. По подразбиране 5.
        --at СЕКУНДИ: кодът в този момент, в секунди от 1970 г., като oathtool.
        --lang ЕЗИК, --rate ДВМ, --voice ИМЕ, --speech РЕЖИМ: както при otc prompt.
        --transcript ФАЙЛ: записва казаното; кодът като „кодът е показан“.

      Кодове на изход: 0 даден код, 1 няма ключ или е лош, 64 грешка при употреба.
      Пример: otc totp --add github < github.uri, после otc totp github
      Всичко: man otc.

      """,
      "watch": """
      otc watch: стартира програма и казва скритите ѝ въпроси за парола.
      Употреба: otc watch [опции] [-- КОМАНДА [АРГУМЕНТИ]]

      su, sudo, ssh, openssl и read -s питат в терминала с изключено ехо. С otc
      watch чувате полето: Парола за su, защитено текстово поле. После точка за
      всеки клавиш, изтрито за Backspace, изчистено за Ctrl-U, въведено за Enter.
      Нищо написано не се казва и не се пази, а всеки клавиш стига до програмата
      непроменен. Иначе otc watch е невидим. Без команда стартира обвивката ви.
      За всяка програма сложете този ред в ~/.bashrc или ~/.zshrc (fish: man otc):
      \(Watch.startupLine)
      През ssh въпросът се чува, когато думите му назовават парола, ПИН или код.

      Опции:
        --lang ЕЗИК: en, pt-BR или bg. По подразбиране този на локала.
        --rate ДВМ, --voice ИМЕ, --speech РЕЖИМ: както при otc prompt.
        --transcript ФАЙЛ: записва всичко казано в този файл, като JSON Lines.

      Кодове на изход: тези на програмата; 127, когато тя не може да се стартира.
      Пример: otc watch -- su alice
      Всичко: man otc.

      """,
      "agent": """
      otc agent: отговаря на въпросите за парола на systemd, като паролата на диск.
      Употреба: otc agent --query | --watch [опции]

      Всеки въпрос се казва като поле: Парола за диска TEST, коренова файлова
      система, защитено текстово поле. Важат само отговорите на root: стартирайте
      го като root.

      Опции:
        --query: отговаря на въпросите, които чакат сега, и излиза.
        --watch: продължава да отговаря на въпросите, както идват, до спиране.
        --console: пита на системната конзола, както при зареждане.
        --transcript ФАЙЛ: добавя всичко казано към този файл, като JSON Lines.
        --rate ДВМ, --voice ИМЕ, --speech РЕЖИМ: както при otc prompt.

      Кодове на изход: 0 всеки въпрос отговорен или отказан, 1 няма терминал или
      отговор, който не стигна до програмата си.
      Пример: sudo otc agent --query
      Всичко: man otc-agent.

      """,
    ],
  ]
}
