// HTML highlighting of search matches: marks folded matches on the original text and escapes everything else.
import { describe, expect, it } from 'vitest';
import { escapeHtml, highlightMatch } from '../../services/search/highlight.js';

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
