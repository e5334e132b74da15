/** Every text of the workflow-webhook chat (spec §2.10, §8), matched exactly where the spec words it. */
export const N8N_TEXTS = {
  pageTitle: 'n8n-Powered Energy Advisor',
  configurationTitle: 'Configuration',
  webhookLabel: 'Webhook URL',
  webhookPlaceholder: 'https://your-n8n-host/webhook/energy-advisor',
  updateWebhook: 'Update Webhook',
  userIdLabel: 'User ID',
  projectIdLabel: 'Project ID',
  ready: 'Ready',
  newSession: 'New Session',
  sessionIdLabel: 'Session ID',
  currentWebhookLabel: 'Current webhook',
  integrationTitle: 'Integration Information',
  chatTitle: 'Energy Efficiency Chat',
  greeting: "Hello! I'm your Energy Efficiency Advisor, answering through an n8n workflow. How can I help with your home's energy efficiency today?",
  error: 'Sorry, I encountered an error. Please check your webhook URL and try again.',
} as const;

/** The defaults of spec §9 for the workflow chat. */
export const N8N_DEFAULTS = { userId: 'test-user', projectId: 'demo-project' } as const;
