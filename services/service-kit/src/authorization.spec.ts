import type { Actor } from '@portico/shared-types';
import { isWorkspaceMember, mayFileInWorkspace, parseId, requireWorkspaceMember } from './authorization';

const user: Actor = {
  kind: 'user',
  userId: 'u1',
  email: 'a@example.com',
  currentWorkspaceId: 'w1',
  memberships: [{ workspaceId: 'w1', role: 'member' }],
};

describe('workspace authorisation', () => {
  it('admits members and the workspace API key only', () => {
    expect(isWorkspaceMember(user, 'w1')).toBe(true);
    expect(isWorkspaceMember(user, 'w2')).toBe(false);
    expect(
      isWorkspaceMember({ kind: 'apiKey', apiKeyId: 'k', workspaceId: 'w2', memberships: [] }, 'w2'),
    ).toBe(true);
    expect(isWorkspaceMember({ kind: 'system', service: 'gateway' }, 'w1')).toBe(false);
  });

  it('answers UNAUTHENTICATED for anonymous and FORBIDDEN for outsiders', () => {
    expect(() => requireWorkspaceMember({ kind: 'anonymous' }, 'w1')).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }),
    );
    expect(() => requireWorkspaceMember(user, 'w2')).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) }),
    );
  });

  it('rejects ids that are not UUIDs as bad input', () => {
    expect(() => parseId("1' or 1=1")).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    );
    expect(parseId('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe('3f2504e0-4f89-11d3-9a0c-0305e82c3301');
  });

  it('lets members, the API key and a client link with submit file in the workspace', () => {
    const client = (
      permissions: ('read' | 'fill' | 'submit' | 'view_status')[],
      workspaceId = 'w1',
    ): Actor => ({
      kind: 'client',
      clientLinkId: 'c',
      workspaceId,
      formId: 'f',
      permissions,
    });
    expect(mayFileInWorkspace(user, 'w1')).toBe(true);
    expect(mayFileInWorkspace(user, 'w2')).toBe(false);
    expect(
      mayFileInWorkspace({ kind: 'apiKey', apiKeyId: 'k', workspaceId: 'w1', memberships: [] }, 'w1'),
    ).toBe(true);
    expect(mayFileInWorkspace(client(['read', 'submit']), 'w1')).toBe(true);
    expect(mayFileInWorkspace(client(['read', 'fill', 'view_status']), 'w1')).toBe(false);
    expect(mayFileInWorkspace(client(['submit'], 'w2'), 'w1')).toBe(false);
    expect(mayFileInWorkspace({ kind: 'anonymous' }, 'w1')).toBe(false);
  });
});
