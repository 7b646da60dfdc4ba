import type { MessageId } from './en';

export const CN_MESSAGES: Partial<Record<MessageId, string>> = {};
