import type { MessageId } from './en';

export const RU_MESSAGES: Partial<Record<MessageId, string>> = {};
