import { jest } from '@jest/globals';
import { deliveryMayGo, holdDelivery } from '@/server/messages/wake';

/** The delivery worker gives way to a rush for a moment after its last batch, and never for more than 10 s in a row. */

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-01T02:00:00Z') }));
afterEach(() => jest.useRealTimers());

function watch(promise: Promise<void>) {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
}

const advance = async (ms: number) => {
  await jest.advanceTimersByTimeAsync(ms);
};

it('sends at once when nothing holds it', async () => {
  const going = watch(deliveryMayGo());
  await advance(0);
  expect(going.done).toBe(true);
});

it('waits until 300 ms after the last hold', async () => {
  holdDelivery();
  const going = watch(deliveryMayGo());
  await advance(200);
  holdDelivery();
  await advance(250);
  expect(going.done).toBe(false);
  await advance(100);
  expect(going.done).toBe(true);
});

it('goes on after 10 s of holding in a row, whatever still holds it', async () => {
  await advance(1000); // past any earlier test's hold
  holdDelivery();
  const going = watch(deliveryMayGo());
  for (let elapsed = 0; elapsed < 9_800; elapsed += 100) {
    await advance(100);
    holdDelivery();
  }
  expect(going.done).toBe(false);
  await advance(400);
  expect(going.done).toBe(true);
});
