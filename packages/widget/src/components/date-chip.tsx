import { DEFAULT_LABELS, DEFAULT_LOCALE, formatDate } from '../labels';
import { useLabels, useLocale } from './widget-config';

/** True when two timestamps fall on the same local day. */
export function sameDay(a: string, b: string): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/** The day a message was sent: 'Today', 'Yesterday' or the date. */
export function dayLabel(timestamp: string, now = new Date(), labels: { today: string; yesterday: string } = DEFAULT_LABELS, locale = DEFAULT_LOCALE): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return labels.today;
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (date.toDateString() === yesterday.toDateString()) return labels.yesterday;
  return formatDate(date, locale);
}

/** A centred chip naming the day, shown before the first message of each day. */
export function DateChip({ timestamp }: { timestamp: string }) {
  const labels = useLabels();
  const locale = useLocale();
  return (
    <div className="ea-date-chip">
      <time dateTime={timestamp}>{dayLabel(timestamp, new Date(), labels, locale)}</time>
    </div>
  );
}
