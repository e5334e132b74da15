import { ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Citation } from '@energy-advisor/contracts';
import { formatLabel } from '../labels';
import { uniqueCitations, useWidget } from '../store';
import { useLabels } from './widget-config';

/**
 * The collapsible 'Sources (n)' of an advisor message: each unique citation under
 * 'Document:', named by its title (resolved through the knowledge API when missing), else its id.
 */
export function MessageSources({ citations }: { citations: Citation[] }) {
  const titles = useWidget((state) => state.citationTitles);
  const resolveCitations = useWidget((state) => state.resolveCitations);
  return <SourcesView citations={citations} titles={titles} onOpen={resolveCitations} />;
}

/**
 * The 'Sources (n)' list of {@link MessageSources}, driven by props: `titles` names citations that
 * came without a title; `onOpen` is called with the unique citations when the list opens.
 */
export function SourcesView({
  citations,
  titles = {},
  onOpen,
}: {
  citations: Citation[];
  titles?: Readonly<Record<string, string>>;
  onOpen?: (citations: Citation[]) => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const labels = useLabels();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (open) list.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [open]);
  const unique = uniqueCitations(citations);
  if (unique.length === 0) return null;
  return (
    <div className="ea-sources">
      <button
        type="button"
        className="ea-sources__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          if (!open) onOpen?.(unique);
          setOpen(!open);
        }}
      >
        <ChevronRight aria-hidden="true" size={14} className="ea-sources__chevron" />
        {formatLabel(labels.sources, { count: unique.length })}
      </button>
      {open && (
        <ul ref={list} id={listId} className="ea-sources__list">
          {unique.map((citation) => {
            const name = citation.title ?? (citation.id ? titles[citation.id] : undefined) ?? citation.id ?? citation.type;
            return (
              <li key={citation.id ?? citation.type ?? name} title={citation.id}>
                <span className="ea-sources__label">{labels.document}</span> {name}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
