/** A sound being played; `stop` silences it at once and disconnects its nodes. */
export interface PlayingSound {
  stop(): void;
}

/** Rough first and second formants (Hz) of five vowels: what makes a buzz sound like speech. */
const VOWEL_FORMANTS: readonly (readonly [number, number])[] = [
  [730, 1090],
  [270, 2290],
  [300, 870],
  [530, 1840],
  [570, 840],
];

/** The connect tone: a sine at `frequencyHz` for `durationMs`, with 10 ms fades so it does not click. */
export function playTone(context: AudioContext, output: AudioNode, frequencyHz: number, durationMs: number): PlayingSound {
  const start = context.currentTime;
  const end = start + durationMs / 1000;
  const oscillator = context.createOscillator();
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequencyHz, start);
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(0, start);
  envelope.gain.linearRampToValueAtTime(0.3, start + 0.01);
  envelope.gain.setValueAtTime(0.3, end - 0.01);
  envelope.gain.linearRampToValueAtTime(0, end);
  oscillator.connect(envelope);
  envelope.connect(output);
  oscillator.start(start);
  oscillator.stop(end);
  return stopper([oscillator], [oscillator, envelope]);
}

/**
 * A synthesized voice-like burst of `durationMs`: a sawtooth at a speaking pitch with a rising then
 * falling intonation, shaped by two band-pass "formant" filters that jump between vowels, under a
 * syllable envelope (120–280 ms syllables). `random` is injected so tests are deterministic.
 */
export function playVoiceBurst(
  context: AudioContext,
  output: AudioNode,
  durationMs: number,
  random: () => number = Math.random,
): PlayingSound {
  const start = context.currentTime;
  const seconds = durationMs / 1000;
  const end = start + seconds;

  const source = context.createOscillator();
  source.type = 'sawtooth';
  const pitch = 105 + random() * 40;
  source.frequency.setValueAtTime(pitch, start);
  source.frequency.linearRampToValueAtTime(pitch * (1.1 + random() * 0.1), start + seconds * 0.3);
  source.frequency.linearRampToValueAtTime(pitch * 0.85, end);

  const firstFormant = context.createBiquadFilter();
  firstFormant.type = 'bandpass';
  firstFormant.Q.value = 4;
  const secondFormant = context.createBiquadFilter();
  secondFormant.type = 'bandpass';
  secondFormant.Q.value = 6;
  const envelope = context.createGain();
  envelope.gain.setValueAtTime(0, start);

  for (let time = start; time < end - 0.1; ) {
    const length = Math.min(0.12 + random() * 0.16, end - time);
    const [first, second] = VOWEL_FORMANTS[Math.floor(random() * VOWEL_FORMANTS.length)] ?? VOWEL_FORMANTS[0]!;
    firstFormant.frequency.setValueAtTime(first, time);
    secondFormant.frequency.setValueAtTime(second, time);
    envelope.gain.linearRampToValueAtTime(0.25 + random() * 0.15, time + length * 0.3);
    envelope.gain.linearRampToValueAtTime(0.02, time + length);
    time += length + random() * 0.05;
  }
  envelope.gain.linearRampToValueAtTime(0, end);

  source.connect(firstFormant);
  source.connect(secondFormant);
  firstFormant.connect(envelope);
  secondFormant.connect(envelope);
  envelope.connect(output);
  source.start(start);
  source.stop(end);
  return stopper([source], [source, firstFormant, secondFormant, envelope]);
}

function stopper(sources: AudioScheduledSourceNode[], nodes: AudioNode[]): PlayingSound {
  return {
    stop() {
      for (const source of sources) {
        try {
          source.stop();
        } catch {
          // already stopped
        }
      }
      for (const node of nodes) node.disconnect();
    },
  };
}
