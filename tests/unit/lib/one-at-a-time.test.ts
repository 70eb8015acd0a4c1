// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../../lib/common/one-at-a-time';

describe('oneAtATime', () => {
  it('starts each task only after the one before settled, in the order given, failures included', async () => {
    const serialize = oneAtATime();
    const log: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const first = serialize(async () => {
      log.push('first starts');
      await new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      log.push('first ends');
      throw new Error('first failed');
    });
    const second = serialize(async () => {
      log.push('second runs');
      return 2;
    });
    await Promise.resolve();
    expect(log).toEqual(['first starts']);
    releaseFirst();
    await expect(first).rejects.toThrow('first failed');
    await expect(second).resolves.toBe(2);
    expect(log).toEqual(['first starts', 'first ends', 'second runs']);
  });
});
