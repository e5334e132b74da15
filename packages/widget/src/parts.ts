/**
 * @energy-advisor/widget/parts — the widget's parts the hosted screens (`@energy-advisor/pages`)
 * reuse: prop-driven message list, bubble, input, thinking indicator and toasts, the voice
 * assistant panel (/agent-test opens it with the agent it created), the recording bar, the store
 * plumbing (timers, the generation guard, the conversation slot, toast actions and texts), the
 * socket link, the parent-window bridge, reply-text rules and the widget's CSS. Internal
 * to the workspace; not part of the published npm API (that is `./index.ts`).
 */
export { MessageListView, type MessageListViewProps } from './components/message-list';
export { MessageBubbleView, isAllowedImage, type MessageBubbleViewProps } from './components/message-bubble';
export { SourcesView } from './components/message-sources';
export { MessageInput, INPUT_PLACEHOLDER, type MessageInputProps } from './components/chat-input';
export { ThinkingIndicator, THINKING_TEXT } from './components/typing-indicator';
export { ToastViewport } from './components/toaster';
export { VoiceAssistantPanel, type VoiceAssistantPanelProps } from './call-panel';
export { Markdown } from './markdown/markdown';
export { RecordingBar, formatRecordingTime, type RecordingBarProps } from './voice-recorder';
export type { MediaDeps } from './media/media';
export { recordingToWav } from './media/wav';
export { createSocketLink, type SocketLink, type SocketLinkOptions } from './store/socket-link';
export { NO_ADVICE_REPLY, salesReplyText, reasoningReplyText } from './store/reply-text';
export { reasonOf, toastActions, toastWords, TOASTS, type ToastActions } from './store/toasts';
export { DEFAULT_LABELS, label, labelText, type LabelText } from './labels/catalogue';
export { createTimers, type StoreTimers } from './store/timers';
export { createGeneration, type Generation } from './store/generation';
export { createConversationSlot, type ConversationSlot, type ConversationSlotOptions } from './store/conversation-slot';
export { localId, sortByTimestamp } from './store/messages';
export type { WidgetMessage, WidgetToast, ShownToast } from './store/types';
export { linkParentWindow, type Bridge, type BridgeIdentity, type ParentMessageHandlers } from './bridge';
export { widgetStyles } from './styles/widget-styles';
export { WIDGET_CONSTANTS } from './constants';
