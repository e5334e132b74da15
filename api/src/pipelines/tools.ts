/**
 * The tools the reasoning agents plan over and run: our own API's lookups (a postcode's climate
 * zone, localities by name), the knowledge base, and the caller's own conversation. Each is a GET on
 * this API, so a tool answers exactly what the public endpoint answers, with its identity checks.
 */
import type { ToolCall } from '@energy-advisor/contracts';
import Type, { type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { API_ROUTES } from '@energy-advisor/contracts/constants';

export const TOOL_NAMES = ['climate_zone_lookup', 'locality_search', 'knowledge_search', 'visitor_conversation'] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** A tool as a model sees it (its parameters as JSON Schema) and the endpoint it calls. */
export interface ToolSpec {
  name: ToolName;
  description: string;
  parameters: TSchema;
  /** The endpoint, as the API documents it. */
  endpoint: string;
  /** api: a lookup on our API; knowledge: the knowledge base (retrieval, reported as RAG data). */
  kind: 'api' | 'knowledge';
}

const PostcodeArgs = Type.Object({ postcode: Type.String({ pattern: '^[0-9]{3,4}$', description: 'an Australian postcode, e.g. 3350' }) }, { additionalProperties: false });
const LocalityArgs = Type.Object({ q: Type.String({ minLength: 2, maxLength: 100, description: 'a town or suburb name as written, e.g. Ballarat' }) }, { additionalProperties: false });
const KnowledgeArgs = Type.Object({ q: Type.String({ minLength: 2, maxLength: 200, description: 'what to look up, in plain words' }) }, { additionalProperties: false });
const NoArgs = Type.Object({}, { additionalProperties: false });

export const TOOLS: Readonly<Record<ToolName, ToolSpec>> = {
  climate_zone_lookup: {
    name: 'climate_zone_lookup',
    description: "The NCC and NatHERS climate zones of an Australian postcode, with the zone's source and confidence.",
    parameters: PostcodeArgs,
    endpoint: '/api/climate-zones/{postcode}',
    kind: 'api',
  },
  locality_search: {
    name: 'locality_search',
    description: 'Australian towns and suburbs matching a name (typos forgiven), each with its state, postcode and climate zones.',
    parameters: LocalityArgs,
    endpoint: `${API_ROUTES.localities}?q={q}`,
    kind: 'api',
  },
  knowledge_search: {
    name: 'knowledge_search',
    description: "Search the energy-efficiency knowledge base (Australian homes: star ratings, insulation, windows, heating, hot water, solar, rebates). Answers articles' ids, titles and summaries.",
    parameters: KnowledgeArgs,
    endpoint: `${API_ROUTES.knowledgeSearch}?q={q}`,
    kind: 'knowledge',
  },
  visitor_conversation: {
    name: 'visitor_conversation',
    description: "The visitor's own conversation with the advisor: the details collected so far (location, climate zone, project and dwelling type...) and the latest messages.",
    parameters: NoArgs,
    endpoint: `${API_ROUTES.conversations}?userId={userId}&projectId={projectId}`,
    kind: 'api',
  },
};

const validators = Object.fromEntries(TOOL_NAMES.map((name) => [name, Compile(TOOLS[name].parameters)])) as Record<ToolName, ReturnType<typeof Compile>>;

export function isToolName(value: string): value is ToolName {
  return (TOOL_NAMES as readonly string[]).includes(value);
}

/** A tool to run with its arguments, and why the planner chose it. */
export interface ToolRequest {
  tool: ToolName;
  args: Record<string, string>;
  why: string;
}

/** A tool call that ran (the contract's ToolCall, every field set). */
export type ToolResult = Required<ToolCall>;

/** Runs one tool; never rejects for the tool's own failures (they are `ok: false` results). */
export type ToolRunner = (request: ToolRequest, signal?: AbortSignal) => Promise<ToolResult>;

/** Arguments a model sent for a tool, checked against its parameters; a string saying what is wrong otherwise. */
export function checkToolArguments(tool: ToolName, raw: string): Record<string, string> | string {
  let value: unknown;
  try {
    value = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    return 'the arguments are not JSON';
  }
  if (!validators[tool].Check(value)) {
    const [first] = validators[tool].Errors(value);
    return `invalid arguments${first ? `: ${first.instancePath || 'arguments'} ${first.message}` : ''}`;
  }
  return value as Record<string, string>;
}

/** The ids a conversation lookup acts with. */
export interface ToolIdentity {
  userId: string;
  projectId: string;
  conversationId?: string | undefined;
}

/** The spec's fallback ids (§6) when the caller names none. */
export const DEFAULT_TOOL_IDENTITY = { userId: 'default-user', projectId: 'demo-project' } as const;

/** The path and query a tool call requests on this API. */
export function toolUrl(request: Pick<ToolRequest, 'tool' | 'args'>, identity: ToolIdentity): string {
  const query = new URLSearchParams();
  switch (request.tool) {
    case 'climate_zone_lookup':
      return API_ROUTES.climateZone(request.args['postcode'] ?? '');
    case 'locality_search':
      query.set('q', request.args['q'] ?? '');
      query.set('limit', '5');
      return `${API_ROUTES.localities}?${query}`;
    case 'knowledge_search':
      query.set('q', request.args['q'] ?? '');
      query.set('limit', '4');
      return `${API_ROUTES.knowledgeSearch}?${query}`;
    case 'visitor_conversation':
      query.set('userId', identity.userId);
      if (identity.conversationId) query.set('id', identity.conversationId);
      else query.set('projectId', identity.projectId);
      return `${API_ROUTES.conversations}?${query}`;
  }
}

/** How a call reads in a plan and in the calls that ran: "GET /api/climate-zones/3350". */
export function describeCall(request: Pick<ToolRequest, 'tool' | 'args'>, caller: { userId?: string | undefined; projectId?: string | undefined; conversationId?: string | undefined } = {}): string {
  return `GET ${toolUrl(request, { ...DEFAULT_TOOL_IDENTITY, ...definedOnly(caller) })}`;
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}
