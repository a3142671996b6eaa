import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './progress-bar.css';

/** nprogress 0.2 reads `trickleRate`; its type declarations predate the option. */
type ProgressOptions = Partial<NProgress.NProgressOptions> & { trickleRate: number };

// Specification §9: minimum 0.08, speed 200 ms, trickle every 800 ms at rate 0.02.
const options: ProgressOptions = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleSpeed: 800,
  trickleRate: 0.02,
  showSpinner: false,
};
NProgress.configure(options);

let running = 0;

/**
 * Starts the bar for one piece of work (a route change, a remote or page chunk loading) and returns the function
 * that ends it. Overlapping work shares one bar, which completes when the last piece ends; calling the returned
 * function twice ends nothing more.
 */
export function startProgress(): () => void {
  running += 1;
  if (running === 1) NProgress.start();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
    if (running === 0) NProgress.done();
  };
}
