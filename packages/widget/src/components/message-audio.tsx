import { Play, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLabels, useWidgetConfig } from './widget-config';

/**
 * The address a message's audio plays from: `url` resolved against the API's base (a reply's
 * `audioUrl` is a path on the API, and the widget may sit on another origin), when it is on the
 * API's own origin, a local blob or inline audio data; null for anything else, which is never
 * played (no request to a foreign host).
 */
export function messageAudioSource(url: string, apiBase: string): string | null {
  try {
    const base = new URL(apiBase || globalThis.location?.href);
    const audio = new URL(url, base);
    if (audio.protocol === 'blob:' || (audio.protocol === 'data:' && audio.pathname.startsWith('audio/'))) return audio.href;
    return (audio.protocol === 'https:' || audio.protocol === 'http:') && audio.origin === base.origin ? audio.href : null;
  } catch {
    return null;
  }
}

/**
 * A voice message's play/stop toggle: play starts it (loaded on first press), stop pauses and
 * rewinds, and it resets when playback ends or the audio cannot be played.
 */
export function MessageAudio({ url }: { url: string }) {
  const { apiBase } = useWidgetConfig();
  const source = messageAudioSource(url, apiBase);
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const labels = useLabels();

  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
      setPlaying(false);
    },
    [source],
  );

  if (!source) return null;

  const toggle = () => {
    if (!audio.current) {
      const element = new Audio(source);
      const reset = () => {
        if (audio.current === element) setPlaying(false);
      };
      element.addEventListener('ended', reset);
      element.addEventListener('error', reset);
      audio.current = element;
    }
    const element = audio.current;
    if (playing) {
      element.pause();
      element.currentTime = 0;
      setPlaying(false);
    } else {
      setPlaying(true);
      element.play().catch(() => {
        if (audio.current === element) setPlaying(false);
      });
    }
  };

  return (
    <button type="button" className="ea-link-button" aria-pressed={playing} data-audio-state={playing ? 'playing' : 'stopped'} onClick={toggle}>
      {playing ? <Square aria-hidden="true" size={12} /> : <Play aria-hidden="true" size={12} />}
      {playing ? labels.stopVoice : labels.playVoice}
    </button>
  );
}
