// The app's toasts: react-hot-toast's, loaded and mounted with the first toast (lib/toaster-state.ts).
// react-hot-toast injects its styles (goober) when its module is evaluated, and the whole document's styles
// are then computed again: with every page importing it, that was a long task of 200-300 ms at start-up
// under the phone preset (docs/bench.md#lighthouse, round 10). A toast raised before the toaster has
// rendered waits in react-hot-toast's store, and the toaster shows it when it mounts; toasts keep their order.
import type { ToastOptions } from 'react-hot-toast';
import { requestToaster } from './toaster-state.ts';

let module: Promise<typeof import('react-hot-toast')> | undefined;

function show(kind: 'success' | 'error', message: string, options?: ToastOptions): void {
  requestToaster();
  module ??= import('react-hot-toast');
  void module.then(({ default: hotToast }) => hotToast[kind](message, options));
}

const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
};

export default toast;
