import { ArrowRight, LayoutPanelLeft, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { HomeHighlights } from './home-highlights';
import { AdvisorCard } from './advisor-card';

/** What the product is, with the way into the main screens and the chat widget. */
export function HomeHero({ onOpenAdvisor }: { onOpenAdvisor(): void }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__copy">
        <span className="badge badge--accent">NatHERS star ratings · energy efficiency · Australia</span>
        <h1 id="home-hero-title" className="home-hero__title">
          An AI energy advisor for Australian house designs, by chat and by voice
        </h1>
        <p className="home-hero__lead">
          Energy Advisor answers homeowners, builders and design clients about energy efficiency and star
          ratings: windows, insulation, thermal bridging, heat pumps and solar, for new builds and retrofits.
          It learns where and what you are building, advises for your climate zone, and hands sales leads
          to your team.
        </p>
        <div className="home-hero__actions">
          <Link to={paths.chat.path} className="button button--primary">
            Start a chat
            <ArrowRight aria-hidden="true" size={16} />
          </Link>
          <Link to={paths.salesChat.path} className="button button--outline">
            <MessageSquareText aria-hidden="true" size={16} />
            Sales advisor
          </Link>
          <Link to={paths.agentFullpage.path} className="button button--ghost">
            <LayoutPanelLeft aria-hidden="true" size={16} />
            Full-page demo
          </Link>
        </div>
        <HomeHighlights />
      </div>
      <AdvisorCard onOpen={onOpenAdvisor} />
    </section>
  );
}
