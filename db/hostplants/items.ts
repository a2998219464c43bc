// A host-plant association as the list shows it (HostplantItem), from a row of the page queries or of items.sql.
import type { SharedText } from '../../core/text.js';
import type { Schema } from '../../generated/operations.js';

export type HostplantItem = Schema<'HostplantItem'>;

/** An association row as page-in-order.sql, page-of-matches.sql and items.sql read it. */
export interface HostplantItemRow {
  id: string;
  /** Nullable in the table, but every HOSTS record names the insect family (the contract requires it). */
  insect_family: string;
  insect_genus: string | null;
  insect_species: string | null;
  insect_scientific_name: string | null;
  hostplant_family: string | null;
  hostplant_genus: string | null;
  hostplant_species: string | null;
  hostplant_scientific_name: string | null;
  source_citation: string;
  source_title: string;
}

/** `shared` returns one copy of each text (the in-memory items repeat families, genera and the citation). */
export function toItem(row: HostplantItemRow, shared: SharedText = (value) => value): HostplantItem {
  return {
    id: row.id,
    insectFamily: shared(row.insect_family),
    insectGenus: shared(row.insect_genus),
    // the scientific name is the binomial (plus subspecies) only when the record names a species
    insectSpecies: row.insect_species ? shared(row.insect_scientific_name) : null,
    hostplantFamily: shared(row.hostplant_family),
    hostplantGenus: shared(row.hostplant_genus),
    hostplantSpecies: row.hostplant_species ? shared(row.hostplant_scientific_name) : null,
    // HOSTS gives no per-record reference: every association cites the database itself
    references: shared(row.source_citation),
    source: shared(row.source_title),
  };
}
