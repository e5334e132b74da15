import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';

export interface DialogFrameProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the platform's `<dialog>` (showModal): inside the shadow root it traps focus
 * and makes the page inert, Escape and a click on the backdrop close it, and focus returns to what
 * had it. Radix Dialog was dropped here: its focus scope reads `document.activeElement`, which is
 * only the shadow host in a shadow root (radix-ui/primitives#3353), and it cost 8 KB gzip of the
 * widget's byte budget. The first focus goes to `[data-autofocus]`, else the browser's choice.
 */
export function DialogFrame({ open, onOpenChange, title, description, children }: DialogFrameProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
      element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open]);

  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onOpenChange(false);
  };
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onOpenChange(false);
  };

  return (
    <dialog
      ref={dialog}
      className="ea-dialog"
      part="dialog"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onClose={() => open && onOpenChange(false)}
      onClick={onBackdrop}
    >
      {open && (
        <div className="ea-dialog__body">
          <h2 id={titleId} className="ea-dialog__title">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="ea-dialog__description">
              {description}
            </p>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
