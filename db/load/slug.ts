// Readable, stable URL identifiers built from names and accessions.

/** 'Bombyx mori' → 'bombyx-mori'; diacritics dropped, anything not [a-z0-9] becomes one '-'. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Genome ids: species + accession, e.g. ('Bombyx mori', 'GCA_030269925.2') → 'bombyx-mori-gca-030269925-2'. */
export function genomeSlug(species: string, accession: string): string {
  return slugify(`${species} ${accession}`);
}
