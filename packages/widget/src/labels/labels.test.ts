import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LABELS, formatLabel } from './catalogue';
import { launcherLabel } from './element-labels';
import { formatDate, formatTime, resolveLocale } from './locale';
import { parseLabels, resolveLabels } from './parse-labels';

afterEach(() => vi.restoreAllMocks());

describe('labels', () => {
  it("keeps the spec's strings as the defaults", () => {
    expect(DEFAULT_LABELS).toMatchObject({
      launcher: 'Open Energy Advisor assistant',
      newChat: 'New Chat',
      minimize: 'Minimize',
      inputPlaceholder: 'Type your message...',
      suggestionRating: 'Improve star rating',
      suggestionWindows: 'Window efficiency',
      suggestionBridging: 'Thermal bridging',
      feedbackTitle: 'How could this response be improved?',
      speakFeedback: 'or speak your feedback',
      submitFeedback: 'Submit Feedback',
      newChatTitle: 'Start a New Conversation?',
      startNewChat: 'Start New Chat',
    });
    expect(formatLabel(DEFAULT_LABELS.sources, { count: 2 })).toBe('Sources (2)');
  });

  it('overrides by key from an object or JSON text; later sources win', () => {
    expect(resolveLabels({ newChat: 'Start over' }, '{"newChat":"Begin again","minimize":"Hide"}')).toMatchObject({
      newChat: 'Begin again',
      minimize: 'Hide',
      launcher: DEFAULT_LABELS.launcher,
    });
  });

  it('invalid JSON, a non-object, unknown keys and non-strings are console warnings, never errors', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseLabels('{newChat: oops')).toEqual({});
    expect(parseLabels('["a"]')).toEqual({});
    expect(parseLabels({ newChat: 7, nope: 'x', minimize: '  ', send: 'Go' })).toEqual({ send: 'Go' });
    expect(resolveLabels('not json')).toEqual(DEFAULT_LABELS);
    expect(warn.mock.calls.map(([text]) => text)).toEqual([
      'energy-advisor: the labels attribute is not JSON; the default labels are used',
      'energy-advisor: labels must be an object of label keys to strings; the default labels are used',
      'energy-advisor: label newChat must be a non-blank string; the default is used',
      'energy-advisor: unknown label "nope" is ignored',
      'energy-advisor: label minimize must be a non-blank string; the default is used',
      'energy-advisor: the labels attribute is not JSON; the default labels are used',
    ]);
  });

  it("the loader's launcher label: the last valid one, else the default", () => {
    expect(launcherLabel(['{"launcher":"Ask us"}', undefined], 'Open')).toBe('Ask us');
    expect(launcherLabel(['{bad', { launcher: 'Chat' }], 'Open')).toBe('Chat');
    expect(launcherLabel([undefined, { launcher: '' }], 'Open')).toBe('Open');
  });
});

describe('locale', () => {
  it('is en-AU by default; a tag Intl refuses is a warning and the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveLocale(undefined)).toBe('en-AU');
    expect(resolveLocale('en-us')).toBe('en-US');
    expect(resolveLocale('not a locale!')).toBe('en-AU');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('writes dates and times with Intl in the locale', () => {
    const date = new Date(2026, 10, 3, 14, 5);
    expect(formatDate(date, 'en-AU')).toBe(date.toLocaleDateString('en-AU', { day: 'numeric', month: 'short', year: 'numeric' }));
    expect(formatDate(date, 'en-US')).toMatch(/^Nov 3, 2026$/);
    expect(formatDate(date, 'de-DE')).toMatch(/^3\. Nov\.? 2026$/);
    expect(formatTime(date.toISOString(), 'en-US')).toMatch(/^2:05\sPM$/);
    expect(formatTime(date.toISOString(), 'de-DE')).toBe('14:05');
    expect(formatTime('not a time', 'en-AU')).toBe('');
  });
});
