// Reads the header records of a PDB file: identity, title, molecules, organism and chain sequences.

export interface PdbChain {
  chain: string;
  molecule: string | null;
  length: number;
  /** One-letter sequence from SEQRES; modified residues map to their parent (MODRES), unknown → X. */
  sequence: string;
}

export interface PdbHeader {
  pdbId: string;
  classification: string;
  depositionDate: string;
  title: string;
  method: string | null;
  organismScientific: string | null;
  organismTaxId: string | null;
  journalDoi: string | null;
  journalPmid: string | null;
  chains: PdbChain[];
}

const ONE_LETTER: Readonly<Record<string, string>> = {
  ALA: 'A',
  ARG: 'R',
  ASN: 'N',
  ASP: 'D',
  CYS: 'C',
  GLN: 'Q',
  GLU: 'E',
  GLY: 'G',
  HIS: 'H',
  ILE: 'I',
  LEU: 'L',
  LYS: 'K',
  MET: 'M',
  PHE: 'F',
  PRO: 'P',
  SER: 'S',
  THR: 'T',
  TRP: 'W',
  TYR: 'Y',
  VAL: 'V',
  SEC: 'U',
  PYL: 'O',
};

/**
 * Text of a record type over its continuation lines (columns 11–80), whitespace collapsed; a line
 * ending in '-' continues the word ('BRAIN-' + 'SECRETORY'), as PDB continuation lines do.
 */
function continued(records: string[], type: string): string {
  const parts = records
    .filter((line) => line.startsWith(type.padEnd(6)))
    .map((line) => line.slice(10).trim().replace(/\s+/g, ' '));
  return parts.reduce((text, part) => (text === '' ? part : text.endsWith('-') ? text + part : `${text} ${part}`), '');
}

/** 'MOL_ID: 1; MOLECULE: X; CHAIN: A; …' → one key/value map per MOL_ID. */
function specificationList(text: string): Map<string, string>[] {
  const entries: Map<string, string>[] = [];
  for (const token of text.split(';')) {
    const colon = token.indexOf(':');
    if (colon < 0) continue;
    const key = token.slice(0, colon).trim();
    const value = token.slice(colon + 1).trim();
    if (key === 'MOL_ID' || entries.length === 0) entries.push(new Map());
    entries[entries.length - 1].set(key, value);
  }
  return entries;
}

export function parsePdbHeader(content: string): PdbHeader {
  const records = content.split(/\r?\n/);
  const header = records.find((line) => line.startsWith('HEADER')) ?? '';
  const compounds = specificationList(continued(records, 'COMPND'));
  const sources = specificationList(continued(records, 'SOURCE'));
  const moleculeOfChain = new Map<string, string>();
  for (const compound of compounds) {
    const molecule = compound.get('MOLECULE') ?? null;
    for (const chain of (compound.get('CHAIN') ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean)) {
      if (molecule) moleculeOfChain.set(chain, molecule);
    }
  }
  const parentOfModified = new Map<string, string>();
  for (const line of records.filter((l) => l.startsWith('MODRES'))) {
    parentOfModified.set(line.slice(12, 15).trim(), line.slice(24, 27).trim());
  }
  const residues = new Map<string, string[]>();
  for (const line of records.filter((l) => l.startsWith('SEQRES'))) {
    const chain = line.slice(11, 12).trim();
    const names = line.slice(19).trim().split(/\s+/).filter(Boolean);
    residues.set(chain, [...(residues.get(chain) ?? []), ...names]);
  }
  const chains = [...residues.entries()].map(([chain, names]) => ({
    chain,
    molecule: moleculeOfChain.get(chain) ?? null,
    length: names.length,
    sequence: names.map((name) => ONE_LETTER[name] ?? ONE_LETTER[parentOfModified.get(name) ?? ''] ?? 'X').join(''),
  }));
  const jrnl = (key: string): string | null => {
    const line = records.find((l) => l.startsWith('JRNL') && l.slice(12, 16).trim() === key);
    return line ? line.slice(19).trim() || null : null;
  };
  return {
    pdbId: header.slice(62, 66).trim(),
    classification: header.slice(10, 50).trim(),
    depositionDate: header.slice(50, 59).trim(),
    title: continued(records, 'TITLE'),
    method: continued(records, 'EXPDTA') || null,
    organismScientific: sources[0]?.get('ORGANISM_SCIENTIFIC') ?? null,
    organismTaxId: sources[0]?.get('ORGANISM_TAXID') ?? null,
    journalDoi: jrnl('DOI'),
    journalPmid: jrnl('PMID'),
    chains,
  };
}
