// What a niche barcoding job may contain: workflows and their file roles, models, environment sources, options,
// limits; and the configuration check that returns every issue at once.
import { ENUM_VALUES, type Schema } from '../../generated/operations.js';
import { checkStorageKey } from '../storage/keys.js';

/** The file roles the parsers know (a job's files are declared under these names). */
export const ROLE_KINDS = [
  'referenceSequences',
  'querySequences',
  'identifications',
  'referencePoints',
  'queryPoints',
  'extraPoints',
  'referenceEnvironment',
  'queryEnvironment',
] as const;

export type RoleKind = (typeof ROLE_KINDS)[number];

export function isRoleKind(role: string): role is RoleKind {
  return ROLE_KINDS.some((kind) => kind === role);
}

/** A file role of the contract whose name is one the parsers know. */
export type FileRole = Schema<'NicheFileRole'> & { role: RoleKind };

/** A workflow of the contract whose roles the parsers know. */
export type Workflow = Schema<'NicheWorkflow'> & { fileRoles: FileRole[] };

const ENV_ROLES: FileRole[] = [
  {
    role: 'referenceEnvironment',
    required: false,
    formats: ['csv'],
    description:
      'Environment values measured per reference specimen; with queryEnvironment it replaces the environment source.',
    headerConvention:
      'CSV header: seqIDs (the sequence ids), then one numeric column per variable (e.g. ANT,TS,TAR,AP,PS); species, family, scientific_name, no., lon, lat columns are ignored.',
    templateHref: null,
  },
  {
    role: 'queryEnvironment',
    required: false,
    formats: ['csv'],
    description: 'Environment values per query specimen, same variables as referenceEnvironment.',
    headerConvention: 'CSV header: seqIDs (the query ids), then the same variable columns as referenceEnvironment.',
    templateHref: null,
  },
];

const EXTRA_POINTS: FileRole = {
  role: 'extraPoints',
  required: false,
  formats: ['csv'],
  description:
    'Additional presence points of reference species (e.g. from GBIF or the literature); used with an environment source.',
  headerConvention:
    'CSV header: species (or scientific_name), lon, lat; species written Genus species (or Genus_species).',
  templateHref: null,
};

export const WORKFLOWS: readonly Workflow[] = [
  {
    id: 'NBSI',
    name: 'Niche-model-based species identification',
    description:
      'Reference and query COI barcodes with coordinates: barcode probability P(Bk) from a naive Bayes classifier over the aligned columns, niche probability from a per-species random forest, combined into TSI and CI scores.',
    fileRoles: [
      {
        role: 'referenceSequences',
        required: true,
        formats: ['fasta', 'csv'],
        description: 'Aligned reference COI sequences of known species, with the collection coordinates.',
        headerConvention:
          'FASTA: >seqID|Genus species|family|lon=<decimal degrees>|lat=<decimal degrees> (aligned, equal lengths; family may be empty); or CSV as the template: seqID,species,longitude,latitude,sequence',
        templateHref: null,
      },
      {
        role: 'querySequences',
        required: true,
        formats: ['fasta'],
        description: 'Aligned query COI sequences (same alignment as the references) with coordinates.',
        headerConvention: '>queryID|unknown||lon=<decimal degrees>|lat=<decimal degrees>',
        templateHref: null,
      },
      EXTRA_POINTS,
      ...ENV_ROLES,
    ],
  },
  {
    id: 'NBSI2',
    name: 'NBSI for prior identifications',
    description:
      'Identifications already made by other barcodes or methods (query, species, probability) confirmed by per-species niche models built from the reference points, with coordinates or user environment tables.',
    fileRoles: [
      {
        role: 'identifications',
        required: true,
        formats: ['csv'],
        description: 'Prior identification of each query: its id, the species and the probability.',
        headerConvention: 'CSV header: queID, species (or scientific_name), prob (or barcode.prob).',
        templateHref: null,
      },
      {
        role: 'referencePoints',
        required: true,
        formats: ['csv'],
        description: 'Reference specimens of known species with coordinates.',
        headerConvention: 'CSV header: seqIDs, species (or scientific_name), lon, lat.',
        templateHref: null,
      },
      {
        role: 'queryPoints',
        required: false,
        formats: ['csv'],
        description: 'Query coordinates (needed unless queryEnvironment is given).',
        headerConvention: 'CSV header: seqIDs (the queID of the identifications), lon, lat.',
        templateHref: null,
      },
      EXTRA_POINTS,
      ...ENV_ROLES,
    ],
  },
];

