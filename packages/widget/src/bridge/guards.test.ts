import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BridgeInMessageSchema } from '@energy-advisor/contracts';
import { describe, expect, it } from 'vitest';
import { BRIDGE_IN_TYPES, isBridgeInMessage, isPlainObject, readBridgeInMessage } from './guards';

/** TypeBox is resolved the way the contracts package resolves it: the widget itself never depends on it. */
async function loadSchemaCheck(): Promise<(value: unknown) => boolean> {
  const require = createRequire(join(import.meta.dirname, '../../../contracts/package.json'));
  const { Value } = (await import(pathToFileURL(require.resolve('typebox/value')).href)) as {
    Value: { Check(schema: unknown, value: unknown): boolean };
  };
  return (value) => Value.Check(BridgeInMessageSchema, value);
}

const T = BRIDGE_IN_TYPES;
const emoji = '\u{1F3E0}'; // one code point, two UTF-16 units

/** Messages both the schema and the guard accept. */
const valid: unknown[] = [
  { type: T.setBuildingDetails, buildingDetails: {} },
  { type: T.setBuildingDetails, buildingDetails: { floorArea: 180, climateZone: '6', walls: { insulation: 'R2.5' } } },
  { type: T.setUserId, userId: 'user-456' },
  { type: T.setUserId, userId: ' padded ' },
  { type: T.setUserId, userId: 'u'.repeat(200) },
  { type: T.setUserId, userId: emoji.repeat(200) },
  { type: T.setProjectId, projectId: 'project-123' },
  { type: T.setJobId, jobId: 'job-9' },
  { type: T.setIdentityToken, identityToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1In0.c2lnbmF0dXJl' },
  { type: T.setIdentityToken, identityToken: `a.b.${'c'.repeat(4092)}` },
  { type: T.requestConversationId },
  { type: T.sendMessage, message: 'How do I improve my star rating?' },
  { type: T.sendMessage, message: '   ' },
  { type: T.sendMessage, message: 'm'.repeat(4000) },
  { type: T.sendMessage, message: emoji.repeat(4000) },
  { type: T.reloadTranscript },
  { type: T.buildingDetailsUpdated },
  { type: T.buildingDetailsUpdated, buildingDetails: undefined },
  { type: T.buildingDetailsUpdated, buildingDetails: { storeys: 2 } },
  { type: T.setUserId, userId: 'extra fields are allowed', extra: true },
];

/** Messages both the schema and the guard refuse. */
const invalid: unknown[] = [
  null,
  undefined,
  'ENERGY_ADVISOR_REQUEST_CONVERSATION_ID',
  JSON.stringify({ type: T.requestConversationId }),
  42,
  [],
  {},
  { type: 'ENERGY_ADVISOR_UNKNOWN' },
  { type: 'ENERGY_ADVISOR_toString' },
  { type: 'ENERGY_ADVISOR_constructor' },
  { type: 'energy_advisor_set_user_id', userId: 'u' },
  { type: 'SET_USER_ID', userId: 'u' },
  { type: `${T.setUserId} `, userId: 'u' },
  { type: 'CHAT_READY', source: 'energy-advisor', conversationId: null },
  { type: T.setUserId },
  { type: T.setUserId, userId: '' },
  { type: T.setUserId, userId: ' \t\n' },
  { type: T.setUserId, userId: 'u'.repeat(201) },
  { type: T.setUserId, userId: emoji.repeat(201) },
  { type: T.setUserId, userId: 456 },
  { type: T.setUserId, userId: null },
  { type: T.setProjectId, projectId: '' },
  { type: T.setProjectId, projectId: ['project-123'] },
  { type: T.setJobId, jobId: 'j'.repeat(201) },
  { type: T.setJobId, jobId: {} },
  { type: T.setUserId, userId: 'line\nbreak' },
  { type: T.setUserId, userId: 'bell\u0007' },
  { type: T.setProjectId, projectId: 'separator\u2028' },
  { type: T.setIdentityToken },
  { type: T.setIdentityToken, identityToken: 'a.b.c' },
  { type: T.setIdentityToken, identityToken: 'not a token at all, just words' },
  { type: T.setIdentityToken, identityToken: 'header.payload.signature.extra' },
  { type: T.setIdentityToken, identityToken: 'header.pay+load.signature/==' },
  { type: T.setIdentityToken, identityToken: `a.b.${'c'.repeat(4093)}` },
  { type: T.setIdentityToken, identityToken: 42 },
  { type: T.setBuildingDetails },
  { type: T.setBuildingDetails, buildingDetails: null },
  { type: T.setBuildingDetails, buildingDetails: '{"floorArea":180}' },
  { type: T.setBuildingDetails, buildingDetails: [1, 2] },
  { type: T.sendMessage },
  { type: T.sendMessage, message: 'm'.repeat(4001) },
  { type: T.sendMessage, message: emoji.repeat(4001) },
  { type: T.sendMessage, message: 7 },
  { type: T.sendMessage, message: { text: 'hi' } },
  { type: T.buildingDetailsUpdated, buildingDetails: null },
  { type: T.buildingDetailsUpdated, buildingDetails: 'storeys=2' },
];

describe('isBridgeInMessage', () => {
  it.each(valid.map((value) => [value]))('accepts %j', (value) => {
    expect(isBridgeInMessage(value)).toBe(true);
  });

  it.each(invalid.map((value) => [value]))('refuses %j', (value) => {
    expect(isBridgeInMessage(value)).toBe(false);
  });

  it('agrees with the TypeBox schema of the contracts on every case', async () => {
    const schemaCheck = await loadSchemaCheck();
    for (const value of [...valid, ...invalid]) {
      expect({ value, accepted: isBridgeInMessage(value) }).toEqual({ value, accepted: schemaCheck(value) });
    }
  });

  it('is stricter than the schema on purpose: building details must be a plain object', async () => {
    const schemaCheck = await loadSchemaCheck();
    for (const buildingDetails of [new Date(0), new Map([['a', 1]]), new (class Details {})()]) {
      const message = { type: T.setBuildingDetails, buildingDetails };
      expect(schemaCheck(message)).toBe(true);
      expect(isBridgeInMessage(message)).toBe(false);
    }
    expect(isBridgeInMessage({ type: T.setBuildingDetails, buildingDetails: Object.create(null) })).toBe(true);
  });
});

describe('readBridgeInMessage', () => {
  it('returns a fresh object holding only the fields of the schema', () => {
    const data = { type: T.sendMessage, message: 'hello', conversationId: 'x' };
    const message = readBridgeInMessage(data);
    expect(message).toEqual({ type: T.sendMessage, message: 'hello' });
    expect(message).not.toBe(data);
    expect(Object.keys(message ?? {})).toEqual(['type', 'message']);
  });

  it('keeps an absent building details absent', () => {
    expect(readBridgeInMessage({ type: T.buildingDetailsUpdated, buildingDetails: undefined })).toEqual({
      type: T.buildingDetailsUpdated,
    });
  });
});

describe('isPlainObject', () => {
  it('accepts object literals and null-prototype objects only', () => {
    expect(isPlainObject({ a: 1 })).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject(JSON.parse('{"a":1}'))).toBe(true);
    for (const value of [null, undefined, 'x', 1, [], new Date(), new Map(), () => ({})]) {
      expect(isPlainObject(value)).toBe(false);
    }
  });
});
