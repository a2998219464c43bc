// Taxonomy: Lepitaxa taxa, synonyms, common names and type species, and the IOdatabase checklist
// with its synonym table. Also builds the name resolver every other domain uses.
import type { LoadContext } from '../load/context.js';
import { FILE } from '../load/files.js';
import { type CsvRecord, readTable } from '../load/read.js';
import { NameResolver, type NameMapping, type SynonymName, type TaxonName } from '../load/resolve-names.js';
import { slugify } from '../load/slug.js';
import { SOURCE } from '../load/sources.js';
import { bool, int, requiredInt, text } from '../load/values.js';

export interface TaxonRow {
  id: number;
  parent_id: number | null;
  rank: string;
  name: string;
  slug: string;
  authorship: string | null;
  taxon_kind: string | null;
  extinct: boolean | null;
  basionym: string | null;
  hybrid_parents: string[] | null;
  lepitaxa_group: string | null;
  paraphylum: string | null;
  source_id: string;
}

export interface SynonymRow {
  taxon_id: number;
  name: string;
  synonym_type: string;
  source_id: string;
}

export interface CommonNameRow {
  taxon_id: number;
  name: string;
  language: string;
  source_id: string;
}

/** Everything parsed from the taxonomy files: loaded first, and the basis of name resolution. */
export interface Taxonomy {
  taxa: TaxonRow[];
  synonyms: SynonymRow[];
  commonNames: CommonNameRow[];
  typeSpecies: CsvRecord[];
  iodatabaseChecklist: CsvRecord[];
  iodatabaseSynonyms: NameMapping[];
}

export function parseTaxon(record: CsvRecord): TaxonRow {
  const name = record.name.trim();
  return {
    id: requiredInt(record.id, 'id'),
    parent_id: int(record.parent_id),
    rank: record.rank.trim(),
    name,
    slug: slugify(name),
    authorship: text(record.authorship),
    taxon_kind: text(record.taxon_kind),
    extinct: bool(record.extinct),
    basionym: text(record.basionym),
    hybrid_parents:
      text(record.hybrid_parents)
        ?.split('|')
        .map((parent) => parent.trim()) ?? null,
    lepitaxa_group: text(record.lepitaxa_group),
    paraphylum: text(record.paraphylum),
    source_id: SOURCE.lepitaxa,
  };
}

export function readTaxonomy(datasetDir: string): Taxonomy {
  return {
    taxa: readTable(datasetDir, FILE.lepitaxaTaxa).map(parseTaxon),
    synonyms: readTable(datasetDir, FILE.lepitaxaSynonyms).map((record) => ({
      taxon_id: requiredInt(record.accepted_id, 'accepted_id'),
      name: record.synonym.trim(),
      synonym_type: record.synonym_type.trim(),
      source_id: SOURCE.lepitaxa,
    })),
    commonNames: readTable(datasetDir, FILE.lepitaxaCommonNames).map((record) => ({
      taxon_id: requiredInt(record.taxon_id, 'taxon_id'),
      name: record.common_name.trim(),
      language: record.language.trim(),
      source_id: SOURCE.lepitaxa,
    })),
    typeSpecies: readTable(datasetDir, FILE.lepitaxaTypeSpecies),
    iodatabaseChecklist: readTable(datasetDir, FILE.iodatabaseChecklist),
    iodatabaseSynonyms: readTable(datasetDir, FILE.iodatabaseSynonyms).map((record) => ({
      from: record.Synonym,
      to: record.Checklist,
    })),
  };
}

/**
 * Names resolve through accepted names, Lepitaxa synonyms and basionyms (a species' original
 * combination, e.g. 'Papilio rutulus' for Pterourus rutulus, names the same species), then the
 * IOdatabase mapping of older combinations.
 */
