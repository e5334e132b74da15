import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { KeyStatus } from './api-test-store';
import { API_TEST_TEXTS } from './texts';

/** The key status test's badge: 'Checking...', then 'Valid' or 'Invalid'. */
export function KeyStatusBadge({ status }: { status: KeyStatus }) {
  const { badge } = API_TEST_TEXTS.keys;
  if (status.state === 'checking') {
    return (
      <span className="pg-badge pg-badge--checking">
        <LoaderCircle className="pg-spin" aria-hidden size={12} />
        {badge.checking}
      </span>
    );
  }
  if (status.state === 'valid') {
    return (
      <span className="pg-badge pg-badge--valid">
        <CircleCheck aria-hidden size={12} />
        {badge.valid}
      </span>
    );
  }
  return (
    <span className="pg-badge pg-badge--invalid">
      <CircleX aria-hidden size={12} />
      {badge.invalid}
    </span>
  );
}
