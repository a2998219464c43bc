// Species identification: model readiness (warm-up of every worker thread), request checks, the worker call, fusion
// and the snake_case result. Handlers stay thin; the worker stays pure.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { isDescriptorExhaustion } from '../../core/descriptor-exhaustion.js';
import { ApiError } from '../../core/errors.js';
import type { UploadedFile } from '../../core/uploaded-file.js';
import type { Schema } from '../../generated/operations.js';
import type { IdentifyTask } from '../../workers/identify.js';
import type { WorkerPool } from '../../workers/pool.js';
import { parseBarcode } from '../../workers/identification/barcode.js';
import { fuseScores, topClasses, type IdentificationMode } from '../../workers/identification/fusion.js';
import { sniffImageFormat } from '../../workers/identification/image.js';
import { readManifest, type ModelManifest } from '../../workers/identification/manifest.js';
import { applyPrior } from '../../workers/identification/prior.js';
import { decideScope } from '../../workers/identification/scope.js';
import type { SubsystemStatus } from '../health.js';
import { placeDateQuery } from './place-date.js';
import type { IdentificationDataSource } from './prior-source.js';

export type IdentificationResult = Schema<'IdentificationResult'>;
export type IdentificationHealth = Schema<'IdentificationHealth'>;

/** A barcode sent as a file part is a FASTA file of one sequence; anything this large is not. */
const MAX_BARCODE_FILE_BYTES = 64 * 1024;
/** The pause before the model is loaded again after a load failed for want of file descriptors. */
const RELOAD_S = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface IdentifyRequest {
  readonly files: readonly UploadedFile[];
  /** The validated form fields (top_k already an integer with its default; a file part's field holds ''). */
  readonly fields: Schema<'IdentificationRequest'>;
  readonly requestId: string;
}

