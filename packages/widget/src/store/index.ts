export { createWidgetStore, VOICE_GREETING, type WidgetStore } from './widget-store';
export { WidgetStoreProvider, useWidget, useWidgetStore } from './store-provider';
export { TOASTS } from './toasts';
export { NO_ADVICE_REPLY, salesReplyText, reasoningReplyText } from './reply-text';
export { WELCOME_TEXT, messageKey, uniqueCitations } from './messages';
export { VOICE_PLACEHOLDER } from './send-actions';
export type * from './types';
