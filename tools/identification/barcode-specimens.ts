// The barcode head's specimens: IOdatabase COI barcodes of the reference species with a deterministic held-out split, and foreign barcodes.
import { parseFasta, headerFields } from '../../db/load/fasta.js';
import { readDataFile, readTable } from '../../db/load/read.js';
import { parseBarcode } from '../../workers/identification/barcode.js';
import { DATASET_DIR, loadClasses, type IdentificationClass } from './dataset.js';

const FASTA = 'barcodes/iodatabase_coi.fasta.gz';
const SPECIES_TABLE = 'identification/images_open_species.csv.gz';
/** Share of each species' specimens held out for evaluation. */
export const HELD_OUT_SHARE = 0.2;

export interface BarcodeSpecimen {
  /** IOdatabase sample id; not unique across the whole file (15 ids are reused for different species), unique within a species. */
  readonly sampleId: string;
  readonly classIndex: number;
  readonly barcodeIndex: number;
  readonly label: string;
  /** Uppercase DNA without gaps, as parseBarcode returns it (the same form the service sees). */
  readonly sequence: string;
  readonly heldOut: boolean;
}

export interface ForeignBarcode {
  readonly sampleId: string;
  /** IOdatabase name of a species that is none of the identification classes. */
  readonly scientificName: string;
  /** Same genus as one of the reference species (the hard case for out-of-reference detection). */
  readonly congener: boolean;
  readonly sequence: string;
}

/** 32-bit FNV-1a: a stable, platform-independent hash for the splits (no Math.random, no Node crypto needed). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

interface RawRecord {
  readonly sampleId: string;
  readonly scientificName: string;
  readonly text: string;
}

let cachedRecords: RawRecord[] | null = null;

/** All IOdatabase records (parsed once per process: the training tool reads the file for specimens and foreign barcodes). */
function iodatabaseRecords(): RawRecord[] {
  cachedRecords ??= parseFasta(readDataFile(DATASET_DIR, FASTA)).map((r) => {
    const [sampleId, scientificName] = headerFields(r.header);
    return { sampleId, scientificName, text: r.sequence };
  });
  return cachedRecords;
}

/**
 * IOdatabase names of the reference species → class label. IOdatabase already uses the class labels (e.g. 'Aglais io',
 * where Lepitaxa says 'Nymphalis io'); the Lepitaxa name is mapped too in case a data update switches naming.
 */
function referenceNames(classes: readonly IdentificationClass[]): Map<string, IdentificationClass> {
  const byLabel = new Map(classes.map((c) => [c.label, c]));
  const names = new Map<string, IdentificationClass>();
  for (const row of readTable(DATASET_DIR, SPECIES_TABLE)) {
    const cls = byLabel.get(row.scientific_name.trim());
    if (!cls || cls.barcodeIndex === null) continue;
    names.set(cls.label, cls);
    if (row.lepitaxa_name?.trim()) names.set(row.lepitaxa_name.trim(), cls);
  }
  return names;
}

function expectedCounts(): Map<string, number> {
  return new Map(
    readTable(DATASET_DIR, SPECIES_TABLE).map((r) => [r.scientific_name.trim(), Number(r.coi_barcodes_iodatabase)]),
  );
}

export interface SpecimenLoad {
  readonly specimens: BarcodeSpecimen[];
  /** Records of the reference species that parseBarcode refuses (too short, too ambiguous, …), with the reason. */
  readonly refused: { sampleId: string; label: string; reason: string }[];
}

/**
 * The reference species' barcodes in file order with their split: per species, specimens ranked by FNV-1a of the
 * sample id; the first round(20 %) — at least one, and never all — are held out. Ranking (instead of hash mod 5) makes the
 * share exact for small species (Danaus plexippus has 8) and keeps the split stable when specimens are added elsewhere.
 */
