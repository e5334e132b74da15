import type { Citation, Message } from '@energy-advisor/contracts';
import type { MessageRow } from '../db/message.table';
import { parseJson } from '../db/json-column';
import { isStoppedReply } from '../chat/turn-records';

/** A stored message as the API shows it. */
export function presentMessage(row: MessageRow): Message {
  return {
    id: row.id,
    content: row.content,
    sender: row.sender,
    timestamp: row.timestamp,
    citations: parseJson<Citation[]>(row.citations, []),
    ...(row.audio_url !== null && { audioUrl: row.audio_url }),
    ...(row.image_url !== null && { imageUrl: row.image_url }),
    // a reply the visitor stopped while it was being written (see chat/turn-records.ts)
    ...(isStoppedReply(row.model_used) && { stopped: true }),
  };
}
