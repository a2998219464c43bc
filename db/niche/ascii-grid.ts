// Parses ESRI ASCII grids (ncols/nrows/xllcorner/yllcorner/cellsize/NODATA_value header, then rows
// from north to south).

export interface AsciiGrid {
  ncols: number;
  nrows: number;
  xllcorner: number;
  yllcorner: number;
  cellsize: number;
  nodataValue: number | null;
  /** Row-major from the northernmost row, as in the file; NODATA cells are null. */
  values: (number | null)[];
}

const HEADER_KEYS = ['ncols', 'nrows', 'xllcorner', 'yllcorner', 'cellsize', 'nodata_value'];

export function parseAsciiGrid(content: string): AsciiGrid {
  const header = new Map<string, number>();
  const tokens: string[] = [];
  for (const line of content.split(/\r?\n/)) {
    const words = line.trim().split(/\s+/).filter(Boolean);
    if (words.length === 2 && HEADER_KEYS.includes(words[0].toLowerCase()) && tokens.length === 0) {
      header.set(words[0].toLowerCase(), Number(words[1]));
    } else {
      tokens.push(...words);
    }
  }
  const required = (key: string): number => {
    const value = header.get(key);
    if (value === undefined || !Number.isFinite(value)) throw new Error(`ASCII grid: missing or invalid ${key}`);
    return value;
  };
  const ncols = required('ncols');
  const nrows = required('nrows');
  if (tokens.length !== ncols * nrows)
    throw new Error(`ASCII grid: ${tokens.length} values for ${ncols}×${nrows} cells`);
  const nodataValue = header.get('nodata_value') ?? null;
  return {
    ncols,
    nrows,
    xllcorner: required('xllcorner'),
    yllcorner: required('yllcorner'),
    cellsize: required('cellsize'),
    nodataValue,
    values: tokens.map((token) => {
      const value = Number(token);
      if (!Number.isFinite(value)) throw new Error(`ASCII grid: not a number "${token}"`);
      return value === nodataValue ? null : value;
    }),
  };
}
