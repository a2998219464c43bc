// A byte range of a file, both ends inclusive (HTTP semantics): what a Range header asks for and what storage reads.

export interface ByteRange {
  start: number;
  end: number;
}
