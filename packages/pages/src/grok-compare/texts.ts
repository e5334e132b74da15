/** Every text of the two-model chat comparison. */
export const GROK_COMPARE_TEXTS = {
  pageTitle: 'GPT-4o vs Grok',
  intro:
    'Chat with two advisors at once: each message goes to GPT-4o (the sales advisor on the OpenAI back end) and to Grok. Each keeps its own conversation; compare their answers, and the details each one collected.',
  tabsLabel: 'Comparison view',
  tabs: { split: 'Split View', variables: 'Collected Variables' },
  sides: {
    gpt: { title: 'GPT-4o', implementation: 'GPT-4o', endpoint: 'POST /api/optimized-sales/chat' },
    grok: { title: 'Grok', implementation: 'Grok', endpoint: 'POST /api/grok-chat/chat' },
  },
  empty: 'Send a message to start both conversations.',
  variable: 'Variable',
  variablesCaption: 'The details each advisor collected',
  nothingCollected: 'No information collected yet.',
  notCollected: '—',
  differs: 'differs',
  send: 'Send',
  inputLabel: 'Message to both advisors',
} as const;
