// Fetches the pinned nsfwjs npm tarball (npm pack + sha512 check + tar) into var/ and reads the TFJS models it bundles
// as UMD JavaScript wrappers; also reads plain TFJS model directories (model.json + binary shards).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { PROJECT_ROOT } from '../../config.js';
import type { TfjsModelJson } from './tfjs-graph.js';

/** The backbone source, pinned: the version and the registry's sha512 of its tarball (`npm view nsfwjs@4.4.0 dist.integrity`). */
export const NSFWJS = {
  name: 'nsfwjs',
  version: '4.4.0',
  licence: 'MIT',
  integrity: 'sha512-krC1fgeTLXtZwgdpKJ0jm7hqv0gTSRQQRL+FhOaxaJ9Wj92t42BO3csO2odwgTAgZgf2RvkwPtp0R8Aa7dc+MA==',
} as const;

export interface NsfwjsModel {
  /** Folder inside the package. */
  readonly dir: string;
  /** The tensor before nsfwjs' NSFW classifier: the ImageNet backbone's pooled features. */
  readonly features: string;
  /** nsfwjs' 5-class NSFW probabilities (for checking a conversion against nsfwjs itself). */
  readonly classifier: string;
  readonly description: string;
}

/** nsfwjs' class order (dist/cjs/nsfw_classes.js). */
export const NSFW_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;

export const NSFWJS_MODELS: Readonly<Record<string, NsfwjsModel>> = {
  MobileNetV2Mid: {
    dir: 'dist/models/mobilenet_v2_mid',
    features: 'feature_vector/SpatialSqueeze',
    classifier: 'Identity',
    description:
      'MobileNetV2 (width 1.4, 224 px) TF-Hub ImageNet feature vector, TFJS graph model (converter 1.7.4), uint8-quantised weights',
  },
  MobileNetV2: {
    dir: 'dist/models/mobilenet_v2',
    features: 'flatten_1',
    classifier: 'dense_3',
    description:
      'Keras MobileNetV2 (width 1.0, 224 px) fine-tuned by nsfwjs, TFJS layers model, uint8-quantised weights',
  },
};

export interface TfjsModelFiles {
  readonly modelJson: TfjsModelJson;
  /** All weight shards concatenated in manifest order. */
  readonly weightData: Uint8Array;
}

const DEFAULT_CACHE = join(PROJECT_ROOT, 'var', 'identification', 'nsfwjs');

function sha512Integrity(bytes: Uint8Array): string {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
}

/**
 * The extracted nsfwjs package folder: `npm pack` downloads the tarball (through npm's cache), its sha512 must equal
 * the pinned integrity, and `tar` unpacks it once; later runs reuse the unpacked copy if its recorded integrity matches.
 */
export function fetchNsfwjs(cacheDir = DEFAULT_CACHE, log: (message: string) => void = () => {}): string {
  const packageDir = join(cacheDir, 'package');
  const marker = join(cacheDir, 'extracted.integrity');
  if (
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === NSFWJS.integrity &&
    existsSync(join(packageDir, 'package.json'))
  )
    return packageDir;
  mkdirSync(cacheDir, { recursive: true });
  const tarball = join(cacheDir, `${NSFWJS.name}-${NSFWJS.version}.tgz`);
  if (!existsSync(tarball)) {
    log(`npm pack ${NSFWJS.name}@${NSFWJS.version} → ${cacheDir}`);
    execFileSync('npm', ['pack', `${NSFWJS.name}@${NSFWJS.version}`, '--pack-destination', cacheDir, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const integrity = sha512Integrity(readFileSync(tarball));
  if (integrity !== NSFWJS.integrity) {
    rmSync(tarball);
    throw new Error(
      `${tarball}: integrity ${integrity} does not match the pinned ${NSFWJS.integrity} (deleted; rerun to download again)`,
    );
  }
  rmSync(packageDir, { recursive: true, force: true });
  execFileSync('tar', ['-xzf', tarball, '-C', cacheDir]);
  writeFileSync(marker, NSFWJS.integrity);
  return packageDir;
}

/**
 * Evaluates one of nsfwjs' UMD wrappers (browserify bundles whose module exports the model.json object or a shard's
 * bytes as base64) in an empty V8 context: no require, process or globals. The source is integrity-checked above.
 */
function evaluateUmd(path: string): unknown {
  const module = { exports: {} as unknown };
  runInNewContext(readFileSync(path, 'utf8'), { module, exports: module.exports }, { filename: path, timeout: 10_000 });
  return module.exports;
}

/** A model bundled in the nsfwjs package: `model.min.js` plus `group1-shardNofM.min.js` base64 weight strings. */
export function readBundledModel(packageDir: string, model: NsfwjsModel): TfjsModelFiles {
  const dir = join(packageDir, model.dir);
  const modelJson = evaluateUmd(join(dir, 'model.min.js')) as TfjsModelJson;
  if (!modelJson?.modelTopology || !Array.isArray(modelJson.weightsManifest))
    throw new Error(`${dir}/model.min.js does not export a TFJS model.json`);
  const shards = modelJson.weightsManifest.flatMap((group) =>
    group.paths.map((path: string) => {
      const text = evaluateUmd(join(dir, `${path}.min.js`));
      if (typeof text !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text))
        throw new Error(`${dir}/${path}.min.js does not export a base64 string`);
      return Buffer.from(text, 'base64');
    }),
  );
  return { modelJson, weightData: new Uint8Array(Buffer.concat(shards)) };
}

/** A plain TFJS model folder (what `tensorflowjs_converter` writes): model.json and the binary shards beside it. */
export function readModelDirectory(modelJsonPath: string): TfjsModelFiles {
  const modelJson = JSON.parse(readFileSync(modelJsonPath, 'utf8')) as TfjsModelJson;
  const shards = modelJson.weightsManifest.flatMap((group) =>
    group.paths.map((path) => readFileSync(join(dirname(modelJsonPath), path))),
  );
  return { modelJson, weightData: new Uint8Array(Buffer.concat(shards)) };
}
