import type { CollectedVariables } from '@energy-advisor/contracts';
import { SIDES, type Side } from './grok-compare-store';
import { GROK_COMPARE_TEXTS } from './texts';

/** A variable's name as a label: underscores shown as spaces. */
const variableLabel = (name: string) => name.replace(/_/g, ' ');

/**
 * The Collected Variables view: one row per variable either advisor collected, a column per
 * advisor ('—' where it has none); a row where they disagree is marked.
 */
export function VariablesTable({ collected }: { collected: Record<Side, CollectedVariables> }) {
  const names = [...new Set(SIDES.flatMap((side) => Object.keys(collected[side]).filter((name) => collected[side][name] !== '')))];
  if (names.length === 0) return <p className="pg-muted">{GROK_COMPARE_TEXTS.nothingCollected}</p>;
  return (
    <div className="pg-table-scroll">
      <table className="pg-variables">
        <caption className="ea-sr-only">{GROK_COMPARE_TEXTS.variablesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{GROK_COMPARE_TEXTS.variable}</th>
            {SIDES.map((side) => (
              <th key={side} scope="col">
                {GROK_COMPARE_TEXTS.sides[side].title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {names.map((name) => {
            const values = SIDES.map((side) => collected[side][name] || '');
            const differs = values[0] !== values[1];
            return (
              <tr key={name} data-differs={differs || undefined}>
                <th scope="row">
                  {variableLabel(name)}
                  {differs ? <span className="pg-badge pg-badge--checking pg-variables__differs">{GROK_COMPARE_TEXTS.differs}</span> : null}
                </th>
                {values.map((value, index) => (
                  <td key={SIDES[index]}>{value === '' ? <span className="pg-muted">{GROK_COMPARE_TEXTS.notCollected}</span> : value}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
