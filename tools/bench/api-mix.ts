// Realistic request mixes for every read operation, drawn from the real data through the API itself: names, ids, families,
// slugs, pages (deep ones included) and tiles as a portal and scripts ask for them. Seeded, so every run sends the same mix.
import { seededRandom } from './stats.js';

export interface OperationMix {
  readonly operationId: string;
  readonly paths: readonly string[];
}

type Json = Record<string, unknown>;

async function getJson(base: string, path: string): Promise<Json> {
  let response = await fetch(`${base}${path}`);
  // a service still warming up on a busy machine may answer 503 with Retry-After: ask again, as a client would
  for (let attempt = 0; response.status === 503 && attempt < 10; attempt++) {
    await new Promise((done) => setTimeout(done, 1000 * Number(response.headers.get('retry-after') ?? 1)));
    response = await fetch(`${base}${path}`);
  }
  if (!response.ok) throw new Error(`${path} answered ${response.status} while building the mix`);
  return ((await response.json()) as { data: Json }).data;
}

const items = (data: Json) => data.items as Json[];
const unique = <T>(values: T[]) => [...new Set(values)];
const q = (text: string) => encodeURIComponent(text);

/** Job ids the benchmark created before the mix (reads of jobs need jobs). */
export interface BenchJobs {
  readonly blastJobId: string | null;
  readonly nicheJobId: string | null;
  readonly nicheFileId: string | null;
}

