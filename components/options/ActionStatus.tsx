/** What a panel's last action did (cleared, imported, failed): read out when it changes. */
export interface ActionOutcome {
  text: string;
  problem: boolean;
}

export function ActionStatus({ status }: { status: ActionOutcome | null }) {
  return (
    <p aria-live="polite" class={status?.problem ? 'ts-problem' : 'ts-ok'}>
      {status?.text}
    </p>
  );
}
