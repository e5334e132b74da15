import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultAdvisorEngine } from '../../providers/offline/default-engine';

const advisor = fileURLToPath(new URL('..', import.meta.url));
const sources = ['intent.ts', ...['understanding', 'slots'].flatMap((dir) => readdirSync(`${advisor}/${dir}`).filter((file) => file.endsWith('.ts') && !file.includes('.test.')).map((file) => `${dir}/${file}`))];

describe('the speller and the patterns that read its output', () => {
  it('leaves every word the patterns look for as it is (no correction or split turns "knockdown" into "knock down")', () => {
    // the words of the code, not of its comments (which quote typos on purpose: "insulaton")
    const code = (file: string) => readFileSync(`${advisor}/${file}`, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/.*$/gm, ' ');
    const words = new Set(sources.flatMap((file) => code(file).match(/\b[a-z]{6,}\b/g) ?? []));
    const engine = defaultAdvisorEngine();
    const changed = [...words].flatMap((word) => {
      const text = engine.analyse({ message: `what about ${word} here`, history: [], collected: {} }).question?.text;
      return text !== undefined && !text.includes(word) ? [`${word} -> ${text}`] : [];
    });
    expect(changed).toEqual([]);
  });
});
