// HTML highlighting of name matches: the query's words wrapped in <mark> on the original text, everything else escaped.
import { foldText } from '../../core/text.js';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
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

function highlightWords(text: string, words: readonly string[]): string {
  // fold character by character so folded offsets map back to the original text (ASCII folds in place: offsets kept)
  let starts: number[] | null = null;
  let folded: string;
  if (PRINTABLE_ASCII.test(text)) folded = text.toLowerCase();
  else {
    starts = [];
    folded = '';
    for (let i = 0; i < text.length;) {
      const ch = String.fromCodePoint(text.codePointAt(i)!);
      const f = foldText(ch);
      for (let k = 0; k < f.length; k++) starts.push(i);
      folded += f;
      i += ch.length;
    }
  }
  const startOf = (at: number) => (starts ? starts[at]! : at);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
      const from = startOf(at);
      const to = at + word.length < folded.length ? startOf(at + word.length) : text.length;
      for (let i = from; i < to; i++) marked[i] = true;
    }
  }
  if (!marked.some(Boolean)) return `<mark>${escapeHtml(text)}</mark>`;
  let html = '';
  for (let i = 0; i < text.length;) {
    const on = marked[i];
    let j = i;
    while (j < text.length && marked[j] === on) j++;
    const part = escapeHtml(text.slice(i, j));
    html += on ? `<mark>${part}</mark>` : part;
    i = j;
  }
  return html;
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
