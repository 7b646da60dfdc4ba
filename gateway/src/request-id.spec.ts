import { resolveRequestId } from './request-id';

describe('resolveRequestId', () => {
  it('keeps a client UUID', () => {
    expect(resolveRequestId('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe(
      '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    );
  });

  it('replaces anything else with a new UUID', () => {
    for (const bad of [
      '',
      'hello',
      'x'.repeat(5000),
      '3f2504e0-4f89-41d3-9a0c-0305e82c3301\nforged: 1',
      undefined,
    ]) {
      const id = resolveRequestId(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(bad);
    }
  });
});
