import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types';
import { requestVisitor } from '../identity/request-visitor';
import { canReadConversation, createApiToolRunner, type ToolCaller } from '../pipelines/api-tool-runner';
import type { PlanContext } from '../pipelines/rule-planner';
import type { ToolRunner } from '../pipelines/tools';

/**
 * The tools of one request, run as requests to this app (`inject`: the same routes, schemas and
 * identity checks as from a browser), acting for the caller: their visitor token and the ids they
 * sent, nothing else. A visitor token that is sent but unknown or expired answers 401 here, as on
 * every route that reads it, so the client fetches a new one.
 */
export async function callerTools(
  app: App,
  request: FastifyRequest,
  ids: { userId?: string | undefined; projectId?: string | undefined; conversationId?: string | undefined },
): Promise<{ run: ToolRunner; context: PlanContext }> {
  await requestVisitor(app.storage.visitors, request.headers.authorization);
  const caller: ToolCaller = { authorization: request.headers.authorization, ...ids };
  const run = createApiToolRunner(async ({ method, url, headers }) => {
    const response = await app.inject({ method, url, headers });
    let body: unknown;
    try {
      body = response.json();
    } catch {
      body = { error: 'internal_error', message: `GET ${url.split('?')[0] ?? url} did not answer JSON` };
    }
    return { statusCode: response.statusCode, body };
  }, caller);
  return { run, context: { conversation: canReadConversation(caller), userId: ids.userId, projectId: ids.projectId } };
}

/** Aborts when the client goes away before the answer is sent, so a model call does not outlive it. */
export function requestSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
