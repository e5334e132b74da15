import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { FailureNotice } from './failure-notice';
import type { RunState } from './run-state';

/** Props of {@link RunView}. */
export interface RunViewProps<T> {
  run: RunState<T>;
  /** Shown while the call runs (announced politely). */
  runningText: string;
  /** Shown before the first call; nothing by default. */
  idle?: ReactNode;
  children(data: T): ReactNode;
}

/** A call's result on a test page: a status while it runs, the failure, or the answer. */
export function RunView<T>({ run, runningText, idle = null, children }: RunViewProps<T>) {
  switch (run.status) {
    case 'idle':
      return <>{idle}</>;
    case 'running':
      return (
        <p className="pg-running" role="status">
          <LoaderCircle className="pg-spin" aria-hidden size={16} />
          {runningText}
        </p>
      );
    case 'failed':
      return <FailureNotice failure={run.failure} />;
    case 'done':
      return <>{children(run.data)}</>;
  }
}
