import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { selectHasToken } from '../../../shared/access/access';
import { useLazyFeature } from '../../../shared/store/feature';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectChat, selectChatOn } from '../selectors';
import { ChatButton } from './chat-button';

const loadFeature = () => import('../feature').then((m) => m.serviceFeature);
const ChatWindow = lazy(() => import('./chat-window').then((m) => ({ default: m.ChatWindow })));
/** Pages that are a game frame: the chat button would sit on the game. */
const framedPaths = ['/game', '/seamless'];

/**
 * The chat button and window above every page, when the site has live chat (CBS3). A logged-in
 * member's service feature loads at once: it fetches the chat address and keeps the unread counts.
 */
export function ServiceOverlays() {
  const hasToken = useAppSelector(selectHasToken);
  const chatOn = useAppSelector(selectChatOn);
  const { open } = useAppSelector(selectChat);
  const { pathname } = useLocation();
  return (
    <>
      {hasToken && <MemberService />}
      {/* The texts load with the button; nothing else waits for them. */}
      <Suspense fallback={null}>
        {chatOn && !framedPaths.includes(pathname) && <ChatButton />}
        {open && <ChatWindow />}
      </Suspense>
    </>
  );
}

function MemberService() {
  useLazyFeature(loadFeature);
  return null;
}
