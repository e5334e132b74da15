import { describe, expect, it } from 'vitest';
import { feedbackMessageId } from './constants';

describe('feedbackMessageId', () => {
  it('keeps a number as it is', () => {
    expect(feedbackMessageId(42)).toBe(42);
  });
  it('extracts the digits of a string', () => {
    expect(feedbackMessageId('msg-42')).toBe(42);
    expect(feedbackMessageId('1a2b3')).toBe(123);
  });
  it('answers 0 when a string has no digits', () => {
    expect(feedbackMessageId('assistant')).toBe(0);
    expect(feedbackMessageId('')).toBe(0);
  });
  it('answers 0 when the digits are beyond a safe integer', () => {
    expect(feedbackMessageId('9'.repeat(30))).toBe(0);
  });
});
