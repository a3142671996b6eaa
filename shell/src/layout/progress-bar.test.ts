import NProgress from 'nprogress';
import { startProgress } from './progress-bar';

describe('startProgress', () => {
  it('is configured as the specification says', () => {
    expect(NProgress.settings).toMatchObject({ minimum: 0.08, speed: 200, trickleSpeed: 800, trickle: true });
    expect((NProgress.settings as unknown as { trickleRate: number }).trickleRate).toBe(0.02);
  });

  it('shares one bar between overlapping work and finishes when the last piece ends', () => {
    const start = jest.spyOn(NProgress, 'start');
    const done = jest.spyOn(NProgress, 'done');
    const endRoute = startProgress();
    const endRemote = startProgress();
    expect(start).toHaveBeenCalledTimes(1);
    endRoute();
    endRoute();
    expect(done).not.toHaveBeenCalled();
    endRemote();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
