/** Every text of the voice agent test page, word for word where the spec gives it. */
export const AGENT_TEST_TEXTS = {
  pageTitle: 'Voice Agent Test',
  intro:
    'Create a voice agent for a project (its voice, greeting and back end are stored on the server), then open a voice chat with it: the voice assistant panel greets you in the agent\'s words.',
  createTitle: 'Voice agent',
  projectIdLabel: 'Project ID',
  greetingLabel: 'Greeting (optional)',
  greetingPlaceholder: 'By default, a greeting for the project',
  backendLabel: 'Back end',
  create: 'Create Voice Agent',
  creating: 'Creating...',
  open: 'Open Voice Chat',
  agentTitle: 'Agent created',
  details: {
    id: 'Agent ID',
    projectId: 'Project',
    voice: 'Voice',
    greeting: 'Greeting',
    provider: 'Back end',
    model: 'Model',
    createdAt: 'Created',
  },
  notCreated: 'No agent yet: create one to open a voice chat with it.',
  chatTitle: 'Voice chat',
  chatIdle: 'The voice assistant panel opens here with the agent you create.',
} as const;