export interface IdentificationServiceOptions {
  readonly modelDir: string;
  readonly pool: WorkerPool;
  /** Class taxa and the place/date prior of the loaded data version. */
  readonly data: IdentificationDataSource;
  readonly log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

type State = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** The one file part of `field`; two are ambiguous. */
function filePart(
  files: readonly UploadedFile[],
  field: string,
  code: 'INVALID_IMAGE' | 'INVALID_BARCODE',
): UploadedFile | undefined {
  const parts = files.filter((f) => f.field === field);
  if (parts.length > 1)
    throw new ApiError(code, `Send one '${field}' part, not ${parts.length}.`, { [field]: 'more than one part' });
  return parts[0];
}

function barcodeText(request: IdentifyRequest): string | null {
  const file = filePart(request.files, 'barcode', 'INVALID_BARCODE');
  if (file) {
    if (file.size > MAX_BARCODE_FILE_BYTES)
      throw new ApiError('INVALID_BARCODE', `A barcode file may have at most ${MAX_BARCODE_FILE_BYTES} bytes.`, {
        barcode: 'too large',
      });
    return file.buffer.toString('utf8');
  }
  const text = request.fields.barcode;
  return text !== undefined && text.trim() !== '' ? text : null;
}

export function createIdentificationService(options: IdentificationServiceOptions) {
  const { modelDir, pool, data, log } = options;
  // libvips' thread pool and cache are process-wide, so they are set once here rather than by each worker:
  // the pool already runs one identification per core, and decoded photos are never reused.
  sharp.concurrency(1);
  sharp.cache(false);
  let manifest: ModelManifest | null = null;
  let state: State = { status: 'loading' };
  try {
    manifest = readManifest(modelDir);
  } catch (error) {
    state = {
      status: 'error',
      message: `model manifest unusable: ${error instanceof Error ? error.message : String(error)}`,
    };
  }

  const runTask = (task: IdentifyTask) => pool.run('identify', task);

  async function identify(request: IdentifyRequest, started: number): Promise<IdentificationResult> {
    if (!manifest || state.status !== 'ready') {
      throw new ApiError(
        'MODEL_UNAVAILABLE',
        state.status === 'error'
          ? 'The identification model failed to load.'
          : 'The identification model is still loading; retry shortly.',
        { status: state.status },
        { 'Retry-After': '5' },
      );
    }
    const image = filePart(request.files, 'image', 'INVALID_IMAGE');
    if (!image)
      throw new ApiError('INVALID_IMAGE', "The 'image' field must be a file part (a JPEG, PNG or WebP photo).", {
        image: 'is required as a file',
      });
    if (!sniffImageFormat(image.buffer))
      throw new ApiError('INVALID_IMAGE', 'The image is not a JPEG, PNG or WebP file (recognised by content).', {
        image: 'unsupported or unknown format',
      });
    // The answer's mode is the one asked for (default multimodal_fusion), never one the client did not name.
    // Without a barcode, multimodal_fusion is the image alone: the image contribution carries all the weight.
    const mode: IdentificationMode = request.fields.mode ?? 'multimodal_fusion';
    // image_only (an extra mode of this contract) leaves any barcode sent unread
    const text = mode === 'image_only' ? null : barcodeText(request);
    let sequence: string | null = null;
    if (text !== null) {
      const parsed = parseBarcode(text);
      if (!parsed.ok)
        throw new ApiError('INVALID_BARCODE', `The barcode is not usable: ${parsed.reason}.`, {
          barcode: parsed.reason,
        });
      sequence = parsed.sequence;
    }
    if (mode === 'sequence_only' && !sequence) {
      throw new ApiError('INVALID_BARCODE', "Mode 'sequence_only' needs a barcode.", {
        barcode: 'is required for sequence_only',
      });
    }
    const placeDate = placeDateQuery(request.fields);

    const outcome = await runTask({
      kind: 'identify',
      modelDir,
      image: image.buffer,
      sequence,
      classifyImage: mode !== 'sequence_only',
    });
    if (!outcome.ok)
      throw new ApiError('INVALID_IMAGE', `The image is not usable: ${outcome.reason}.`, { image: outcome.reason });
    const model = manifest;
    const tables = await data.current(model);
    const fused = fuseScores(mode, outcome.image?.probabilities ?? null, outcome.barcode, model.fusion.temperature);
    const imageBest = outcome.image ? topClasses(outcome.image.probabilities, 1)[0].classIndex : null;
    const scope = decideScope(model.image.scope, {
      imageScore: outcome.image?.scopeScore ?? null,
      barcodeMatch: outcome.barcode?.match ?? null,
      imageClassHasBarcodes: imageBest !== null && model.classes[imageBest].barcode_index !== null,
    });
    // the prior multiplies the fused scores; its contribution is the probability it moved, the sides share the rest
    const prior = placeDate
      ? applyPrior(fused.scores, tables.prior.weights(placeDate).weights, model.prior.exponent)
      : { scores: fused.scores, contribution: 0 };
    const ranked = topClasses(prior.scores, request.fields.top_k, fused.tiebreak).map((r) => ({
      class_index: r.classIndex,
      label: model.classes[r.classIndex].label,
      score: round(r.score, 6),
      taxon_id: tables.taxonIds[r.classIndex],
    }));
    const priorContribution = round(prior.contribution, 4);
    const sequenceContribution = round(fused.sequenceContribution * (1 - prior.contribution), 4);
    return {
      request_id: UUID.test(request.requestId) ? request.requestId : randomUUID(),
      model_version: outcome.modelVersion,
      mode,
      latency_ms: round(performance.now() - started, 1),
      prediction: ranked[0],
      top_k: ranked,
      sequence_contribution: sequenceContribution,
      image_contribution: Math.max(0, round(1 - sequenceContribution - priorContribution, 4)),
      prior_contribution: priorContribution,
      in_scope: scope.inScope,
      scope_reason: scope.reason,
    };
  }

  let starting: Promise<void> = Promise.resolve();
  let stopped = false;
  let reload: NodeJS.Timeout | undefined;

  async function warmUp(): Promise<void> {
    if (state.status === 'error') {
      log.error({ reason: state.message }, 'identification model unavailable');
      return;
    }
    const started = performance.now();
    try {
      await Promise.all(Array.from({ length: pool.identifyThreads }, () => runTask({ kind: 'warm-up', modelDir })));
      state = { status: 'ready' };
      // the class taxa and the prior of the loaded data, so no user's first identification waits for them
      if (manifest)
        void data.current(manifest).catch((error) => log.error({ err: error }, 'identification prior not built'));
      log.info(
        { modelVersion: manifest?.model_version, seconds: round((performance.now() - started) / 1000, 2) },
        'identification model ready',
      );
    } catch (error) {
      if (isDescriptorExhaustion(error) && !stopped) {
        // overload that passes (no descriptor for a thread or a model file): still `loading`, loaded again shortly —
        // it was `error` until a restart, and every identification 503
        log.warn({ err: error }, `identification model not loaded: no file descriptor left; again in ${RELOAD_S} s`);
        reload = setTimeout(() => void (starting = warmUp()), RELOAD_S * 1000);
        reload.unref();
        return;
      }
      state = { status: 'error', message: error instanceof Error ? error.message : String(error) };
      log.error({ err: error }, 'identification model failed to load');
    }
  }

  return {
    /** Loads the model in every worker thread; the status turns `ready` (or `error`) when that is done. */
    start(): Promise<void> {
      starting = warmUp();
      return starting;
    },

    /** No more loading; resolves once a load under way has finished, so no thread is stopped mid-load. */
    stop(): Promise<void> {
      stopped = true;
      clearTimeout(reload);
      return starting;
    },

    health(): IdentificationHealth {
      return {
        status: state.status,
        model_version: manifest?.model_version ?? 'unavailable',
        class_count: manifest?.classes.length ?? 0,
        device: 'cpu',
      };
    },

    async subsystemStatus(): Promise<SubsystemStatus> {
      if (state.status === 'ready')
        return { status: 'ok', message: `model ${manifest?.model_version} ready`, latencyMs: null };
      return {
        status: state.status,
        // the cause (file paths, ONNX messages) is in the server log; /health is public
        message: state.status === 'error' ? 'the model failed to load (the server log has the cause)' : 'model loading',
        latencyMs: null,
      };
    },

    identify: (request: IdentifyRequest): Promise<IdentificationResult> => identify(request, performance.now()),
  };
}

export type IdentificationService = ReturnType<typeof createIdentificationService>;
