/** Every text of the workflow-webhook chat, word for word. */
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

/** The workflow chat's user and project until the visitor changes them. */
export const N8N_DEFAULTS = { userId: 'test-user', projectId: 'demo-project' } as const;
