import { API_ROUTES, feedbackMessageId } from '@energy-advisor/contracts/constants';
import type {
  BuildingDetails,
  Conversation,
  ConversationList,
  ConversationQuery,
  CreateConversationRequest,
  CreatedConversation,
  FeedbackAnswer,
  FeedbackRequest,
  PatchConversationRequest,
  PostMessageAnswer,
  PostMessageRequest,
  Transcript,
  UpdateBuildingDetailsAnswer,
} from '@energy-advisor/contracts';
import { UnexpectedAnswerError } from './errors';
import { toInput, type Http } from './http';

/** GET /api/conversations?userId — the user's conversations, newest first (callers cache it 60 s). */
export function listConversations(http: Http, userId: string): Promise<ConversationList> {
  return http.get(toInput(API_ROUTES.conversations), { searchParams: { userId } }).json<ConversationList>();
}

/**
 * GET /api/conversations?projectId&userId[&id] — one conversation with its messages; the newest
 * of the user and project when `id` is absent (callers cache it 10 s).
 */
export function getConversation(http: Http, query: ConversationQuery): Promise<Conversation> {
  const { userId, projectId, id } = query;
  // ky leaves out undefined search parameters.
  return http
    .get(toInput(API_ROUTES.conversations), { searchParams: { userId, projectId, id } })
    .json<Conversation>();
}

/**
 * POST /api/conversations — creates a conversation. A 2xx answer that is not JSON or has no id
 * throws {@link UnexpectedAnswerError}, which the widget shows as "Error starting new conversation".
 */
export async function createConversation(http: Http, request: CreateConversationRequest): Promise<CreatedConversation> {
  const text = await http.post(toInput(API_ROUTES.conversations), { json: request }).text();
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw new UnexpectedAnswerError(API_ROUTES.conversations, 'the answer is not JSON');
  }
  if (typeof answer !== 'object' || answer === null || typeof (answer as { id?: unknown }).id !== 'string') {
    throw new UnexpectedAnswerError(API_ROUTES.conversations, 'the answer has no conversation id');
  }
  return answer as CreatedConversation;
}

/**
 * PATCH /api/conversations/{id} — moves the conversation to another project and/or replaces its
 * building details. An object passed as `buildingDetails` is sent as a JSON string, as the API expects.
 */
export async function patchConversation(
  http: Http,
  id: string,
  changes: { projectId?: string; buildingDetails?: BuildingDetails | string },
): Promise<void> {
  const { projectId, buildingDetails } = changes;
  const body: PatchConversationRequest = {
    ...(projectId !== undefined ? { projectId } : {}),
    ...(buildingDetails !== undefined
      ? { buildingDetails: typeof buildingDetails === 'string' ? buildingDetails : JSON.stringify(buildingDetails) }
      : {}),
  };
  await http.patch(toInput(API_ROUTES.conversation(id)), { json: body }).text();
}

/** POST /api/conversations/{id}/update-building-details */
export function updateBuildingDetails(
  http: Http,
  id: string,
  buildingDetails: BuildingDetails,
): Promise<UpdateBuildingDetailsAnswer> {
  return http
    .post(toInput(API_ROUTES.updateBuildingDetails(id)), { json: { buildingDetails } })
    .json<UpdateBuildingDetailsAnswer>();
}

/** GET /api/conversations/{id}/transcript — the messages, oldest first. */
export function getTranscript(http: Http, id: string): Promise<Transcript> {
  return http.get(toInput(API_ROUTES.conversationTranscript(id))).json<Transcript>();
}

/** POST /api/conversations/message — stores the user message and answers the advisor's reply. */
export function sendMessage(http: Http, request: PostMessageRequest): Promise<PostMessageAnswer> {
  return http.post(toInput(API_ROUTES.conversationMessage), { json: request }).json<PostMessageAnswer>();
}

/**
 * POST /api/analysis/feedback. `messageId` may be a string: its digits are sent ("msg-42" → 42,
 * no digits → 0), because the API stores integer message ids.
 */
export function submitFeedback(http: Http, feedback: FeedbackRequest): Promise<FeedbackAnswer> {
  const json = { ...feedback, messageId: feedbackMessageId(feedback.messageId) };
  return http.post(toInput(API_ROUTES.feedback), { json }).json<FeedbackAnswer>();
}
