import { ToastContainer } from 'react-toastify';

/** Toasts with react-toastify's defaults (top-right, 5000 ms), only in the chunks of the screens that raise them. */
export function Toasts() {
  return <ToastContainer />;
}
