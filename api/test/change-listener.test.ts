import { sharedRoundTrips } from '../src/db/change-listener';

/** A round trip the test ends by hand, counting how many were under way at once. */
function manualRoundTrips() {
  const ends: (() => void)[] = [];
  const seen = { started: 0, underWay: 0, mostAtOnce: 0 };
  const roundTrip = () =>
    new Promise<void>((resolve) => {
      seen.started += 1;
      seen.underWay += 1;
      seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.underWay);
      ends.push(() => {
        seen.underWay -= 1;
        resolve();
      });
    });
  const endNext = async () => {
    ends.shift()?.();
    // let the promise chains that follow the end run
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { roundTrip, seen, endNext };
}

/** Which of the promises have resolved so far. */
function tracked(promises: Promise<void>[]) {
  const done = promises.map(() => false);
  promises.forEach((promise, i) => void promise.then(() => (done[i] = true)));
  return done;
}

describe('the listener’s settled(): one round trip at a time on its connection', () => {
  it('when called with none under way, then a round trip starts at once and the call resolves when it ends', async () => {
    const { roundTrip, seen, endNext } = manualRoundTrips();
    const settled = sharedRoundTrips(roundTrip);
    const done = tracked([settled()]);
    expect(seen.started).toBe(1);
    await endNext();
    expect(done).toEqual([true]);
  });

  it('when ten calls arrive while one is under way, then they share the next, which starts only once that one has ended', async () => {
    const { roundTrip, seen, endNext } = manualRoundTrips();
    const settled = sharedRoundTrips(roundTrip);
    const first = tracked([settled()]);
    // the round trip under way may have been sent before these callers' commits: it does not settle them
    const later = tracked(Array.from({ length: 10 }, () => settled()));
    expect(seen.started).toBe(1);

    await endNext();
    expect(first).toEqual([true]);
    expect(later.every((done) => !done)).toBe(true);
    expect(seen.started).toBe(2);

    await endNext();
    expect(later.every(Boolean)).toBe(true);
    expect(seen).toEqual({ started: 2, underWay: 0, mostAtOnce: 1 });
  });

  it('when a call arrives after the shared round trip has started, then it waits for the one after', async () => {
    const { roundTrip, seen, endNext } = manualRoundTrips();
    const settled = sharedRoundTrips(roundTrip);
    void settled();
    const second = tracked([settled()]);
    await endNext();
    const third = tracked([settled()]);
    await endNext();
    expect({ second, third }).toEqual({ second: [true], third: [false] });
    await endNext();
    expect({ third, started: seen.started, mostAtOnce: seen.mostAtOnce }).toEqual({ third: [true], started: 3, mostAtOnce: 1 });
  });
});
