/** Grey placeholder rows while a list loads; the label is read out once. */
export function ListSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" data-testid="list-skeleton">
      <span className="ui-visually-hidden">{label}</span>
      <div aria-hidden="true" style={{ display: 'grid', gap: 'var(--space-2)' }}>
        {Array.from({ length: rows }, (_, index) => (
          <div
            key={index}
            style={{
              height: '2.5rem',
              borderRadius: 'var(--radius)',
              background: 'var(--color-surface-alt)',
              border: '1px solid var(--color-border)',
            }}
          />
        ))}
      </div>
    </div>
  );
}
