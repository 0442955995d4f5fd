import { frameVerdict, type FrameVerdict } from '../../../shared/launch/frame-rule';

/**
 * The chat window frames only the address this tab's chatLaunch answered, and only on the portal's own
 * origin (the provider's page is served beside the portal): anything else is never framed.
 */
export function chatFrameVerdict(url: string | null, origin: string): FrameVerdict {
  const verdict = frameVerdict(url, { launched: url ? [url] : [], launchHosts: [], origin });
  if (verdict !== 'frame' || !url) return verdict;
  return new URL(url, origin).origin === origin ? 'frame' : 'foreign';
}
