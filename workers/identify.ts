// Worker task: one species identification — decode and prepare the photo (sharp), run the image and/or barcode
// models (onnxruntime). Takes plain data, returns the two sides' evidence; fusion and labels are the service's.
import type { BarcodeEvidence } from './identification/fusion.js';
import { prepareImage } from './identification/image.js';
import { classifyBarcode, classifyImage, loadModels, type ImageEvidence } from './identification/models.js';

export type IdentifyTask =
  /** Loads the sessions of this thread and reports the model version (the service's readiness probe). */
  | { readonly kind: 'warm-up'; readonly modelDir: string }
  | {
      readonly kind: 'identify';
      readonly modelDir: string;
      readonly image: Uint8Array;
      /** Parsed (uppercase, gap-free) barcode, or null. */
      readonly sequence: string | null;
      /** False for sequence_only: the photo is still checked, but not classified. */
      readonly classifyImage: boolean;
    };

export type IdentifyOutcome =
  | {
      readonly ok: true;
      readonly modelVersion: string;
      readonly image: ImageEvidence | null;
      readonly barcode: BarcodeEvidence | null;
    }
  | { readonly ok: false; readonly reason: string };

export default async function identify(task: IdentifyTask): Promise<IdentifyOutcome> {
  const models = await loadModels(task.modelDir);
  const modelVersion = models.manifest.model_version;
  if (task.kind === 'warm-up') return { ok: true, modelVersion, image: null, barcode: null };

  const prepared = await prepareImage(task.image);
  if (!prepared.ok) return prepared;
  const [image, barcode] = await Promise.all([
    task.classifyImage ? classifyImage(models, prepared.pixels) : null,
    task.sequence ? classifyBarcode(models, task.sequence) : null,
  ]);
  return { ok: true, modelVersion, image, barcode };
}
