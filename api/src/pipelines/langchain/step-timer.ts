import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { PipelineStep } from '@energy-advisor/contracts';

/** The pipeline's steps by their run names (see chain-pipeline.ts). */
export const CHAIN_STEPS = ['lookup', 'retrieve', 'prompt', 'model', 'parse'] as const;
type ChainStep = (typeof CHAIN_STEPS)[number];
/** The steps timed from chain events (by run name); the retriever and the model have events of their own. */
const NAMED_CHAIN_STEPS: ReadonlySet<unknown> = new Set<ChainStep>(['lookup', 'prompt', 'parse']);

/**
 * Times the steps of a LangChain run from its callbacks (awaited, so each timestamp is taken when
 * the event happens): the retriever, the prompt, the chat model and the output parser, as they ran.
 */
export class StepTimer extends BaseCallbackHandler {
  name = 'step-timer';
  private readonly open = new Map<string, { step: ChainStep; started: number }>();
  private readonly done: PipelineStep[] = [];

  constructor(private readonly label = '') {
    super({ _awaitHandler: true });
  }

  /** The steps that ended (or failed), in the order they started. */
  steps(): PipelineStep[] {
    return [...this.done];
  }

  private start(runId: string, step: ChainStep | undefined): void {
    if (step) this.open.set(runId, { step, started: performance.now() });
  }

  private end(runId: string, detail?: string): void {
    const run = this.open.get(runId);
    if (!run) return;
    this.open.delete(runId);
    const name = this.label ? `${run.step} (${this.label})` : run.step;
    this.done.push({ name, processingTimeMs: Math.round((performance.now() - run.started) * 100) / 100, ...(detail && { detail }) });
  }

  /**
   * @langchain/core 1.4 calls this with (chain, inputs, runId, parentRunId, tags, metadata, runType,
   * runName), not in the order its declaration gives; the run name is looked for in both places.
   */
  override handleChainStart(_chain: unknown, _inputs: unknown, runId: string, ...rest: unknown[]): void {
    const step = [rest[4], rest[3]].find((name) => NAMED_CHAIN_STEPS.has(name)) as ChainStep | undefined;
    this.start(runId, step);
  }

  override handleChainEnd(_outputs: unknown, runId: string): void {
    this.end(runId);
  }

  override handleChainError(error: Error, runId: string): void {
    this.end(runId, `failed: ${error.name}`);
  }

  override handleRetrieverStart(_retriever: unknown, _query: string, runId: string): void {
    this.start(runId, 'retrieve');
  }

  override handleRetrieverEnd(documents: unknown[], runId: string): void {
    this.end(runId, `${documents.length} articles`);
  }

  override handleRetrieverError(error: Error, runId: string): void {
    this.end(runId, `failed: ${error.name}`);
  }

  override handleChatModelStart(_llm: unknown, _messages: unknown, runId: string): void {
    this.start(runId, 'model');
  }

  override handleLLMEnd(_output: unknown, runId: string): void {
    this.end(runId);
  }

  override handleLLMError(error: Error, runId: string): void {
    this.end(runId, `failed: ${error.name}`);
  }
}
