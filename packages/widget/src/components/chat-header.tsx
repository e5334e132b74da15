import { Leaf, Minus } from 'lucide-react';
import { useWidget } from '../store';
import { NewChatButton } from './new-chat-button';

/** The assistant's name as the header shows it. */
export const ASSISTANT_NAME = 'Energy Advisor';

/** The panel header: the assistant's name, 'New Chat' and 'Minimize'. */
export function ChatHeader({ titleId, onMinimize }: { titleId: string; onMinimize(): void }) {
  const minimize = useWidget((state) => state.minimize);
  return (
    <header className="ea-header">
      <span className="ea-avatar ea-avatar--brand" aria-hidden="true">
        <Leaf size={18} />
      </span>
      <div className="ea-header__titles">
        <h2 id={titleId} className="ea-header__title">
          {ASSISTANT_NAME}
        </h2>
        <p className="ea-header__subtitle">Home energy advice</p>
      </div>
      <NewChatButton />
      <button
        type="button"
        className="ea-icon-button"
        aria-label="Minimize"
        title="Minimize"
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
