import { SquarePen } from 'lucide-react';
import { useState } from 'react';
import { useWidget } from '../store';
import { DialogFrame } from './dialog-frame';

/** 'New Chat' with its confirm dialog: 'Start a New Conversation?', Cancel / 'Start New Chat'. */
export function NewChatButton() {
  const [open, setOpen] = useState(false);
  const newChat = useWidget((state) => state.newChat);
  return (
    <>
      <button type="button" className="ea-header__new" onClick={() => setOpen(true)}>
        <SquarePen aria-hidden="true" size={15} />
        New Chat
      </button>
      <DialogFrame
        open={open}
        onOpenChange={setOpen}
        title="Start a New Conversation?"
        description="This conversation is kept; the advisor starts afresh in a new one."
      >
        <div className="ea-dialog__actions">
          <button type="button" className="ea-button ea-button--outline" data-autofocus onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="ea-button ea-button--primary"
            onClick={() => {
              setOpen(false);
              void newChat();
            }}
          >
            Start New Chat
          </button>
        </div>
      </DialogFrame>
    </>
  );
}
