import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoNow } from './iso-now';

describe('isoNow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the current time as toISOString writes it, a new string each millisecond', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-24T18:00:00.000Z'));
    expect(isoNow()).toBe('2026-11-24T18:00:00.000Z');
    expect(isoNow()).toBe('2026-11-24T18:00:00.000Z');
    vi.setSystemTime(new Date('2026-11-24T18:00:00.001Z'));
    expect(isoNow()).toBe('2026-11-24T18:00:00.001Z');
    vi.setSystemTime(new Date('2027-01-01T00:00:00.000Z'));
    expect(isoNow()).toBe(new Date().toISOString());
  });
});
