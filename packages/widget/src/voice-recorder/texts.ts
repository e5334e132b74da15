/** Every text the recording bar shows, word for word (tests match them exactly). */
export const RECORDING_TEXTS = {
  microphoneError: 'Failed to access microphone. Please ensure you have granted permission to use the microphone.',
  noAudioData: 'No audio data was captured. Please try again.',
  microphoneToast: { title: 'Recording Error', description: 'Could not access your microphone. Please check permissions.' },
  noAudioToast: { title: 'Error', description: 'No audio recorded', variant: 'destructive' },
  barLabel: 'Voice recording',
  cancelLabel: 'Cancel recording',
  stopLabel: 'Stop recording and send',
  timeLabel: 'Recording time',
} as const;
