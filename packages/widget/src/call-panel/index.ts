/** The call panel (the call input mode): the 'Voice Assistant' panel and its simulated call. */
export { VoiceAssistantPanel, type VoiceAssistantPanelProps } from './voice-assistant-panel';
export { CallControls, type CallControlsProps } from './call-controls';
export { useSimulatedCall, type UseSimulatedCall } from './use-simulated-call';
export {
  createSimulatedCall,
  formatCallDuration,
  INACTIVE_CALL_STATE,
  type CallState,
  type SimulatedCall,
  type SimulatedCallOptions,
} from './simulated-call';
export { playAudioBlob } from './play-audio';
export { CALL_TOASTS } from './texts';
export { callStyles } from './styles';
