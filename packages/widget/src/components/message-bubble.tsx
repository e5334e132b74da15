import type { ReactNode } from 'react';
import type { Citation } from '@energy-advisor/contracts';
import { Markdown } from '../markdown/markdown';
import { useWidget, type WidgetMessage } from '../store';
import { MessageAudio } from './message-audio';
import { MessageAvatar } from './message-avatar';
import { MessageSources, SourcesView } from './message-sources';
import { TypingText } from './typing-text';
import { formatTime } from '../labels';
import { WELCOME_MESSAGE_ID } from '../store/messages';
import { useLabels, useLocale, useWidgetConfig } from './widget-config';

/** True when an image URL is on the API's own origin (or a local blob): never a foreign host. */
export function isAllowedImage(url: string, apiBase: string): boolean {
  try {
    const base = new URL(apiBase || globalThis.location?.href);
    const image = new URL(url, base);
    return image.protocol === 'blob:' || ((image.protocol === 'https:' || image.protocol === 'http:') && image.origin === base.origin);
  } catch {
    return false;
  }
}

/** Props of {@link MessageBubbleView}. */
export interface MessageBubbleViewProps {
  message: WidgetMessage;
  /** The API's base URL: message images load only from its origin. */
  apiBase: string;
  /** Characters per second of the typing effect of a new assistant message. */
  typingCps: number;
  /** Called when a message's typing effect has finished. */
  onAnimationDone?: (message: WidgetMessage) => void;
  /** When given, stored assistant messages get a 'Feedback' link calling it. */
  onFeedback?: (message: WidgetMessage) => void;
  /** Renders an assistant message's citations; by default the 'Sources (n)' list. */
  renderSources?: (citations: Citation[]) => ReactNode;
}

/**
 * One message, driven by props: avatar, the text (the visitor's as typed, the
 * advisor's as sanitised Markdown, typed out when new, with a caret while streaming), an optional
 * voice message and image, 'Stopped' on a reply the visitor stopped, 'Sources (n)' and, on stored
 * advisor messages, 'Feedback'.
 */
export function MessageBubbleView({ message, apiBase, typingCps, onAnimationDone, onFeedback, renderSources }: MessageBubbleViewProps) {
  const fromAssistant = message.sender === 'assistant';
  const canGiveFeedback = onFeedback !== undefined && fromAssistant && !message.local && !message.isStreaming;
  const labels = useLabels();
  const locale = useLocale();

  return (
    <div className={`ea-message ea-message--${message.sender}`} data-streaming={message.isStreaming || undefined}>
      <MessageAvatar sender={message.sender} />
      <div className="ea-message__body">
        <div className="ea-bubble" part={`bubble bubble-${message.sender}`}>
          {!fromAssistant ? (
            <p className="ea-plain">{message.content}</p>
          ) : message.isAnimating ? (
            <TypingText text={message.content} cps={typingCps} onDone={() => onAnimationDone?.(message)} />
          ) : (
            <Markdown source={message.content} />
          )}
          {message.isStreaming && <span className="ea-caret" aria-hidden="true" />}
          {message.imageUrl && isAllowedImage(message.imageUrl, apiBase) && (
            <img className="ea-bubble__image" src={message.imageUrl} alt={labels.attachment} loading="lazy" />
          )}
        </div>
        <div className="ea-message__meta">
          <time dateTime={message.timestamp}>{formatTime(message.timestamp, locale)}</time>
          {message.stopped && (
            <span className="ea-message__stopped" part="stopped-marker">
              {labels.stopped}
            </span>
          )}
          {message.audioUrl && <MessageAudio url={message.audioUrl} />}
          {canGiveFeedback && (
            <button type="button" className="ea-link-button" onClick={() => onFeedback(message)}>
              {labels.feedback}
            </button>
          )}
        </div>
        {fromAssistant && message.citations && message.citations.length > 0 && !message.isStreaming &&
          (renderSources ? renderSources(message.citations) : <SourcesView citations={message.citations} />)}
      </div>
    </div>
  );
}

/** One widget message: {@link MessageBubbleView} bound to the widget's store and settings. */
export function MessageBubble({ message }: { message: WidgetMessage }) {
  const { apiBase, typingCps } = useWidgetConfig();
  const finishAnimation = useWidget((state) => state.finishAnimation);
  const openFeedback = useWidget((state) => state.openFeedback);
  const labels = useLabels();
  // The welcome message and a voice message's placeholder are the widget's own text: they follow the labels.
  const own = message.id === WELCOME_MESSAGE_ID && message.local ? labels.welcome : message.transcribing ? labels.voicePlaceholder : undefined;
  const shown = own === undefined ? message : { ...message, content: own };
  return (
    <MessageBubbleView
      message={shown}
      apiBase={apiBase}
      typingCps={typingCps}
      onAnimationDone={(done) => finishAnimation(done.id)}
      onFeedback={openFeedback}
      renderSources={(citations) => <MessageSources citations={citations} />}
    />
  );
}
