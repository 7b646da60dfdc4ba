import { useCallback, useState } from 'react';

export const ADMIN_PAGE_SIZE = 20;

export interface AdminListControl {
  /** The applied search ('' for none). */
  search: string;
  setSearch(search: string): void;
  offset: number;
  setOffset(offset: number): void;
  variables: { search: string | null; limit: number; offset: number };
}

/** The search and page of one admin list; a new search starts again on its first page. */
export function useAdminList(): AdminListControl {
  const [search, setSearchValue] = useState('');
  const [offset, setOffset] = useState(0);
  const setSearch = useCallback((value: string) => {
    setSearchValue(value.trim());
    setOffset(0);
  }, []);
  return {
    search,
    setSearch,
    offset,
    setOffset,
    /** The variables of the list's query. */
    variables: { search: search || null, limit: ADMIN_PAGE_SIZE, offset },
  };
}
