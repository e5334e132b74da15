import { BaseCallbackHandler } from '@langchain/core/callbacks/base';
import type { PipelineStep } from '@energy-advisor/contracts';

/** The pipeline's steps by their run names (see chain-pipeline.ts). */
export const CHAIN_STEPS = ['retrieve', 'prompt', 'model', 'parse'] as const;
type ChainStep = (typeof CHAIN_STEPS)[number];

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

  override handleChainStart(_chain: unknown, _inputs: unknown, runId: string, _runType?: string, _tags?: string[], _metadata?: Record<string, unknown>, runName?: string): void {
    if (runName === 'prompt' || runName === 'parse') this.start(runId, runName);
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
