import * as optionsCopy from '../../lib/copy/options';
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
      <h2 id="budget-heading">{optionsCopy.budgetHeading}</h2>
      <p class="ts-help">{optionsCopy.budgetHelp}</p>
      {budget === null ? (
        <p class="ts-help">{optionsCopy.budgetDisconnected}</p>
      ) : (
        <dl class="ts-facts">
          <dt>{optionsCopy.budgetUsed}</dt>
          <dd data-testid="budget-used">{optionsCopy.budgetUsedOf(budget.usedInLastMinute, budget.limit)}</dd>
          <dt>{optionsCopy.cooldown}</dt>
          <dd>{cooldown > 0 ? optionsCopy.cooldownLeft(cooldown) : optionsCopy.cooldownNone}</dd>
        </dl>
      )}
    </section>
  );
}
