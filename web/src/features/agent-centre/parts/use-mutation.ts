import { useEffect, useRef, useState } from 'react';
import { isPending } from '../../../shared/remote/remote';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectMutation } from '../selectors';
import type { MutationKey } from '../types';

/**
 * A form's change (a `Remote` whose value is the answer): whether it is on its way, its failure, the failure of
 * the latest one asked since the form opened (`failure`: what the form shows, `parts/action-error.tsx`), whether
 * the latest one succeeded since the form opened (`done`), and `onDone` once per success after that (a form
 * empties or closes). A success is told by its read's ticket, so two alike in a row are two.
 */
export function useMutation(key: MutationKey, onDone?: () => void) {
  const mutation = useAppSelector(selectMutation(key));
  const [openedAt] = useState(mutation.ticket);
  const seen = useRef(mutation.ticket);
  const whenDone = useRef(onDone);
  useEffect(() => {
    whenDone.current = onDone;
  });
  useEffect(() => {
    if (mutation.status !== 'ready' || mutation.ticket === seen.current) return;
    seen.current = mutation.ticket;
    whenDone.current?.();
  }, [mutation.status, mutation.ticket]);
  return {
    pending: isPending(mutation),
    error: mutation.error,
    failure: mutation.status === 'failed' && mutation.ticket !== openedAt ? mutation.error : null,
    done: mutation.status === 'ready' && mutation.ticket !== openedAt,
  };
}
