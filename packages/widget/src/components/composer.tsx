import { Mic } from 'lucide-react';
import { useState } from 'react';
import { VoiceAssistantPanel } from '../call-panel/voice-assistant-panel';
import { useWidget } from '../store';
import { RecordingBar } from '../voice-recorder/recording-bar';
import { ChatInput } from './chat-input';
import { ModeSwitch } from './mode-switch';
import { StopButton } from './stop-button';
import { useLabels } from './widget-config';

/** The bottom of the panel: the input of the current mode and the mode switch. */
export function Composer() {
  const mode = useWidget((state) => state.mode);
  return (
    <div className="ea-composer" part="composer">
      {mode === 'text' && <StopButton />}
      {mode === 'text' && <ChatInput />}
      {mode === 'voice' && <VoiceInput />}
      {mode === 'call' && <CallInput />}
      <ModeSwitch />
    </div>
  );
}

/** Voice mode: 'Tap to speak', then the recording bar; stop sends the recording as a voice message. */
function VoiceInput() {
  const [recording, setRecording] = useState(false);
  const sendVoice = useWidget((state) => state.sendVoice);
  const notify = useWidget((state) => state.notify);
  const pending = useWidget((state) => state.pending);
  const labels = useLabels();
  if (!recording) {
    return (
      <button type="button" className="ea-speak" disabled={pending} onClick={() => setRecording(true)}>
        <Mic aria-hidden="true" size={18} />
        {labels.tapToSpeak}
      </button>
    );
  }
  return (
    <RecordingBar
      notify={notify}
      onCancel={() => setRecording(false)}
      onSend={(blob) => {
        setRecording(false);
        void sendVoice(blob);
      }}
    />
  );
}

/** Call mode: the voice assistant panel; closing it returns to text. */
function CallInput() {
  const setMode = useWidget((state) => state.setMode);
  const fetchGreeting = useWidget((state) => state.fetchGreeting);
  const notify = useWidget((state) => state.notify);
  return <VoiceAssistantPanel onClose={() => setMode('text')} fetchGreeting={fetchGreeting} notify={notify} />;
}
