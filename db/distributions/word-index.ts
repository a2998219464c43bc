// What a `q` word of /distributions matches, answered from memory per data version: the search dictionaries'
// documents (search-documents.sql) through a trigram index per kind, and the records' identifiers as hashes
// (record-keys.sql). Exactly word-matches.sql for the words it answers; the others (see `match`) go to SQL.
import { createHash } from 'node:crypto';
import { lowerBound } from '../../core/text.js';
import type { WordMatches } from './record-order.js';

type Kind = 'name' | 'place' | 'collection';

/** search-documents.sql's rows. */
export interface SearchDocumentsRow {
  kind: Kind;
  ids: number[];
  documents: string[];
}

/** record-keys.sql's one row. */
export interface RecordKeysRow {
  id_hashes: number[];
  seqs: number[];
  key_hashes: number[];
}

/** The 32-bit hash record-keys.sql computes: the first 4 bytes of the MD5 of the UTF-8 text, signed. */
export function keyHash(text: string): number {
  return createHash('md5').update(text).digest().readInt32BE(0);
}

/** Printable ASCII: PostgreSQL's search_text() (lower + unaccent) and lower() are then JavaScript's toLowerCase. */
const PLAIN = /^[\x20-\x7e]+$/;

const trigram = (text: string, at: number) =>
  (text.charCodeAt(at) * 65536 + text.charCodeAt(at + 1)) * 65536 + text.charCodeAt(at + 2);

/**
 * One kind's documents with a trigram index: trigram → the documents holding it (compressed rows: `start[t]..start[t+1]`
 * of `docs`, ascending), so a word of three or more characters is checked only against the documents holding its
 * rarest trigram, not scanned for in all of them.
 */
class Documents {
  /** Trigram (its three UTF-16 code units as one number) → its row. */
  private readonly trigrams = new Map<number, number>();
  private readonly start: Int32Array;
  private readonly docs: Int32Array;

  constructor(
    private readonly texts: readonly string[],
    private readonly ids: readonly number[],
  ) {
    // pass 1: number the trigrams and count the documents of each (once per document)
    const counts: number[] = [];
    const lastDoc: number[] = [];
    const each = (visit: (t: number, doc: number) => void) => {
      texts.forEach((text, doc) => {
        for (let j = 0; j + 3 <= text.length; j++) {
          const gram = trigram(text, j);
          let t = this.trigrams.get(gram);
          if (t === undefined) {
            t = this.trigrams.size;
            this.trigrams.set(gram, t);
            counts.push(0);
            lastDoc.push(-1);
          }
          if (lastDoc[t] !== doc) {
            lastDoc[t] = doc;
            visit(t, doc);
          }
        }
      });
    };
    each((t) => counts[t]!++);
    this.start = new Int32Array(counts.length + 1);
    counts.forEach((c, t) => (this.start[t + 1] = this.start[t]! + c));
    this.docs = new Int32Array(this.start[counts.length]!);
    const fill = this.start.slice(0, counts.length);
    lastDoc.fill(-1);
    each((t, doc) => (this.docs[fill[t]!++] = doc));
  }

  /** The ids of the documents containing `folded` (search-terms.sql's LIKE '%word%'). */
  containing(folded: string): number[] {
    const found: number[] = [];
    if (folded.length < 3) {
      this.texts.forEach((text, doc) => {
        if (text.includes(folded)) found.push(this.ids[doc]!);
      });
      return found;
    }
    let from = 0;
    let to = -1;
    for (let j = 0; j + 3 <= folded.length; j++) {
      const t = this.trigrams.get(trigram(folded, j));
      if (t === undefined) return found; // a trigram no document has
      if (to < 0 || this.start[t + 1]! - this.start[t]! < to - from) [from, to] = [this.start[t]!, this.start[t + 1]!];
    }
    for (let i = from; i < to; i++) {
      const doc = this.docs[i]!;
      if (this.texts[doc]!.includes(folded)) found.push(this.ids[doc]!);
    }
    return found;
  }
}

export class WordIndex {
  private readonly documents: Record<Kind, Documents>;
  /** Record id hashes, ascending, with the record's seq at the same index. */
  private readonly idHashes: Int32Array;
  private readonly idSeqs: Int32Array;
  /** Hashes of lower(catalog_number) and lower(source_record_id), ascending. */
  private readonly keyHashes: Int32Array;

  /** `idOfSeq` gives a record's id (to tell a hash collision from a match). */
  constructor(
    documents: readonly SearchDocumentsRow[],
    keys: RecordKeysRow,
    private readonly idOfSeq: (seq: number) => string | undefined,
  ) {
    const of = (kind: Kind) => {
      const row = documents.find((d) => d.kind === kind);
      return new Documents(row?.documents ?? [], row?.ids ?? []);
    };
    this.documents = { name: of('name'), place: of('place'), collection: of('collection') };
    const order = keys.id_hashes.map((_, i) => i).sort((a, b) => keys.id_hashes[a]! - keys.id_hashes[b]!);
    this.idHashes = Int32Array.from(order, (i) => keys.id_hashes[i]!);
    this.idSeqs = Int32Array.from(order, (i) => keys.seqs[i]!);
    this.keyHashes = Int32Array.from(keys.key_hashes).sort();
  }

  /**
   * What `word` matches, as word-matches.sql would answer; null when memory cannot tell exactly: a word that is not
   * printable ASCII (folding is the database's), or one whose hash equals a catalog number's or a source record id's.
   */
  match(word: string): WordMatches | null {
    if (!PLAIN.test(word)) return null;
    const folded = word.toLowerCase();
    const key = keyHash(folded);
    const k = lowerBound(this.keyHashes, key);
    if (k < this.keyHashes.length && this.keyHashes[k] === key) return null;
    const record: number[] = [];
    const idKey = keyHash(word);
    for (let i = lowerBound(this.idHashes, idKey); i < this.idHashes.length && this.idHashes[i] === idKey; i++) {
      const seq = this.idSeqs[i]!;
      if (this.idOfSeq(seq) === word) record.push(seq);
    }
    return {
      name: this.documents.name.containing(folded),
      place: this.documents.place.containing(folded),
      collection: this.documents.collection.containing(folded),
      record,
    };
  }
}
