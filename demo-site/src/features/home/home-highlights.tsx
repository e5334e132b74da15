import { MapPin, MessagesSquare, type LucideIcon, ShieldCheck } from 'lucide-react';

interface Highlight {
  icon: LucideIcon;
  title: string;
  text: string;
}

const highlights: readonly Highlight[] = [
  { icon: MapPin, title: 'Climate-zone aware', text: 'From a town, suburb or postcode to advice for its climate zone.' },
  { icon: ShieldCheck, title: 'Sourced answers', text: 'Every answer cites the knowledge-base articles it is based on.' },
  { icon: MessagesSquare, title: 'Chat, voice or embed', text: 'A floating widget, a full page, or an iframe in your app.' },
];

/** Three short reasons to use the advisor, under the hero text. */
export function HomeHighlights() {
  return (
    <ul className="home-highlights">
      {highlights.map(({ icon: Icon, title, text }) => (
        <li key={title} className="home-highlights__item">
          <Icon aria-hidden="true" size={18} className="home-highlights__icon" />
          <div>
            <p className="home-highlights__title">{title}</p>
            <p className="home-highlights__text">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
