import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TypingText } from './typing-text';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const text = 'Ceiling batts rated **R6.0** suit *cool* zones; check `R-value` on [YourHome](https://www.yourhome.gov.au).';
const visible = (container: HTMLElement) => container.querySelector('[data-typing]')?.textContent ?? container.textContent ?? '';

describe('typing effect', () => {
  it('reveals 50 characters per second by default', () => {
    const { container } = render(<TypingText text={text} />);
    expect(visible(container)).toBe('');
    act(() => vi.advanceTimersByTime(200));
    expect(visible(container)).toBe('Ceiling ba');
    act(() => vi.advanceTimersByTime(100));
    expect(visible(container)).toBe('Ceiling batts r');
  });

  it('runs at the widget speed of 180 characters per second, formatting as it goes, then calls onDone', () => {
    const onDone = vi.fn();
    const { container } = render(<TypingText text={text} cps={180} onDone={onDone} />);
    // 180 characters per second, checked every 16 ms: 28 characters after 160 ms.
    act(() => vi.advanceTimersByTime(160));
    expect(visible(container)).toBe('Ceiling batts rated R6.0 sui');
    expect(container.querySelector('[data-typing] strong')?.textContent).toBe('R6.0');
    act(() => vi.advanceTimersByTime(200));
    expect(container.querySelector('[data-typing] em')?.textContent).toBe('cool');
    expect(container.querySelector('[data-typing] code')).not.toBeNull();
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-typing]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://www.yourhome.gov.au');
    expect(container.textContent).toBe('Ceiling batts rated R6.0 suit cool zones; check R-value on YourHome.');
  });

  it('gives screen readers the whole text at once', () => {
    const { container } = render(<TypingText text={text} cps={180} />);
    expect(container.querySelector('.ea-sr-only')?.textContent).toBe(text);
    expect(container.querySelector('[data-typing]')?.getAttribute('aria-hidden')).toBe('true');
  });
});
