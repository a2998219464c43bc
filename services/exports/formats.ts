// The text of an export's files: CSV / TSV / Darwin Core rows from API records (pure), the Darwin Core Archive's
// meta.xml and eml.xml, and citations.txt.
import type { ExportCitation } from '../../db/exports/index.js';

/** One column of a file: the record's field (the list's API name) and, for a Darwin Core Archive, its term URI. */
export interface Column {
  readonly field: string;
  readonly term?: string;
}

export type TextFormat = 'csv' | 'tsv' | 'dwc';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (value: unknown) => {
  const s = text(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Tab-separated without quoting (as a DwC-A's meta.xml declares it): tabs and line breaks inside a value are spaces. */
const tsvField = (value: unknown) => text(value).replace(/[\t\r\n]+/g, ' ');

/** One line (with its newline) of `values` in the format. */
export function line(values: readonly unknown[], format: TextFormat): string {
  return format === 'csv' ? `${values.map(csvField).join(',')}\r\n` : `${values.map(tsvField).join('\t')}\n`;
}

/** The header row: the list's field names, or for Darwin Core the terms' local names. */
export function header(columns: readonly Column[], format: TextFormat): string {
  return line(
    columns.map((c) => (format === 'dwc' ? c.term!.slice(c.term!.search(/[^/#]+$/)) : c.field)),
    format,
  );
}

export function row(record: Record<string, unknown>, columns: readonly Column[], format: TextFormat): string {
  return line(
    columns.map((c) => record[c.field]),
    format,
  );
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** meta.xml: the Occurrence core in occurrence.txt, its first column the record id, every column mapped to its term. */
export function metaXml(columns: readonly Column[]): string {
  const fields = columns.map((c, index) => `    <field index="${index}" term="${escapeXml(c.term!)}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="eml.xml">
  <core encoding="UTF-8" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="http://rs.tdwg.org/dwc/terms/Occurrence">
    <files>
      <location>occurrence.txt</location>
    </files>
    <id index="0"/>
${fields}
  </core>
</archive>
`;
}

export interface ArchiveInfo {
  readonly exportId: string;
  readonly title: string;
  readonly query: Record<string, unknown>;
  readonly dataVersion: string | null;
  readonly date: Date;
  readonly citation: ExportCitation;
}

/** eml.xml: title, the query, the data version, one intellectualRights per licence, a citation per source. */
export function emlXml(info: ArchiveInfo): string {
  const para = (s: string) => `<para>${escapeXml(s)}</para>`;
  const rights = info.citation.licences
    .map((l) => `    <intellectualRights>${para(`${l.licence} (${l.records} records)`)}</intellectualRights>`)
    .join('\n');
  const sources = info.citation.sources
    .map((s) => `          <citation identifier="${escapeXml(s.sourceId)}">${escapeXml(s.citation)}</citation>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<eml:eml xmlns:eml="eml://ecoinformatics.org/eml-2.1.1" packageId="${info.exportId}" system="lepidoptera-data-service" xml:lang="en">
  <dataset>
    <title>${escapeXml(info.title)}</title>
    <creator><organizationName>Lepidoptera Biodiversity Data Service</organizationName></creator>
    <pubDate>${info.date.toISOString().slice(0, 10)}</pubDate>
    <abstract>
      ${para(`Query: ${JSON.stringify(info.query)}`)}
      ${para(`Data version: ${info.dataVersion ?? 'none'}`)}
    </abstract>
${rights}
  </dataset>
  <additionalMetadata>
    <metadata>
      <gbif>
        <citation>${escapeXml(info.citation.text)}</citation>
        <bibliography>
${sources}
        </bibliography>
      </gbif>
    </metadata>
  </additionalMetadata>
</eml:eml>
`;
}

/** citations.txt: how to cite the export, then every source with its licence, records and citation. */
export function citationsText(citation: ExportCitation): string {
  const sources = citation.sources.map(
    (s) =>
      `${s.title} (${s.sourceId}) — ${s.records} records — licence: ${s.licence}\n  ${s.citation}${s.url ? `\n  ${s.url}` : ''}`,
  );
  const licences = citation.licences.map((l) => `${l.licence}: ${l.records} records`);
  return `${citation.text}\n\nSources:\n${sources.join('\n')}\n\nRecords per licence:\n${licences.join('\n')}\n`;
}
