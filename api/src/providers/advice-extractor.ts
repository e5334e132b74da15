/**
 * Incremental extraction of the top-level `"advice"` string from a JSON object that arrives in
 * pieces (the model's structured output while it streams). Each `push` returns the advice text that
 * became known with that piece, decoded (escapes, \uXXXX, surrogate pairs), so it can be streamed
 * to the visitor before the JSON is complete. Everything outside the top-level object (a code fence,
 * say) and every other member is skipped; the final, complete JSON is still parsed separately.
 */
export class AdviceExtractor {
  /** Open containers, innermost last. */
  private readonly containers: ('object' | 'array')[] = [];
  /** Whether the next string in the innermost object is a member name. */
  private expectKey = false;
  private stringRole: 'key' | 'advice' | 'other' | null = null;
  private escape: 'none' | 'backslash' | 'unicode' = 'none';
  private unicodeDigits = '';
  private pendingHighSurrogate: number | null = null;
  private keyBuffer = '';
  /** The last member name of the top-level object. */
  private topLevelKey: string | null = null;
  private adviceClosed = false;
  private advice = '';
  private output = '';

  /** Feeds the next piece of JSON text; returns the newly decoded advice text ('' when none). */
  push(fragment: string): string {
    this.output = '';
    for (const character of fragment) this.consume(character);
    this.advice += this.output;
    return this.output;
  }

  /** The advice decoded so far. */
  get text(): string {
    return this.advice;
  }

  private consume(character: string): void {
    if (this.stringRole !== null) {
      this.consumeInString(character);
      return;
    }
    const innermost = this.containers.at(-1);
    switch (character) {
      case '{':
      case '[':
        this.containers.push(character === '{' ? 'object' : 'array');
        this.expectKey = character === '{';
        return;
      case '}':
      case ']':
        this.containers.pop();
        this.expectKey = false;
        return;
      case ',':
        this.expectKey = innermost === 'object';
        return;
      case ':':
        this.expectKey = false;
        return;
      case '"':
        if (innermost === 'object' && this.expectKey) {
          this.stringRole = 'key';
          this.keyBuffer = '';
        } else if (this.containers.length === 1 && innermost === 'object' && this.topLevelKey === 'advice' && !this.adviceClosed) {
          this.stringRole = 'advice';
        } else {
          this.stringRole = 'other';
        }
        return;
      default:
        return;
    }
  }

  private consumeInString(character: string): void {
    if (this.escape === 'backslash') {
      this.escape = 'none';
      if (character === 'u') {
        this.escape = 'unicode';
        this.unicodeDigits = '';
        return;
      }
      const simple: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
      this.emit(simple[character] ?? character);
      return;
    }
    if (this.escape === 'unicode') {
      this.unicodeDigits += character;
      if (this.unicodeDigits.length === 4) {
        this.escape = 'none';
        const code = Number.parseInt(this.unicodeDigits, 16);
        this.emitCodeUnit(Number.isNaN(code) ? 0xfffd : code);
      }
      return;
    }
    if (character === '\\') {
      this.escape = 'backslash';
    } else if (character === '"') {
      this.endString();
    } else {
      this.emit(character);
    }
  }

  private endString(): void {
    this.flushLoneSurrogate();
    if (this.stringRole === 'key' && this.containers.length === 1) this.topLevelKey = this.keyBuffer;
    if (this.stringRole === 'advice') this.adviceClosed = true;
    this.stringRole = null;
  }

  /** A \uXXXX unit: high surrogates wait for their low half so no chunk carries half a character. */
  private emitCodeUnit(code: number): void {
    if (code >= 0xd800 && code <= 0xdbff) {
      this.flushLoneSurrogate();
      this.pendingHighSurrogate = code;
      return;
    }
    if (code >= 0xdc00 && code <= 0xdfff && this.pendingHighSurrogate !== null) {
      const high = this.pendingHighSurrogate;
      this.pendingHighSurrogate = null;
      this.append(String.fromCharCode(high, code));
      return;
    }
    this.emit(code >= 0xdc00 && code <= 0xdfff ? '\ufffd' : String.fromCharCode(code));
  }

  private emit(text: string): void {
    this.flushLoneSurrogate();
    this.append(text);
  }

  private flushLoneSurrogate(): void {
    if (this.pendingHighSurrogate === null) return;
    this.pendingHighSurrogate = null;
    this.append('\ufffd');
  }

  private append(text: string): void {
    if (this.stringRole === 'key') this.keyBuffer += text;
    else if (this.stringRole === 'advice') this.output += text;
  }
}
