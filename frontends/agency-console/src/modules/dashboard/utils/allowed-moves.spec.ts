import { COLUMNS, allowedTargets, checkMove, returnStatus } from './allowed-moves';

describe('kanban moves: archive and unarchive only', () => {
  it('lets any active form move to Archived, and nowhere else', () => {
    for (const status of ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'] as const) {
      expect(allowedTargets({ status })).toEqual(['ARCHIVED']);
      expect(checkMove({ status }, 'ARCHIVED')).toEqual({ ok: true, action: 'archive' });
      for (const target of COLUMNS.filter((c) => c !== 'ARCHIVED' && c !== status)) {
        expect(checkMove({ status }, target)).toEqual({ ok: false, reason: 'follows-answers' });
      }
    }
  });

  it('lets an archived form go back only to the status it had', () => {
    const card = { status: 'ARCHIVED' as const, returnsTo: 'IN_PROGRESS' as const };
    expect(allowedTargets(card)).toEqual(['IN_PROGRESS']);
    expect(checkMove(card, 'IN_PROGRESS')).toEqual({ ok: true, action: 'unarchive' });
    expect(checkMove(card, 'COMPLETED')).toEqual({ ok: false, reason: 'returns-to' });
    expect(checkMove(card, 'NOT_STARTED')).toEqual({ ok: false, reason: 'returns-to' });
  });

  it('refuses a drop on its own column and an unarchive whose status is not known yet', () => {
    expect(checkMove({ status: 'COMPLETED' }, 'COMPLETED')).toEqual({ ok: false, reason: 'same' });
    expect(checkMove({ status: 'ARCHIVED' }, 'ARCHIVED')).toEqual({ ok: false, reason: 'same' });
    expect(checkMove({ status: 'ARCHIVED', returnsTo: null }, 'IN_PROGRESS')).toEqual({
      ok: false,
      reason: 'origin-unknown',
    });
    expect(allowedTargets({ status: 'ARCHIVED' })).toEqual([]);
  });

  it('reads the return status from the latest transition into Archived', () => {
    expect(returnStatus({ from: 'COMPLETED', to: 'ARCHIVED' })).toBe('COMPLETED');
    expect(returnStatus({ from: 'ARCHIVED', to: 'IN_PROGRESS' })).toBeNull();
    expect(returnStatus({ from: null, to: 'ARCHIVED' })).toBeNull();
    expect(returnStatus(undefined)).toBeNull();
  });
});
