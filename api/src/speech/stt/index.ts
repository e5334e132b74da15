/**
 * The offline speech-to-text stack: audio-decode → 16 kHz → pocketsphinx (Debian, through koffi, in
 * worker threads) with the domain language model built by `pnpm build`. See api/src/speech/README.md.
 */
export { createOfflineSpeechToText, DEFAULT_DOMAIN_WEIGHT, type OfflineSpeechToTextOptions, type SpeechLog } from './offline-speech-to-text';
export { DEBIAN_PACKAGES } from './speech-model';
