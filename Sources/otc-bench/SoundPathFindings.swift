/// What the sound path's measurements decided, written when the sink was chosen
/// (2026-11-23, this machine); the tables above are measured afresh by every run.
let soundPathFindings = """
  ### What was decided, and why

  Before `PulseSink`, otc played through pcaudiolib, as espeak-ng does. pcaudiolib's \
  write blocks while its stream's buffer is full, and its API (Debian's 1.2: open, \
  write, drain, flush) has no setting for that buffer, so an interrupt took effect only \
  between chunks. A key typed over speech was heard 15–30 ms late in some trials and \
  about 200 ms late in others, the old speech still sounding. The table's last row is \
  pcaudiolib measured today in the same way as otc's own sink.

  - **A sink on libpulse itself (`PulseSink`): chosen.** Writes wait on PulseAudio's \
  condition, which an interrupt also wakes, and `pa_stream_flush` is called the \
  moment a key interrupts. The old speech falls silent within the sink's own latency, \
  and the new echo starts as fast as a key typed in silence.
  - **pcaudiolib with other buffer attributes: not possible without patching it.** Its \
  buffer is set inside the library. Even a smaller buffer would leave the speech \
  thread in a blocking write while an interrupt waits.
  - **Silence before an echo: 0.5 ms.** The first run of this benchmark found otc 4.3 ms \
  above the floor at p50. espeak-ng's leading silence was trimmed to 5 ms, not to \
  nothing, and every millisecond of it came before the first sound. Now 0.5 ms is kept: \
  what is dropped is below -54 dBFS, so the echo starts without a click.
  - **Target length: 15 ms.** Measured as underflows within speech over 450 sentences \
  (the per-digit screen, five times over), and the stream latency reported meanwhile. \
  10 ms gave 1 underflow and 9.4 ms. 15 ms gave 0 and 13.4 ms. 20 ms gave 0 and \
  16.4 ms. Every other figure (first sound, interrupt) was the same for the three: \
  a key's first samples are rendered at once by PulseAudio's rewind, and a flush \
  drops whatever is buffered. On a machine so loaded that the speech thread waits \
  several milliseconds for a CPU, underflows still appear: one in six sentences \
  with the whole test suite running beside it, at 10 ms.
  - **Corking: after 5 s of silence.** Corking the moment an utterance ended made the \
  next key about 2 ms slower (the table's second row: a key after the stream has \
  corked). So the stream is corked only after 5 s of silence, which spans the pauses \
  of someone typing a code; after that, a sound card can be suspended. The stream asks \
  for no automatic timing updates, so idle, corked or not, it costs no CPU.
  - **PipeWire: not measured.** Only PulseAudio 16 runs here. `pipewire-pulse` speaks \
  the same protocol, but how it flushes and what latency it gives are untested.

  """
