/**
 * Where the recogniser's models live: Debian's pocketsphinx-en-us (acoustic model, CMU dictionary,
 * general English language model) and the domain model the build writes (`pnpm build`, see
 * `model/build-speech-model.ts`) into api/data/speech/ (gitignored).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's packages the offline recogniser needs. */
export const DEBIAN_PACKAGES = 'libpocketsphinx3 pocketsphinx-en-us';

/** pocketsphinx-en-us's model folder. */
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/** The built domain model's folder: api/data/speech/. */
export const DEFAULT_MODEL_DIR = fileURLToPath(new URL('../../../data/speech/', import.meta.url));

/** The files of the built model. */
export const MODEL_FILES = {
  /** The domain trigram model (ARPA text). */
  languageModel: 'domain.arpa',
  /** The CMU dictionary plus the domain's words (Australian places, abbreviations, letter-to-sound). */
  dictionary: 'words.dict',
  /** What was built from what: counts, perplexity, the inputs' fingerprint. */
  manifest: 'manifest.json',
} as const;

/** Paths the recogniser loads. */
export interface ModelPaths {
  acousticModel: string;
  generalLanguageModel: string;
  domainLanguageModel: string;
  dictionary: string;
}

export function modelPaths(modelDir: string = DEFAULT_MODEL_DIR, pocketsphinxDir: string = POCKETSPHINX_MODEL_DIR): ModelPaths {
  return {
    acousticModel: join(pocketsphinxDir, 'en-us'),
    generalLanguageModel: join(pocketsphinxDir, 'en-us.lm.bin'),
    domainLanguageModel: join(modelDir, MODEL_FILES.languageModel),
    dictionary: join(modelDir, MODEL_FILES.dictionary),
  };
}

/** Why these model files cannot be loaded (the first missing one, and what to do), or null when all are there. */
export function missingModel(paths: ModelPaths): string | null {
  if (!existsSync(paths.acousticModel) || !existsSync(paths.generalLanguageModel)) {
    return `the pocketsphinx English model is missing (${paths.acousticModel}): install the Debian packages ${DEBIAN_PACKAGES}`;
  }
  if (!existsSync(paths.domainLanguageModel) || !existsSync(paths.dictionary)) {
    return `the domain speech model is not built (${paths.domainLanguageModel}): run \`pnpm build\` (api: \`pnpm --filter @energy-advisor/api run build\`)`;
  }
  return null;
}
