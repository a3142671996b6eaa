import { BProgress } from '@bprogress/core';
import '@bprogress/core/css';
import './progress-bar.css';

/** Specification §9: trickle at rate 0.02. BProgress trickles by fixed steps; this keeps nprogress's random 0–rate. */
const TRICKLE_RATE = 0.02;

class SpecProgress extends BProgress {
  static override trickle(): typeof BProgress {
    return this.inc(Math.random() * TRICKLE_RATE);
  }
}

// Specification §9: minimum 0.08, speed 200 ms, trickle every 800 ms; nprogress's easing, no spinner.
SpecProgress.configure({
  minimum: 0.08,
  speed: 200,
  easing: 'ease',
  trickle: true,
  trickleSpeed: 800,
  showSpinner: false,
});

let running = 0;

/**
 * Starts the bar for one piece of work (a route change, a remote or page chunk loading) and returns the function
 * that ends it. Overlapping work shares one bar, which completes when the last piece ends; calling the returned
 * function twice ends nothing more.
 */
export function startProgress(): () => void {
  running += 1;
  if (running === 1) SpecProgress.start();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    running -= 1;
    if (running === 0) SpecProgress.done();
  };
}

export { SpecProgress };
