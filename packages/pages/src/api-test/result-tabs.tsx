import * as Tabs from '@radix-ui/react-tabs';
import { JsonView } from '../shared/json-view';
import { AiResponseView } from './ai-response-view';
import type { ApiOutcome } from './api-outcome';
import { RESULT_TABS, type ResultTab } from './api-test-store';
import { DecisionFlow } from './decision-flow';
import { FormattedView } from './formatted-view';
import { API_TEST_TEXTS } from './texts';

/** An answer read four ways: tabs AI Response, Decision Flow, Formatted, Raw JSON. */
export function ResultTabs({ outcome, tab, onTabChange }: { outcome: ApiOutcome; tab: ResultTab; onTabChange(tab: ResultTab): void }) {
  return (
    <Tabs.Root className="pg-tabs" value={tab} onValueChange={(value) => onTabChange(value as ResultTab)}>
      <Tabs.List className="pg-tab-list pg-tab-list--small" aria-label={API_TEST_TEXTS.resultTabsLabel}>
        {RESULT_TABS.map((value) => (
          <Tabs.Trigger key={value} className="pg-tab" value={value}>
            {API_TEST_TEXTS.resultTabs[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content className="pg-tab-panel" value="response">
        <AiResponseView outcome={outcome} />
      </Tabs.Content>
      <Tabs.Content className="pg-tab-panel" value="flow">
        <DecisionFlow outcome={outcome} />
      </Tabs.Content>
      <Tabs.Content className="pg-tab-panel" value="formatted">
        <FormattedView outcome={outcome} />
      </Tabs.Content>
      <Tabs.Content className="pg-tab-panel" value="raw">
        <JsonView value={outcome.data} label={API_TEST_TEXTS.rawLabel} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
