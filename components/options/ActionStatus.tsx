/** What a panel's last action did (cleared, imported, failed): read out when it changes. */
export interface ActionOutcome {
  text: string;
  problem: boolean;
}

export function ActionStatus({ status }: { status: ActionOutcome | null }) {
  return (
    // Empty, it takes no room (ts-status-line): no gap of the card's grid around nothing.
    <p aria-live="polite" class={`ts-status-line ${status?.problem ? 'ts-problem' : 'ts-ok'}`}>
      {status?.text}
    </p>
  );
}
