/**
 * The offline recogniser behind the SpeechToText seam: uploads are decoded and recognised by
 * pocketsphinx in worker threads (`recognizer-pool.ts`), with the domain model built at build time
 * interpolated with Debian's general English model. When the libraries or a model are missing it
 * says so (`available` false, `unavailableReason` naming what to install or run) and never throws at
 * start; a worker that fails is replaced.
 */
import koffi from 'koffi';
import { MAX_RECORDING_MS, SpeechError, type SpeechToText, type Transcript } from '../speech';
import { recordingFormat } from './decode-audio';
import { DEFAULT_LIBRARIES, type DecoderOptions } from './pocketsphinx';
import { createRecognizerPool, type RecognizerPool } from './recognizer-pool';
import { DEBIAN_PACKAGES, DEFAULT_MODEL_DIR, missingModel, MLLR_MATRIX_PATH, modelPaths, POCKETSPHINX_MODEL_DIR, usableMllrMatrix } from './speech-model';

/** Where the recogniser logs (a pino/Fastify logger fits). Transcripts are never logged. */
export interface SpeechLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  debug?(details: object, message: string): void;
}

export interface OfflineSpeechToTextOptions {
  /** Worker threads, each with its own decoder (about 1 s of CPU per 5 s of speech). Default 1. */
  workers?: number;
  /** Recordings that may wait for a worker; beyond, `busy` with a Retry-After. Default 4. */
  queueLimit?: number;
  /** The built domain model's folder. Default api/data/speech. */
  modelDir?: string;
  /** pocketsphinx-en-us's model folder. Default /usr/share/pocketsphinx/model/en-us. */
  pocketsphinxModelDir?: string;
  /** The domain model's weight against the general English model (0-1). Default {@link DEFAULT_DOMAIN_WEIGHT}. */
  domainWeight?: number;
  /**
   * The MLLR transform adapting the acoustic model to noisy speech (`-mllr`). Default
   * {@link MLLR_MATRIX_PATH}, used when it is there and fits the installed model; null decodes unadapted.
   */
  mllrMatrix?: string | null;
  /** Start the workers now rather than at the first recording (they take about a second to load). */
  preload?: boolean;
  /** The shared libraries to load (tests point these at nothing to see the recogniser unavailable). */
  libraries?: { pocketsphinx: string; sphinxbase: string };
  /** A job a worker has not finished in this long fails and the worker is replaced. Default 60 s. */
  jobTimeoutMs?: number;
  log?: SpeechLog;
}

/** λ of p = λ·p_domain + (1−λ)·p_general; see api/src/speech/README.md for how it was chosen. */
export const DEFAULT_DOMAIN_WEIGHT = 0.8;

/**
 * pocketsphinx's search settings: at most 3,000 HMMs and 10 word exits per frame (beyond, the
 * worst are pruned), and no second flat-lexicon pass: together they take a 5 s question from about
 * 1.2 s of CPU to 0.6 s (p95 1.6 s to 0.8 s) for about one point of word error. A language weight
 * of 8 (default 6.5) is a little more accurate and faster again. The word insertion penalty is
 * pocketsphinx's default 0.65 again: with the MLLR-adapted model it beats the 0.2 chosen before the
 * adaptation (development sentences, flite, clean and 20 dB: 17.8 -> 16.1 %). Noise and breath words
 * ([NOISE], [SPEECH]) at 1e-4 (default 1e-8) took up noise that would otherwise be heard as short
 * words before the adaptation; with it, 1e-3 to 1e-5 decode the same (README: measured on the
 * development sentences).
 */
export const SEARCH_ARGUMENTS: Record<string, string> = {
  '-maxhmmpf': '3000',
  '-maxwpf': '10',
  '-fwdflat': 'no',
  '-lw': '8',
  '-wip': '0.65',
  '-fillprob': '1e-4',
};

/**
 * The decoder's arguments: {@link SEARCH_ARGUMENTS}, and `-mllr` with the transform when it exists
 * and was made for `acousticModel` (`unadapted` says why not otherwise).
 */
