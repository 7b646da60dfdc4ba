import { notFound } from '@portico/service-kit';

export const submissionNotFound = () => notFound('Submission not found');
