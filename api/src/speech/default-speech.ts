import type { FastifyBaseLogger } from 'fastify';
import type { SpeechSettings } from './speech-settings';
import { createSpeechServices, type SpeechServices } from './speech-services';
import { createFliteTextToSpeech } from './tts/flite-tts';
import { createOfflineSpeechToText } from './stt';
import { decodeAudio } from './stt/decode-audio';

/**
 * The speech services a server runs with: the offline recogniser (pocketsphinx in a worker thread,
 * started at the first recording) and flite, with the keyed back end in front when
 * SPEECH_PROVIDER=openai. What cannot run is logged once here, naming what to install; the routes
 * then answer 503 saying the same.
 */
export async function createDefaultSpeechServices(settings: SpeechSettings, log: FastifyBaseLogger): Promise<SpeechServices> {
  const tts = await createFliteTextToSpeech({ voice: settings.fliteVoice });
  const stt = createOfflineSpeechToText({ log });
  const speech = createSpeechServices({
    settings,
    offline: { stt, tts },
    // a keyed back end is sent only what the offline decoder reads and finds under 60 s
    measure: async (audio) => (await decodeAudio(audio)).durationMs,
    onFallback: ({ primary, fallback, reason }) => log.warn({ primary, fallback, reason }, 'speech fell back to the offline stack'),
    onError: (error) => log.warn({ err: error }, 'speech could not be rendered ahead'),
  });
  if (tts.available) log.info({ speech: tts.name }, `offline text to speech: ${tts.name}`);
  else log.warn({ speech: tts.name, reason: tts.unavailableReason }, `offline text to speech is not available: ${tts.unavailableReason ?? 'unknown reason'}`);
  if (settings.provider === 'openai' && settings.keyed.apiKey === undefined) {
    log.warn(`SPEECH_PROVIDER=openai without a key: set ${settings.keyed.apiKeyVariable}; the offline stack answers meanwhile`);
  }
  return speech;
}
