import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

/** The sagas' way to move the player (store context `navigate`), served by the router once it is mounted. */
export type Navigation = {
  navigate: (path: string) => void;
  attach: (navigate: NavigateFunction) => () => void;
};

/** A navigation asked for before the router is mounted waits for it; the latest one wins. */
export function createNavigation(): Navigation {
  let current: NavigateFunction | null = null;
  let waiting: string | null = null;
  return {
    navigate(path) {
      if (current) void current(path);
      else waiting = path;
    },
    attach(navigate) {
      current = navigate;
      if (waiting !== null) {
        const path = waiting;
        waiting = null;
        void navigate(path);
      }
      return () => {
        if (current === navigate) current = null;
      };
    },
  };
}

/** Inside the router: hands its navigate() to the navigation the store was made with. */
export function NavigationBridge({ navigation }: { navigation: Navigation }) {
  const navigate = useNavigate();
  useEffect(() => navigation.attach(navigate), [navigation, navigate]);
  return null;
}
