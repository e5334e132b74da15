import { CircleAlert } from 'lucide-react';
import type { RequestFailure } from './request-failure';

/** A failed call on a test page: the spec's message, and the cause below it. */
export function FailureNotice({ failure }: { failure: RequestFailure }) {
  return (
    <div className="pg-failure" role="alert">
      <CircleAlert aria-hidden size={18} className="pg-failure__icon" />
      <div>
        <p className="pg-failure__message">{failure.message}</p>
        {failure.detail ? <p className="pg-failure__detail">{failure.detail}</p> : null}
      </div>
    </div>
  );
}
