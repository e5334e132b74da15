import { Play, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** A voice message's play/stop toggle: stop pauses and rewinds; the end resets it. */
export function MessageAudio({ url }: { url: string }) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [url],
  );

  const toggle = () => {
    if (!audio.current) {
      const element = new Audio(url);
      element.addEventListener('ended', () => setPlaying(false));
      audio.current = element;
    }
    const element = audio.current;
    if (playing) {
      element.pause();
      element.currentTime = 0;
      setPlaying(false);
    } else {
      setPlaying(true);
      element.play().catch(() => setPlaying(false));
    }
  };

  return (
    <button type="button" className="ea-link-button" aria-pressed={playing} onClick={toggle}>
      {playing ? <Square aria-hidden="true" size={12} /> : <Play aria-hidden="true" size={12} />}
      {playing ? 'Stop' : 'Play voice message'}
    </button>
  );
}
