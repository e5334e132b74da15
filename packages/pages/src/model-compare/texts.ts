/** Every text of the three-way model comparison, word for word where the spec gives it. */
export const MODEL_COMPARE_TEXTS = {
  pageTitle: 'Model Comparison',
  intro:
    'Ask one question of three back ends at once: OpenAI called directly, a LangChain.js pipeline on the same OpenAI model, and Gemini. Each column says what answered it: without a key the offline advisor stands in, and says so.',
  formName: 'Compare models',
  queryLabel: 'Question',
  placeholder: 'e.g. What insulation do I need for a new build in Ballarat?',
  submit: 'Compare Models',
  busy: 'Comparing...',
  running: 'Waiting for the answer...',
  idle: 'Ask a question to see this answer.',
  queryRequired: { title: 'Query is required', description: 'Please enter a question to compare the models', variant: 'destructive' },
  columns: {
    openai: { title: 'OpenAI', implementation: 'OpenAI', endpoint: 'POST /api/openai/query' },
    langchain: { title: 'LangChain', implementation: 'LangChain', endpoint: 'POST /api/langchain/query' },
    gemini: { title: 'Gemini', implementation: 'Gemini', endpoint: 'POST /api/gemini/query' },
  },
  keyModal: {
    title: 'Google API Key Required',
    description:
      'The Gemini back end has no Google API key, so the offline advisor answered in its place. Set GEMINI_API_KEY in the server\'s environment (a key from Google AI Studio) and restart the server to compare with Gemini itself.',
    close: 'OK',
  },
  examples: [
    'What insulation do I need for a new build in Ballarat?',
    'Are heat pumps a good option for my home in Hobart?',
    'How do I reduce thermal bridging in a steel-framed house?',
    'Which windows suit a retrofit in Darwin?',
  ],
} as const;
