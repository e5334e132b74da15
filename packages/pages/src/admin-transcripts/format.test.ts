import { describe, expect, it } from 'vitest';
import { formatDuration, formatPercent } from './format';

describe('formatDuration', () => {
  it.each([
    [null, null, '< 1 min'],
    ['2026-11-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z', '< 1 min'],
    ['2026-11-01T00:00:00.000Z', '2026-11-01T00:00:29.000Z', '< 1 min'],
    ['2026-11-01T00:00:00.000Z', '2026-11-01T00:00:30.000Z', '1 min'],
    ['2026-11-01T00:00:00.000Z', '2026-11-01T00:02:29.000Z', '2 min'],
    ['2026-11-01T00:00:00.000Z', '2026-11-01T00:02:31.000Z', '3 min'],
    ['2026-11-01T00:00:00.000Z', '2026-11-01T02:00:00.000Z', '120 min'],
  ])('%s to %s is %s', (first, last, expected) => {
    expect(formatDuration(first, last)).toBe(expected);
  });

  it('formats percentages to one decimal', () => {
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(0)).toBe('0.0%');
  });
});
