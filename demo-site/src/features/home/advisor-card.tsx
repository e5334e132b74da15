import { MessageCircle } from 'lucide-react';

/**
 * The demo's widget chats about this project. It names no user: the widget keeps a random id in this
 * browser, so every visitor has a conversation of their own that no other visitor can list.
 */
export const DEMO_WIDGET = { projectId: 'demo-project' } as const;

/** Introduces the live chat widget of the page (bottom right) and opens it. */
export function AdvisorCard({ onOpen }: { onOpen(): void }) {
  return (
    <aside className="advisor-card" aria-labelledby="advisor-card-title">
      <span className="advisor-card__icon">
        <MessageCircle aria-hidden="true" size={20} />
      </span>
      <h2 id="advisor-card-title" className="advisor-card__title">
        Ask the Energy Advisor
      </h2>
      <p className="advisor-card__text">
        The chat widget runs on this page for the demo project: open it from the button at the bottom
        right, ask about your build, and it answers with sources. Type, record a voice message or start
        a simulated call.
      </p>
      <dl className="advisor-card__ids">
        <div>
          <dt>Project</dt>
          <dd>
            <code>{DEMO_WIDGET.projectId}</code>
          </dd>
        </div>
        <div>
          <dt>User</dt>
          <dd>you: a private id this browser keeps, so no other visitor sees your chat</dd>
        </div>
      </dl>
      <button type="button" className="button button--primary advisor-card__open" onClick={onOpen}>
        <MessageCircle aria-hidden="true" size={16} />
        Chat with the advisor
      </button>
    </aside>
  );
}
