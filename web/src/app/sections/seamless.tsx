import { ComingSoonPage } from '../../shared/ui/coming-soon-page';

/** Chunk "seamless": the seamless game page. */
export function Component() {
  return <ComingSoonPage section="seamless" />;
}
