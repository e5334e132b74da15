/**
 * Ogg/Opus for the tests, as Firefox's MediaRecorder uploads it: Debian has no Opus encoder here and
 * Chromium records only WebM, so the Opus packets of a Chromium WebM recording are repackaged into
 * Ogg pages (RFC 7845: an OpusHead page, an OpusTags page, then audio pages with granule positions).
 */

/** An EBML element: its id, where its data starts, and its size (null: unknown, as in live WebM). */
interface Element {
  id: number;
  start: number;
  size: number | null;
}

function readVint(bytes: Uint8Array, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = bytes[offset] as number;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    const byte = bytes[offset + i] as number;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readElement(bytes: Uint8Array, offset: number): Element & { headerLength: number } {
  const id = readVint(bytes, offset, true);
  const size = readVint(bytes, offset + id.length, false);
  return { id: id.value, start: offset + id.length + size.length, size: size.unknown ? null : size.value, headerLength: id.length + size.length };
}

const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const CODEC_PRIVATE = 0x63a2;
const CLUSTER = 0x1f43b675;
const SIMPLE_BLOCK = 0xa3;
/** Elements whose children are read; a live WebM's segment and clusters have unknown sizes. */
const CONTAINERS = new Set([SEGMENT, TRACKS, TRACK_ENTRY, CLUSTER]);

/** OpusHead and the audio packets of a single-track WebM/Opus recording. */
export function opusPacketsOfWebm(webm: Uint8Array): { head: Uint8Array; packets: Uint8Array[] } {
  let head: Uint8Array | null = null;
  const packets: Uint8Array[] = [];
  let offset = readElement(webm, 0).start + (readElement(webm, 0).size ?? 0); // past the EBML header
  while (offset < webm.length) {
    const element = readElement(webm, offset);
    const end = element.size === null ? webm.length : element.start + element.size;
    if (CONTAINERS.has(element.id)) {
      offset = element.start; // descend
      continue;
    }
    if (element.id === CODEC_PRIVATE) head = webm.slice(element.start, end);
    // track number (vint), 16-bit timecode, flags, then the frame (Chromium does not lace audio)
    if (element.id === SIMPLE_BLOCK) packets.push(webm.slice(element.start + readVint(webm, element.start, false).length + 3, end));
    offset = end;
  }
  if (!head) throw new Error('no OpusHead in the WebM recording');
  return { head, packets };
}

/** Samples (at 48 kHz) in an Opus packet, from its TOC byte (RFC 6716 §3.1). */
function samplesIn(packet: Uint8Array): number {
  const toc = packet[0] as number;
  const config = toc >> 3;
  const frameSamples = config < 12 ? [480, 960, 1920, 2880][config % 4] : config < 16 ? [480, 960][config % 2] : [120, 240, 480, 960][config % 4];
  const code = toc & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : (packet[1] as number) & 0x3f;
  return (frameSamples as number) * frames;
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function oggPage(packet: Uint8Array, { granule, sequence, flags }: { granule: number; sequence: number; flags: number }): Uint8Array {
  const lacing: number[] = [];
  for (let left = packet.length; ; left -= 255) {
    lacing.push(Math.min(left, 255));
    if (left < 255) break;
  }
  const page = new Uint8Array(27 + lacing.length + packet.length);
  const view = new DataView(page.buffer);
  page.set([0x4f, 0x67, 0x67, 0x53, 0, flags]);
  view.setBigInt64(6, BigInt(granule), true);
  view.setUint32(14, 0x5eec7, true); // stream serial number
  view.setUint32(18, sequence, true);
  page[26] = lacing.length;
  page.set(lacing, 27);
  page.set(packet, 27 + lacing.length);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] as number)) >>> 0;
  view.setUint32(22, crc, true);
  return page;
}

/** A Chromium WebM/Opus recording repackaged as Ogg/Opus, one packet per page. */
export function webmToOggOpus(webm: Uint8Array): Buffer {
  const { head, packets } = opusPacketsOfWebm(webm);
  const tags = new Uint8Array([...new TextEncoder().encode('OpusTags'), 4, 0, 0, 0, ...new TextEncoder().encode('test'), 0, 0, 0, 0]);
  const pages = [oggPage(head, { granule: 0, sequence: 0, flags: 0x02 }), oggPage(tags, { granule: 0, sequence: 1, flags: 0 })];
  let granule = 0;
  packets.forEach((packet, index) => {
    granule += samplesIn(packet);
    pages.push(oggPage(packet, { granule, sequence: index + 2, flags: index === packets.length - 1 ? 0x04 : 0 }));
  });
  return Buffer.concat(pages);
}
