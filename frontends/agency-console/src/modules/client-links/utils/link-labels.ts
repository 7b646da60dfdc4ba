import type { MessageDescriptor } from 'react-intl';
import type { LinkPermission, LinkState } from '../graphql/queries/client-links';
import { messages } from './messages';

export const PERMISSION_LABEL: Record<LinkPermission, MessageDescriptor> = {
  READ: messages.permissionRead,
  FILL: messages.permissionFill,
  SUBMIT: messages.permissionSubmit,
  VIEW_STATUS: messages.permissionViewStatus,
};

export const PERMISSION_HINT: Record<LinkPermission, MessageDescriptor> = {
  READ: messages.permissionReadHint,
  FILL: messages.permissionFillHint,
  SUBMIT: messages.permissionSubmitHint,
  VIEW_STATUS: messages.permissionViewStatusHint,
};

export const STATE_LABEL: Record<LinkState, MessageDescriptor> = {
  ACTIVE: messages.stateActive,
  REVOKED: messages.stateRevoked,
  EXPIRED: messages.stateExpired,
  USED_UP: messages.stateUsedUp,
};
