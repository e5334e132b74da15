/** A value as indented JSON in a scrolling code block, labelled for assistive technology. */
export function JsonView({ value, label }: { value: unknown; label: string }) {
  return (
    <pre className="pg-code pg-json" aria-label={label} tabIndex={0}>
      {JSON.stringify(value, null, 2) ?? String(value)}
    </pre>
  );
}
