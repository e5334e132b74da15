import { useId } from 'react';
import { TEST_PAGE_TEXTS } from './test-page-texts';

/** Props of {@link ExampleQueries}. */
export interface ExampleQueriesProps {
  queries: readonly string[];
  /** Called with the query a button names (the page puts it into its query field). */
  onPick(query: string): void;
  disabled?: boolean;
}

/** 'Example queries': one button per query; a click puts it into the page's query field. */
export function ExampleQueries({ queries, onPick, disabled = false }: ExampleQueriesProps) {
  const headingId = useId();
  return (
    <div className="pg-examples" role="group" aria-labelledby={headingId}>
      <span id={headingId} className="pg-examples__title">
        {TEST_PAGE_TEXTS.exampleQueries}
      </span>
      <div className="pg-examples__list">
        {queries.map((query) => (
          <button key={query} type="button" className="pg-chip" disabled={disabled} onClick={() => onPick(query)}>
            {query}
          </button>
        ))}
      </div>
    </div>
  );
}
