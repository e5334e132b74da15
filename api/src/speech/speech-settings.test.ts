import { describe, expect, it } from 'vitest';
import { readSpeechSettings } from './speech-settings';

describe('readSpeechSettings', () => {
  it('defaults to the offline stack with flite\'s rms voice', () => {
    expect(readSpeechSettings({})).toEqual({
      provider: 'local',
      fliteVoice: 'rms',
      keyed: {
        apiKey: undefined,
        apiKeyVariable: 'SPEECH_API_KEY (or OPENAI_API_KEY)',
        baseURL: 'https://api.openai.com/v1',
        transcriptionModel: 'whisper-1',
        speechModel: 'tts-1',
        voice: 'alloy',
        deadlineMs: 15_000,
        idleTimeoutMs: 8_000,
      },
    });
  });

  it('reads every variable, its own key and URL before the OpenAI ones', () => {
    const settings = readSpeechSettings({
      SPEECH_PROVIDER: 'openai',
      FLITE_VOICE: 'awb',
      SPEECH_API_KEY: ' sk-speech ',
      OPENAI_API_KEY: 'sk-chat',
      SPEECH_BASE_URL: 'http://127.0.0.1:8000/v1',
      OPENAI_BASE_URL: 'https://example.com/v1',
      SPEECH_TRANSCRIPTION_MODEL: 'gpt-4o-mini-transcribe',
      SPEECH_TTS_MODEL: 'gpt-4o-mini-tts',
      SPEECH_TTS_VOICE: 'verse',
      SPEECH_DEADLINE_MS: '5000',
    });
    expect(settings).toEqual({
      provider: 'openai',
      fliteVoice: 'awb',
      keyed: {
        apiKey: 'sk-speech',
        apiKeyVariable: 'SPEECH_API_KEY',
        baseURL: 'http://127.0.0.1:8000/v1',
        transcriptionModel: 'gpt-4o-mini-transcribe',
        speechModel: 'gpt-4o-mini-tts',
        voice: 'verse',
        deadlineMs: 5000,
        idleTimeoutMs: 5000,
      },
    });
  });

  it('uses the OpenAI key and URL when speech has none of its own', () => {
    const { keyed } = readSpeechSettings({ OPENAI_API_KEY: 'sk-chat', OPENAI_BASE_URL: 'https://example.com/v1', SPEECH_API_KEY: '  ' });
    expect(keyed).toMatchObject({ apiKey: 'sk-chat', baseURL: 'https://example.com/v1' });
  });

  it.each([
    [{ SPEECH_PROVIDER: 'whisper' }, 'SPEECH_PROVIDER must be one of local, openai (got "whisper")'],
    [{ FLITE_VOICE: 'rms; rm -rf /' }, 'FLITE_VOICE must be a flite voice name such as rms or awb (got "rms; rm -rf /")'],
    [{ SPEECH_BASE_URL: 'ftp://example.com' }, 'SPEECH_BASE_URL must be an http(s) URL (got "ftp://example.com")'],
    [{ OPENAI_BASE_URL: 'nonsense' }, 'OPENAI_BASE_URL must be an http(s) URL (got "nonsense")'],
    [{ SPEECH_DEADLINE_MS: '10s' }, 'SPEECH_DEADLINE_MS must be a whole number of milliseconds from 100 to 600000 (got "10s")'],
    [{ SPEECH_DEADLINE_MS: '50' }, 'SPEECH_DEADLINE_MS must be a whole number of milliseconds from 100 to 600000 (got "50")'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(() => readSpeechSettings(env)).toThrow(message);
  });
});
