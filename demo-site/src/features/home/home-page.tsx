import { lazy, Suspense, useState } from 'react';
import { DEMO_WIDGET } from './advisor-card';
import { AnimatedBackground } from './animated-background';
import { HomeHeader } from './home-header';
import { HomeHero } from './home-hero';
import { ScreenDirectory } from './screen-directory';
import './home.css';

/** The widget (React, Markdown, its styles) loads in its own chunk, after the page. */
const EnergyAdvisor = lazy(() => import('@energy-advisor/widget').then((module) => ({ default: module.EnergyAdvisor })));

/** The demo landing page (route /): the product, the main screens, and the chat widget on the demo project. */
export function HomePage() {
  const [advisorOpen, setAdvisorOpen] = useState(false);
  return (
    <div className="home">
      <title>Energy Advisor · AI energy-efficiency advice for Australian homes</title>
      <AnimatedBackground />
      <div className="home__inner">
        <HomeHeader />
        <HomeHero onOpenAdvisor={() => setAdvisorOpen(true)} />
        <ScreenDirectory />
        <footer className="home-footer">
          Energy Advisor demo site · advice on energy efficiency and star ratings of Australian house designs
        </footer>
      </div>
      <Suspense fallback={null}>
        <EnergyAdvisor {...DEMO_WIDGET} open={advisorOpen} onOpenChange={setAdvisorOpen} />
      </Suspense>
    </div>
  );
}
