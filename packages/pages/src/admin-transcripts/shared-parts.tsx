import { useId, type ReactNode } from 'react';
import { ADMIN_TEXTS } from './texts';
import type { Resource } from './admin-store';

/**
 * What a resource shows: a loading status until its first answer (never an empty list), the
 * error text with a retry, or the content (dimmed and busy while a newer answer loads).
 */
export function ResourceView<T>({ resource, onRetry, children }: { resource: Resource<T>; onRetry: () => void; children: (data: T) => ReactNode }) {
  if (resource.error !== undefined) {
    return (
      <div className="pg-admin__error" role="alert">
        <span>{resource.error}</span>
        <button type="button" className="pg-button pg-button--outline pg-button--sm" onClick={onRetry}>
          {ADMIN_TEXTS.retry}
        </button>
      </div>
    );
  }
  if (resource.data === undefined) {
    return (
      <p className="pg-admin__loading pg-muted" role="status">
        {ADMIN_TEXTS.loading}
      </p>
    );
  }
  return (
    <div className="pg-admin__content" aria-busy={resource.loading} data-loading={resource.loading || undefined}>
      {children(resource.data)}
    </div>
  );
}

/** Previous, Next and 'Page X of Y', shown only when there is more than one page. */
export function Pagination({ page, totalPages, busy, onPage, label }: { page: number; totalPages: number; busy: boolean; onPage: (page: number) => void; label: string }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pg-admin__pagination" aria-label={label}>
      <button type="button" className="pg-button pg-button--outline pg-button--sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {ADMIN_TEXTS.previous}
      </button>
      <span aria-live="polite">{ADMIN_TEXTS.pageOf(page, totalPages)}</span>
      <button type="button" className="pg-button pg-button--outline pg-button--sm" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
        {ADMIN_TEXTS.next}
      </button>
    </nav>
  );
}

/** A card with its title as the section's accessible name. */
export function TitledCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="pg-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="pg-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
