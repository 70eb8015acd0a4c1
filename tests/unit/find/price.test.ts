// @vitest-environment node
// Prices as the popup, compare page and card show them: no needless ".00", cents kept otherwise, unknown
// types title-cased.
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/common/format';
import { priceLabel } from '../../../lib/copy/shared';

describe('priceLabel', () => {
  it.each([
    [{ type: 'freemium', amount: 29 }, 'Freemium · from $29'],
    [{ type: 'paid', amount: 29.5 }, 'Paid · from $29.50'],
    [{ type: 'subscription', amount: 19.99 }, 'Subscription · from $19.99'],
    [{ type: 'paid', amount: 1500 }, 'Paid · from $1,500'],
    [{ type: 'paid', amount: 12.001 }, 'Paid · from $12'],
    [{ type: 'free', amount: 0 }, 'Free'],
    [{ type: 'one-time', amount: null }, 'One-time'],
    [{ type: 'PAY_AS_YOU_GO', amount: 5 }, 'Pay as you go · from $5'],
    [{ type: '', amount: null }, 'Unknown price'],
  ])('%j reads %s', (price, label) => {
    expect(priceLabel(price)).toBe(label);
  });

  it('formatMoney keeps cents only when there are some', () => {
    expect(formatMoney(29)).toBe('$29');
    expect(formatMoney(29.5)).toBe('$29.50');
    expect(formatMoney(0.99)).toBe('$0.99');
  });
});
