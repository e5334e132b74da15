/**
 * Every visible string of the widget, in one catalogue (en-AU, the product spec's wording). A host
 * overrides any of them by key with the `labels` property or JSON attribute; `{name}` marks a value
 * filled in at run time (e.g. `sources`: 'Sources ({count})').
 */
export const DEFAULT_LABELS = {
  /** The launcher's accessible name. */
  launcher: 'Open Energy Advisor assistant',
  /** The header's title (also the panel's accessible name). */
  assistantName: 'Energy Advisor',
  subtitle: 'Home energy advice',
  newChat: 'New Chat',
  minimize: 'Minimize',
  newChatTitle: 'Start a New Conversation?',
  newChatDescription: 'This conversation is kept; the advisor starts afresh in a new one.',
  cancel: 'Cancel',
  startNewChat: 'Start New Chat',
  /** The welcome message shown while there is no history. */
  welcome:
    "Hi, I'm your Energy Advisor. Ask me about star ratings, insulation, windows, thermal bridging, heat pumps or solar for your home.",
  /** The conversation log's accessible name. */
  conversation: 'Conversation',
  project: 'Project',
  job: 'Job',
  suggestions: 'Suggestions',
  suggestionRating: 'Improve star rating',
  suggestionRatingQuestion: 'How can I improve the star rating of my house design?',
  suggestionWindows: 'Window efficiency',
  suggestionWindowsQuestion: 'Which windows give the best energy efficiency for my climate zone?',
  suggestionBridging: 'Thermal bridging',
  suggestionBridgingQuestion: 'What is thermal bridging, and how do I avoid it in my build?',
  today: 'Today',
  yesterday: 'Yesterday',
  thinking: 'Thinking...',
  feedback: 'Feedback',
  sources: 'Sources ({count})',
  document: 'Document:',
  attachment: 'Attachment',
  playVoice: 'Play voice message',
  stopVoice: 'Stop',
  /** The input's accessible name and placeholder. */
  inputLabel: 'Message',
  inputPlaceholder: 'Type your message...',
  send: 'Send message',
  inputMode: 'Input mode',
  modeText: 'Text',
  modeVoice: 'Voice',
  modeCall: 'Call',
  tapToSpeak: 'Tap to speak',
  feedbackTitle: 'How could this response be improved?',
  feedbackField: 'Your feedback',
  feedbackPlaceholder: 'Tell us what was missing or wrong...',
  speakFeedback: 'or speak your feedback',
  transcribing: 'Transcribing...',
  recording: 'Recording...',
  submitFeedback: 'Submit Feedback',
  notifications: 'Notifications ({hotkey})',
  close: 'Close',
} as const;

/** The keys of the catalogue. */
export type LabelKey = keyof typeof DEFAULT_LABELS;

/** A full set of labels: every key, a string each. */
export type WidgetLabels = { readonly [key in LabelKey]: string };

/** What a host may pass: any of the keys. */
export type WidgetLabelOverrides = Partial<WidgetLabels>;

/** Fills the `{name}` marks of a label. */
export function formatLabel(label: string, values: Readonly<Record<string, string | number>>): string {
  return label.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
}
