import { sendRequest } from '../../lib/messaging/client';
import { useCountdown } from '../common/useCountdown';
import { usePolling } from './usePolling';

async function loadBudget() {
  const result = await sendRequest({ type: 'budget/get' });
  return result.ok ? result.data : null;
}

export function BudgetPanel() {
  const [budget] = usePolling(loadBudget, 1_000);
  const cooldown = useCountdown(budget?.cooldownUntil ?? null);
  return (
    <section class="ts-card" aria-labelledby="budget-heading">
      <h2 id="budget-heading">Request budget</h2>
      <p class="ts-help">The directory allows 60 requests a minute. Toolscout keeps well within it.</p>
      {budget === null ? (
        <p class="ts-help">Connect to see the request budget.</p>
      ) : (
        <dl class="ts-facts">
          <dt>Requests in the last minute</dt>
          <dd data-testid="budget-used">
            {budget.usedInLastMinute} of {budget.limit}
          </dd>
          <dt>Cooldown</dt>
          <dd>{cooldown > 0 ? `Paused by the server — ${cooldown} s left` : 'None'}</dd>
        </dl>
      )}
    </section>
  );
}
