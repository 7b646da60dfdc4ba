export interface PaginationProps {
  /** Zero-based offset of the first item shown. */
  offset: number;
  limit: number;
  totalCount: number;
  onOffsetChange: (offset: number) => void;
  /** Accessible name of the navigation landmark, e.g. "Team members pages". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** E.g. "Page 2 of 5" or "11–20 of 43", already translated. */
  status: string;
}

/** Previous / next through a limit-offset list; hidden when everything fits on one page. */
export function Pagination({
  offset,
  limit,
  totalCount,
  onOffsetChange,
  label,
  previousLabel,
  nextLabel,
  status,
}: PaginationProps) {
  if (totalCount <= limit && offset === 0) return null;
  return (
    <nav className="ui-pagination" aria-label={label}>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        disabled={offset === 0}
        onClick={() => onOffsetChange(Math.max(0, offset - limit))}
      >
        {previousLabel}
      </button>
      <span aria-live="polite">{status}</span>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        disabled={offset + limit >= totalCount}
        onClick={() => onOffsetChange(offset + limit)}
      >
        {nextLabel}
      </button>
    </nav>
  );
}

/** 1-based page number and page count of a limit-offset position. */
export function pageOf(offset: number, limit: number, totalCount: number): { page: number; pages: number } {
  return { page: Math.floor(offset / limit) + 1, pages: Math.max(1, Math.ceil(totalCount / limit)) };
}
