import path from 'node:path';
import { afterEach } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createSpeechServices } from '../../speech/speech-services';
import { readSpeechSettings } from '../../speech/speech-settings';
import { type RecordingSpeechToText, type RecordingTextToSpeech, recordingSpeechToText, recordingTextToSpeech } from '../../speech/test/recording-speech';
import { tempDir, testDatabaseEnv } from '../../test/helper';
import type { App } from '../../types';

const apps: App[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/**
 * The app as `buildTestApp` builds it (its own database, no workers, silent), with recording
 * speech fakes instead of pocketsphinx and flite, so a test scripts what is heard and spoken.
 */
export async function buildVoiceTestApp(
  options: { env?: Record<string, string>; stt?: RecordingSpeechToText; tts?: RecordingTextToSpeech } = {},
): Promise<{ app: App; stt: RecordingSpeechToText; tts: RecordingTextToSpeech }> {
  const dir = tempDir();
  const env = {
    ...(await testDatabaseEnv()),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: path.join(dir, 'no-web-build'),
    WIDGET_DIST_DIR: path.join(dir, 'no-widget-build'),
    ADVISOR_WORKERS: '0',
    SQLITE_CHECKPOINTS: 'inline',
    ...options.env,
  };
  const stt = options.stt ?? recordingSpeechToText({ name: 'pocketsphinx', text: 'what insulation do i need in ballarat' });
  const tts = options.tts ?? recordingTextToSpeech({ name: 'flite:rms' });
  const speech = createSpeechServices({ settings: readSpeechSettings(env), offline: { stt, tts }, measure: async () => 1000 });
  const app = await buildApp(loadConfig(env), { logger: false, speech });
  apps.push(app);
  return { app, stt, tts };
}
