// HTML highlighting of name matches: the query's words wrapped in <mark> on the original text, everything else escaped.
import { foldText } from './text.js';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const HTML_SPECIAL = /[&<>"']/;

export function escapeHtml(text: string): string {
  // most names have none: the test is far cheaper than a replace with a callback
  return HTML_SPECIAL.test(text) ? text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!) : text;
}

/** Texts foldText() changes no other way than lower-casing, character by character: printable ASCII. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** The distinct folded words of a query. */
function queryWords(query: string): string[] {
  return [...new Set(foldText(query).split(/\s+/).filter(Boolean))];
}

/**
 * `text` as HTML with every occurrence of each query word (compared folded: case and accents ignored)
 * wrapped in `<mark>`, everything else escaped. A fuzzy match that shares no word is marked whole.
 */
export function highlightMatch(text: string, query: string): string {
  return highlightWords(text, queryWords(query));
}

/**
 * `text` folded character by character, with the offset in `text` of each folded code unit's character, so a match in
 * the folded text maps back to the original (a character may fold to several: ß → ss).
 */
export function foldWithStarts(text: string): { folded: string; starts: number[] } {
  const starts: number[] = [];
  let folded = '';
  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i)!;
    const ch = String.fromCodePoint(code);
    const f = code < 0x80 ? ch.toLowerCase() : foldChar(ch);
    for (let k = 0; k < f.length; k++) starts.push(i);
    folded += f;
    i += ch.length;
  }
  return { folded, starts };
}

/** foldText() of the non-ASCII characters met so far (a normalisation and three regexes each, ~1 µs, otherwise). */
const FOLDED_CHARS = new Map<string, string>();
/** A bound on it: a client may send any characters. */
const FOLDED_CHARS_MAX = 4096;

function foldChar(ch: string): string {
  let folded = FOLDED_CHARS.get(ch);
  if (folded === undefined) {
    folded = foldText(ch);
    if (FOLDED_CHARS.size < FOLDED_CHARS_MAX) FOLDED_CHARS.set(ch, folded);
  }
  return folded;
}

function highlightWords(text: string, words: readonly string[]): string {
  // ASCII folds in place (offsets kept): no offsets to map back
  let starts: number[] | null = null;
  let folded: string;
  if (PRINTABLE_ASCII.test(text)) folded = text.toLowerCase();
  else ({ folded, starts } = foldWithStarts(text));
  const startOf = (at: number) => (starts ? starts[at]! : at);
  // the marked spans of the original text, [from, to) pairs; a search answer highlights twenty texts, so no array per
  // character: spans are few (a word or two per text)
  const spans: number[] = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
      const from = startOf(at);
      const to = at + word.length < folded.length ? startOf(at + word.length) : text.length;
      if (to > from) spans.push(from, to);
    }
  }
  if (spans.length === 0) return `<mark>${escapeHtml(text)}</mark>`;
  if (spans.length > 2) sortSpans(spans);
  let html = '';
  let done = 0; // the text before it is in `html`
  for (let k = 0; k < spans.length;) {
    const from = spans[k]!;
    let to = spans[k + 1]!;
    // spans that overlap or touch are one mark
    for (k += 2; k < spans.length && spans[k]! <= to; k += 2) to = Math.max(to, spans[k + 1]!);
    if (to <= done) continue;
    const start = Math.max(from, done);
    html += `${escapeHtml(text.slice(done, start))}<mark>${escapeHtml(text.slice(start, to))}</mark>`;
    done = to;
  }
  return html + escapeHtml(text.slice(done));
}

/** Sorts [from, to) pairs by `from` (insertion sort: a handful of pairs). */
function sortSpans(spans: number[]): void {
  for (let k = 2; k < spans.length; k += 2) {
    const from = spans[k]!;
    const to = spans[k + 1]!;
    let at = k;
    for (; at > 0 && spans[at - 2]! > from; at -= 2) {
      spans[at] = spans[at - 2]!;
      spans[at + 1] = spans[at - 1]!;
    }
    spans[at] = from;
    spans[at + 1] = to;
  }
}

/** highlightMatch() for one query and many texts: the query's words found once. */
export function highlighter(query: string): (text: string) => string {
  const words = queryWords(query);
  return (text) => highlightWords(text, words);
}

/** Each match with its `highlight`: the matched text as HTML, the query's words marked. */
export function withHighlight<T extends { readonly matchedText: string }>(
  matches: readonly T[],
  query: string,
): (T & { highlight: string })[] {
  const highlight = highlighter(query);
  return matches.map((match) => ({ ...match, highlight: highlight(match.matchedText) }));
}
