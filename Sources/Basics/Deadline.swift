/// A deadline the environment may set: the seconds in the variable `name` when they are a
/// number more than 0 and at most 60, else `standard`. otc's waits on servers that a slow
/// machine or a test may need longer (`OTC_SPEECH_DEADLINE`, `OTC_BRAILLE_DEADLINE`) are
/// read this way, so that a typo or a hostile value can neither disable a wait nor make
/// one endless.
public func deadline(_ name: String, in environment: [String: String], standard: Double) -> Double {
  guard let text = environment[name], let value = Double(text), value > 0, value <= 60 else { return standard }
  return value
}
