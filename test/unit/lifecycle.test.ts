// The lifecycle registry: parts stop in reverse order of start, a failed stop does not keep the others running, stop is idempotent.
import { describe, expect, it } from 'vitest';
import { Lifecycle } from '../../core/lifecycle.js';

function recorder() {
  const events: string[] = [];
  const errors: string[] = [];
  const lifecycle = new Lifecycle({ info: () => undefined, error: (_context, message) => errors.push(message) });
  return { events, errors, lifecycle };
}

describe('Lifecycle', () => {
  it('stops the parts in reverse order of their start, once', async () => {
    const { events, lifecycle } = recorder();
    for (const name of ['database', 'workers', 'http']) {
      await lifecycle.start(
        name,
        () => events.push(`start ${name}`),
        () => void events.push(`stop ${name}`),
      );
    }
    expect(lifecycle.parts()).toEqual(['database', 'workers', 'http']);
    await Promise.all([lifecycle.stop(), lifecycle.stop()]);
    expect(events).toEqual([
      'start database',
      'start workers',
      'start http',
      'stop http',
      'stop workers',
      'stop database',
    ]);
    expect(lifecycle.parts()).toEqual([]);
  });

  it('after a part fails to start, stops what started before it — and nothing of the failed part', async () => {
    const { events, lifecycle } = recorder();
    await lifecycle.start(
      'database',
      () => 'db',
      () => void events.push('stop database'),
    );
    lifecycle.onStop('refresh timer', () => void events.push('stop refresh timer'));
    await expect(
      lifecycle.start(
        'http',
        () => {
          throw new Error('EADDRINUSE');
        },
        () => void events.push('stop http'),
      ),
    ).rejects.toThrow('EADDRINUSE');
    await lifecycle.stop();
    expect(events).toEqual(['stop refresh timer', 'stop database']);
  });

  it('keeps stopping the others when one stop fails, and logs it', async () => {
    const { events, errors, lifecycle } = recorder();
    await lifecycle.start(
      'a',
      () => 1,
      () => void events.push('stop a'),
    );
    await lifecycle.start(
      'b',
      () => 2,
      () => {
        throw new Error('stuck');
      },
    );
    await lifecycle.start(
      'c',
      () => 3,
      () => void events.push('stop c'),
    );
    await lifecycle.stop();
    expect(events).toEqual(['stop c', 'stop a']);
    expect(errors).toEqual(['stopping b failed']);
  });

  it('refuses to start a part while stopping', async () => {
    const { lifecycle } = recorder();
    await lifecycle.stop();
    await expect(
      lifecycle.start(
        'late',
        () => 1,
        () => undefined,
      ),
    ).rejects.toThrow(/stopping/);
  });
});