export const MODELS: Schema<'NicheModel'>[] = [
  {
    id: 'RF',
    name: 'Random forest',
    description:
      'Per-species presence / pseudo-absence random forest (own TypeScript implementation); probability = share of trees voting presence.',
    parameters: {
      trees: 500,
      mtry: 'floor(sqrt(variables))',
      pseudoAbsenceRatio: 10,
      minPresencePoints: 10,
      backgroundPoints: 5000,
    },
  },
];

export type EnvironmentLayer = 'beyer2020' | 'etopo5' | 'chelsa';

/** An environment source of the contract without its licence and citation (those come from the loaded data), plus where its values live. */
export type EnvironmentSourceDefinition = Omit<Schema<'EnvironmentSource'>, 'licence' | 'citation'> & {
  dataSource: string;
  layer: EnvironmentLayer;
  resolutionDegrees: number;
};

export const ENVIRONMENT_SOURCES: EnvironmentSourceDefinition[] = [
  {
    id: 'beyer2020-present-1deg',
    name: 'Beyer et al. 2020 bioclimate, present day, 1° (with ETOPO5 mean land elevation)',
    dataSource: 'beyer2020',
    layer: 'beyer2020',
    resolution: '1°',
    resolutionDegrees: 1,
    variables: [
      { id: 'bio1', name: 'Annual mean temperature', unit: '°C' },
      { id: 'bio10', name: 'Mean temperature of the warmest quarter', unit: '°C' },
      { id: 'bio12', name: 'Annual precipitation', unit: 'mm' },
      { id: 'elev', name: 'Mean land elevation (ETOPO5)', unit: 'm' },
    ],
  },
  {
    id: 'etopo5-elevation-0.5deg',
    name: 'NOAA ETOPO5 elevation, 0.5°',
    dataSource: 'etopo5',
    layer: 'etopo5',
    resolution: '0.5°',
    resolutionDegrees: 0.5,
    variables: [
      { id: 'elev', name: 'Mean land elevation', unit: 'm' },
      { id: 'elev_sd', name: 'Elevation standard deviation within the cell', unit: 'm' },
    ],
  },
  {
    id: 'chelsa-v1-stations-0.5deg',
    name: 'CHELSA V1 bioclim at GSOD stations, mean per 0.5° cell (sparse)',
    dataSource: 'chelsa-gsod',
    layer: 'chelsa',
    resolution: '0.5° (cells with stations only)',
    resolutionDegrees: 0.5,
    variables: [
      { id: 'bio1', name: 'Annual mean temperature', unit: '°C' },
      { id: 'bio4', name: 'Temperature seasonality', unit: null },
      { id: 'bio5', name: 'Max temperature of the warmest month', unit: '°C' },
      { id: 'bio6', name: 'Min temperature of the coldest month', unit: '°C' },
      { id: 'bio7', name: 'Temperature annual range', unit: '°C' },
      { id: 'bio10', name: 'Mean temperature of the warmest quarter', unit: '°C' },
      { id: 'bio11', name: 'Mean temperature of the coldest quarter', unit: '°C' },
      { id: 'bio12', name: 'Annual precipitation', unit: 'mm' },
      { id: 'bio15', name: 'Precipitation seasonality', unit: null },
    ],
  },
];

export const DEFAULT_SOURCE = ENVIRONMENT_SOURCES[0].id;
export const MAX_SEED = 2147483647;

export type NicheLimits = Schema<'NicheLimits'>;

export function nicheLimits(maxFileBytes: number, jobTtlSeconds: number): NicheLimits {
  return { maxFileBytes, maxFiles: 6, maxSequences: 20000, maxQueries: 5000, maxPoints: 100000, jobTtlSeconds };
}

/** The options a configuration may set, their allowed values and defaults, as /niche-barcoding/schemas shows them. */
export const OPTIONS: Schema<'NicheOptionsSchema'> = {
  variableSelection: {
    values: [...ENUM_VALUES.VariableSelection],
    default: 'ALL',
    description:
      'ALL uses every variable; SELECT repeatedly drops the variable with the most partners at |Pearson r| ≥ 0.9.',
  },
  independence: {
    default: true,
    description: 'true reports CI.unc = min(1, P(Bk)·CF); false reports CI.cor = P(Bk)·P(Ek) / Σs P(Bs)·Ps(E).',
  },
  environmentSource: {
    values: ENVIRONMENT_SOURCES.map((s) => s.id),
    default: DEFAULT_SOURCE,
    description:
      'Layer the environmental values are read from at each coordinate; ignored when referenceEnvironment and queryEnvironment tables are uploaded.',
  },
  seed: {
    minimum: 0,
    maximum: MAX_SEED,
    description:
      'Random seed; chosen by the server and reported with the job when omitted. Same inputs and seed give the same results.',
  },
};

