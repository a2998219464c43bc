// TFJS → ONNX converter: library entry (graph or layers model → ONNX bytes with provenance) and CLI for the pinned
// nsfwjs backbones or any TFJS model folder. Input `image` [batch, H, W, 3] NHWC float32; outputs as requested.
// Usage: npx tsx tools/identification/tfjs-to-onnx.ts --model MobileNetV2Mid [--with-classifier] --out var/x.onnx
//        npx tsx tools/identification/tfjs-to-onnx.ts --model-json dir/model.json --output features=<tensor> --out x.onnx
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { encodeOnnxModel, type OnnxGraph } from './onnx-writer.js';
import { decodeWeights, type TfjsModelJson } from './tfjs-graph.js';
import { convertGraphModel, type OutputRequest } from './tfjs-graph-to-onnx.js';
import { convertLayersModel } from './tfjs-layers-to-onnx.js';
import {
  fetchNsfwjs,
  NSFW_CLASSES,
  NSFWJS,
  NSFWJS_MODELS,
  readBundledModel,
  readModelDirectory,
  type TfjsModelFiles,
} from './tfjs-package.js';

export const IMAGE_INPUT_NAME = 'image';
export const FEATURES_OUTPUT_NAME = 'features';
export const NSFW_OUTPUT_NAME = 'nsfw_probabilities';

export interface ConversionOptions {
  readonly graphName: string;
  readonly outputs: readonly OutputRequest[];
  readonly docString: string;
  readonly metadata: Readonly<Record<string, string>>;
}

export interface Conversion {
  readonly graph: OnnxGraph;
  readonly bytes: Uint8Array;
}

/** Converts a TFJS model (either format) into an ONNX model file. */
export function convertTfjsModel(files: TfjsModelFiles, options: ConversionOptions): Conversion {
  const weights = decodeWeights(files.modelJson.weightsManifest, files.weightData);
  const model: TfjsModelJson = files.modelJson;
  const args = { input: IMAGE_INPUT_NAME, outputs: options.outputs, name: options.graphName };
  const graph = model.modelTopology.node
    ? convertGraphModel(model, weights, args)
    : convertLayersModel(model, weights, args);
  const bytes = encodeOnnxModel(graph, {
    producer: 'lepidoptera-data-service tfjs-to-onnx',
    producerVersion: '1',
    docString: options.docString,
    metadata: options.metadata,
  });
  return { graph, bytes };
}

/**
 * One of nsfwjs' bundled backbones, truncated at its ImageNet feature vector (`features`), optionally also keeping
 * nsfwjs' own NSFW classifier (`nsfw_probabilities`) to check the conversion against nsfwjs.
 */
export function convertNsfwjsBackbone(
  modelName: string,
  options: { withClassifier?: boolean; cacheDir?: string; log?: (m: string) => void } = {},
): Conversion {
  const spec = NSFWJS_MODELS[modelName];
  if (!spec) throw new Error(`unknown nsfwjs model ${modelName} (known: ${Object.keys(NSFWJS_MODELS).join(', ')})`);
  const files = readBundledModel(fetchNsfwjs(options.cacheDir, options.log), spec);
  const source = `${NSFWJS.name}@${NSFWJS.version}/${spec.dir}`;
  const outputs: OutputRequest[] = [{ name: FEATURES_OUTPUT_NAME, tensor: spec.features }];
  if (options.withClassifier) outputs.push({ name: NSFW_OUTPUT_NAME, tensor: spec.classifier });
  return convertTfjsModel(files, {
    graphName: `${modelName}_features`,
    outputs,
    docString:
      `${modelName} from ${source} (${NSFWJS.licence} licence, tarball ${NSFWJS.integrity}): ${spec.description}. ` +
      `Converted to ONNX by tools/identification/tfjs-to-onnx.ts and truncated at ${spec.features}. ` +
      `Input '${IMAGE_INPUT_NAME}': [batch, 224, 224, 3] float32 NHWC RGB in [0, 1]; output '${FEATURES_OUTPUT_NAME}': [batch, features]` +
      (options.withClassifier ? `; '${NSFW_OUTPUT_NAME}': nsfwjs' classes ${NSFW_CLASSES.join(', ')}.` : '.'),
    metadata: {
      source_package: `${NSFWJS.name}@${NSFWJS.version}`,
      source_path: spec.dir,
      source_integrity: NSFWJS.integrity,
      source_licence: NSFWJS.licence,
      source_converted_by:
        files.modelJson.convertedBy ?? files.modelJson.modelTopology.model_config?.class_name ?? 'unknown',
      backbone: modelName,
      feature_tensor: spec.features,
      input_layout: 'NHWC',
      input_range: '[0, 1]',
      input_colour: 'RGB',
    },
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      model: { type: 'string' },
      'model-json': { type: 'string' },
      output: { type: 'string', multiple: true },
      'with-classifier': { type: 'boolean', default: false },
      out: { type: 'string' },
    },
  });
  if (!values.out || !!values.model === !!values['model-json']) {
    throw new Error(
      'usage: tfjs-to-onnx.ts (--model <MobileNetV2Mid|MobileNetV2> [--with-classifier] | --model-json <path> --output name=tensor ...) --out <file.onnx>',
    );
  }
  let conversion: Conversion;
  if (values.model)
    conversion = convertNsfwjsBackbone(values.model, { withClassifier: values['with-classifier'], log: console.log });
  else {
    const outputs = (values.output ?? []).map((o) => {
      const [name, tensor] = o.split('=');
      if (!name || !tensor) throw new Error(`--output ${o}: expected name=tensor`);
      return { name, tensor };
    });
    if (!outputs.length) throw new Error('--model-json needs at least one --output name=tensor');
    const path = resolve(values['model-json']!);
    conversion = convertTfjsModel(readModelDirectory(path), {
      graphName: 'tfjs_model',
      outputs,
      docString: `Converted from ${path} by tools/identification/tfjs-to-onnx.ts`,
      metadata: {},
    });
  }
  mkdirSync(dirname(resolve(values.out)), { recursive: true });
  writeFileSync(values.out, conversion.bytes);
  const { graph } = conversion;
  const ops = new Map<string, number>();
  for (const n of graph.nodes) ops.set(n.op, (ops.get(n.op) ?? 0) + 1);
  const params = graph.initializers.reduce((n, t) => n + t.data.length, 0);
  console.log(
    `${values.out}: ${(conversion.bytes.length / 1e6).toFixed(2)} MB, ${params} parameters, ${graph.nodes.length} nodes (${[...ops].map(([op, n]) => `${op} ${n}`).join(', ')})`,
  );
  for (const v of [...graph.inputs, ...graph.outputs])
    console.log(`  ${graph.inputs.includes(v) ? 'input ' : 'output'} ${v.name} [${v.shape.join(', ')}]`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
