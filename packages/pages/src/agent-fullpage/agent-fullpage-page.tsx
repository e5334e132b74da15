import { EnergyAdvisor } from '@energy-advisor/widget';
import { useState } from 'react';
import { useFrameLock } from '../shared/use-frame-lock';
import { IdentityHeader } from './identity-header';
import { allowedParentOrigins, readPageSettings, searchWithIdentity, type AgentIdentity } from './page-settings';
import './agent-fullpage.css';

/** Where the page's address comes from; tests pass their own. */
export interface AgentFullpagePageProps {
  /** The query string (default: the page's). */
  search?: string;
  /** The allowed parent origins, space separated (default: the server's meta tag). */
  parentOrigins?: string;
  /** The API's origin (default: the page's). */
  apiBase?: string;
}

/**
 * /agent-fullpage: the assistant filling the page, for host applications to embed in
 * an iframe. Reads projectId, jobId, userId and embedded=true from the query; unless embedded (the
 * query says so, or the page is in a frame) a header lets the visitor edit the ids. In a frame the
 * page never scrolls. The widget speaks the parent-window messages with the page's own
 * origin and the server's ALLOWED_PARENT_ORIGINS.
 */
export function AgentFullpagePage({ search = globalThis.location?.search ?? '', parentOrigins, apiBase }: AgentFullpagePageProps) {
  const [settings] = useState(() => readPageSettings(search));
  const [identity, setIdentity] = useState<AgentIdentity>(settings);
  const [origins] = useState(() => parentOrigins ?? allowedParentOrigins());
  const framed = useFrameLock();
  const embedded = settings.embedded || framed;

  const apply = (next: AgentIdentity) => {
    setIdentity(next);
    const url = new URL(window.location.href);
    window.history.replaceState(window.history.state, '', `${url.pathname}${searchWithIdentity(url.search, next)}`);
  };

  return (
    <div className="af-page" data-embedded={embedded || undefined}>
      {!embedded && <IdentityHeader identity={identity} onApply={apply} />}
      <EnergyAdvisor
        className="af-page__widget"
        layout="fullpage"
        bridge
        allowedOrigins={origins}
        apiBase={apiBase}
        projectId={identity.projectId || undefined}
        jobId={identity.jobId || undefined}
        userId={identity.userId}
      />
    </div>
  );
}
