/**
 * CMU pocketsphinx 5prealpha (Debian's libpocketsphinx3, libsphinxbase3) called in-process through
 * koffi. A {@link PocketsphinxDecoder} is not thread-safe: each worker thread makes its own.
 *
 * The decoder searches with the domain model and Debian's general English model interpolated word by
 * word (sphinxbase's ngram_model_set: p = λ·p_domain + (1−λ)·p_general over the union of their
 * vocabularies), so place names and trade words are likely where they belong and everyday speech is
 * still covered.
 */
import koffi from 'koffi';
import { DEBIAN_PACKAGES, type ModelPaths } from './speech-model';

/** Where Debian installs the libraries (found by name through the loader's path otherwise). */
export const DEFAULT_LIBRARIES = { pocketsphinx: 'libpocketsphinx.so.3', sphinxbase: 'libsphinxbase.so.3' };

export interface DecoderOptions {
  paths: ModelPaths;
  /** λ: the domain model's weight in the interpolation (0-1); 1 decodes with the domain model alone. */
  domainWeight: number;
  /** Further pocketsphinx arguments (`-beam 1e-48` …) as name → value. */
  arguments?: Record<string, string>;
  libraries?: { pocketsphinx: string; sphinxbase: string };
}

/** What the decoder heard: the words (lower case) and the search's path score. */
export interface Hypothesis {
  text: string;
  score: number;
}

export interface PocketsphinxDecoder {
  /** Decodes one utterance of 16 kHz mono 16-bit samples. */
  decode(samples: Int16Array): Hypothesis;
  free(): void;
}

/** The libraries or the model could not be loaded; the message says which and what to install. */
export class PocketsphinxUnavailableError extends Error {
  override name = 'PocketsphinxUnavailableError';
}

// sphinxbase's ngram_file_type_t: NGRAM_AUTO reads ARPA text or the binary trie by their contents
const NGRAM_AUTO = 0;

function bind(libraries: { pocketsphinx: string; sphinxbase: string }) {
  const load = (library: string) => {
    try {
      return koffi.load(library);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new PocketsphinxUnavailableError(`cannot load ${library} (${detail}): install the Debian packages ${DEBIAN_PACKAGES}`);
    }
  };
  const sphinxbase = load(libraries.sphinxbase);
  const pocketsphinx = load(libraries.pocketsphinx);
  return {
    errSetLogfp: sphinxbase.func('void err_set_logfp(void *stream)'),
    cmdLnParse: sphinxbase.func('void *cmd_ln_parse_r(void *inout, void *definitions, int argc, const char **argv, int strict)'),
    cmdLnFree: sphinxbase.func('int cmd_ln_free_r(void *config)'),
    ngramRead: sphinxbase.func('void *ngram_model_read(void *config, const char *path, int type, void *logmath)'),
    ngramSetInit: sphinxbase.func('void *ngram_model_set_init(void *config, void **models, const char **names, const float *weights, int count)'),
    ngramFree: sphinxbase.func('int ngram_model_free(void *model)'),
    psArgs: pocketsphinx.func('void *ps_args()'),
    psInit: pocketsphinx.func('void *ps_init(void *config)'),
    psFree: pocketsphinx.func('int ps_free(void *decoder)'),
    psGetLogmath: pocketsphinx.func('void *ps_get_logmath(void *decoder)'),
    psSetLm: pocketsphinx.func('int ps_set_lm(void *decoder, const char *name, void *model)'),
    psSetSearch: pocketsphinx.func('int ps_set_search(void *decoder, const char *name)'),
    psStartUtt: pocketsphinx.func('int ps_start_utt(void *decoder)'),
    psProcessRaw: pocketsphinx.func('int ps_process_raw(void *decoder, const int16_t *samples, size_t count, int noSearch, int fullUtterance)'),
    psEndUtt: pocketsphinx.func('int ps_end_utt(void *decoder)'),
    psGetHyp: pocketsphinx.func('const char *ps_get_hyp(void *decoder, _Out_ int32_t *score)'),
  };
}

/** Loads the libraries and the models and builds a decoder; throws {@link PocketsphinxUnavailableError}. */
export function createDecoder(options: DecoderOptions): PocketsphinxDecoder {
  const native = bind(options.libraries ?? DEFAULT_LIBRARIES);
  native.errSetLogfp(null); // sphinxbase logs every setting to stderr otherwise
  const { paths } = options;
  const argv = ['-hmm', paths.acousticModel, '-dict', paths.dictionary, ...Object.entries(options.arguments ?? {}).flat()];
  const config = native.cmdLnParse(null, native.psArgs(), argv.length, argv, 1);
  if (!config) throw new PocketsphinxUnavailableError(`pocketsphinx refused its arguments: ${argv.join(' ')}`);
  const decoder = native.psInit(config);
  if (!decoder) {
    native.cmdLnFree(config);
    throw new PocketsphinxUnavailableError(`pocketsphinx could not load its acoustic model or dictionary (${paths.acousticModel}, ${paths.dictionary}): reinstall ${DEBIAN_PACKAGES} or run the api build`);
  }
  const logmath = native.psGetLogmath(decoder);
  const release = () => {
    native.psFree(decoder);
    native.cmdLnFree(config);
  };
  const read = (path: string) => {
    const model = native.ngramRead(config, path, NGRAM_AUTO, logmath);
    if (!model) {
      release();
      throw new PocketsphinxUnavailableError(`pocketsphinx could not read the language model ${path}`);
    }
    return model;
  };
  const domain = read(paths.domainLanguageModel);
  const weight = Math.min(Math.max(options.domainWeight, 0), 1);
  const model =
    weight >= 1
      ? domain
      : native.ngramSetInit(config, [domain, read(paths.generalLanguageModel)], ['domain', 'general'], new Float32Array([weight, 1 - weight]), 2);
  if (!model || native.psSetLm(decoder, 'mixed', model) < 0 || native.psSetSearch(decoder, 'mixed') < 0) {
    release();
    throw new PocketsphinxUnavailableError('pocketsphinx could not set up the interpolated language model');
  }

  let freed = false;
  return {
    decode(samples) {
      if (freed) throw new Error('the decoder was freed');
      if (native.psStartUtt(decoder) < 0) throw new Error('pocketsphinx could not start an utterance');
      if (native.psProcessRaw(decoder, samples, samples.length, 0, 1) < 0) throw new Error('pocketsphinx could not process the audio');
      if (native.psEndUtt(decoder) < 0) throw new Error('pocketsphinx could not end the utterance');
      const score = [0];
      const text = native.psGetHyp(decoder, score) as string | null;
      return { text: (text ?? '').trim(), score: score[0] ?? 0 };
    },
    free() {
      if (freed) return;
      freed = true;
      // the decoder frees the language models with its search
      release();
    },
  };
}
