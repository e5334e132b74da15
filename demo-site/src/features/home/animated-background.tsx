import './animated-background.css';

/** Slowly drifting colour fields behind the home page; still when the visitor prefers reduced motion. */
export function AnimatedBackground() {
  return (
    <div className="animated-background" aria-hidden="true">
      <div className="animated-background__blob animated-background__blob--green" />
      <div className="animated-background__blob animated-background__blob--sky" />
      <div className="animated-background__blob animated-background__blob--sun" />
      <div className="animated-background__grid" />
    </div>
  );
}
