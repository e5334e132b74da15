/** True when two timestamps fall on the same local day. */
export function sameDay(a: string, b: string): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/** The day a message was sent: 'Today', 'Yesterday' or the date. */
export function dayLabel(timestamp: string, now = new Date()): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  if (date.toDateString() === now.toDateString()) return 'Today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (date.toDateString() === yesterday.toDateString()) return 'Yesterday';
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A centred chip naming the day, shown before the first message of each day. */
export function DateChip({ timestamp }: { timestamp: string }) {
  return (
    <div className="ea-date-chip">
      <time dateTime={timestamp}>{dayLabel(timestamp)}</time>
    </div>
  );
}
