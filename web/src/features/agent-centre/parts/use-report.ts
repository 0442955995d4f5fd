import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import type { ReportKey, ReportQuery } from '../api';
import { agentCentreIntents } from '../intents';
import { selectReport } from '../selectors';

/**
 * A page's report: read on opening (with the query it was last read with, so coming back to a page keeps
 * its filter and page), and `ask` to read it with another query.
 */
export function useReport<K extends ReportKey>(key: K, initial: ReportQuery<K>, reuse: (last: ReportQuery<K>) => boolean = () => true) {
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectReport(key));
  const ask = useCallback((query: ReportQuery<K>) => dispatch(agentCentreIntents.reportRequested({ key, query })), [dispatch, key]);
  // A report shared by pages (the history of each contract kind) starts again when the last query was another page's.
  const last = report?.query as ReportQuery<K> | undefined;
  const query = last !== undefined && last !== null && reuse(last) ? last : initial;
  useEffect(() => {
    ask(query);
    // Once, on opening: later reads come from the page's filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { report, query, ask };
}