export function decoderArguments(mllrMatrix: string | null, acousticModel: string): { arguments: Record<string, string>; unadapted?: string } {
  const mllr = usableMllrMatrix(mllrMatrix, acousticModel);
  if (mllr.path) return { arguments: { ...SEARCH_ARGUMENTS, '-mllr': mllr.path } };
  return { arguments: { ...SEARCH_ARGUMENTS }, ...(mllr.reason !== undefined && { unadapted: mllr.reason }) };
}

/** Why the libraries cannot be loaded here, or null. */
function missingLibraries(libraries: { pocketsphinx: string; sphinxbase: string }): string | null {
  for (const library of [libraries.sphinxbase, libraries.pocketsphinx]) {
    try {
      koffi.load(library);
    } catch (error) {
      return `cannot load ${library} (${error instanceof Error ? error.message : String(error)}): install the Debian packages ${DEBIAN_PACKAGES}`;
    }
  }
  return null;
}

/** The offline recogniser (pocketsphinx in worker threads). */
export function createOfflineSpeechToText(options: OfflineSpeechToTextOptions = {}): SpeechToText {
  const libraries = options.libraries ?? DEFAULT_LIBRARIES;
  const paths = modelPaths(options.modelDir ?? DEFAULT_MODEL_DIR, options.pocketsphinxModelDir ?? POCKETSPHINX_MODEL_DIR);
  const reason = missingLibraries(libraries) ?? missingModel(paths);
  if (reason) options.log?.warn({ reason }, 'speech: offline recognition unavailable');
  const search: ReturnType<typeof decoderArguments> = reason ? { arguments: SEARCH_ARGUMENTS } : decoderArguments(options.mllrMatrix === undefined ? MLLR_MATRIX_PATH : options.mllrMatrix, paths.acousticModel);
  if (search.unadapted && options.mllrMatrix !== null) options.log?.info({ reason: search.unadapted }, 'speech: acoustic model not adapted to noisy speech');
  const decoder: DecoderOptions = { paths, libraries, domainWeight: options.domainWeight ?? DEFAULT_DOMAIN_WEIGHT, arguments: search.arguments };

  let pool: RecognizerPool | null = null;
  let reported = false;
  const startPool = () => {
    pool ??= createRecognizerPool({
      decoder,
      workers: options.workers ?? 1,
      queueLimit: options.queueLimit ?? 4,
      ...(options.jobTimeoutMs !== undefined && { jobTimeoutMs: options.jobTimeoutMs }),
      onError: (error) => options.log?.warn({ err: error }, 'speech: a recogniser worker failed'),
    });
    return pool;
  };
  if (options.preload && !reason) startPool();
  const currentReason = () => reason ?? pool?.unavailableReason() ?? null;

  return {
    name: 'pocketsphinx',
    get available() {
      return currentReason() === null;
    },
    get unavailableReason() {
      return currentReason() ?? undefined;
    },
    async transcribe(audio, { signal } = {}): Promise<Transcript> {
      if (reason) throw new SpeechError('unavailable', `Speech recognition is unavailable: ${reason}`);
      // what is no recording at all is refused here, without a worker's time
      recordingFormat(audio);
      try {
        const heard = await startPool().transcribe(audio, { maxDurationMs: MAX_RECORDING_MS, signal });
        options.log?.debug?.({ durationMs: heard.durationMs, decodeMs: Math.round(heard.decodeMs), recogniseMs: Math.round(heard.recogniseMs) }, 'speech: transcribed');
        return { text: heard.text, durationMs: heard.durationMs, model: 'pocketsphinx' };
      } catch (error) {
        const lost = pool?.unavailableReason();
        if (lost && !reported) {
          reported = true;
          options.log?.warn({ reason: lost }, 'speech: offline recognition unavailable');
        }
        throw error;
      }
    },
    async close() {
      await pool?.close();
    },
  };
}
