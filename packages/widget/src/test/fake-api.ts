import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Citation, Message } from '@energy-advisor/contracts';
import { createFakeVisitors, type FakeVisitor } from './fake-visitors';

/** A request the fake API received. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The Authorization header, if any. */
  authorization: string | undefined;
}

interface StoredConversation {
  id: string;
  projectId: string;
  userId: string;
  createdAt: string;
  messages: Message[];
  /** The visitor whose token created it (none for a seeded one: any token of its user lists it). */
  visitorId?: string | undefined;
}

/** How the fake advisor answers a turn; tests change it. */
export interface FakeAdvisor {
  advice: string;
  nextQuestion: string;
  citations: Citation[];
  /** Stream the reply over the socket in this many chunks before answering (0: no streaming). */
  chunks: number;
  /** Answer HTTP before sending the completing chunk. */
  answerBeforeComplete: boolean;
  salesStatus: number;
  reasoningStatus: number;
  feedbackStatus: number;
  createStatus: number;
  voiceStatus: number;
}

/**
 * Test support: a real HTTP + WebSocket server on 127.0.0.1 that behaves like the API for the
 * calls the widget makes (visitors, conversations, sales chat with thinking stages and streamed
 * chunks, reasoning message, feedback, knowledge, voice), keeping everything in memory. Visitor
 * tokens as the API has them: the userId list answers 401 without a valid token, any call with an
 * invalid one answers 401, and a list shows only what the visitor may see (`fake-visitors.ts`).
 */
