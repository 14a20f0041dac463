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
  - **PipeWire 0.3.65 (2026-11-24): the same sink, tested and measured.** A private \
  PipeWire with `pipewire-pulse` serves `PulseSink` unchanged: the flush on a key, the \
  cork after 5 s and the uncork all work (the sound-path tests run on both servers), and \
  a key after 3 s or 6 s of silence is heard whole, which pcaudiolib#23 says was not so \
  for espeak-ng's own output on PipeWire. What PipeWire gives otc's stream: it keeps \
  the 15 ms buffer and sets the stream's quantum (`node.latency`) from the request size \
  otc asks, a quarter of the buffer (3.75 ms), raised to its `pulse.min.req` of \
  256/48000: 118/22050, 5.3 ms. `pipewire-pulse.conf` has a rule for \
  `application.name = "~speech-dispatcher.*"` (`pulse.min.req` and `pulse.min.quantum` \
  512/48000, 10.7 ms, and `pulse.idle.timeout` 5); it matches Speech Dispatcher's own \
  stream, not otc's, whose name is `otc`. In a virtual machine PipeWire raises its \
  minimum quantum to 1024/48000 (21 ms, `vm.overrides`); it did not here. \
  `pactl list sink-inputs` shows 0 for both latencies under `pipewire-pulse`, so the \
  table shows its `node.latency` instead. PipeWire's floor is higher than PulseAudio's \
  on this machine (8.0 ms at p50 against 0.27 ms, in the run of 2026-11-24): each graph \
  cycle moves a quantum, so a sample waits for the next cycle at the sink and again at \
  the capture. otc's echo is at that floor (0.1 ms under it at p50, 3.3 ms over it at \
  p99), a key over speech is 7.9 ms later at p95 than one in silence, and no sentence \
  underflowed. A key over speech is heard 15.6 ms after it at p95, over the 15 ms \
  target by the floor, which no client can go under.
  - **A stream PipeWire stopped feeding.** The first benchmark run on PipeWire hung: in \
  the burst of 30 sentences, `pipewire-pulse` stopped asking for samples (the writable \
  size stayed 0, the node running), while a drain of the previous sentence was pending; \
  drains on PipeWire are known to misbehave (cmus disables them there). A write waited \
  for room for ever. Now a write also wakes every 0.25 s, and a server that takes \
  nothing for a second is asked to play what it holds (`pa_stream_trigger`), after two \
  to drop it (`pa_stream_flush`, at most 15 ms not yet heard), and after three the \
  stream is broken, said once, rather than a silent hang. The trigger also ends a wait \
  seen in the tests on PulseAudio, where a fresh stream's first write sat for 2 s. The \
  stalls row counts the writes that waited a second for room; the run above had none on \
  either server.

  """
