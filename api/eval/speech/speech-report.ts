/**
 * The speech evaluation's figures: word error rate per group of clips (domain or off-domain, and
 * within each by voice, speed, noise and format), place names heard, and latency percentiles.
 */
import type { Clip } from './eval-clips';
import { addErrors, errorRate, NO_ERRORS, type WordErrors } from './word-error-rate';

export interface ClipResult {
  clip: Clip;
  reference: string[];
  heard: string[];
  errors: WordErrors;
  /** From the transcribe call to its answer. */
  wallMs: number;
  /** The worker's own time: decoding the upload plus recognising it. */
  workMs: number;
  durationMs: number;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The value below which `share` (0-1) of the sorted values lie. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

function total(results: readonly ClipResult[]): WordErrors {
  return results.reduce((sum, result) => addErrors(sum, result.errors), NO_ERRORS);
}

/** One line of the table: the group's WER, its errors by kind and its size. */
function line(label: string, results: readonly ClipResult[]): string {
  const errors = total(results);
  return `  ${label.padEnd(26)} ${percent(errorRate(errors)).padStart(8)}   (${errors.substitutions} sub, ${errors.deletions} del, ${errors.insertions} ins / ${errors.words} words, ${results.length} clips)`;
}

function by<K extends string>(results: readonly ClipResult[], key: (result: ClipResult) => K): Map<K, ClipResult[]> {
  const groups = new Map<K, ClipResult[]>();
  for (const result of results) groups.set(key(result), [...(groups.get(key(result)) ?? []), result]);
  return groups;
}

/** WER of a group. */
export function groupRate(results: readonly ClipResult[]): number {
  return errorRate(total(results));
}

/** The word error table, per group and condition. */
export function werReport(results: readonly ClipResult[], placeWords: ReadonlySet<string>): string[] {
  const lines: string[] = [];
  for (const [group, members] of by(results, (result) => result.clip.group)) {
    lines.push(`${group}:`, line('all clips', members));
    const flite = members.filter((result) => result.clip.voice.engine === 'flite');
    lines.push(line('flite voices', flite), line('espeak-ng voices', members.filter((result) => result.clip.voice.engine !== 'flite')));
    for (const [voice, clips] of by(members, (result) => result.clip.voice.id)) lines.push(line(`voice ${voice}`, clips));
    for (const [speed, clips] of by(members, (result) => result.clip.speed)) lines.push(line(`speed ${speed}`, clips));
    for (const [noise, clips] of by(members, (result) => result.clip.noise)) lines.push(line(noise, clips));
    for (const [format, clips] of by(members, (result) => result.clip.format)) lines.push(line(`format ${format}`, clips));
    for (const [condition, clips] of by(flite, (result) => `${result.clip.noise}, ${result.clip.format}` as string)) lines.push(line(`flite ${condition}`, clips));
    if (group === 'domain') {
      let said = 0;
      let heard = 0;
      for (const result of members) {
        for (const word of result.reference) {
          if (!placeWords.has(word)) continue;
          said++;
          if (result.heard.includes(word)) heard++;
        }
      }
      lines.push(`  place names heard          ${said === 0 ? '-' : percent(heard / said).padStart(8)}   (${heard} of ${said} said)`);
    }
  }
  return lines;
}

/** Latency percentiles, measured and scaled to a 5 s clip. */
export function latencyReport(results: readonly ClipResult[]): string[] {
  if (results.length === 0) return [];
  const per5s = (result: ClipResult, ms: number) => (ms * 5_000) / result.durationMs;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const meanDuration = results.reduce((sum, result) => sum + result.durationMs, 0) / results.length;
  return [
    `latency, ${results.length} clips of ${seconds(meanDuration)} on average, one at a time:`,
    `  per transcription (wall)   p50 ${seconds(percentile(results.map((result) => result.wallMs), 0.5))}, p95 ${seconds(percentile(results.map((result) => result.wallMs), 0.95))}`,
    `  scaled to a 5 s clip       p50 ${seconds(percentile(results.map((result) => per5s(result, result.wallMs)), 0.5))}, p95 ${seconds(percentile(results.map((result) => per5s(result, result.wallMs)), 0.95))}`,
    `  worker time, 5 s clip      p50 ${seconds(percentile(results.map((result) => per5s(result, result.workMs)), 0.5))}, p95 ${seconds(percentile(results.map((result) => per5s(result, result.workMs)), 0.95))}`,
  ];
}
