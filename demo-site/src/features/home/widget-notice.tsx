import { Clock, MessageCircle } from 'lucide-react';

/** Marks the place of the chat widget on the demo project until the widget SDK arrives. */
export function WidgetNotice() {
  return (
    <aside className="widget-notice" aria-labelledby="widget-notice-title">
      <div className="widget-notice__header">
        <span className="widget-notice__icon">
          <MessageCircle aria-hidden="true" size={20} />
        </span>
        <span className="badge badge--warning">
          <Clock aria-hidden="true" size={12} />
          Coming soon
        </span>
      </div>
      <h2 id="widget-notice-title" className="widget-notice__title">
        The chat widget appears here
      </h2>
      <p className="widget-notice__text">
        The Energy Advisor chat widget will run on this page for the demo project: a launcher at the
        bottom right that opens a chat panel with text, voice and call modes. It arrives with the widget SDK.
      </p>
      <dl className="widget-notice__ids">
        <div>
          <dt>Project</dt>
          <dd>
            <code>demo-project</code>
          </dd>
        </div>
        <div>
          <dt>User</dt>
          <dd>
            <code>test-user</code>
          </dd>
        </div>
      </dl>
      <div className="widget-notice__launcher" aria-hidden="true">
        <MessageCircle size={22} />
      </div>
    </aside>
  );
}
