/**
 * The device's own Australian voice. No Australian voice exists offline on the server (its
 * greeting is flite's), so when the browser has an en-AU speechSynthesis voice the voice assistant
 * panel speaks the greeting with it instead, and says so.
 */

/** The part of a speechSynthesis voice the panel reads. */
export interface DeviceVoice {
  name: string;
  lang: string;
  localService: boolean;
}

/** The browser's speech synthesis, behind a seam (happy-dom has none; tests pass a fake). */
export interface DeviceSpeech {
  /** The voices the device has; may be empty until the browser has loaded them. */
  getVoices(): readonly DeviceVoice[];
  /** Speaks `text` in `voice`; `onError` is called when it cannot. */
  speak(text: string, voice: DeviceVoice, onError: () => void): void;
  /** Stops speaking. */
  cancel(): void;
}

/** The browser's speechSynthesis, or undefined where it has none. */
export function browserSpeech(): DeviceSpeech | undefined {
  const synth = globalThis.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return undefined;
  return {
    getVoices: () => synth.getVoices(),
    speak(text, voice, onError) {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice as SpeechSynthesisVoice;
      utterance.lang = voice.lang;
      utterance.onerror = (event) => {
        if (event.error !== 'interrupted' && event.error !== 'canceled') onError();
      };
      synth.cancel();
      synth.speak(utterance);
    },
    cancel: () => synth.cancel(),
  };
}

/** The device's en-AU voice (one on the device itself first), or null when it has none. */
export function australianVoice(speech: DeviceSpeech | undefined): DeviceVoice | null {
  let voices: readonly DeviceVoice[] = [];
  try {
    voices = speech?.getVoices() ?? [];
  } catch {
    return null;
  }
  const australian = voices.filter((voice) => /^en[-_]au$/i.test(voice.lang));
  return australian.find((voice) => voice.localService) ?? australian[0] ?? null;
}
