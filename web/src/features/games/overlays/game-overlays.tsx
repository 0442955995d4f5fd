import { AnnouncementPopup } from '../home/announcement-popup';
import { LaunchFailure } from './launch-failure';
import { VendorPopup } from './vendor-popup';

/** The vendor popup list, the launch failure (with games to try instead) and the announcements. */
export function GameOverlays() {
  return (
    <>
      <VendorPopup />
      <LaunchFailure />
      <AnnouncementPopup />
    </>
  );
}
