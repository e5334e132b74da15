import { AsyncLocalStorage } from 'node:async_hooks';
import { RunTree } from 'langsmith/run_trees';
import { AsyncLocalStorageProviderSingleton, withRunTree } from 'langsmith/singletons/traceable';

// LangChain keeps its run context in this store; @langchain/core sets it up too, whichever loads first
AsyncLocalStorageProviderSingleton.initializeGlobalInstance(new AsyncLocalStorage());

/**
 * Runs `run` (a LangChain invoke) inside a LangSmith run tree with tracing off. Rule: nothing of a
 * visitor's question leaves this server for LangSmith, whatever the environment says.
 * LANGCHAIN_TRACING_V2, LANGSMITH_TRACING and their like would otherwise make LangChain's callback
 * manager add a LangSmith tracer to every run (GET /info, POST /runs/multipart to
 * api.smith.langchain.com or LANGSMITH_ENDPOINT). A current run tree whose `tracingEnabled` is false
 * outranks the environment: no tracer is added and inherited ones are removed, for the run and every
 * runnable inside it (which run in run trees of their own with tracing off).
 */
export function untraced<T>(run: () => Promise<T>): Promise<T> {
  return withRunTree(new RunTree({ name: 'energy-advisor-chain', tracingEnabled: false }), run) as Promise<T>;
}
