import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetRoot } from './widget-root';
import { DEFAULT_LABELS, resolveLabels, type LabelKey } from '../labels';
import { createWidgetStore, TOASTS, type WidgetMessage } from '../store';
import { CALL_TOASTS } from '../call-panel/texts';
import { fakeClient } from '../test/fake-client';
import '../test/render-widget';

/** Every label overridden by a marker naming its key: «newChat», «stopped», … */
const MARKED = Object.fromEntries(Object.keys(DEFAULT_LABELS).map((key) => [key, `«${key}»`])) as Record<LabelKey, string>;

/** What the visitor can read or hear announced: the text and the accessible attributes, markers taken out. */
function unmarkedWords(): string {
  const root = document.body;
  const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n').replace(/«\w+»/g, ' ');
}

/** The catalogue's defaults still on screen (a string that bypassed the labels). */
function defaultsShown(): string[] {
  const words = unmarkedWords();
  return Object.entries(DEFAULT_LABELS)
    .filter(([, text]) => words.includes(text.replace(/\s*\{\w+\}.*$/, '')))
    .map(([key]) => key);
}

afterEach(() => vi.restoreAllMocks());

describe('every visible string comes from the labels', () => {
  it('with every label overridden, no default text remains: panel, messages, Stop, stopped mark, toasts, call panel and recorder', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    URL.createObjectURL ??= () => 'blob:greeting';
    URL.revokeObjectURL ??= () => {};
    const user = userEvent.setup();
    const client = fakeClient({ fetchSpeech: vi.fn(async () => new Blob(['RIFF'], { type: 'audio/wav' })) });
    const store = createWidgetStore({ client, projectId: 'demo-project', userId: 'test-user', socket: false, open: true, logger: { warn: () => {} } });
    render(<WidgetRoot store={store} config={{ apiBase: 'http://api.test', typingCps: 0, labels: resolveLabels(MARKED) }} />);
    const stopped: WidgetMessage = { id: 7, sender: 'assistant', content: 'Seal the gaps', timestamp: new Date().toISOString(), stopped: true };
    const transcribing: WidgetMessage = { id: 'local-voice', sender: 'user', content: DEFAULT_LABELS.voicePlaceholder, timestamp: new Date().toISOString(), transcribing: true };
    act(() => store.setState({ messages: [...store.getState().messages, transcribing, stopped], pending: true }));
    expect(screen.getByRole('button', { name: '«stopReplyLabel»' }).textContent).toBe('«stopReply»');
    expect(screen.getByText('«stopped»')).toBeTruthy();
    expect(defaultsShown()).toEqual([]);

    for (const toast of [...Object.values(TOASTS).map((made) => (typeof made === 'function' ? made('reason') : made)), ...Object.values(CALL_TOASTS)]) {
      act(() => store.getState().notify(toast));
      expect(document.querySelector('.ea-toast__title')?.textContent).toMatch(/^«\w+»$/);
      expect(defaultsShown()).toEqual([]);
    }
    act(() => store.getState().notify(TOASTS.voiceFailed({ key: 'transcriptionFailed' })));
    expect(document.querySelector('.ea-toast__description')?.textContent).toBe('«voiceFailed»');

    act(() => store.setState({ pending: false }));
    act(() => store.getState().openFeedback(stopped));
    expect(defaultsShown()).toEqual([]);
    act(() => store.getState().openFeedback(null));

    // the recorder: the microphone is refused here (jsdom has none): its inline error and toast
    await user.click(screen.getByRole('button', { name: '«modeVoice»' }));
    await user.click(screen.getByRole('button', { name: /«tapToSpeak»/ }));
    await screen.findByText('«microphoneError»');
    expect(screen.getByRole('group', { name: '«recordingBar»' })).toBeTruthy();
    expect(defaultsShown()).toEqual([]);
    await user.click(screen.getByRole('button', { name: '«cancelRecording»' }));

    // the call panel: loading, ready, then the call that cannot open the microphone
    await user.click(screen.getByRole('button', { name: '«modeCall»' }));
    expect(screen.getByRole('region', { name: '«voiceAssistant»' })).toBeTruthy();
    expect(defaultsShown()).toEqual([]);
    await user.click(await screen.findByRole('button', { name: /«startCall»/ }));
    await screen.findByText('«callStartError»');
    expect(defaultsShown()).toEqual([]);
  });

  it('the check itself finds a default string', () => {
    render(<p>Call Failed</p>);
    expect(defaultsShown()).toContain('callFailedTitle');
  });
});
