import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { subscribeProblems, takeProblems } from '../lib/problems.ts';

const CONTAINER = 'problems';

/**
 * The toasts of changes that did not go through (`lib/problems.ts`): a container of their own, so that a
 * screen's own toasts (Share's, on the detail) neither show them twice nor miss them while this one loads.
 */
export function ProblemToasts() {
  useEffect(() => {
    const show = () => takeProblems().forEach((message) => toast.error(message, { containerId: CONTAINER }));
    show();
    return subscribeProblems(show);
  }, []);
  return <ToastContainer containerId={CONTAINER} />;
}
