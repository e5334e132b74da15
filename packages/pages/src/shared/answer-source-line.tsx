import { KeyRound } from 'lucide-react';
import { AnsweredBy } from './answered-by';
import { answerSource, type LabelledAnswer } from './answer-source';
import { TEST_PAGE_TEXTS } from './test-page-texts';

/**
 * Who answered (the server's label), and, when the back end asked for could not: 'API key seems
 * to be invalid or missing.' for a missing or refused key, and the server's reason.
 */
export function AnswerSourceLine({ answer }: { answer: LabelledAnswer }) {
  const source = answerSource(answer);
  return (
    <div className="pg-source">
      {source.label ? <AnsweredBy label={source.label} offline={source.offline} /> : null}
      {source.keyProblem ? (
        <p className="pg-notice" role="note">
          <KeyRound aria-hidden size={16} />
          <span>{TEST_PAGE_TEXTS.missingApiKey}</span>
        </p>
      ) : null}
      {source.fallbackMessage ? <p className="pg-source__fallback pg-muted">{source.fallbackMessage}</p> : null}
    </div>
  );
}
