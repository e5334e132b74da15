import { Leaf, Minus } from 'lucide-react';
import { useWidget } from '../store';
import { DEFAULT_LABELS } from '../labels';
import { NewChatButton } from './new-chat-button';
import { useLabels } from './widget-config';

/** The assistant's name as the header shows it. */
export const ASSISTANT_NAME = DEFAULT_LABELS.assistantName;

/** The panel header: the assistant's name, 'New Chat' and 'Minimize'. */
export function ChatHeader({ titleId, onMinimize }: { titleId: string; onMinimize(): void }) {
  const minimize = useWidget((state) => state.minimize);
  const labels = useLabels();
  return (
    <header className="ea-header" part="header">
      <span className="ea-avatar ea-avatar--brand" aria-hidden="true">
        <Leaf size={18} />
      </span>
      <div className="ea-header__titles">
        <h2 id={titleId} className="ea-header__title">
          {labels.assistantName}
        </h2>
        <p className="ea-header__subtitle">{labels.subtitle}</p>
      </div>
      <NewChatButton />
      <button
        type="button"
        className="ea-icon-button"
        part="button minimize-button"
        aria-label={labels.minimize}
        title={labels.minimize}
        onClick={() => {
          minimize();
          onMinimize();
        }}
      >
        <Minus aria-hidden="true" size={18} />
      </button>
    </header>
  );
}
