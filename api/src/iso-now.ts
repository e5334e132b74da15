let formattedAt = Number.NaN;
let formatted = '';

/**
 * The current time as `new Date().toISOString()` writes it. Formatting a date is slow for what it
 * is (V8 prints it through a formatted-string stream) and a chat turn stamps three times; at
 * thousands of turns a second most stamps fall in a millisecond that is already formatted, so the
 * last one is kept.
 */
export function isoNow(): string {
  const now = Date.now();
  if (now !== formattedAt) {
    formattedAt = now;
    formatted = new Date(now).toISOString();
  }
  return formatted;
}
