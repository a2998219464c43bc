// Writes an export's file from its records, streamed with backpressure (the next page of rows is read only when the
// compressor and the disk took the last), through gzip (CSV, TSV, FASTA) or a zip (Darwin Core Archive, yazl), hashing
// the bytes on their way to the storage's temporary path.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import yazl from 'yazl';

/** The bytes written and their quoted SHA-256 (the file's ETag). */
export interface WrittenFile {
  bytes: number;
  etag: string;
}

function hashing(): { stream: Transform; result: () => WrittenFile } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ bytes, etag: `"${hash.digest('base64url').slice(0, 43)}"` }) };
}

/** Text pieces (a page of rows at a time) gzip-compressed into `path`. */
export async function writeGzip(path: string, pieces: AsyncIterable<string>): Promise<WrittenFile> {
  const hash = hashing();
  await pipeline(Readable.from(pieces), createGzip({ level: 6 }), hash.stream, createWriteStream(path));
  return hash.result();
}

/** One entry of a zip: text known up front, or pieces streamed when the entry's turn comes. */
export type ZipEntry =
  | { readonly name: string; readonly text: string }
  | { readonly name: string; readonly pieces: () => AsyncIterable<string> };

/** Entries in order into a zip at `path` (each deflated; a streamed entry is read only as fast as it is written). */
export async function writeZip(path: string, entries: readonly ZipEntry[]): Promise<WrittenFile> {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const hash = hashing();
  // yazl's own failures are emitted on the zip without ending its output: end it with the error
  const fail = (error: Error) => output.destroy(error);
  zip.on('error', fail);
  const written = pipeline(output, hash.stream, createWriteStream(path));
  for (const entry of entries) {
    if ('text' in entry) zip.addBuffer(Buffer.from(entry.text, 'utf8'), entry.name);
    else
      // opened when the entry's turn comes; yazl listens for errors only on streams it opens itself, so a failing entry
      // (its rows could not be read, or the export was stopped) was an uncaught exception and the write never settled
      zip.addReadStreamLazy(entry.name, (done) => {
        const stream = Readable.from(entry.pieces());
        stream.on('error', fail);
        done(null, stream);
      });
  }
  zip.end();
  await written;
  return hash.result();
}
