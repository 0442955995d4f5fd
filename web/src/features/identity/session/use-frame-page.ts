import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from '../../../shared/store/hooks';
import { identityIntents } from '../intents';
import { isFramePage } from './frame-balance';

/**
 * Says when the player enters and leaves a game or lottery frame page, for the header's balance
 * (frame-balance.ts). Used by a part of the app present on every layout (the identity overlays), so leaving
 * a frame page for one without a header is seen too.
 */
export function useFramePageReport() {
  const dispatch = useAppDispatch();
  const framed = isFramePage(useLocation().pathname);
  useEffect(() => {
    if (!framed) return;
    dispatch(identityIntents.framePageEntered());
    return () => {
      dispatch(identityIntents.framePageLeft());
    };
  }, [dispatch, framed]);
}