export function loadBarcodeSpecimensWithRefusals(
  classes: readonly IdentificationClass[] = loadClasses(),
): SpecimenLoad {
  const names = referenceNames(classes);
  const refused: SpecimenLoad['refused'] = [];
  const accepted: Omit<BarcodeSpecimen, 'heldOut'>[] = [];
  const found = new Map<string, number>();
  for (const r of iodatabaseRecords()) {
    const cls = names.get(r.scientificName);
    if (!cls || cls.barcodeIndex === null) continue;
    found.set(cls.label, (found.get(cls.label) ?? 0) + 1);
    const parsed = parseBarcode(r.text);
    if (!parsed.ok) {
      refused.push({ sampleId: r.sampleId, label: cls.label, reason: parsed.reason });
      continue;
    }
    accepted.push({
      sampleId: r.sampleId,
      classIndex: cls.classIndex,
      barcodeIndex: cls.barcodeIndex,
      label: cls.label,
      sequence: parsed.sequence,
    });
  }
  // the species table records how many barcodes each species has; a mismatch means a naming or data change to look at
  const expected = expectedCounts();
  for (const cls of classes) {
    if (cls.barcodeIndex === null) continue;
    if ((found.get(cls.label) ?? 0) !== expected.get(cls.label)) {
      throw new Error(
        `${cls.label}: ${found.get(cls.label) ?? 0} IOdatabase barcodes, species table says ${expected.get(cls.label)}`,
      );
    }
  }
  const heldOut = new Set<(typeof accepted)[number]>();
  for (const cls of classes) {
    const own = accepted.filter((s) => s.classIndex === cls.classIndex);
    if (own.length === 0) continue;
    if (own.length < 2)
      throw new Error(`${cls.label}: ${own.length} usable barcode; need one to train and one to evaluate`);
    const ranked = own
      .map((s, order) => ({ s, hash: fnv1a(s.sampleId), order }))
      .sort((a, b) => a.hash - b.hash || a.order - b.order);
    const count = Math.min(own.length - 1, Math.max(1, Math.round(own.length * HELD_OUT_SHARE)));
    for (const { s } of ranked.slice(0, count)) heldOut.add(s);
  }
  return { specimens: accepted.map((s) => ({ ...s, heldOut: heldOut.has(s) })), refused };
}

export function loadBarcodeSpecimens(classes: readonly IdentificationClass[] = loadClasses()): BarcodeSpecimen[] {
  return loadBarcodeSpecimensWithRefusals(classes).specimens;
}

export type ForeignRole = 'calibration' | 'evaluation';

export interface ForeignOptions {
  /** 'calibration' barcodes set the match rule; 'evaluation' barcodes test it. The two share no species (hence no specimen). */
  readonly role: ForeignRole;
  /** Most barcodes taken per species (ranked by FNV-1a of the sample id), so common species do not dominate. */
  readonly perSpecies?: number;
  /** Most barcodes taken per congener species (close relatives are the hard case, so they get more). */
  readonly perCongenerSpecies?: number;
}

/**
 * Barcodes of IOdatabase species that are none of the identification classes, for out-of-reference detection. Species
 * (not specimens) are split between calibration and evaluation so evaluation measures species the rule never saw, as a
 * user's unknown barcode would be. Within each genus of a reference species the foreign congeners alternate between the
 * roles in hash order, so both sides get close relatives (other Lysandra, Pieris, Vanessa, Aricia, …); other species
 * go by hash parity.
 */
export function loadForeignBarcodes(
  options: ForeignOptions,
  classes: readonly IdentificationClass[] = loadClasses(),
): ForeignBarcode[] {
  const perSpecies = options.perSpecies ?? 2;
  const perCongener = options.perCongenerSpecies ?? 8;
  const classNames = new Set<string>(classes.map((c) => c.label));
  for (const name of referenceNames(classes).keys()) classNames.add(name);
  const referenceGenera = new Set(classes.filter((c) => c.barcodeIndex !== null).map((c) => c.label.split(' ')[0]));

  const bySpecies = new Map<string, RawRecord[]>();
  for (const r of iodatabaseRecords()) {
    if (classNames.has(r.scientificName)) continue;
    const list = bySpecies.get(r.scientificName) ?? [];
    list.push(r);
    bySpecies.set(r.scientificName, list);
  }
  const role = new Map<string, ForeignRole>();
  const genera = new Map<string, string[]>();
  for (const name of bySpecies.keys()) {
    const genus = name.split(' ')[0];
    if (referenceGenera.has(genus)) genera.set(genus, [...(genera.get(genus) ?? []), name]);
    else role.set(name, fnv1a(name) % 2 === 0 ? 'calibration' : 'evaluation');
  }
  for (const [genus, names] of genera) {
    // alternate from a genus-dependent start so single-congener genera (Iphiclides, Danaus, …) do not all land on one side
    const start = fnv1a(genus) % 2;
    names
      .sort((a, b) => fnv1a(a) - fnv1a(b) || (a < b ? -1 : 1))
      .forEach((name, i) => role.set(name, (i + start) % 2 === 0 ? 'calibration' : 'evaluation'));
  }

  const out: ForeignBarcode[] = [];
  for (const name of [...bySpecies.keys()].sort()) {
    if (role.get(name) !== options.role) continue;
    const congener = referenceGenera.has(name.split(' ')[0]);
    const picked: ForeignBarcode[] = [];
    const ranked = bySpecies
      .get(name)!
      .map((r, order) => ({ r, hash: fnv1a(r.sampleId), order }))
      .sort((a, b) => a.hash - b.hash || a.order - b.order);
    for (const { r } of ranked) {
      if (picked.length >= (congener ? perCongener : perSpecies)) break;
      const parsed = parseBarcode(r.text);
      if (parsed.ok) picked.push({ sampleId: r.sampleId, scientificName: name, congener, sequence: parsed.sequence });
    }
    out.push(...picked);
  }
  return out;
}