export async function startFakeApi() {
  const requests: SeenRequest[] = [];
  const visitors = createFakeVisitors();
  const conversations = new Map<string, StoredConversation>();
  const sockets = new Map<WebSocket, string>();
  const frames: unknown[] = [];
  let nextMessageId = 1;
  const advisor: FakeAdvisor = {
    advice: 'Insulate the **ceiling** first.',
    nextQuestion: 'Which town or city is your build in?',
    citations: [{ id: 'ceiling-insulation', type: 'knowledge', title: 'Ceiling insulation' }],
    chunks: 0,
    answerBeforeComplete: false,
    salesStatus: 200,
    reasoningStatus: 200,
    feedbackStatus: 201,
    createStatus: 201,
    voiceStatus: 503,
  };

  const publish = (conversationId: string, message: object) => {
    for (const [socket, registered] of sockets) {
      if (registered === conversationId) socket.send(JSON.stringify({ ...message, conversationId }));
    }
  };
  const conversationOf = (id: unknown, userId: string, projectId: string, visitor: FakeVisitor | undefined) => {
    if (typeof id === 'string' && conversations.has(id)) return conversations.get(id) as StoredConversation;
    return create(userId, projectId, visitor);
  };
  const create = (userId: string, projectId: string, visitor: FakeVisitor | undefined): StoredConversation => {
    const conversation = { id: randomUUID(), userId, projectId, createdAt: new Date().toISOString(), messages: [], visitorId: visitor?.id };
    conversations.set(conversation.id, conversation);
    return conversation;
  };
  const store = (conversation: StoredConversation, sender: Message['sender'], content: string, citations: Citation[] = []) => {
    const message: Message = { id: nextMessageId++, sender, content, timestamp: new Date().toISOString(), citations };
    conversation.messages.push(message);
    return message;
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

  async function runTurn(conversation: StoredConversation, text: string) {
    const content = [advisor.advice, advisor.nextQuestion].filter(Boolean).join('\n\n');
    const streamId = `stream-${randomUUID()}`;
    if (advisor.chunks > 0) {
      publish(conversation.id, { type: 'thinking_update', stage: 'Finding your climate zone...' });
      await pause();
      const size = Math.ceil(content.length / advisor.chunks);
      for (let start = 0; start < content.length; start += size) {
        publish(conversation.id, { type: 'streamingChunk', messageId: streamId, content: content.slice(start, start + size), isComplete: false });
        await pause();
      }
    }
    const user = store(conversation, 'user', text);
    const reply = store(conversation, 'assistant', content, advisor.citations);
    const complete = () =>
      advisor.chunks > 0 &&
      publish(conversation.id, { type: 'streamingChunk', messageId: streamId, content: '', isComplete: true, citations: advisor.citations });
    return { content, user, reply, complete };
  }

  async function handle(request: SeenRequest, response: ServerResponse) {
    const send = (status: number, value?: unknown) => {
      response.statusCode = status;
      if (value !== undefined) response.setHeader('content-type', 'application/json');
      response.end(value === undefined ? '' : JSON.stringify(value));
    };
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { method, path } = request;
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/api/visitors') {
      const answer = visitors.create(body);
      return send(answer.status, answer.body);
    }
    const visitor = visitors.of(request.authorization);
    if (visitor === 'invalid') return send(401, { error: 'unauthorized', message: 'A valid visitor token is required' });
    if (method === 'GET' && path === '/api/conversations') {
      if (!visitor) return send(401, { error: 'unauthorized', message: 'A valid visitor token is required' });
      const userId = request.query.get('userId') ?? '';
      const list = [...conversations.values()].filter((c) => c.userId === userId && visitors.mayList(visitor, userId, c.visitorId));
      return send(200, list.map(({ id, projectId, createdAt }) => ({ id, projectId, createdAt })).reverse());
    }
    if (method === 'POST' && path === '/api/conversations') {
      if (advisor.createStatus !== 201) return send(advisor.createStatus, { error: 'internal_error', message: 'Something went wrong' });
      const { id, projectId, userId, createdAt } = create(String(body.userId), String(body.projectId), visitor);
      return send(201, { id, projectId, userId, createdAt });
    }
    if ((match = path.match(/^\/api\/conversations\/([^/]+)$/)) && method === 'PATCH') {
      const conversation = conversations.get(decodeURIComponent(match[1] as string));
      if (!conversation) return send(404, { error: 'not_found', message: 'Conversation not found' });
      if (typeof body.projectId === 'string') conversation.projectId = body.projectId;
      return send(200, conversation);
    }
    if ((match = path.match(/^\/api\/conversations\/([^/]+)\/transcript$/))) {
      const conversation = conversations.get(decodeURIComponent(match[1] as string));
      return conversation ? send(200, conversation.messages) : send(404, { error: 'not_found', message: 'Conversation not found' });
    }
    if ((match = path.match(/^\/api\/conversations\/([^/]+)\/update-building-details$/))) {
      return send(200, { success: true, buildingDetails: body.buildingDetails });
    }
    if (path === '/api/optimized-sales/chat') {
      if (advisor.salesStatus !== 200) return send(advisor.salesStatus, { error: 'internal_error', message: 'Something went wrong' });
      const conversation = conversationOf(body.conversationId, String(body.userId), String(body.projectId), visitor);
      const turn = await runTurn(conversation, String(body.message));
      if (!advisor.answerBeforeComplete) turn.complete();
      else setTimeout(turn.complete, 40);
      return send(200, {
        advice: advisor.advice,
        next_question: advisor.nextQuestion,
        content: turn.content,
        citations: advisor.citations,
        conversation_id: conversation.id,
        collected_variables: {},
        model_used: 'fake',
        is_lead_form: false,
        user_message_id: turn.user.id,
        assistant_message_id: turn.reply.id,
      });
    }
    if (path === '/api/reasoning-message') {
      if (advisor.reasoningStatus !== 200) return send(advisor.reasoningStatus, { error: 'internal_error', message: 'Advisor unavailable' });
      const conversation = conversationOf(body.conversationId, String(body.userId), String(body.projectId), visitor);
      const turn = await runTurn(conversation, String(body.content));
      turn.complete();
      const { id, timestamp } = turn.reply;
      return send(200, { id, userMessageId: turn.user.id, content: turn.content, timestamp, citations: advisor.citations, conversationId: conversation.id });
    }
    if (path === '/api/analysis/feedback') {
      return advisor.feedbackStatus === 201 ? send(201, { success: true, id: 1, messageId: body.messageId }) : send(advisor.feedbackStatus, { error: 'internal_error', message: 'x' });
    }
    if (path === '/api/conversations/voice') {
      return send(advisor.voiceStatus, { error: 'not_configured', message: 'Voice transcription is not configured on this server.' });
    }
    if ((match = path.match(/^\/api\/knowledge\/([^/]+)$/))) {
      return send(200, { id: match[1], title: `Article ${match[1]}`, summary: '', sources: [], checked: '2025-01-01' });
    }
    return send(404, { error: 'not_found', message: `No API endpoint ${method} ${path}` });
  }

  const server = createServer((req: IncomingMessage, res) => {
    // CORS as the API grants it to an ALLOWED_ORIGINS page: a test page on another origin may call it.
    if (req.headers.origin) {
      res.setHeader('access-control-allow-origin', req.headers.origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'GET, POST, PATCH, DELETE');
      res.setHeader('access-control-allow-headers', 'content-type, authorization');
      res.statusCode = 204;
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake.invalid');
      const text = Buffer.concat(chunks).toString();
      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // multipart or text: kept as is
      }
      const seen: SeenRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body, authorization: req.headers.authorization };
      requests.push(seen);
      void handle(seen, res);
    });
  });
  const wss = new WebSocketServer({ server, path: '/ws' });
  wss.on('connection', (socket) => {
    sockets.set(socket, '');
    const connectionId = randomUUID();
    socket.send(JSON.stringify({ type: 'connected', connectionId }));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; conversationId?: string };
      frames.push(frame);
      if (frame.type === 'register' && frame.conversationId) {
        sockets.set(socket, frame.conversationId);
        socket.send(JSON.stringify({ type: 'registered', conversationId: frame.conversationId }));
      }
      if (frame.type === 'client_ready') socket.send(JSON.stringify({ type: 'ready', connectionId }));
    });
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    frames,
    conversations,
    advisor,
    visitors,
    /** Adds a stored conversation (for lookup tests). */
    seed(conversation: Omit<StoredConversation, 'messages'> & { messages?: Message[] }) {
      conversations.set(conversation.id, { messages: [], ...conversation });
    },
    openSockets: () => sockets.size,
    /** Closes every open socket with `code`, as the API does (1001 while an instance drains). */
    closeSockets(code: number, reason = '') {
      for (const socket of sockets.keys()) socket.close(code, reason);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets.keys()) socket.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fake API's handle. */
export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;
