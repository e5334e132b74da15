import { JsonView } from './json-view';

/** One call a reasoning agent made: what it asked and what came back. */
export interface ApiCallView {
  query: string;
  response: unknown;
}

/** Props of {@link ApiCallsList}. */
export interface ApiCallsListProps {
  calls: readonly ApiCallView[];
  /** Shown when no call was made. */
  empty: string;
  queryLabel: string;
  responseLabel: string;
}

/** The calls an agent made, in order: each query, with its response folded away as JSON. */
export function ApiCallsList({ calls, empty, queryLabel, responseLabel }: ApiCallsListProps) {
  if (calls.length === 0) return <p className="pg-muted">{empty}</p>;
  return (
    <ol className="pg-api-calls">
      {calls.map((call, index) => (
        <li key={`${index}-${call.query}`} className="pg-api-call">
          <p className="pg-api-call__query">
            <span className="pg-muted">{queryLabel}:</span> <code>{call.query}</code>
          </p>
          <details>
            <summary>{responseLabel}</summary>
            <JsonView value={call.response} label={`${responseLabel}: ${call.query}`} />
          </details>
        </li>
      ))}
    </ol>
  );
}
