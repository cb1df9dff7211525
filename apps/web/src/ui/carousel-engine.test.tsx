// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playWhileInView } from './carousel-engine';

type Callback = (records: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>>) => void;

let report: Callback = () => undefined;
const disconnect = vi.fn();

class FakeObserver {
  constructor(callback: Callback) {
    report = callback;
  }
  observe() {}
  disconnect = disconnect;
}

afterEach(() => {
  disconnect.mockClear();
});

describe('playWhileInView', () => {
  it('plays while at least half the carousel is on screen and stops when it leaves', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const autoplay = { play: vi.fn(), stop: vi.fn() };
    const cleanup = playWhileInView(document.createElement('div'), autoplay);
    expect(autoplay.play).not.toHaveBeenCalled();

    report([{ isIntersecting: true, intersectionRatio: 0.8 }]);
    expect(autoplay.play).toHaveBeenCalledTimes(1);

    report([{ isIntersecting: true, intersectionRatio: 0.2 }]);
    expect(autoplay.stop).toHaveBeenCalledTimes(1);

    report([{ isIntersecting: false, intersectionRatio: 0 }]);
    expect(autoplay.stop).toHaveBeenCalledTimes(2);

    cleanup();
    expect(disconnect).toHaveBeenCalled();
    expect(autoplay.stop).toHaveBeenCalledTimes(3);
  });

  it('just plays where the browser cannot tell what is on screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const autoplay = { play: vi.fn(), stop: vi.fn() };
    playWhileInView(document.createElement('div'), autoplay);
    expect(autoplay.play).toHaveBeenCalledTimes(1);
  });
});
