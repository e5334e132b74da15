import { SquarePen } from 'lucide-react';
import { useState } from 'react';
import { useWidget } from '../store';
import { DialogFrame } from './dialog-frame';
import { useLabels } from './widget-config';

/** 'New Chat' with its confirm dialog: 'Start a New Conversation?', Cancel / 'Start New Chat'. */
export function NewChatButton() {
  const [open, setOpen] = useState(false);
  const newChat = useWidget((state) => state.newChat);
  const labels = useLabels();
  return (
    <>
      <button type="button" className="ea-header__new" part="button new-chat-button" onClick={() => setOpen(true)}>
        <SquarePen aria-hidden="true" size={15} />
        {labels.newChat}
      </button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        title={labels.newChatTitle}
        description={labels.newChatDescription}
      >
        <div className="ea-dialog__actions">
          <button type="button" className="ea-button ea-button--outline" part="button dialog-button" data-autofocus onClick={() => setOpen(false)}>
            {labels.cancel}
          </button>
          <button
            type="button"
            className="ea-button ea-button--primary"
            part="button dialog-button"
            onClick={() => {
              setOpen(false);
              void newChat();
            }}
          >
            {labels.startNewChat}
          </button>
        </div>
      </DialogFrame>
    </>
  );
}