export function buildNameResolver(taxonomy: Taxonomy): NameResolver {
  const taxa: TaxonName[] = taxonomy.taxa.map((taxon) => ({ id: taxon.id, name: taxon.name, rank: taxon.rank }));
  const synonyms: SynonymName[] = [
    ...taxonomy.synonyms.map((synonym) => ({ taxonId: synonym.taxon_id, name: synonym.name })),
    ...taxonomy.taxa.flatMap((taxon) =>
      taxon.basionym !== null && taxon.basionym !== taxon.name ? [{ taxonId: taxon.id, name: taxon.basionym }] : [],
    ),
  ];
  return new NameResolver(taxa, synonyms, taxonomy.iodatabaseSynonyms);
}

/** Lepitaxa names subgenera 'Genus subgen. Name'; type-species rows name them by 'Name' alone. */
function subgenusIdsByName(taxa: readonly TaxonRow[]): Map<string, number> {
  const ids = new Map<string, number>();
  for (const taxon of taxa) {
    const match = /subgen\. (\S+)$/.exec(taxon.name);
    if (taxon.rank === 'subgenus' && match) ids.set(match[1], taxon.id);
  }
  return ids;
}

export async function loadTaxonomy(ctx: LoadContext, taxonomy: Taxonomy): Promise<void> {
  await ctx.copy(
    'taxon',
    [
      'id',
      'parent_id',
      'rank',
      'name',
      'slug',
      'authorship',
      'taxon_kind',
      'extinct',
      'basionym',
      'hybrid_parents',
      'lepitaxa_group',
      'paraphylum',
      'source_id',
    ],
    taxonomy.taxa,
  );
  await ctx.copy('taxon_synonym', ['taxon_id', 'name', 'synonym_type', 'source_id'], taxonomy.synonyms);
  await ctx.copy('taxon_common_name', ['taxon_id', 'name', 'language', 'source_id'], taxonomy.commonNames);

  const subgenera = subgenusIdsByName(taxonomy.taxa);
  await ctx.copy(
    'taxon_type_species',
    ['genus_or_subgenus', 'type_species', 'genus_authorship', 'genus_taxon_id', 'type_species_taxon_id', 'source_id'],
    taxonomy.typeSpecies.map((record) => {
      const genus = record.genus_or_subgenus.trim();
      return {
        genus_or_subgenus: genus,
        type_species: record.type_species.trim(),
        genus_authorship: text(record.genus_authorship),
        genus_taxon_id: subgenera.get(genus) ?? ctx.names.taxonId(SOURCE.lepitaxa, genus),
        type_species_taxon_id: ctx.names.taxonId(SOURCE.lepitaxa, record.type_species),
        source_id: SOURCE.lepitaxa,
      };
    }),
  );

  await ctx.copy(
    'iodatabase_checklist',
    [
      'scientific_name',
      'family',
      'subfamily',
      'genus',
      'specific_epithet',
      'author',
      'europe',
      'taxon_id',
      'source_id',
    ],
    taxonomy.iodatabaseChecklist.map((record) => ({
      scientific_name: record.Scientific_Name.trim(),
      family: text(record.Family),
      subfamily: text(record.Subfamily),
      genus: text(record.Genus),
      specific_epithet: text(record.Specie),
      author: text(record.Author),
      europe: int(record.Europe),
      taxon_id: ctx.names.taxonId(SOURCE.iodatabaseTaxonomy, record.Scientific_Name),
      source_id: SOURCE.iodatabaseTaxonomy,
    })),
  );
  await ctx.copy(
    'iodatabase_synonym',
    ['synonym', 'checklist_name', 'taxon_id', 'source_id'],
    taxonomy.iodatabaseSynonyms.map((mapping) => ({
      synonym: mapping.from.trim(),
      checklist_name: mapping.to.trim(),
      taxon_id: ctx.names.taxonId(SOURCE.iodatabaseTaxonomy, mapping.from),
      source_id: SOURCE.iodatabaseTaxonomy,
    })),
  );
}
