import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ADVISOR_DEADLINE_MS,
  DEFAULT_ADVISOR_IDLE_TIMEOUT_MS,
  DEFAULT_GEMINI_BASE_URL,
  ProviderSettingsError,
  readProviderSettings,
} from './settings';

describe('readProviderSettings', () => {
  it('defaults to the offline advisor with every endpoint unconfigured', () => {
    expect(readProviderSettings({})).toEqual({
      provider: 'local',
      endpoints: {
        openai: { apiKey: undefined, apiKeyVariable: 'OPENAI_API_KEY', baseURL: 'https://api.openai.com/v1', model: 'gpt-4o' },
        grok: { apiKey: undefined, apiKeyVariable: 'XAI_API_KEY', baseURL: 'https://api.x.ai/v1', model: 'grok-2-1212' },
        gemini: {
          apiKey: undefined,
          apiKeyVariable: 'GEMINI_API_KEY',
          baseURL: 'https://generativelanguage.googleapis.com/v1beta/openai/',
          model: 'gemini-2.0-flash',
        },
      },
      reasoningModel: 'o4-mini',
      deadlineMs: 20_000,
      idleTimeoutMs: 8_000,
    });
    expect([DEFAULT_ADVISOR_DEADLINE_MS, DEFAULT_ADVISOR_IDLE_TIMEOUT_MS]).toEqual([20_000, 8_000]);
  });

  it('reads every variable, trimming values and treating blanks as unset', () => {
    const settings = readProviderSettings({
      ADVISOR_PROVIDER: ' gemini ',
      OPENAI_API_KEY: 'sk-1',
      OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1',
      OPENAI_MODEL: 'llama-3.1-8b',
      XAI_API_KEY: '  ',
      XAI_MODEL: 'grok-3-mini',
      GEMINI_API_KEY: 'g-key',
      GEMINI_BASE_URL: '',
      ADVISOR_DEADLINE_MS: '12000',
      ADVISOR_IDLE_TIMEOUT_MS: '3000',
      REASONING_MODEL: ' o3-mini ',
    });
    expect(settings.provider).toBe('gemini');
    expect(settings.reasoningModel).toBe('o3-mini');
    expect(settings.endpoints.openai).toMatchObject({ apiKey: 'sk-1', baseURL: 'http://127.0.0.1:8080/v1', model: 'llama-3.1-8b' });
    expect(settings.endpoints.grok).toMatchObject({ apiKey: undefined, model: 'grok-3-mini' });
    expect(settings.endpoints.gemini).toMatchObject({ apiKey: 'g-key', baseURL: DEFAULT_GEMINI_BASE_URL });
    expect([settings.deadlineMs, settings.idleTimeoutMs]).toEqual([12_000, 3_000]);
  });

  it.each([
    ['ADVISOR_PROVIDER', 'claude'],
    ['ADVISOR_PROVIDER', 'OpenAI'],
    ['ADVISOR_DEADLINE_MS', '20s'],
    ['ADVISOR_DEADLINE_MS', '5'],
    ['ADVISOR_IDLE_TIMEOUT_MS', '-1'],
    ['OPENAI_BASE_URL', 'api.openai.com/v1'],
    ['XAI_BASE_URL', 'ftp://x.ai'],
  ])('rejects %s=%s with an error naming the variable', (variable, value) => {
    const read = () => readProviderSettings({ [variable]: value });
    expect(read).toThrow(ProviderSettingsError);
    expect(read).toThrow(new RegExp(`^${variable} `));
  });
});
