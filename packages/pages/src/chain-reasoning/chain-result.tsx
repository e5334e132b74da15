import type { ChainResponse } from '@energy-advisor/contracts';
import { Markdown } from '@energy-advisor/widget/parts';
import { ApiCallsList } from '../shared/api-calls-list';
import { TEST_PAGE_TEXTS } from '../shared/test-page-texts';
import { CHAIN_TEXTS } from './texts';

/** What 'Execute Query' came to: the answer, the reasoning steps, the time taken, the calls made and the passages used. */
export function ChainResult({ result }: { result: ChainResponse }) {
  return (
    <div className="pg-result">
      <section className="pg-result__section" aria-label={CHAIN_TEXTS.answer}>
        <div className="pg-result__head">
          <h3 className="pg-result__title">{CHAIN_TEXTS.answer}</h3>
          <span className="pg-badge pg-badge--neutral">
            {TEST_PAGE_TEXTS.processingTime}: {TEST_PAGE_TEXTS.duration(result.processingTimeMs)}
          </span>
        </div>
        <Markdown source={result.content} />
      </section>
      <section className="pg-result__section" aria-label={CHAIN_TEXTS.reasoning}>
        <h3 className="pg-result__title">{CHAIN_TEXTS.reasoning}</h3>
        <ol className="pg-steps">
          {result.reasoning.map((step, index) => (
            <li key={`${index}-${step}`}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="pg-result__section" aria-label={CHAIN_TEXTS.apiCalls}>
        <h3 className="pg-result__title">{CHAIN_TEXTS.apiCalls}</h3>
        <ApiCallsList
          calls={result.debug.apiCalls}
          empty={CHAIN_TEXTS.noApiCalls}
          queryLabel={CHAIN_TEXTS.callQuery}
          responseLabel={CHAIN_TEXTS.callResponse}
        />
        <p className="pg-muted">{CHAIN_TEXTS.ragData(result.debug.ragData.count)}</p>
      </section>
    </div>
  );
}
