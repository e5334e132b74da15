import type { ApiOutcome } from './api-outcome';
import { FormattedValue } from './formatted-value';
import { API_TEST_TEXTS } from './texts';

/** Formatted: the data behind the answer, readable: the lookup's data, or what the agent needs to ask; the sources. */
export function FormattedView({ outcome }: { outcome: ApiOutcome }) {
  const texts = API_TEST_TEXTS.formatted;
  if (outcome.kind === 'voice') {
    const { result } = outcome.data;
    return (
      <dl className="pg-facts pg-facts--top">
        {result.type === 'apiResponse' ? (
          <>
            <dt>{texts.endpoint}</dt>
            <dd>
              <code>{result.endpoint}</code>
            </dd>
            <dt>{texts.reasoning}</dt>
            <dd>{result.reasoning}</dd>
            <dt>{texts.data}</dt>
            <dd>
              <FormattedValue value={result.data} />
            </dd>
          </>
        ) : (
          <>
            <dt>{texts.whatToAsk}</dt>
            <dd>{result.whatToAsk}</dd>
          </>
        )}
      </dl>
    );
  }
  const { data } = outcome;
  return (
    <dl className="pg-facts pg-facts--top">
      <dt>{texts.apiData}</dt>
      <dd>{data.apiData === undefined || data.apiData === null ? <span className="pg-muted">{texts.noData}</span> : <FormattedValue value={data.apiData} />}</dd>
      {data.citations && data.citations.length > 0 ? (
        <>
          <dt>{texts.sources}</dt>
          <dd>
            <ul className="pg-sources">
              {data.citations.map((citation) => (
                <li key={citation.id}>{citation.title}</li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
