import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { subscribeSaveProblems, takeSaveProblems } from '../../../lib/save-problems.ts';

const CONTAINER = 'saved';

/**
 * The toasts of saves that did not go through: a container of their own, so that a screen's own toasts
 * (Share's, on the detail) neither show them twice nor miss them while this one loads.
 */
export function SaveProblemToasts() {
  useEffect(() => {
    const show = () => takeSaveProblems().forEach((message) => toast.error(message, { containerId: CONTAINER }));
    show();
    return subscribeSaveProblems(show);
  }, []);
  return <ToastContainer containerId={CONTAINER} />;
}
