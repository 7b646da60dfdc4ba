import type { MessageId } from './en';

export const ES_MESSAGES: Partial<Record<MessageId, string>> = {};
