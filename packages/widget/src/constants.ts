/** Timing and size constants of the widget. Every screen reads them from here. */
export const WIDGET_CONSTANTS = {
  /** Typing effect: default characters per second, and the speed the widget uses. */
  typingDefaultCps: 50,
  typingWidgetCps: 180,
  /** Characters of the assistant reply previewed in the feedback dialog. */
  feedbackPreviewLength: 150,
  /** Toasts: one visible at a time. */
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastSwipeThresholdPx: 50,
  toastViewportHotkey: 'F8',
  /** Tooltips. */
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  /** Recording. */
  recordingSliceMs: 1000,
  recordingTickMs: 1000,
  transcriptionDelayMs: 100,
  waveformBars: 15,
  /** Simulated call. */
  callToneHz: 440,
  callToneMs: 200,
  callBurstMinMs: 1000,
  callBurstMaxMs: 3000,
  callBurstCheckMs: 5000,
  callBurstChance: 0.5,
  /** Delays. */
  simulatedSalesReplyMs: 1000,
  reasoningReplyDisplayMs: 1000,
  voiceReplyMs: 1500,
  chipAutoSendMs: 100,
  /** Voice panel auto-close after the not-implemented notice and after an init failure. */
  voicePanelNoticeCloseMs: 2500,
  voicePanelErrorCloseMs: 3000,
  /** Data caching. */
  conversationListStaleMs: 60_000,
  conversationStaleMs: 10_000,
  /** Layout. */
  panelHeightPx: 600,
  chatListHeightPx: 400,
} as const;
