import { useCallback, useEffect, useRef, useState } from 'react';
import { LoaderCircle, Mic, X } from 'lucide-react';
import { WIDGET_CONSTANTS } from '../constants';
import type { MediaDeps } from '../media/media';
import type { Notify } from '../media/notify';
import { australianVoice, browserSpeech, type DeviceSpeech } from './australian-voice';
import { CallControls } from './call-controls';
import { playAudioBlob } from './play-audio';
import { CALL_TOASTS } from './texts';
import { VOICE_GREETING } from '@energy-advisor/contracts/constants';
import { formatLabel } from '../labels/catalogue';
import { useLabels } from '../components/widget-config';
import { useSimulatedCall } from './use-simulated-call';

export interface VoiceAssistantPanelProps {
  /** Called once when the panel closes: Close, or on its own 2.5 s after the notice or 3 s after a failure. */
  onClose(): void;
  /** The greeting audio (the widget fetches it from GET /api/tts). A rejection is an init failure. */
  fetchGreeting(): Promise<Blob>;
  /** Shows a toast (the widget's toaster). */
  notify: Notify;
  /** The media APIs for the simulated call; the browser's by default (tests inject fakes). */
  media?: MediaDeps;
  /** Plays the greeting and answers a stop function; an HTMLAudioElement by default. */
  playGreeting?(audio: Blob): () => void;
  /** The words of the greeting, spoken by the device's Australian voice when it has one. */
  greetingText?: string;
  /** The device's speech synthesis (the browser's by default; tests pass a fake, or none). */
  speech?: DeviceSpeech | undefined;
}

type Phase = 'loading' | 'ready' | 'error';

/**
 * The call input mode: 'Initializing voice assistant...' while the greeting loads, then
 * the greeting plays (in the device's Australian voice when it has one, saying so; else the
 * server's audio) and the panel offers press-to-speak (which only shows the not-implemented
 * notice and closes after 2.5 s) and the simulated call ('Start call'). If the greeting cannot be
 * loaded the panel shows the unavailable text with a Close button and closes itself after 3 s.
 * Unmounting stops the greeting and ends the call.
 */
export function VoiceAssistantPanel({
  onClose,
  fetchGreeting,
  notify,
  media,
  playGreeting = playAudioBlob,
  greetingText = VOICE_GREETING,
  ...options
}: VoiceAssistantPanelProps) {
  const labels = useLabels();
  const [phase, setPhase] = useState<Phase>('loading');
  const [noticeShown, setNoticeShown] = useState(false);
  const [deviceVoice, setDeviceVoice] = useState<string | null>(null);
  const call = useSimulatedCall({ notify, media });
  const [speech] = useState(() => ('speech' in options ? options.speech : browserSpeech()));
  const latest = useRef({ onClose, fetchGreeting, notify, playGreeting, greetingText });
  latest.current = { onClose, fetchGreeting, notify, playGreeting, greetingText };
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closed = useRef(false);

  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    if (closed.current) return;
    closed.current = true;
    latest.current.onClose();
  }, []);

  const closeAfter = useCallback(
    (ms: number) => {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(close, ms);
    },
    [close],
  );

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    let cancelled = false;
    let stopGreeting: (() => void) | undefined;
    // Asking early lets the browser load its voices while the greeting is fetched.
    australianVoice(speech);
    latest.current
      .fetchGreeting()
      .then((greeting) => {
        if (cancelled) return;
        if (greeting.size === 0) throw new Error('The greeting audio is empty');
        const voice = australianVoice(speech);
        const playServerGreeting = () => {
          if (cancelled) return;
          setDeviceVoice(null);
          stopGreeting = latest.current.playGreeting(greeting);
        };
        if (speech && voice) {
          stopGreeting = () => speech.cancel();
          setDeviceVoice(voice.name);
          try {
            speech.speak(latest.current.greetingText, voice, playServerGreeting);
          } catch {
            playServerGreeting();
          }
        } else playServerGreeting();
        setPhase('ready');
      })
      .catch(() => {
        if (cancelled) return;
        setPhase('error');
        latest.current.notify(CALL_TOASTS.unavailable);
        closeAfter(WIDGET_CONSTANTS.voicePanelErrorCloseMs);
      });
    return () => {
      cancelled = true;
      stopGreeting?.();
    };
  }, [closeAfter, speech]);

  const pressToSpeak = () => {
    if (noticeShown) return;
    setNoticeShown(true);
    notify(CALL_TOASTS.notImplemented);
    closeAfter(WIDGET_CONSTANTS.voicePanelNoticeCloseMs);
  };

  return (
    <section className="ea-call-panel" aria-label={labels.voiceAssistant} data-phase={phase}>
      <header className="ea-call-header">
        <h3 className="ea-call-title">{labels.voiceAssistant}</h3>
        <button
          type="button"
          className="ea-call-icon-button"
          aria-label={labels.closeVoiceAssistant}
          title={labels.closeVoiceAssistant}
          onClick={close}
        >
          <X aria-hidden="true" size={18} />
        </button>
      </header>

      {phase === 'loading' ? (
        <div className="ea-call-status" role="status">
          <LoaderCircle className="ea-call-spinner" aria-hidden="true" size={28} />
          <span>{labels.voiceLoading}</span>
        </div>
      ) : null}

      {phase === 'error' ? (
        <div className="ea-call-status">
          <p className="ea-call-error" role="alert">
            {labels.voiceUnavailable}
          </p>
          <button type="button" className="ea-call-button" onClick={close}>
            {labels.close}
          </button>
        </div>
      ) : null}

      {phase === 'ready' ? (
        <div className="ea-call-body">
          <button type="button" className="ea-call-speak" disabled={noticeShown} onClick={pressToSpeak}>
            <Mic aria-hidden="true" size={28} />
            <span>{labels.pressToSpeak}</span>
          </button>
          {deviceVoice ? <p className="ea-call-hint">{formatLabel(labels.deviceVoice, { name: deviceVoice })}</p> : null}
          <p className="ea-call-hint">{call.isCallActive ? labels.assistantConnected : labels.callHint}</p>
          <CallControls call={call} />
        </div>
      ) : null}
    </section>
  );
}
