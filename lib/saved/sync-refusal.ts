// Why storage.sync refused a write, in the two ways a person can act on: the browser's quota for the
// extension is full (`full`: remove something first), or any other refusal, such as too many writes a
// minute (`storage`: try again later). Chrome names the quota in its message ("QUOTA_BYTES quota
// exceeded", "MAX_ITEMS quota exceeded", "MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded"); Firefox says
// "storage.sync API call exceeded its quota limitations".
export type SyncRefusal = 'full' | 'storage';

export function syncRefusal(error: unknown): SyncRefusal {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/WRITE_OPERATIONS/i.test(text)) return 'storage';
  return /quota/i.test(text) ? 'full' : 'storage';
}