export async function buildMixes(base: string, jobs: BenchJobs, seed = 20261124): Promise<OperationMix[]> {
  const random = seededRandom(seed);
  const pick = <T>(values: readonly T[], n: number): T[] =>
    Array.from({ length: n }, () => values[Math.floor(random() * values.length)]!);

  const totalPages = async (path: string) =>
    ((await getJson(base, path)).pagination as { totalPages: number }).totalPages;
  const genomes = items(await getJson(base, '/api/v1/genomes?pageSize=100&sortBy=insectSpecies&sortDirection=asc'));
  const genomePages = await totalPages('/api/v1/genomes?pageSize=10');
  const proteinPages = await totalPages('/api/v1/proteins?pageSize=10');
  const genomeFacets = (await getJson(base, '/api/v1/genomes?pageSize=1')).facets as {
    families: { value: string }[];
    subfamilies: { value: string }[];
  };
  const species = unique(genomes.map((g) => String(g.insectSpecies)));
  const genera = unique(species.map((s) => s.split(' ')[0]!));
  const families = genomeFacets.families.map((f) => f.value);
  const nodes = items(await getJson(base, `/api/v1/taxonomy/search?q=${q(genera[0]!)}&limit=1`));
  const searchHits = (
    await Promise.all(genera.slice(0, 20).map((g) => getJson(base, `/api/v1/taxonomy/search?q=${q(g)}&limit=5`)))
  ).flatMap(items);
  const nodeIds = unique([...nodes, ...searchHits].map((n) => Number(n.id)));
  const familyNodes = (
    await Promise.all(families.slice(0, 10).map((f) => getJson(base, `/api/v1/taxonomy/search?q=${q(f)}&limit=1`)))
  )
    .flatMap(items)
    .map((n) => Number(n.id));
  const proteins = items(await getJson(base, '/api/v1/proteins?pageSize=100'));
  const structures = proteins.filter((p) => p.hasStructure === true).map((p) => Number(p.id));
  const literature = items(await getJson(base, '/api/v1/literature?pageSize=100'));
  const literaturePages = await totalPages('/api/v1/literature?pageSize=20');
  const downloads = items(await getJson(base, '/api/v1/downloads'));
  const barcodes = items(await getJson(base, '/api/v1/barcodes?pageSize=100'));
  const specimens = items(await getJson(base, '/api/v1/barcodes/specimens?pageSize=100&country=Spain')).filter(
    (s) => s.taxonId !== null,
  );
  const barcodePages = await totalPages('/api/v1/barcodes?pageSize=10');
  const hostplantPages = await totalPages('/api/v1/hostplants?pageSize=10');
  const transcriptomes = items(await getJson(base, '/api/v1/omics/transcriptomes?pageSize=100'));
  const omicsSpecies = unique(transcriptomes.map((t) => String(t.scientificName)));
  const slugs = unique(transcriptomes.map((t) => String(t.speciesSlug)));
  const distributions = items(await getJson(base, '/api/v1/distributions?pageSize=100'));
  const distributionPages = await totalPages('/api/v1/distributions?pageSize=20');
  const distributionSpecies = unique(distributions.map((d) => String(d.species)).filter((s) => s !== 'null'));

  /** Pages 1–3 mostly, and one in five deep (anywhere up to the last page). */
  const page = (last: number) =>
    random() < 0.2 ? 1 + Math.floor(random() * last) : 1 + Math.floor(random() * Math.min(3, last));
  const prefix = (name: string) => name.slice(0, 3 + Math.floor(random() * 6));
  /** Tiles a map asks for over Europe at zooms 0–8 (x/y of the tile containing 10°E 50°N and its neighbours). */
  const tile = () => {
    const z = Math.floor(random() * 9);
    const n = 2 ** z;
    const x = Math.min(n - 1, Math.max(0, Math.floor(((10 + 180) / 360) * n) + Math.floor(random() * 3) - 1));
    const lat = (50 * Math.PI) / 180;
    const y = Math.min(
      n - 1,
      Math.max(
        0,
        Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * n) +
          Math.floor(random() * 3) -
          1,
      ),
    );
    const mode = pick(['points', 'grid', 'hex', 'cluster'], 1)[0]!;
    return `/api/v1/distributions/tiles/${z}/${x}/${y}.mvt?mode=${mode}${mode === 'grid' || mode === 'hex' ? '&geometry=polygon' : ''}`;
  };
  const N = 200;
  const mixes: OperationMix[] = [
    { operationId: 'getApiRoot', paths: ['/api/v1'] },
    { operationId: 'getHealth', paths: ['/api/v1/health'] },
    { operationId: 'getVersion', paths: ['/api/v1/version'] },
    { operationId: 'getStats', paths: ['/api/v1/stats'] },
    { operationId: 'getMetaSummary', paths: ['/api/v1/meta/summary'] },
    { operationId: 'getAbout', paths: ['/api/v1/about'] },
    { operationId: 'getOpenApiDocument', paths: ['/api/v1/openapi.json'] },
    { operationId: 'getSwaggerUi', paths: ['/swagger/index.html'] },
    { operationId: 'getMetrics', paths: ['/metrics'] },
    {
      operationId: 'getSearchSuggestions',
      paths: pick(species, N).map((s) => `/api/v1/search/suggestions?q=${q(prefix(s))}`),
    },
    { operationId: 'getTaxonomyRoots', paths: ['/api/v1/taxonomy/tree/roots'] },
    {
      operationId: 'getTaxonomyChildren',
      paths: [...pick(familyNodes, N / 2), ...pick(nodeIds, N / 2)].map(
        (id) => `/api/v1/taxonomy/tree/children?parentId=${id}`,
      ),
    },
    {
      operationId: 'searchTaxonomy',
      paths: pick([...species, ...genera, ...families], N).map((s) => `/api/v1/taxonomy/search?q=${q(s)}`),
    },
    {
      operationId: 'getTaxonomyTypeahead',
      paths: pick([...species, ...families], N).map((s) => `/api/v1/taxonomy/typeahead?q=${q(prefix(s))}`),
    },
    {
      operationId: 'getTaxonomyNode',
      paths: pick([...nodeIds, ...familyNodes], N).map((id) => `/api/v1/taxonomy/nodes/${id}`),
    },
    {
      operationId: 'getTaxonomyNodeLiterature',
      paths: pick(familyNodes, N).map((id) => `/api/v1/taxonomy/nodes/${id}/literature?page=${page(3)}`),
    },
    { operationId: 'listDownloads', paths: ['/api/v1/downloads'] },
    { operationId: 'getDownloadFile', paths: downloads.map((d) => `/api/v1/downloads/${d.fileId}`) },
    // the small files (the template, one species' runs): whole-archive downloads are measured by their size, not by req/s
    {
      operationId: 'streamDownloadFile',
      paths: downloads.filter((d) => d.type === 'template').map((d) => `/api/v1/downloads/${d.fileId}/stream`),
    },
    { operationId: 'listSpeciesDownloads', paths: pick(slugs, N).map((s) => `/api/v1/species/${s}/downloads`) },
    {
      operationId: 'listDistributions',
      paths: Array.from({ length: N }, () =>
        random() < 0.5
          ? `/api/v1/distributions?q=${q(pick(distributionSpecies, 1)[0]!)}`
          : `/api/v1/distributions?page=${page(distributionPages)}`,
      ),
    },
    {
      operationId: 'getDistributionOverview',
      paths: [
        '/api/v1/distributions/overview',
        ...pick(distributionSpecies, N).map((s) => `/api/v1/distributions/overview?q=${q(s.split(' ')[0]!)}`),
      ],
    },
    { operationId: 'getDistributionTile', paths: Array.from({ length: N }, tile) },
    {
      operationId: 'getDistributionsByNode',
      paths: pick(familyNodes, N).map((id) => `/api/v1/distributions/by-node/${id}`),
    },
    {
      operationId: 'listProteins',
      paths: Array.from({ length: N }, () =>
        random() < 0.5
          ? `/api/v1/proteins?page=${page(proteinPages)}`
          : `/api/v1/proteins?q=${q(pick(families, 1)[0]!)}`,
      ),
    },
    { operationId: 'getProtein', paths: pick(proteins, N).map((p) => `/api/v1/proteins/${p.id}`) },
    {
      operationId: 'getProteinStructure',
      paths: structures.length ? pick(structures, N).map((id) => `/api/v1/proteins/${id}/structure`) : [],
    },
    {
      operationId: 'listLiterature',
      paths: Array.from({ length: N }, () => `/api/v1/literature?page=${page(literaturePages)}`),
    },
    { operationId: 'getLiterature', paths: pick(literature, N).map((l) => `/api/v1/literature/${l.id}`) },
    {
      operationId: 'listTranscriptomes',
      paths: pick(omicsSpecies, N).map((s) => `/api/v1/omics/transcriptomes?species=${q(s)}`),
    },
    {
      operationId: 'getTranscriptomeInsights',
      paths: pick(omicsSpecies, N).map((s) => `/api/v1/omics/transcriptomes/insights?species=${q(s)}`),
    },
    {
      operationId: 'listPopulationGenomes',
      paths: ['/api/v1/omics/population-genomes', '/api/v1/omics/population-genomes?page=2'],
    },
    {
      operationId: 'listGenomes',
      paths: Array.from({ length: N }, () => {
        const family = pick(families, 1)[0]!;
        const sort = pick(['n50Kb', 'sizeMb', 'insectSpecies', 'buscoCompletePct'], 1)[0]!;
        return random() < 0.7
          ? `/api/v1/genomes?family=${q(family)}&sortBy=${sort}`
          : `/api/v1/genomes?page=${page(genomePages)}&sortBy=${sort}`;
      }),
    },
    { operationId: 'getGenome', paths: pick(genomes, N).map((g) => `/api/v1/genomes/${g.id}`) },
    {
      operationId: 'listHostplants',
      paths: Array.from({ length: N }, () =>
        random() < 0.6
          ? `/api/v1/hostplants?q=${q(pick(genera, 1)[0]!)}`
          : `/api/v1/hostplants?page=${page(hostplantPages)}`,
      ),
    },
    {
      operationId: 'listBarcodes',
      paths: Array.from({ length: N }, () =>
        random() < 0.5
          ? `/api/v1/barcodes?q=${q(pick(families, 1)[0]!)}`
          : `/api/v1/barcodes?page=${page(barcodePages)}`,
      ),
    },
    { operationId: 'getBarcodeFasta', paths: pick(barcodes, N).map((b) => String(b.download)) },
    {
      operationId: 'listBarcodeSpecimens',
      paths: Array.from({ length: N }, () =>
        random() < 0.5
          ? `/api/v1/barcodes/specimens?q=${q(String(pick(specimens, 1)[0]!.scientificName).split(' ')[0]!)}&country=Spain`
          : `/api/v1/barcodes/specimens?taxonId=${String(pick(specimens, 1)[0]!.taxonId)}`,
      ),
    },
    {
      operationId: 'getBarcodeSpecimen',
      paths: pick(specimens, N).map((s) => `/api/v1/barcodes/specimens/${q(String(s.id))}`),
    },
    { operationId: 'listTools', paths: ['/api/v1/tools'] },
    { operationId: 'listBlastDatabases', paths: ['/api/v1/blast/databases'] },
    { operationId: 'getBlastJob', paths: jobs.blastJobId ? [`/api/v1/blast/jobs/${jobs.blastJobId}`] : [] },
    { operationId: 'getIdentificationHealth', paths: ['/api/v1/mmnet/health'] },
    { operationId: 'getNicheSchemas', paths: ['/api/v1/niche-barcoding/schemas'] },
    { operationId: 'getNicheJob', paths: jobs.nicheJobId ? [`/api/v1/niche-barcoding/jobs/${jobs.nicheJobId}`] : [] },
    {
      operationId: 'getNicheJobResults',
      paths: jobs.nicheJobId ? [`/api/v1/niche-barcoding/jobs/${jobs.nicheJobId}/results`] : [],
    },
    {
      operationId: 'getNicheJobVisualizations',
      paths: jobs.nicheJobId ? [`/api/v1/niche-barcoding/jobs/${jobs.nicheJobId}/visualizations`] : [],
    },
    {
      operationId: 'downloadNicheJobFile',
      paths:
        jobs.nicheJobId && jobs.nicheFileId
          ? [`/api/v1/niche-barcoding/jobs/${jobs.nicheJobId}/files/${jobs.nicheFileId}`]
          : [],
    },
  ];
  return mixes;
}
