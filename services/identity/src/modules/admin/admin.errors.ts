import { badUserInput, forbidden } from '@portico/service-kit';

export const platformAdminsOnly = () => forbidden('Only platform administrators can do this.');
export const searchTooLong = () => badUserInput('Search must be at most 200 characters.', 'search');
