import type { Citation, Message } from '@energy-advisor/contracts';
import type { MessageRow } from '../db/message.table';

/** Parses a stored JSON column, falling back when a row holds something unexpected. */
export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** A stored message as the API shows it (spec §3 Message). */
export function presentMessage(row: MessageRow): Message {
  return {
    id: row.id,
    content: row.content,
    sender: row.sender,
    timestamp: row.timestamp,
    citations: parseJson<Citation[]>(row.citations, []),
    ...(row.audio_url !== null && { audioUrl: row.audio_url }),
    ...(row.image_url !== null && { imageUrl: row.image_url }),
  };
}
