import { AnimatedBackground } from './animated-background';
import { HomeHeader } from './home-header';
import { HomeHero } from './home-hero';
import { ScreenDirectory } from './screen-directory';
import './home.css';

/** The demo landing page (route /): the product, the main screens, and the chat widget's place. */
export function HomePage() {
  return (
    <div className="home">
      <title>Energy Advisor · AI energy-efficiency advice for Australian homes</title>
      <AnimatedBackground />
      <div className="home__inner">
        <HomeHeader />
        <HomeHero />
        <ScreenDirectory />
        <footer className="home-footer">
          Energy Advisor demo site · advice on energy efficiency and star ratings of Australian house designs
        </footer>
      </div>
    </div>
  );
}
