import { vi } from 'vitest';
import type { LeadRequest, ProviderQueryResult, SalesAdviceAnswer, SalesChatRequest } from '@energy-advisor/contracts';

export const CONVERSATION_ID = '11111111-2222-4333-8444-555555555555';

/** A sales answer with every field the API sends. */
export function salesAnswer(changes: Partial<SalesAdviceAnswer> = {}): SalesAdviceAnswer {
  return {
    advice: 'Seal the draughts first.',
    next_question: 'Which town or city in Australia is your build or retrofit located in?',
    content: '',
    citations: [],
    conversation_id: CONVERSATION_ID,
    collected_variables: {},
    model_used: 'local-advisor',
    is_lead_form: false,
    user_message_id: 1,
    assistant_message_id: 2,
    ...changes,
  };
}

/** A promise whose settling the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const fakeSalesClient = () => ({
  sendSalesChat: vi.fn(async (_request: SalesChatRequest) => salesAnswer()),
  submitLead: vi.fn(async (_lead: LeadRequest) => ({ success: true, message: 'stored' })),
});

/** A provider-query result as the server sends it for `model_used` (offline unless told). */
export function queryResult(changes: Partial<ProviderQueryResult> = {}): ProviderQueryResult {
  return {
    content: 'Use **R6.0** ceiling batts.',
    usedApi: false,
    shouldUseApi: false,
    processingTimeMs: 12,
    missingApiKey: false,
    provider: 'local',
    approach: 'traditional',
    model_used: 'local-advisor',
    offline: true,
    steps: [
      { name: 'retrieve', processingTimeMs: 4, detail: '3 passages' },
      { name: 'model', processingTimeMs: 8 },
    ],
    citations: [{ id: 'ceiling-insulation', type: 'knowledge', title: 'Ceiling insulation' }],
    ...changes,
  };
}
