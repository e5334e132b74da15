import { useEffect, useMemo, useRef, useState } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import { Markdown } from '../markdown/markdown';
import { revealMarkdown, visibleLength } from '../markdown/reveal-markdown';

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * Types out assistant Markdown at `cps` characters per second (default 50; the widget
 * passes 180), bold, italic, inline code and links formatted as they appear. Screen readers get
 * the whole text at once; with reduced motion it shows at once. Calls `onDone` when complete.
 */
export function TypingText({ text, cps = WIDGET_CONSTANTS.typingDefaultCps, onDone }: { text: string; cps?: number; onDone?(): void }) {
  const total = useMemo(() => visibleLength(text), [text]);
  const [shown, setShown] = useState(() => (reducedMotion() ? total : 0));
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (reducedMotion() || cps <= 0) {
      setShown(total);
      done.current?.();
      return;
    }
    const started = Date.now();
    const timer = setInterval(() => {
      const count = Math.floor(((Date.now() - started) * cps) / 1000);
      if (count >= total) {
        clearInterval(timer);
        setShown(total);
        done.current?.();
      } else setShown(count);
    }, Math.max(16, 1000 / cps));
    return () => clearInterval(timer);
  }, [text, total, cps]);

  if (shown >= total) return <Markdown source={text} />;
  return (
    <>
      <span className="ea-sr-only">{text}</span>
      <div aria-hidden="true" data-typing="">
        <Markdown source={revealMarkdown(text, shown)} />
      </div>
    </>
  );
}
