// The request budget's window as it is stored (storage.session, per token): so a restarted worker
// keeps counting. Format 2 since 0.4.0; format 1 (releases up to 0.3.0) is read and converted.
import * as z from 'zod/mini';

const stamps = z.array(z.number());
/** Format 2: the window's stamps by who asked, so the budget can tell the person's use from its own. */
const PersistedV2 = z.object({
  v: z.literal(2),
  person: stamps,
  sync: stamps,
  patient: stamps,
  /** Slots the server says were used by requests we did not send (another client of the token). */
  others: stamps,
  cooldownUntil: z.nullable(z.number()),
  serverLimit: z.nullable(z.number()),
  activeUntil: z.nullable(z.number()),
  /** The own work's pacing bucket: tokens left and when they were counted. */
  pace: z.nullable(z.object({ tokens: z.number(), at: z.number() })),
});
/** Format 1 (releases up to 0.3.0): all stamps, and the background's among them. */
const PersistedV1 = z.object({
  sent: stamps,
  background: stamps,
  cooldownUntil: z.nullable(z.number()),
  serverLimit: z.nullable(z.number()),
});
export type State = z.infer<typeof PersistedV2>;

export const emptyState = (): State => ({
  v: 2,
  person: [],
  sync: [],
  patient: [],
  others: [],
  cooldownUntil: null,
  serverLimit: null,
  activeUntil: null,
  pace: null,
});

/** A stored window of any known format, or null for corrupted or foreign data. */
export function readPersistedBudget(value: unknown): State | null {
  const v2 = PersistedV2.safeParse(value);
  if (v2.success) return v2.data;
  const v1 = PersistedV1.safeParse(value);
  if (!v1.success) return null;
  // Format 1 did not know who sent the foreground stamps: counted as others', never as the person's,
  // so an upgrade cannot call the person's own minute "used up" on a guess.
  const others = [...v1.data.sent];
  for (const stamp of v1.data.background) {
    const at = others.indexOf(stamp);
    if (at >= 0) others.splice(at, 1);
  }
  const { background: sync, cooldownUntil, serverLimit } = v1.data;
  return { ...emptyState(), sync, others, cooldownUntil, serverLimit };
}
