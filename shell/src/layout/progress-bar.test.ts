import { SpecProgress, startProgress } from './progress-bar';

describe('startProgress', () => {
  it('is configured as the specification says', () => {
    expect(SpecProgress.settings).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickleSpeed: 800,
      trickle: true,
    });
  });

  it('trickles by a random step of at most 0.02', () => {
    const inc = jest.spyOn(SpecProgress, 'inc').mockReturnValue(SpecProgress);
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    SpecProgress.trickle();
    expect(inc).toHaveBeenCalledWith(0.01);
    jest.restoreAllMocks();
  });

  it('shares one bar between overlapping work and finishes when the last piece ends', () => {
    const start = jest.spyOn(SpecProgress, 'start');
    const done = jest.spyOn(SpecProgress, 'done');
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
