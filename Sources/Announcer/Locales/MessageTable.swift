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
}
