import Wording

/// What the user is told of `error`: an `ExplainedError` (every error of otc's own
/// libraries) says itself, by the key its type chose where it was raised; anything else
/// is the words it came with.
package func explained(_ error: any Error) -> Message {
  (error as? any ExplainedError)?.message ?? Message(.plainText, "\(error)")
}
