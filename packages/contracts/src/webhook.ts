import Type, { type Static } from 'typebox';
import { MessageTextSchema, NonBlankString } from './primitives';

/** The workflow-webhook payload: what /n8n-chat posts to the configured URL. */
export const WebhookRequestSchema = Type.Object({
  chatInput: MessageTextSchema,
  sessionId: NonBlankString({ maxLength: 200 }),
});
export type WebhookRequest = Static<typeof WebhookRequestSchema>;

/** The workflow-webhook answer: an n8n Respond node returning `output`. */
export const WebhookAnswerSchema = Type.Object({ output: Type.String() });
export type WebhookAnswer = Static<typeof WebhookAnswerSchema>;
