/// The words a number is said in, for counting what a listener hears when a field's value
/// is read as a number (`ValueReading.number`) rather than digit by digit.
///
/// The words are the written-out number as the language writes it, with no "and" in
/// English (VoiceOver's US reading): "985391" is "nine hundred eighty-five thousand three
/// hundred ninety-one", 7 words; in Brazilian Portuguese "novecentos e oitenta e cinco mil
/// trezentos e noventa e um", 11; in Bulgarian "деветстотин осемдесет и пет хиляди триста
/// деветдесет и едно", 9. A numeral with a leading zero is said digit by digit, as speech
/// synthesizers do, so "012345" is six words. Up to 12 digits, the longest code.
public enum NumberWords {
  /// The words of `numeral` (ASCII digits only) in `language`; digit by digit when it has
  /// a leading zero or more than 12 digits.
  public static func words(_ numeral: String, in language: Language) -> [String] {
    let names = Names(language)
    guard numeral.count > 1, numeral.first != "0", numeral.count <= 12, let value = Int(numeral) else {
      return numeral.compactMap { $0.wholeNumberValue }.map { names.ones[$0] }
    }
    return names.number(value)
  }

  /// How many words `text` is heard in: runs between white space, where each run of
  /// digits counts as the words it is said in. With `numeralsAsNumbers` every run is said
  /// as a number; otherwise a run of `Utterance.shortestSpelledRun` digits or more is said
  /// digit by digit, as otc's speech does, and a shorter one as a number ("30 seconds").
  public static func count(in text: String, language: Language, numeralsAsNumbers: Bool) -> Int {
    // Most text is ASCII, where a byte is a character: counted bytewise, without Unicode's
    // tables (an audit counts every utterance of a screen, 582,000 of them in a 16 MB file).
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return countASCII(text, language: language, numeralsAsNumbers: numeralsAsNumbers)
    }
    return countCharacters(text, language: language, numeralsAsNumbers: numeralsAsNumbers)
  }

  /// `count(in:)` for ASCII text, byte by byte: the same count as `countCharacters`.
  static func countASCII(_ text: String, language: Language, numeralsAsNumbers: Bool) -> Int {
    var count = 0
    var runLength = 0
    var runStart = text.utf8.startIndex
    var wordsInToken = 0
    var hasLetters = false
    var inToken = false
    let bytes = text.utf8
    func flush(_ end: String.UTF8View.Index) {
      guard runLength > 0 else { return }
      let spelled = !numeralsAsNumbers && runLength >= Utterance.shortestSpelledRun
      wordsInToken += spelled ? runLength : words(String(text[runStart..<end]), in: language).count
      runLength = 0
    }
    var index = bytes.startIndex
    while index != bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        if inToken {
          flush(index)
          count += wordsInToken + (hasLetters ? 1 : 0)
          (wordsInToken, hasLetters, inToken) = (0, false, false)
        }
      } else {
        inToken = true
        if (0x30...0x39).contains(byte) {
          if runLength == 0 { runStart = index }
          runLength += 1
        } else {
          flush(index)
          if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) { hasLetters = true }
        }
      }
      index = bytes.index(after: index)
    }
    if inToken {
      flush(index)
      count += wordsInToken + (hasLetters ? 1 : 0)
    }
    return count
  }

  /// `count(in:)` character by character, for any text.
  static func countCharacters(_ text: String, language: Language, numeralsAsNumbers: Bool) -> Int {
    var count = 0
    for token in text.split(whereSeparator: { $0.isWhitespace }) {
      var wordsInToken = 0
      var run = ""
      var hasLetters = false
      func flush() {
        guard !run.isEmpty else { return }
        let spelled = !numeralsAsNumbers && run.count >= Utterance.shortestSpelledRun
        wordsInToken += spelled ? run.count : words(run, in: language).count
        run = ""
      }
      for character in token {
        if character.isASCII, character.isNumber {
          run.append(character)
        } else {
          flush()
          if character.isLetter { hasLetters = true }
        }
      }
      flush()
      // A word with digits in it ("6-digit") is its numbers' words, plus one for its
      // letters; a run of punctuation alone ("—") is not heard as a word.
      count += wordsInToken + (hasLetters ? 1 : 0)
    }
    return count
  }

  /// Each language's names for numbers and its way of joining them.
  private struct Names {
    let language: Language
    let ones: [String]
    let tens: [String]
    let hundreds: [String]

    init(_ language: Language) {
      self.language = language
      switch language {
      case .english:
        ones = [
          "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
          "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        ]
        tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        hundreds = []
      case .brazilianPortuguese:
        ones = [
          "zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze", "doze",
          "treze", "quatorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove",
        ]
        tens = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"]
        hundreds = [
          "", "cento", "duzentos", "trezentos", "quatrocentos", "quinhentos", "seiscentos", "setecentos",
          "oitocentos", "novecentos",
        ]
      case .bulgarian:
        ones = [
          "нула", "едно", "две", "три", "четири", "пет", "шест", "седем", "осем", "девет", "десет", "единадесет",
          "дванадесет", "тринадесет", "четиринадесет", "петнадесет", "шестнадесет", "седемнадесет", "осемнадесет",
          "деветнадесет",
        ]
        tens = [
          "", "", "двадесет", "тридесет", "четиридесет", "петдесет", "шестдесет", "седемдесет", "осемдесет",
          "деветдесет",
        ]
        hundreds = [
          "", "сто", "двеста", "триста", "четиристотин", "петстотин", "шестстотин", "седемстотин", "осемстотин",
          "деветстотин",
        ]
      }
    }

    /// The grammatical gender a group of three digits takes before its scale word (in
    /// Bulgarian, "една хиляда" but "един милион"; the last group counts, "едно").
    enum Gender { case counting, feminine, masculine }

    /// A whole number, group by group from the highest.
    func number(_ value: Int) -> [String] {
      if value == 0 { return [ones[0]] }
      var groups: [Int] = []
      var rest = value
      while rest > 0 {
        groups.append(rest % 1000)
        rest /= 1000
      }
      var words: [String] = []
      for scale in groups.indices.reversed() where groups[scale] > 0 {
        let group = groups[scale]
        if scale == 0, !words.isEmpty, joinsLastGroup(group) { words.append(conjunction) }
        words += scaled(group, scale: scale)
      }
      return words
    }

    private var conjunction: String { language == .bulgarian ? "и" : "e" }

    /// Whether the last group is joined to the ones before it by "e" or "и": in Portuguese
    /// when it is under a hundred or whole hundreds ("mil e cinco", "dois mil e cem"); in
    /// Bulgarian when it is one word ("хиляда и пет", "хиляда и сто").
    private func joinsLastGroup(_ group: Int) -> Bool {
      switch language {
      case .english: false
      case .brazilianPortuguese: group < 100 || group % 100 == 0
      case .bulgarian: self.group(group, .counting).count == 1
      }
    }

    /// A group of three digits with its scale word: "thousand", "mil", "хиляди".
    private func scaled(_ group: Int, scale: Int) -> [String] {
      switch (language, scale) {
      case (_, 0): return self.group(group, .counting)
      case (.english, _):
        return self.group(group, .counting) + [["thousand", "million", "billion"][scale - 1]]
      case (.brazilianPortuguese, 1):
        return group == 1 ? ["mil"] : self.group(group, .counting) + ["mil"]
      case (.brazilianPortuguese, _):
        let (one, many) = scale == 2 ? ("milhão", "milhões") : ("bilhão", "bilhões")
        return group == 1 ? ["um", one] : self.group(group, .counting) + [many]
      case (.bulgarian, 1):
        return group == 1 ? ["хиляда"] : self.group(group, .feminine) + ["хиляди"]
      case (.bulgarian, _):
        let (one, many) = scale == 2 ? ("милион", "милиона") : ("милиард", "милиарда")
        return group == 1 ? ["един", one] : self.group(group, .masculine) + [many]
      }
    }

    /// A number under a thousand.
    private func group(_ value: Int, _ gender: Gender) -> [String] {
      let hundred = value / 100
      let rest = value % 100
      var parts: [String] = []
      switch language {
      case .english:
        if hundred > 0 { parts += [ones[hundred], "hundred"] }
        if rest >= 20 {
          parts.append(rest % 10 == 0 ? tens[rest / 10] : "\(tens[rest / 10])-\(ones[rest % 10])")
        } else if rest > 0 {
          parts.append(ones[rest])
        }
        return parts
      case .brazilianPortuguese:
        if value == 100 { return ["cem"] }
        if hundred > 0 { parts.append(hundreds[hundred]) }
        parts += tensAndOnes(rest, gender)
        return Array(parts.map { [$0] }.joined(separator: ["e"]))
      case .bulgarian:
        if hundred > 0 { parts.append(hundreds[hundred]) }
        parts += tensAndOnes(rest, gender)
        guard parts.count > 1 else { return parts }
        return parts.dropLast() + ["и", parts[parts.count - 1]]
      }
    }

    /// The tens and ones of a number under a hundred, each its own word ("oitenta",
    /// "cinco"), in the gender asked for.
    private func tensAndOnes(_ value: Int, _ gender: Gender) -> [String] {
      if value == 0 { return [] }
      if value < 20 { return [one(value, gender)] }
      return value % 10 == 0 ? [tens[value / 10]] : [tens[value / 10], one(value % 10, gender)]
    }

    private func one(_ value: Int, _ gender: Gender) -> String {
      guard language == .bulgarian, value == 1 || value == 2 else { return ones[value] }
      switch gender {
      case .counting: return ones[value]
      case .feminine: return value == 1 ? "една" : "две"
      case .masculine: return value == 1 ? "един" : "два"
      }
    }
  }
}
