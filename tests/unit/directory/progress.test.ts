// @vitest-environment node
// The stored progress of a sync (lib/directory/sync/progress.ts) across versions: what 0.1.0–0.3.0 wrote is
// resumed, a newer version's is not read through this version's shape.
import { describe, expect, it } from 'vitest';
import {
  PROGRESS_FORMAT,
  type ProgressStorage,
  readProgress,
  writeProgress,
} from '../../../lib/directory/sync/progress';

const progress = { generation: 3, nextPage: 5, staged: 400, startedAt: 1_000, totalPages: 82, ended: false };

function storageHolding(value: unknown): ProgressStorage & { value: unknown } {
  return {
    value,
    async get() {
      return this.value;
    },
    async set(next) {
      this.value = next;
    },
  };
}

describe('sync progress', () => {
  it('is stored with its format and read back', async () => {
    const storage = storageHolding(undefined);
    await writeProgress(storage, progress);
    expect(storage.value).toEqual({ ...progress, format: PROGRESS_FORMAT });
    expect(await readProgress(storage)).toMatchObject(progress);
  });

  it('resumes what an earlier release wrote (the same shape, no format)', async () => {
    expect(await readProgress(storageHolding(progress))).toMatchObject(progress);
  });

  it("does not resume a newer version's progress, though its fields look the same", async () => {
    expect(await readProgress(storageHolding({ ...progress, format: PROGRESS_FORMAT + 1 }))).toBeNull();
  });
});
