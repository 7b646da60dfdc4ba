import type { LinkPermission } from '../graphql/queries/client-links';

export const PERMISSIONS: readonly LinkPermission[] = ['READ', 'FILL', 'SUBMIT', 'VIEW_STATUS'];
export const DEFAULT_EXPIRY_DAYS = 90;
export const MAX_EXPIRY_DAYS = 365;
export const MAX_USES = 10_000;

export interface LinkFormValues {
  clientName: string;
  clientEmail: string;
  permissions: LinkPermission[];
  expiresInDays: string;
  maxUses: string;
  defaultLanguage: string;
  sendEmail: boolean;
}

export type LinkFormField = 'clientName' | 'clientEmail' | 'permissions' | 'expiresInDays' | 'maxUses';

export const initialValues = (): LinkFormValues => ({
  clientName: '',
  clientEmail: '',
  permissions: ['READ', 'FILL'],
  expiresInDays: String(DEFAULT_EXPIRY_DAYS),
  maxUses: '',
  defaultLanguage: 'en',
  sendEmail: true,
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const wholeNumber = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN);

/** The same rules identity applies, checked before the call so the agent sees them at once. */
export function validateLinkForm(values: LinkFormValues): LinkFormField[] {
  const invalid: LinkFormField[] = [];
  const name = values.clientName.trim();
  if (name.length < 1 || name.length > 200) invalid.push('clientName');
  if (!EMAIL.test(values.clientEmail.trim()) || values.clientEmail.trim().length > 320)
    invalid.push('clientEmail');
  if (values.permissions.length === 0) invalid.push('permissions');
  const days = wholeNumber(values.expiresInDays);
  if (!(days >= 1 && days <= MAX_EXPIRY_DAYS)) invalid.push('expiresInDays');
  if (values.maxUses.trim() !== '') {
    const uses = wholeNumber(values.maxUses);
    if (!(uses >= 1 && uses <= MAX_USES)) invalid.push('maxUses');
  }
  return invalid;
}

export function toInput(values: LinkFormValues) {
  return {
    clientName: values.clientName.trim(),
    clientEmail: values.clientEmail.trim(),
    permissions: PERMISSIONS.filter((p) => values.permissions.includes(p)),
    expiresInDays: Number(values.expiresInDays.trim()),
    maxUses: values.maxUses.trim() === '' ? null : Number(values.maxUses.trim()),
    defaultLanguage: values.defaultLanguage,
    sendEmail: values.sendEmail,
  };
}

/** The token of a URL answered at creation (`…#token=<token>`). */
export const tokenOf = (url: string): string => url.split('#token=')[1] ?? '';
