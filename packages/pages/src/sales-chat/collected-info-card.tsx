import { useId } from 'react';
import type { CollectedVariables } from '@energy-advisor/contracts';
import { SALES_TEXTS } from './texts';

/** A variable's name as a label: underscores shown as spaces. */
export const variableLabel = (name: string) => name.replace(/_/g, ' ');

/** The 'Collected Information' side card: label/value pairs, or a line saying there are none. */
export function CollectedInfoCard({ collected }: { collected: CollectedVariables }) {
  const titleId = useId();
  const entries = Object.entries(collected).filter(([, value]) => value !== '');
  return (
    <section className="pg-card pg-collected" aria-labelledby={titleId}>
      <h2 id={titleId} className="pg-card__title">
        {SALES_TEXTS.collectedTitle}
      </h2>
      {entries.length === 0 ? (
        <p className="pg-muted">{SALES_TEXTS.nothingCollected}</p>
      ) : (
        <dl className="pg-collected__list">
          {entries.map(([name, value]) => (
            <div key={name} className="pg-collected__item">
              <dt>{variableLabel(name)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
