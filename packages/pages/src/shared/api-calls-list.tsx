import { JsonView } from './json-view';
import { TEST_PAGE_TEXTS } from './test-page-texts';

/** One call a reasoning agent made: what it asked and what came back. */
export interface ApiCallView {
  query: string;
  response: unknown;
  /** The tool's name, e.g. climate_zone_lookup. */
  tool?: string | undefined;
  /** false: the call failed and `response` holds the error. */
  ok?: boolean | undefined;
  processingTimeMs?: number | undefined;
}

/** Props of {@link ApiCallsList}. */
export interface ApiCallsListProps {
  calls: readonly ApiCallView[];
  /** Shown when no call was made. */
  empty: string;
  queryLabel: string;
  responseLabel: string;
}

/**
 * The calls an agent made, in order: each query with its tool, time and whether it failed, and
 * its response folded away as JSON.
 */
export function ApiCallsList({ calls, empty, queryLabel, responseLabel }: ApiCallsListProps) {
  if (calls.length === 0) return <p className="pg-muted">{empty}</p>;
  return (
    <ol className="pg-api-calls">
      {calls.map((call, index) => (
        <li key={`${index}-${call.query}`} className="pg-api-call">
          <p className="pg-api-call__query">
            <span className="pg-muted">{queryLabel}:</span> <code>{call.query}</code>
          </p>
          {call.tool !== undefined || call.ok === false || call.processingTimeMs !== undefined ? (
            <div className="pg-column__meta">
              {call.tool ? <span className="pg-badge pg-badge--neutral">{call.tool}</span> : null}
              {call.processingTimeMs !== undefined ? (
                <span className="pg-badge pg-badge--neutral">{TEST_PAGE_TEXTS.duration(call.processingTimeMs)}</span>
              ) : null}
              {call.ok === false ? <span className="pg-badge pg-badge--invalid">{TEST_PAGE_TEXTS.callFailed}</span> : null}
            </div>
          ) : null}
          <details>
            <summary>{responseLabel}</summary>
            <JsonView value={call.response} label={`${responseLabel}: ${call.query}`} />
          </details>
        </li>
      ))}
    </ol>
  );
}
