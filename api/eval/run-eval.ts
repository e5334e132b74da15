/**
 * The offline advisor's evaluation: `pnpm eval` (or `pnpm --filter @energy-advisor/api run eval`).
 * Plays every case of api/eval/cases/*.json through POST /api/optimized-sales/chat - a case with
 * paraphrases three times (as written, typo paraphrase, colloquial paraphrase) - prints a line per
 * unmet expectation and a pass-rate table per category and variant, and exits 1 when a threshold is
 * missed: every tuned case must pass, and each variant of the paraphrased cases must pass 95 %.
 *
 * Options: `--only <text>` plays only cases whose id or category contains the text; `--cases <dir>`
 * reads another folder of case files; `--verbose` also lists passing cases.
 */
import { loadKnowledgeBase } from '../src/advisor/knowledge/knowledge-base';
import { CaseError, loadCases } from './cases';
import { casePassed, formatFailures } from './check';
import { formatVariantSummary, summariseVariants, unmetThresholds } from './report';
import { runCases } from './runner';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
  const casesAt = args.indexOf('--cases');
  const dir = casesAt >= 0 ? args[casesAt + 1] : undefined;
  const verbose = args.includes('--verbose');

  let cases;
  try {
    cases = loadCases(dir, { articleIds: new Set(loadKnowledgeBase().map((article) => article.id)) });
  } catch (error) {
    if (error instanceof CaseError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  if (only) cases = cases.filter((item) => item.id.includes(only) || item.category.includes(only));
  if (cases.length === 0) {
    console.error(`No cases match ${JSON.stringify(only)}`);
    return 2;
  }

  const started = performance.now();
  const results = await runCases(cases);
  const elapsed = performance.now() - started;

  for (const result of results) {
    if (!casePassed(result)) for (const line of formatFailures(result)) console.log(line);
    else if (verbose) console.log(`ok   ${result.id}${result.variant === 'plain' ? '' : ` [${result.variant}]`}`);
  }
  console.log('');
  console.log(formatVariantSummary(summariseVariants(results)));
  const turns = results.reduce((sum, result) => sum + result.turns, 0);
  console.log(`\n${cases.length} cases played ${results.length} times, ${turns} turns in ${(elapsed / 1000).toFixed(2)} s`);
  const unmet = unmetThresholds(results);
  for (const line of unmet) console.log(`BELOW THRESHOLD ${line}`);
  return unmet.length === 0 ? 0 : 1;
}

let finished = false;
// an evaluation that never finishes (a promise nothing settles) must not pass as exit code 0
process.on('beforeExit', () => {
  if (finished) return;
  console.error('The evaluation stopped before it finished (a promise was never settled): no report.');
  process.exitCode = 1;
});

main().then(
  (code) => {
    finished = true;
    process.exitCode = code;
  },
  (error: unknown) => {
    finished = true;
    console.error(error);
    process.exitCode = 1;
  },
);
