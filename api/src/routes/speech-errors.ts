import { MAX_RECORDING_MS, SpeechError } from '../speech/speech';
import { AppError } from '../errors';

/** The Debian packages the offline recogniser needs. */
export const RECOGNISER_PACKAGES = ['libpocketsphinx3', 'pocketsphinx-en-us'] as const;
/** The Debian package the offline voice needs. */
export const VOICE_PACKAGES = ['flite'] as const;

const seconds = Math.round(MAX_RECORDING_MS / 1000);
export const RECORDING_TOO_LONG_MESSAGE = `The recording is ${seconds} seconds or longer: keep a voice message under ${seconds} seconds.`;
export const NO_SPEECH_MESSAGE = 'No speech was recognised in the recording. Please try again, speaking clearly, or type your message.';

/** What is being asked of the speech services, for the messages. */
export type SpeechTask = 'hear' | 'speak';

/** 503 `not_configured`: speech cannot run on this server, naming what to install. */
export function speechUnavailable(task: SpeechTask, reason: string | undefined): AppError {
  const [what, packages] = task === 'hear' ? (['Speech-to-text', RECOGNISER_PACKAGES] as const) : (['Text-to-speech', VOICE_PACKAGES] as const);
  const list = packages.length === 1 ? `the Debian package ${packages[0]}` : `the Debian packages ${packages.join(' and ')}`;
  return new AppError(
    'not_configured',
    `${what} is not available on this server: it needs ${list} (npm start installs ${packages.length === 1 ? 'it' : 'them'} when it can)${reason ? `; ${reason}` : ''}.` +
      (task === 'hear' ? ' Please type your message.' : ''),
  );
}

/**
 * The answer to a speech failure: too long 413, not audio it can read 415, busy or failed 503 with
 * Retry-After, unavailable 503 naming the packages; a caller that went away 400 (nobody reads it).
 * Anything else is a fault of ours and is thrown as it is.
 */
export function speechFailure(error: unknown, task: SpeechTask, unavailableReason?: string): unknown {
  if (!(error instanceof SpeechError)) return error instanceof Error && error.name === 'AbortError' ? abandoned() : error;
  switch (error.code) {
    case 'too_long':
      return new AppError('payload_too_large', RECORDING_TOO_LONG_MESSAGE, { cause: error });
    case 'undecodable':
      return new AppError('unsupported_media_type', error.message, { cause: error });
    case 'busy': {
      const retry = String(Math.max(1, Math.ceil(error.retryAfterSeconds ?? 1)));
      const what = task === 'hear' ? 'The speech recogniser' : 'The voice';
      return new AppError('service_unavailable', `${what} is busy with other visitors: please try again in ${retry} s.`, { headers: { 'retry-after': retry }, cause: error });
    }
    case 'unavailable':
      return speechUnavailable(task, unavailableReason ?? error.message);
    case 'failed':
      return new AppError(
        'service_unavailable',
        task === 'hear' ? 'The recording could not be transcribed just now: please try again, or type your message.' : 'The text could not be spoken just now: please try again.',
        { headers: { 'retry-after': '1' }, cause: error },
      );
  }
}

/** The client left before the answer (its connection closed). */
export const abandoned = () => new AppError('bad_request', 'The request was abandoned by the client');
