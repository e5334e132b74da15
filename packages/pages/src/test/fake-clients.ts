import { vi } from 'vitest';
import type { LeadRequest, SalesAdviceAnswer, SalesChatRequest } from '@energy-advisor/contracts';

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
