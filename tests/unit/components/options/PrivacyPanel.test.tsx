import { render, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { PrivacyPanel } from '../../../../components/options/PrivacyPanel';
import { PREFETCH_TOP } from '../../../../lib/directory/alternatives-prefetch';

describe('options: what Toolscout sends, and when', () => {
  it('says a visit sends nothing, and what each action asks', () => {
    const view = render(<PrivacyPanel />);
    const list = within(view.getByRole('region', { name: 'What Toolscout sends, and when' }));
    const facts = list.getByLabelText('What is sent');
    const rows = [...facts.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent ?? '',
    ]);
    expect(rows.map(([term]) => term)).toEqual([
      'Visiting any site',
      'Opening the card on a tool’s site',
      'Opening a tool in the popup',
      'Searching and browsing in the popup',
      'In the background, whatever you browse',
      'Saving a tool (☆), and recently viewed',
    ]);
    expect(rows[0]?.[1]).toMatch(/^Nothing\./);
    // The number it states is the one the background uses.
    expect(rows[1]?.[1]).toContain(`Nothing for the ${PREFETCH_TOP} most popular tools`);
    expect(rows[4]?.[1]).toContain(`${PREFETCH_TOP} most popular tools once a week`);
    expect(rows[5]?.[1]).toMatch(/^Nothing to the directory\./);
  });
});
