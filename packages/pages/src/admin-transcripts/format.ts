import { format, isValid, parseISO } from 'date-fns';

/** A timestamp as the admin screen shows it, e.g. "23 Nov 2026, 3:05 pm" (the browser's time zone). */
export function formatDateTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'd MMM yyyy, h:mm a') : iso;
}

/** A message's time in a transcript, e.g. "3:05:12 pm". */
export function formatTime(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'h:mm:ss a') : iso;
}

/** A day of "Conversations by Day", e.g. "Mon 23 Nov". */
export function formatDay(day: string): string {
  const date = parseISO(day);
  return isValid(date) ? format(date, 'EEE d MMM') : day;
}

/** First to last message in whole minutes (rounded), or '< 1 min'. */
export function formatDuration(first: string | null, last: string | null): string {
  if (first === null || last === null) return '< 1 min';
  const minutes = Math.round((Date.parse(last) - Date.parse(first)) / 60_000);
  return minutes < 1 || Number.isNaN(minutes) ? '< 1 min' : `${minutes} min`;
}

/** A count with thousands separators. */
export const formatCount = (value: number) => value.toLocaleString('en-AU');

/** A percentage to one decimal place, e.g. "12.5%". */
export const formatPercent = (value: number) => `${value.toFixed(1)}%`;
