import type { MessageId } from './en';

export const VI_MESSAGES: Partial<Record<MessageId, string>> = {};
