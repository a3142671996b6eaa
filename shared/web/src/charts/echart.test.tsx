import { render } from '@testing-library/react';
import { EChart } from './echart';
import type { ChartOption } from './echarts-setup';

const chart = { setOption: jest.fn(), resize: jest.fn(), dispose: jest.fn() };
const init = jest.fn((..._args: unknown[]) => chart);

// ECharts draws on a canvas jsdom does not have: the test checks what the component asks of it.
jest.mock('echarts/core', () => ({ init: (...args: unknown[]) => init(...args) }));
jest.mock('./echarts-setup', () => ({}));

const observers: { observe: jest.Mock; disconnect: jest.Mock; fire: () => void }[] = [];

beforeEach(() => {
  jest.clearAllMocks();
  observers.length = 0;
  globalThis.ResizeObserver = class {
    observe = jest.fn();
    disconnect = jest.fn();
    fire: () => void;
    constructor(callback: () => void) {
      this.fire = callback;
      observers.push(this);
    }
  } as unknown as typeof ResizeObserver;
});

const bars: ChartOption = { series: [{ type: 'bar', data: [1, 2] }] };

describe('EChart', () => {
  it('draws into its labelled container once, sets each new option whole and follows its size', () => {
    const view = render(<EChart option={bars} ariaLabel="Funds per month" height={240} />);
    const container = view.getByRole('img', { name: 'Funds per month' });
    expect(container).toHaveStyle({ height: '240px', width: '100%' });
    expect(init).toHaveBeenCalledWith(container, undefined, { renderer: 'canvas' });
    expect(chart.setOption).toHaveBeenLastCalledWith(bars, { notMerge: true });

    const lines: ChartOption = { series: [{ type: 'line', data: [3] }] };
    view.rerender(<EChart option={lines} ariaLabel="Funds per month" height={240} />);
    expect(init).toHaveBeenCalledTimes(1);
    expect(chart.setOption).toHaveBeenLastCalledWith(lines, { notMerge: true });

    expect(observers[0]!.observe).toHaveBeenCalledWith(container);
    chart.resize.mockClear();
    observers[0]!.fire();
    expect(chart.resize).toHaveBeenCalledTimes(1);

    view.rerender(<EChart option={lines} ariaLabel="Funds per month" height={480} />);
    expect(container).toHaveStyle({ height: '480px' });
    expect(chart.resize).toHaveBeenCalledTimes(2);
  });

  it('lets go of the chart and the observer when it leaves the page', () => {
    const view = render(<EChart option={bars} ariaLabel="Funds" />);
    view.unmount();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
    expect(chart.dispose).toHaveBeenCalledTimes(1);
  });
});
