// @vitest-environment node
// The "What is sent, and when" table of the README and of docs/privacy.md is written from the one list of
// it (lib/privacy/public/what-is-sent.ts) and the English words the options page shows: generated, so it
// cannot say anything the options do not, and checked here, so it cannot fall behind. When a row or its
// words change, write both anew with:
//   UPDATE_TABLES=1 npx vitest run --project 'unit*' tests/unit/privacy/what-is-sent-tables.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUEST_REASONS } from '../../../lib/api/request-record';
import * as optionsPrivacyCopy from '../../../lib/copy/options-privacy';
import { SAVED_TOP, type SentRow, WHAT_IS_SENT } from '../../../lib/privacy/public/what-is-sent';

/** Every document that shows the table, between the markers below. */
const DOCUMENTS = ['README.md', 'docs/privacy.md'];
const projectRoot = path.resolve(import.meta.dirname, '../../..');
const START = '<!-- what-is-sent:start (written from lib/privacy/public/what-is-sent.ts, see its test) -->';
const END = '<!-- what-is-sent:end -->';

/** The Requests view's "why" for each reason the row may cause, with its endpoints. */
function inRequestsView(row: SentRow): string {
  if (row.requests.length === 0) return 'nothing';
  const byReason = new Map<string, string[]>();
  for (const request of row.requests) {
    const endpoints = byReason.get(request.reason) ?? [];
    endpoints.push(`\`GET ${request.endpoint}\``);
    byReason.set(request.reason, endpoints);
  }
  return [...byReason]
    .map(([reason, endpoints]) => {
      const why = optionsPrivacyCopy.requestsReason(reason as (typeof REQUEST_REASONS)[number]);
      return `${why}: ${endpoints.join(', ')}`;
    })
    .join('; ');
}

/** A Markdown table laid out as Prettier lays it out (columns padded to their widest cell). */
function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, at) =>
    Math.max(cell.length, 3, ...rows.map((row) => row[at]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, at) => cell.padEnd(widths[at] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

function expectedTable(): string {
  return markdownTable(
    ['When', 'What is sent', 'In the Requests view'],
    WHAT_IS_SENT.map((row) => [
      optionsPrivacyCopy.privacyAction(row.id),
      optionsPrivacyCopy.privacySends(row.id, SAVED_TOP),
      inRequestsView(row),
    ]),
  );
}

describe('“What is sent, and when” in the README and docs/privacy.md', () => {
  it.each(DOCUMENTS)(
    '%s: the table the options page shows, row by row, with what the Requests view lists for each',
    (document) => {
      const file = path.join(projectRoot, document);
      const text = readFileSync(file, 'utf8');
      const start = text.indexOf(START);
      const end = text.indexOf(END);
      expect(start, `${document} has the marker ${START}`).toBeGreaterThan(0);
      expect(end).toBeGreaterThan(start);
      const written = text.slice(start + START.length, end).trim();
      const expected = expectedTable();
      if (written !== expected && process.env.UPDATE_TABLES === '1') {
        writeFileSync(file, `${text.slice(0, start + START.length)}\n\n${expected}\n\n${text.slice(end)}`);
        return;
      }
      expect(
        written,
        `${document} is behind lib/privacy/public/what-is-sent.ts: UPDATE_TABLES=1 npx vitest run --project 'unit*' tests/unit/privacy/what-is-sent-tables.test.ts`,
      ).toBe(expected);
    },
  );

  it('explains every reason the Requests view gives, and names each act once', () => {
    const explained = new Set(WHAT_IS_SENT.flatMap((row) => row.requests.map((request) => request.reason)));
    expect([...explained].sort()).toEqual([...REQUEST_REASONS].sort());
    expect(new Set(WHAT_IS_SENT.map((row) => row.id)).size).toBe(WHAT_IS_SENT.length);
  });
});