/** Every problem of a configuration (the validate body; a create body is one plus a label), all at once; never throws. */
export function validateConfig(config: Schema<'NicheValidateRequest'>, limits: NicheLimits): Schema<'ConfigIssue'>[] {
  const issues: Schema<'ConfigIssue'>[] = [];
  const error = (code: string, field: string | null, message: string) =>
    issues.push({ severity: 'error', code, field, message });
  const workflow = WORKFLOWS.find((w) => w.id === config.workflow);
  if (!workflow)
    error(
      'UNKNOWN_WORKFLOW',
      'workflow',
      `Workflow '${config.workflow}' does not exist; use one of ${WORKFLOWS.map((w) => w.id).join(', ')}.`,
    );
  if (!MODELS.some((m) => m.id === config.model)) {
    const hint =
      config.model.toUpperCase() === 'MAXENT' ? ' MAXENT needs Java and is not available on this server.' : '';
    error(
      'UNKNOWN_MODEL',
      'model',
      `Model '${config.model}' cannot run here; use ${MODELS.map((m) => m.id).join(', ')}.${hint}`,
    );
  }
  const entries = Object.entries(config.files);
  if (entries.length > limits.maxFiles) error('TOO_MANY_FILES', 'files', `At most ${limits.maxFiles} files per job.`);
  const names = new Map<string, string>();
  for (const [role, name] of entries) {
    const field = `files.${role}`;
    if (workflow && !workflow.fileRoles.some((r) => r.role === role))
      error('UNKNOWN_ROLE', field, `Role '${role}' is not defined for workflow ${workflow.id}.`);
    try {
      checkStorageKey(name);
    } catch {
      error(
        'INVALID_FILE_NAME',
        field,
        `File name '${name.slice(0, 80)}' must start with a letter or digit and use only letters, digits, '.', '_' and '-' (at most 200 characters).`,
      );
    }
    if (names.has(name))
      error(
        'DUPLICATE_FILE_NAME',
        field,
        `File name '${name.slice(0, 80)}' is also declared for role '${names.get(name)}'.`,
      );
    names.set(name, role);
  }
  for (const role of workflow?.fileRoles ?? []) {
    if (role.required && !(role.role in config.files))
      error('MISSING_ROLE', `files.${role.role}`, `Role '${role.role}' is required for workflow ${workflow!.id}.`);
  }
  const hasRefEnv = 'referenceEnvironment' in config.files;
  const hasQueEnv = 'queryEnvironment' in config.files;
  if (hasRefEnv !== hasQueEnv) {
    error(
      'INCOMPLETE_ENVIRONMENT_TABLES',
      hasRefEnv ? 'files.queryEnvironment' : 'files.referenceEnvironment',
      'Environment tables come in pairs: referenceEnvironment and queryEnvironment.',
    );
  }
  const source = config.options?.environmentSource;
  if (source !== undefined && !ENVIRONMENT_SOURCES.some((s) => s.id === source)) {
    error(
      'UNKNOWN_ENVIRONMENT_SOURCE',
      'options.environmentSource',
      `Environment source '${source.slice(0, 80)}' does not exist; see /niche-barcoding/schemas.`,
    );
  }
  if (hasRefEnv && hasQueEnv && source !== undefined) {
    issues.push({
      severity: 'warning',
      code: 'ENVIRONMENT_SOURCE_IGNORED',
      field: 'options.environmentSource',
      message: 'The uploaded environment tables are used; the environment source is ignored.',
    });
  }
  if (hasRefEnv && hasQueEnv && 'extraPoints' in config.files) {
    issues.push({
      severity: 'warning',
      code: 'EXTRA_POINTS_IGNORED',
      field: 'files.extraPoints',
      message: 'Extra points have no environment values in the uploaded tables and are not used.',
    });
  }
  if (workflow?.id === 'NBSI2' && !('queryPoints' in config.files) && !hasQueEnv) {
    error('MISSING_ROLE', 'files.queryPoints', 'NBSI2 needs queryPoints or the environment tables.');
  }
  return issues;
}
