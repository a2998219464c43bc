// The connections an open-file limit leaves room for, and a descriptor shortage as the 503 it is (http/descriptor-budget.ts).
import { describe, expect, it } from 'vitest';
import { connectionBudget, openDescriptors, openFileLimit } from '../../http/descriptor-budget.js';
import { toApiError } from '../../http/envelope.js';
import { isDescriptorExhaustion } from '../../core/descriptor-exhaustion.js';

const NEEDS = { acceptors: 64, fileStreams: 256, databaseConnections: 43, blastProcesses: 2 };

describe('descriptor budget', () => {
  it('keeps the configured connections when the limit has room, caps them when it has not', () => {
    // 100 open + 64 + 256 + 43 + 6 × 2 + 64 margin = 539 set aside
    expect(connectionBudget(4096, NEEDS, 1_048_576, 100)).toEqual({
      connections: 4096,
      limit: 1_048_576,
      reserved: 539,
    });
    expect(connectionBudget(4096, NEEDS, 1024, 100).connections).toBe(1024 - 539);
    // never below a usable floor, and an unknown limit leaves the setting as it is
    expect(connectionBudget(4096, NEEDS, 300, 100).connections).toBe(16);
    expect(connectionBudget(4096, NEEDS, null, null).connections).toBe(4096);
  });

  it("reads this process's limit and open descriptors (Linux)", () => {
    expect(openFileLimit()).toBeGreaterThan(0);
    expect(openDescriptors()).toBeGreaterThan(2);
  });

  it('answers EMFILE and ENFILE, also wrapped, with 503 SERVICE_BUSY and Retry-After, not as unexpected', () => {
    const emfile = Object.assign(new Error('EMFILE: too many open files, open'), { code: 'EMFILE' });
    const wrapped = new Error('could not read the file', { cause: Object.assign(new Error('x'), { code: 'ENFILE' }) });
    for (const error of [emfile, wrapped]) {
      const { apiError, unexpected } = toApiError(error);
      expect(unexpected).toBe(false);
      expect(apiError.status).toBe(503);
      expect(apiError.code).toBe('SERVICE_BUSY');
      expect(apiError.headers).toEqual({ 'Retry-After': '2' });
    }
  });

  it('tells exhaustion from the messages of errors that lost their code, and only from those', () => {
    const exhausted = [
      new Error("EMFILE: too many open files, open '/srv/model.onnx'"), // thrown in a worker thread: no code
      new Error('Worker initialization failure: EMFILE'),
      new Error('Load model from /srv/barcode-head.onnx failed:system error number 24'),
      new Error('Load model from /srv/barcode-head.onnx failed:system error number 23'),
    ];
    for (const error of exhausted) expect(isDescriptorExhaustion(error), error.message).toBe(true);
    const others = [
      new Error("The query 'EMFILE: x' matches no taxon."), // a client's text quoted
      new Error('Load model from /srv/x.onnx failed:system error number 2'),
      new Error("ENOENT: no such file or directory, open 'x'"),
    ];
    for (const error of others) expect(isDescriptorExhaustion(error), error.message).toBe(false);
  });
});
