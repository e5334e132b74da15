/**
 * Runs the agents' tools as requests to this API (through the app's own request pipeline: the same
 * routes, schemas and identity checks a browser meets). The visitor's conversation is read with the
 * caller's own credentials: their visitor token (forwarded only to that endpoint), or the
 * conversation id they sent (the id is the capability). Nobody reaches another visitor's data.
 */
import { DEFAULT_TOOL_IDENTITY, TOOLS, toolUrl, type ToolIdentity, type ToolRequest, type ToolRunner } from './tools';

/** One GET on this API; the app's `inject` in the routes. */
export type ApiCaller = (request: { method: 'GET'; url: string; headers: Record<string, string> }) => Promise<{ statusCode: number; body: unknown }>;

/** Who asks: the identity a conversation lookup acts with. */
export interface ToolCaller {
  /** The caller's Authorization header (a visitor token). */
  authorization?: string | undefined;
  userId?: string | undefined;
  projectId?: string | undefined;
  /** A conversation the caller named: its id is the capability. */
  conversationId?: string | undefined;
}

/** Conversation messages a tool hands on (the newest), and their longest text. */
export const CONVERSATION_MESSAGES = 10;
const MESSAGE_CHARS = 500;

/** Whether the caller can have a conversation to read: a conversation id, or a visitor token. */
export function canReadConversation(caller: ToolCaller): boolean {
  return caller.conversationId !== undefined || (caller.authorization !== undefined && caller.authorization !== '');
}

/** A {@link ToolRunner} over this API for one caller. */
export function createApiToolRunner(call: ApiCaller, caller: ToolCaller): ToolRunner {
  const identity: ToolIdentity = {
    userId: caller.userId ?? DEFAULT_TOOL_IDENTITY.userId,
    projectId: caller.projectId ?? DEFAULT_TOOL_IDENTITY.projectId,
    conversationId: caller.conversationId,
  };
  // the visitor token goes only to the conversation lookup, never to the other endpoints
  const headersFor = (tool: ToolRequest): Record<string, string> =>
    tool.tool === 'visitor_conversation' && caller.authorization ? { authorization: caller.authorization } : {};

  return async (tool) => {
    const started = performance.now();
    const url = toolUrl(tool, identity);
    const base = { tool: tool.tool, endpoint: TOOLS[tool.tool].endpoint, query: `GET ${url}` };
    let answer: { statusCode: number; body: unknown };
    try {
      answer = await call({ method: 'GET', url, headers: headersFor(tool) });
    } catch (error) {
      return { ...base, ok: false, response: { error: 'internal_error', message: error instanceof Error ? error.message : String(error) }, processingTimeMs: elapsed(started) };
    }
    const ok = answer.statusCode >= 200 && answer.statusCode < 300;
    const response = ok && tool.tool === 'visitor_conversation' ? trimConversation(answer.body) : answer.body;
    return { ...base, ok, response, processingTimeMs: elapsed(started) };
  };
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 100) / 100;
}

/** The part of a conversation the agents read: its collected details and its newest messages, shortened. */
function trimConversation(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const conversation = body as { id?: unknown; projectId?: unknown; collectedVariables?: unknown; buildingDetails?: unknown; messages?: unknown };
  const messages = Array.isArray(conversation.messages) ? (conversation.messages as { sender?: unknown; content?: unknown }[]) : [];
  return {
    id: conversation.id,
    projectId: conversation.projectId,
    collectedVariables: conversation.collectedVariables ?? {},
    buildingDetails: conversation.buildingDetails ?? {},
    messageCount: messages.length,
    messages: messages.slice(-CONVERSATION_MESSAGES).map((message) => ({
      sender: message.sender,
      content: typeof message.content === 'string' && message.content.length > MESSAGE_CHARS ? `${message.content.slice(0, MESSAGE_CHARS)}…` : message.content,
    })),
  };
}
