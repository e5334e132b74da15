import { EnergyAdvisor, type WidgetEvent } from '@energy-advisor/widget';
import { useState } from 'react';

/** Where the Energy Advisor server runs (its API and socket). */
const ADVISOR_ORIGIN: string = import.meta.env.VITE_ADVISOR_ORIGIN ?? 'http://localhost:3000';

const PROJECTS = [
  { id: 'wattle-renovation', name: 'Wattle St renovation (Ballarat)' },
  { id: 'banksia-new-build', name: 'Banksia new build (Geelong)' },
];

/** What the widget reported, for the event list. */
function describe(event: WidgetEvent): string {
  switch (event.type) {
    case 'message':
      return `message from ${event.message.sender}: ${event.message.content.slice(0, 80)}`;
    case 'open':
      return `open: ${event.open}`;
    case 'conversation':
    case 'ready':
      return `${event.type}: ${event.conversationId ?? 'none yet'}`;
    case 'minimize':
      return 'minimize';
  }
}

/**
 * A builder's client portal written in React. It renders the widget as a component, switches the
 * project the visitor asks about, opens the panel from its own button and lists the widget's events.
 */
export function App() {
  const [projectId, setProjectId] = useState(PROJECTS[0]!.id);
  const [open, setOpen] = useState(false);
  const [events, setEvents] = useState<string[]>([]);

  return (
    <main className="portal">
      <h1>Client portal</h1>
      <p>
        A React app using <code>@energy-advisor/widget</code> as a dependency. The advisor runs at <code>{ADVISOR_ORIGIN}</code>.
      </p>
      <label className="field">
        Project
        <select value={projectId} onChange={(event) => setProjectId(event.target.value)}>
          {PROJECTS.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => setOpen(true)}>
        Ask the Energy Advisor about this project
      </button>

      <h2>Widget events</h2>
      <ol className="events" aria-label="Widget events">
        {events.map((text, index) => (
          <li key={index}>{text}</li>
        ))}
      </ol>

      <EnergyAdvisor
        apiBase={ADVISOR_ORIGIN}
        projectId={projectId}
        userId="react-host-client"
        open={open}
        onOpenChange={setOpen}
        onEvent={(event) => setEvents((list) => [...list, describe(event)])}
      />
    </main>
  );
}
