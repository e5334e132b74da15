/** A key as a label: 'climateZone' and 'climate_zone' both read 'climate zone'. */
export const keyLabel = (key: string) =>
  key
    .replace(/_/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase();

const MAX_DEPTH = 5;

/**
 * Any JSON value as readable data: objects as label/value lists, lists as numbered lists, empty
 * values as '—'. Deeper than five levels it shows JSON.
 */
export function FormattedValue({ value, depth = 0 }: { value: unknown; depth?: number }) {
  if (value === null || value === undefined || value === '') return <span className="pg-muted">—</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  if (depth >= MAX_DEPTH) return <code>{JSON.stringify(value)}</code>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="pg-muted">—</span>;
    if (value.every((item) => item === null || typeof item !== 'object')) return <span>{value.map(String).join(', ')}</span>;
    return (
      <ol className="pg-formatted-list">
        {value.map((item, index) => (
          <li key={index}>
            <FormattedValue value={item} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return <span className="pg-muted">—</span>;
  return (
    <dl className="pg-facts">
      {entries.map(([key, item]) => (
        <div key={key} className="pg-facts__row">
          <dt>{keyLabel(key)}</dt>
          <dd>
            <FormattedValue value={item} depth={depth + 1} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
