/** Every text of the traditional vs chain-library comparison. */
export const LANGCHAIN_COMPARE_TEXTS = {
  pageTitle: 'Traditional vs LangChain',
  intro:
    'The same question through two pipelines on the same back end: our own pipeline calling the model directly, and a LangChain.js chain (a retriever over the knowledge base, a prompt, the chat model). Timings are measured on the server, step by step.',
  formName: 'Compare approaches',
  queryLabel: 'Question',
  placeholder: 'e.g. How can I reduce my energy bills in Canberra?',
  backendLabel: 'Back end',
  submit: 'Compare',
  busy: 'Comparing...',
  running: 'Waiting for the answer...',
  idle: 'Ask a question to see this pipeline\'s answer and timings.',
  columns: {
    traditional: { title: 'Traditional', implementation: 'traditional', endpoint: 'POST /api/traditional/query' },
    chain: { title: 'LangChain', implementation: 'LangChain', endpoint: 'POST /api/langchain/query' },
  },
  faster: 'Faster',
  summary: (faster: string, slower: string, savedMs: string, ratio: string) => `${faster} answered ${savedMs} sooner than ${slower} (${ratio}× as fast).`,
  same: 'Both answered in the same time.',
  examples: [
    'How can I reduce my energy bills in Canberra?',
    'What R-value should wall insulation have in climate zone 6?',
    'Is double glazing worth it for a retrofit in Melbourne?',
    'How does a heat pump hot water system save energy?',
  ],
} as const;
