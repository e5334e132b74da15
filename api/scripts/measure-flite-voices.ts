/**
 * How clearly each flite voice speaks the advisor's sentences: each is rendered as the server
 * renders it (speakable text, flite respellings) and recognised by pocketsphinx with Debian's general
 * English model alone (no domain model, so the voice is judged, not our vocabulary). Prints the word
 * error rate and render time per voice; api/src/speech/README.md has the figures that chose the
 * default voice.
 *
 *   pnpm --filter @energy-advisor/api exec tsx scripts/measure-flite-voices.ts [voice …]
 */
import { createDecoder } from '../src/speech/stt/pocketsphinx';
import { POCKETSPHINX_MODEL_DIR } from '../src/speech/stt/speech-model';
import { createFliteTextToSpeech } from '../src/speech/tts/flite-tts';
import { speakableText } from '../src/speech/tts/speakable-text';

const SENTENCES = [
  'Ceiling insulation is usually the cheapest upgrade for an older home.',
  'Double glazing keeps the heat in during winter and out during summer.',
  'A heat pump hot water system uses far less electricity than an electric storage tank.',
  'Seal the gaps around doors and windows before you add more insulation.',
  'North facing living areas let the winter sun warm the house.',
  'External shading on west windows stops the afternoon sun in summer.',
  'Is this a new build, or a renovation of an existing home?',
  'Which town or city is your build located in?',
  'Reverse cycle air conditioners are the most efficient way to heat a room.',
  'Solar panels produce the most power in the middle of the day.',
  'A battery stores the solar power you do not use for the evening.',
  'Thermal bridging through steel frames lets heat escape from the walls.',
  'Ceiling fans can make a room feel several degrees cooler.',
  'An energy assessor can rate your design before you build.',
  'Light coloured roofs reflect more of the summer sun.',
  'Would you like a quote for an energy efficiency assessment?',
  'Good day! I am your architectural assistant.',
  'Ask me anything about your home energy efficiency.',
  'Draught proofing is a cheap way to cut your heating bills.',
  'Wall insulation is easiest to add while the walls are open.',
];

const words = (text: string) => text.toLowerCase().replace(/[^a-z' ]/g, ' ').split(/\s+/).filter(Boolean);

function editDistance(reference: string[], heard: string[]): number {
  let previous = Array.from({ length: heard.length + 1 }, (_, index) => index);
  for (let i = 1; i <= reference.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= heard.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (reference[i - 1] === heard[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[heard.length] ?? 0;
}

const voices = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['rms', 'awb', 'kal16', 'slt'];
const general = `${POCKETSPHINX_MODEL_DIR}/en-us.lm.bin`;
const decoder = createDecoder({
  paths: { acousticModel: `${POCKETSPHINX_MODEL_DIR}/en-us`, dictionary: `${POCKETSPHINX_MODEL_DIR}/cmudict-en-us.dict`, domainLanguageModel: general, generalLanguageModel: general },
  domainWeight: 1,
});
try {
  for (const voice of voices) {
    const tts = await createFliteTextToSpeech({ voice });
    if (!tts.available) {
      console.log(`${voice}: ${tts.unavailableReason ?? 'unavailable'}`);
      continue;
    }
    let errors = 0;
    let total = 0;
    let renderMs = 0;
    for (const sentence of SENTENCES) {
      const started = performance.now();
      const { audio } = await tts.synthesize(sentence);
      renderMs += performance.now() - started;
      const samples = new Int16Array(audio.buffer.slice(audio.byteOffset + 44, audio.byteOffset + audio.length));
      const reference = words(speakableText(sentence));
      errors += editDistance(reference, words(decoder.decode(samples).text));
      total += reference.length;
    }
    await tts.close();
    console.log(`${voice}: word errors ${((100 * errors) / total).toFixed(1)} %, render ${(renderMs / SENTENCES.length).toFixed(0)} ms a sentence`);
  }
} finally {
  decoder.free();
}
