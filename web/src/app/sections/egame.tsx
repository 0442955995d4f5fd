import { useLocation } from 'react-router-dom';
import { ComingSoonPage } from '../../shared/ui/coming-soon-page';

/** Chunk "egame": the game lobbies /rng, /live, /fish, ... (issue: lobbies and games). */
export function Component() {
  const section = useLocation().pathname.replace(/^\//, '') || 'rng';
  return <ComingSoonPage section={section} />;
}
