import * as Dialog from '@radix-ui/react-dialog';
import { KeyRound } from 'lucide-react';
import { MODEL_COMPARE_TEXTS } from './texts';

/**
 * The 'Google API Key Required' modal (Radix Dialog: focus moves into it and is held there, the
 * page behind is hidden from assistive technology, Escape or OK closes it). It opens when an answer
 * arrives, not from a button, so on close focus goes to `returnFocus` (the question field).
 */
export function GoogleKeyDialog({ open, onClose, returnFocus }: { open: boolean; onClose(): void; returnFocus(): void }) {
  const texts = MODEL_COMPARE_TEXTS.keyModal;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="pg-overlay" />
        <Dialog.Content
          className="pg-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
        >
          <div className="pg-dialog__icon">
            <KeyRound aria-hidden size={22} />
          </div>
          <Dialog.Title className="pg-dialog__title">{texts.title}</Dialog.Title>
          <Dialog.Description className="pg-dialog__description">{texts.description}</Dialog.Description>
          <div className="pg-dialog__actions">
            <Dialog.Close className="pg-button pg-button--primary">{texts.close}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
