// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { directoryToolSchema, toDirectoryTool } from '../../../lib/directory/record';
import { modelTool } from '../../support/api-fixtures';

describe('the local directory record', () => {
  it("keeps the tool's directory page, so the card links to it without a request", () => {
    const record = toDirectoryTool(modelTool('jasper'), 3);
    expect(record.web).toBe('https://directory.example/tools/jasper');
    expect(record).not.toHaveProperty('links');
  });

  it('has no web key when the API gave no page', () => {
    const tool = modelTool('jasper');
    const record = toDirectoryTool({ ...tool, links: { ...tool.links, web: null } }, 3);
    expect(record).not.toHaveProperty('web');
  });

  it('still reads a record written before the field existed', () => {
    const { web: _web, ...old } = toDirectoryTool(modelTool('jasper'), 3);
    const parsed = directoryToolSchema.safeParse(old);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.web).toBeUndefined();
  });
});
