import { useEffect, useRef } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import { levelsFromAnalyser, type TimeDomainSource } from './recording-helpers';

/** How often the microphone level is sampled: 15 bars show the last 1.5 s. */
export const WAVEFORM_SAMPLE_MS = 100;
/** A silent bar keeps this fraction of its height, so the bars stay visible. */
const MIN_BAR_SCALE = 0.12;

export interface WaveformProps {
  /** The live microphone analyser, or null (bars flat). Read on every sample. */
  getAnalyser(): TimeDomainSource | null;
  /** Samples only while true. */
  active: boolean;
  bars?: number;
}

/**
 * The recording waveform: `bars` bars whose heights follow the real microphone level, newest on
 * the right. Bars are updated through refs (no React render per sample); each bar also carries its
 * level in `data-level`, which browser tests read to see that real audio arrives.
 */
export function Waveform({ getAnalyser, active, bars = WIDGET_CONSTANTS.waveformBars }: WaveformProps) {
  const barElements = useRef<(HTMLSpanElement | null)[]>([]);

  useEffect(() => {
    const paint = (levels: readonly number[]) => {
      levels.forEach((level, index) => {
        const bar = barElements.current[index];
        if (!bar) return;
        bar.style.transform = `scaleY(${(MIN_BAR_SCALE + (1 - MIN_BAR_SCALE) * level).toFixed(3)})`;
        bar.dataset.level = level.toFixed(2);
      });
    };
    let levels: number[] = new Array<number>(bars).fill(0);
    paint(levels);
    if (!active) return;
    const sampler = setInterval(() => {
      const analyser = getAnalyser();
      if (!analyser) return;
      levels = levelsFromAnalyser(analyser, levels, bars);
      paint(levels);
    }, WAVEFORM_SAMPLE_MS);
    return () => clearInterval(sampler);
  }, [active, bars, getAnalyser]);

  return (
    <div className="ea-voice-wave" aria-hidden="true" data-active={active ? 'true' : 'false'}>
      {Array.from({ length: bars }, (_, index) => (
        <span
          key={index}
          className="ea-voice-wave-bar"
          ref={(element) => {
            barElements.current[index] = element;
          }}
        />
      ))}
    </div>
  );
}
