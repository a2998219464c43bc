// Display text and NCBI links of genome assemblies, built only from values the data holds.

/** Where NCBI Datasets keeps its assembly pages: `<this><accession>/`. */
export const NCBI_ASSEMBLY_PAGES = 'https://www.ncbi.nlm.nih.gov/datasets/genome/';

/** NCBI's page of an assembly (a fixed URL pattern of NCBI Datasets, keyed by the accession). */
export function ncbiAssemblyPage(accession: string): string {
  return `${NCBI_ASSEMBLY_PAGES}${accession}/`;
}

/**
 * The assembly's folder on the NCBI FTP site: genomes/all/GCA/123/456/789/<accession>_<name>/.
 * NCBI writes the assembly name with every character outside [A-Za-z0-9._-] as '_'. Null when the
 * accession is not of the GCA_/GCF_ form or the name is unknown (the folder cannot be named).
 */
export function ncbiFtpFolder(accession: string, assemblyName: string | null): string | null {
  const match = /^(GC[AF])_(\d{3})(\d{3})(\d{3})\.\d+$/.exec(accession);
  if (!match || !assemblyName) return null;
  const [, prefix, a, b, c] = match;
  const base = `${accession}_${assemblyName.replace(/[^A-Za-z0-9._-]/g, '_')}`;
  return `https://ftp.ncbi.nlm.nih.gov/genomes/all/${prefix}/${a}/${b}/${c}/${base}/`;
}

/** The file-name stem inside the FTP folder (the folder's last segment). */
export function ncbiFileStem(folder: string): string {
  return folder.replace(/\/$/, '').split('/').pop() ?? '';
}

/** A length in base pairs as display text: '14.9 Mb', '512.3 kb', '870 bp'. */
export function formatBases(bp: number | null): string | null {
  if (bp === null || !Number.isFinite(bp)) return null;
  if (bp >= 1e6) return `${round(bp / 1e6, 1)} Mb`;
  if (bp >= 1e3) return `${round(bp / 1e3, 1)} kb`;
  return `${Math.round(bp)} bp`;
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
