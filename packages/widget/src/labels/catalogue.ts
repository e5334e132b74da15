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
  /** The Stop button's text while a reply is being written, and its accessible name (the spec names none). */
  stopReply: 'Stop',
  stopReplyLabel: 'Stop generating',
  /** The mark in the meta row of a reply the visitor stopped. */
  stopped: 'Stopped',
  /** The visitor's voice message while it is transcribed. */
  voicePlaceholder: 'Transcribing voice message...',

  // Toasts: a title, then its descriptions; `{reason}` is the API's message or the error's text.
  error: 'Error',
  sendFailed: 'Failed to send message: {reason}',
  voiceFailed: 'Failed to process voice message: {reason}',
  buildingDetailsUpdatedTitle: 'Building Details Updated',
  buildingDetailsUpdated: 'Building information has been updated successfully.',
  buildingDetailsFailed: 'Failed to update building details: {reason}',
  noConversation: 'No active conversation found. Try refreshing the page.',
  newConversationTitle: 'New conversation started',
  newConversation: "You're now chatting in a new conversation.",
  newConversationFailedTitle: 'Error starting new conversation',
  feedbackRequiredTitle: 'Feedback required',
  feedbackRequired: 'Please provide some feedback before submitting.',
  feedbackErrorTitle: 'Error submitting feedback',
  feedbackNoConversation: 'Conversation ID is missing. Please try again later.',
  feedbackFailed: 'Please try again later.',
  feedbackSubmittedTitle: 'Feedback submitted',
  feedbackSubmitted: 'Thank you for helping us improve!',
  transcriptionErrorTitle: 'Transcription Error',
  transcriptionNoAudio: 'No audio recorded.',
  transcriptionFailed: 'Transcription failed',
  transcribeFailed: 'Failed to transcribe audio',
  transcribeFailedStatus: 'Failed to transcribe audio: {status} {statusText}',

  // The voice recording bar.
  recordingBar: 'Voice recording',
  cancelRecording: 'Cancel recording',
  stopRecording: 'Stop recording and send',
  recordingTime: 'Recording time',
  microphoneError: 'Failed to access microphone. Please ensure you have granted permission to use the microphone.',
  noAudioData: 'No audio data was captured. Please try again.',
  recordingErrorTitle: 'Recording Error',
  recordingError: 'Could not access your microphone. Please check permissions.',
  noAudio: 'No audio recorded',

  // The voice assistant panel (call mode) and its simulated call.
  voiceAssistant: 'Voice Assistant',
  closeVoiceAssistant: 'Close voice assistant',
  voiceLoading: 'Initializing voice assistant...',
  pressToSpeak: 'Press to speak',
  deviceVoice: "Greeting spoken by your device's Australian voice ({name}).",
  callHint: 'Or start a simulated call with the architectural assistant.',
  voiceUnavailable: 'Voice assistant is currently unavailable. Please try again later or use the text chat.',
  voiceChatTitle: 'Voice Chat',
  voiceNotImplemented: 'Voice chat is not fully implemented yet. Please use the text chat option.',
  startCall: 'Start call',
  connecting: 'Connecting...',
  endCall: 'End call',
  mute: 'Mute microphone',
  speaker: 'Speaker',
  callDuration: 'Call duration',
  callControls: 'Call controls',
  callStartError: 'Failed to start call. Please check your microphone permissions.',
  callFailedTitle: 'Call Failed',
  callFailed: 'Could not start call. Please check your microphone permissions.',
  callStartedTitle: 'Call Started',
  callStarted: 'Connected to architectural assistant with Australian accent.',
  assistantConnectedTitle: 'Assistant Connected',
  assistantConnected: 'You can now speak with the architectural assistant.',
} as const;

/** The keys of the catalogue. */
export type LabelKey = keyof typeof DEFAULT_LABELS;

/** A full set of labels: every key, a string each. */
export type WidgetLabels = { readonly [key in LabelKey]: string };

/** What a host may pass: any of the keys. */
export type WidgetLabelOverrides = Partial<WidgetLabels>;

/**
 * Text shown through the labels: a label's key with the values of its `{name}` marks (a value may be
 * such text too), or a string shown as it is (a server's message, a hosted screen's own text).
 */
export type LabelText = string | { readonly key: LabelKey; readonly values?: Readonly<Record<string, string | number | LabelText>> };

/** A label's key and the values of its marks, as {@link LabelText}. */
export function label(key: LabelKey, values?: Readonly<Record<string, string | number | LabelText>>): LabelText {
  return values ? { key, values } : { key };
}

/** The words of `text` in `labels`. */
export function labelText(text: LabelText, labels: WidgetLabels): string {
  if (typeof text === 'string') return text;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) values[name] = typeof value === 'number' ? value : labelText(value, labels);
  return formatLabel(labels[text.key], values);
}

/** Fills the `{name}` marks of a label. */
export function formatLabel(label: string, values: Readonly<Record<string, string | number>>): string {
  return label.replace(/\{(\w+)\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
}
