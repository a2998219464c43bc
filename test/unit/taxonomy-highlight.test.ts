// HTML highlighting of search matches: marks folded matches on the original text and escapes everything else.
import { describe, expect, it } from 'vitest';
import { foldText } from '../../core/text.js';
import { escapeHtml, foldWithStarts, highlightMatch } from '../../core/highlight.js';

describe('highlightMatch', () => {
  it('marks a whole exact match', () => {
    expect(highlightMatch('Papilio machaon', 'papilio machaon')).toBe('<mark>Papilio</mark> <mark>machaon</mark>');
  });

  it('marks prefixes and words, keeping the original case and accents', () => {
    expect(highlightMatch('Papilio machaon', 'mach')).toBe('Papilio <mark>mach</mark>aon');
    expect(highlightMatch('Schwalbenschwänze', 'schwanze')).toBe('Schwalben<mark>schwänze</mark>');
    expect(highlightMatch('Großschmetterlinge', 'grossschm')).toBe('<mark>Großschm</mark>etterlinge');
  });

  it('marks the whole text of a fuzzy match that shares no word', () => {
    expect(highlightMatch('Papilio machaon', 'papilo')).toBe('<mark>Papilio machaon</mark>');
  });

  it('escapes markup in the text and never lets the query inject any', () => {
    expect(highlightMatch('<script>alert(1)</script>', 'script')).toBe(
      '&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;',
    );
    expect(highlightMatch("Schaus' Swallowtail & co", '<b>')).toBe('<mark>Schaus&#39; Swallowtail &amp; co</mark>');
    expect(highlightMatch('a<b', '<')).toBe('a<mark>&lt;</mark>b');
  });

  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

/** The first implementation's marking, a mark per character (the reference the span-merging one must equal). */
function referenceHighlight(text: string, query: string): string {
  const words = [...new Set(foldText(query).split(/\s+/).filter(Boolean))];
  const { folded, starts } = foldWithStarts(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
      const to = at + word.length < folded.length ? starts[at + word.length]! : text.length;
      for (let i = starts[at]!; i < to; i++) marked[i] = true;
    }
  }
  if (!marked.some(Boolean)) return `<mark>${escapeHtml(text)}</mark>`;
  let html = '';
  for (let i = 0; i < text.length;) {
    let j = i;
    while (j < text.length && marked[j] === marked[i]) j++;
    html += marked[i] ? `<mark>${escapeHtml(text.slice(i, j))}</mark>` : escapeHtml(text.slice(i, j));
    i = j;
  }
  return html;
}

describe('highlightMatch against a mark per character', () => {
  it('marks the same for random texts and queries: overlapping, touching and repeated words, accents, specials', () => {
    let state = 47;
    const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const pieces = ['pa', 'pap', 'ilio', 'a', 'ß', 'ss', 'ä', 'Ä', 'é', ' ', '&', '<', "'", 'o', 'ma', 'chaon', 'Ø'];
    const some = (n: number) => Array.from({ length: n }, () => pieces[Math.floor(random() * pieces.length)]).join('');
    let marked = 0;
    for (let k = 0; k < 3000; k++) {
      const text = some(1 + Math.floor(random() * 10));
      const query = some(1 + Math.floor(random() * 4));
      const html = highlightMatch(text, query);
      expect(html, `${text} / ${query}`).toBe(referenceHighlight(text, query));
      if (!html.startsWith('<mark>')) marked++;
    }
    expect(marked).toBeGreaterThan(300); // not only whole-text marks
  });
});
