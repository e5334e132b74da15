import * as Dialog from '@radix-ui/react-dialog';
import { Download, X } from 'lucide-react';
import { useScreen } from '../shared/use-screen-store';
import type { AdminStore } from './admin-store';
import { formatTime } from './format';
import { ResourceView } from './shared-parts';
import { ADMIN_TEXTS } from './texts';

/**
 * The transcript dialog: 'User: id | Project: id | N messages', then each message with
 * its User or Assistant badge, time, a 'Stopped' mark on a reply the visitor stopped, content and feedback. Content is shown as plain text: what a
 * visitor or a model wrote never becomes markup or loads anything in the staff's browser.
 */
export function TranscriptDialog({ store }: { store: AdminStore }) {
  const id = useScreen(store, (state) => state.transcriptId);
  const transcript = useScreen(store, (state) => state.transcript);
  const { closeTranscript, openTranscript, transcriptCsvUrl } = store.getState();
  return (
    <Dialog.Root open={id !== undefined} onOpenChange={(open) => (open ? undefined : closeTranscript())}>
      <Dialog.Portal>
        <Dialog.Overlay className="pg-admin__overlay" />
        <Dialog.Content className="pg-admin__dialog">
          <div className="pg-admin__dialog-head">
            <Dialog.Title className="pg-card__title">{ADMIN_TEXTS.transcriptTitle}</Dialog.Title>
            <Dialog.Close className="pg-admin__icon-button" aria-label={ADMIN_TEXTS.close}>
              <X aria-hidden size={18} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="pg-muted pg-admin__summary">
            {transcript.data
              ? ADMIN_TEXTS.transcriptSummary(transcript.data.conversation.user_id, transcript.data.conversation.project_id, transcript.data.messages.length)
              : transcript.error ?? ADMIN_TEXTS.loading}
          </Dialog.Description>
          {id !== undefined && transcript.data ? (
            <a className="pg-button pg-button--outline pg-button--sm pg-admin__download" href={transcriptCsvUrl(id)} download>
              <Download aria-hidden size={16} />
              {ADMIN_TEXTS.downloadCsv}
            </a>
          ) : null}
          <div className="pg-admin__messages">
            <ResourceView resource={transcript} onRetry={() => id !== undefined && void openTranscript(id)}>
              {(data) =>
                data.messages.length === 0 ? (
                  <p className="pg-muted">{ADMIN_TEXTS.noMessages}</p>
                ) : (
                  <ol className="pg-admin__transcript">
                    {data.messages.map((message) => (
                      <li key={message.id} className={`pg-admin__message pg-admin__message--${message.sender}`}>
                        <div className="pg-admin__message-head">
                          <span className={`pg-admin__sender pg-admin__sender--${message.sender}`}>
                            {message.sender === 'user' ? ADMIN_TEXTS.user : ADMIN_TEXTS.assistant}
                          </span>
                          <time dateTime={message.timestamp} className="pg-muted">
                            {formatTime(message.timestamp)}
                          </time>
                          {message.stopped ? <span className="pg-admin__stopped">{ADMIN_TEXTS.stopped}</span> : null}
                        </div>
                        <p className="pg-admin__message-text">{message.content}</p>
                        {message.feedback ? <p className="pg-admin__feedback">{ADMIN_TEXTS.feedback(message.feedback)}</p> : null}
                      </li>
                    ))}
                  </ol>
                )
              }
            </ResourceView>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
