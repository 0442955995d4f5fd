import { useEffect, type ReactNode } from 'react';
import { hasValue } from '../../../shared/remote/remote';
import { useLazyFeature } from '../../../shared/store/feature';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { serviceIntents } from '../intents';
import { selectHelp, selectServiceLoaded } from '../selectors';

const loadFeature = () => import('../feature').then((m) => m.serviceFeature);

/**
 * The help centre's menu entry: drawn only when the help centre has something in it (spec 04, "the menu
 * shows it only when not empty"). Rendered when the customer-service submenu opens, it loads the service
 * feature and the help list then; a list that failed to load keeps the entry, whose page offers Try again.
 */
export function HelpCentreEntry({ children }: { children: ReactNode }) {
  useLazyFeature(loadFeature);
  const dispatch = useAppDispatch();
  const loaded = useAppSelector(selectServiceLoaded);
  const help = useAppSelector(selectHelp);
  useEffect(() => {
    if (loaded) dispatch(serviceIntents.helpRequested());
  }, [dispatch, loaded]);
  const empty = hasValue(help) && help.value.length === 0;
  const known = hasValue(help) || help.status === 'failed';
  return known && !empty ? children : null;
}
