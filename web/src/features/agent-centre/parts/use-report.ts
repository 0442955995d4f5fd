import { useCallback, useEffect, useRef } from 'react';
import { isPending } from '../../../shared/remote/remote';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import type { ReportKey, ReportQuery } from '../api';
import { agentCentreIntents } from '../intents';
import { selectAgentCentre, selectReport } from '../selectors';

/**
 * A page's report (a `Remote`, shown through `<RemoteView>`): read on opening (with the query it was last read
 * with, so coming back to a page keeps its filter and page) and again whenever the open page is refreshed (its
 * menu entry chosen again, its Refresh, back in the tab: the slice's `pageRefreshed`), `ask` to read it with
 * another query (or the same one again: Try again), and `busy` while a read is on its way (the rows shown stay).
 * What a change changed is read again by the saga (`affectedBy`).
 */
export function useReport<K extends ReportKey>(key: K, initial: ReportQuery<K>, reuse: (last: ReportQuery<K>) => boolean = () => true) {
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectReport(key));
  const ask = useCallback((query: ReportQuery<K>) => dispatch(agentCentreIntents.reportRequested({ key, query })), [dispatch, key]);
  // A report shared by pages (the history of each contract kind) starts again when the last query was another page's.
  const last = report.query;
  const query = last !== null && last !== undefined && reuse(last) ? last : initial;
  const refreshes = useAppSelector((s) => selectAgentCentre(s).refreshes);
  const shown = useRef(query);
  useEffect(() => {
    shown.current = query;
  });
  useEffect(() => {
    ask(shown.current);
    // On opening and on each refresh, with the query shown: other reads come from the page's filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshes]);
  return { report, query, ask, busy: isPending(report) };
}
