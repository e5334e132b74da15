/**
 * The typing effect's text: the first `count` visible characters of a Markdown source,
 * with bold, italic, inline code and links kept well-formed so the partial text renders formatted
 * (`Use **double gl**` rather than `Use **double gl`). Markers and link URLs are not counted.
 * Answers the source unchanged once `count` reaches its visible length.
 */
export function revealMarkdown(source: string, count: number): string {
  if (count >= visibleLength(source)) return source;
  let out = '';
  let shown = 0;
  const open: string[] = [];
  let index = 0;
  while (index < source.length && shown < count) {
    const token = readToken(source, index, open);
    if (token.kind === 'marker') {
      if (open.at(-1) === token.text) open.pop();
      else open.push(token.text);
      out += token.text;
    } else if (token.kind === 'wrapped') {
      const visible = token.inner.slice(0, count - shown);
      out += token.before + visible + token.after;
      shown += visible.length;
    } else {
      out += token.text;
      shown += 1;
    }
    index = token.end;
  }
  return out + open.reverse().join('');
}

/** How many characters the typing effect reveals in all. */
export function visibleLength(source: string): number {
  let total = 0;
  const open: string[] = [];
  let index = 0;
  while (index < source.length) {
    const token = readToken(source, index, open);
    if (token.kind === 'marker') {
      if (open.at(-1) === token.text) open.pop();
      else open.push(token.text);
    } else total += token.kind === 'wrapped' ? token.inner.length : 1;
    index = token.end;
  }
  return total;
}

type Token =
  | { kind: 'char'; text: string; end: number }
  | { kind: 'marker'; text: string; end: number }
  | { kind: 'wrapped'; before: string; inner: string; after: string; end: number };

const LINK = /^\[([^\]\n]*)\]\(([^)\s]*)\)/;
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isWord = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

function readToken(source: string, index: number, open: readonly string[]): Token {
  const char = source[index] as string;
  const rest = source.slice(index);
  if (char === '\\' && index + 1 < source.length) return { kind: 'char', text: source.slice(index, index + 2), end: index + 2 };
  if (char === '`') {
    const close = source.indexOf('`', index + 1);
    if (close > index) return { kind: 'wrapped', before: '`', inner: source.slice(index + 1, close), after: '`', end: close + 1 };
  }
  if (char === '[') {
    const link = LINK.exec(rest);
    if (link) return { kind: 'wrapped', before: '[', inner: link[1] ?? '', after: `](${link[2] ?? ''})`, end: index + link[0].length };
  }
  if (char === '*' || char === '_') {
    const marker = source[index + 1] === char ? char + char : char;
    const before = source[index - 1];
    const after = source[index + marker.length];
    const closing = open.at(-1) === marker && !isSpace(before);
    const opening = !isSpace(after) && !(char === '_' && isWord(before));
    if (closing || opening) return { kind: 'marker', text: marker, end: index + marker.length };
  }
  return { kind: 'char', text: char, end: index + 1 };
}
