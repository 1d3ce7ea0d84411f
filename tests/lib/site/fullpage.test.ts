import {
  FULLPAGE_MEDIA_QUERY,
  WHEEL_LOCK_MS,
  WHEEL_THRESHOLD,
  WheelGate,
  keyToTarget,
  stepIndex,
} from '@/lib/site/fullpage';

describe('stepIndex', () => {
  it('moves one step', () => {
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(2, -1, 5)).toBe(1);
  });

  it('clamps to 0 … count − 1', () => {
    expect(stepIndex(0, -1, 5)).toBe(0);
    expect(stepIndex(4, 1, 5)).toBe(4);
  });
});

describe('keyToTarget', () => {
  it.each([
    ['ArrowDown', 2, 3],
    ['PageDown', 2, 3],
    [' ', 2, 3],
    ['ArrowUp', 2, 1],
    ['PageUp', 2, 1],
    ['Home', 3, 0],
    ['End', 1, 4],
    ['ArrowDown', 4, 4],
    ['ArrowUp', 0, 0],
  ])('%j from section %i goes to %i', (key, current, target) => {
    expect(keyToTarget(key, current, 5)).toBe(target);
  });

  it('ignores other keys', () => {
    expect(keyToTarget('Enter', 2, 5)).toBeUndefined();
    expect(keyToTarget('a', 2, 5)).toBeUndefined();
    expect(keyToTarget('Tab', 2, 5)).toBeUndefined();
  });
});

describe('WheelGate', () => {
  it('uses a threshold of 24 and a lock of 900 ms', () => {
    expect(WHEEL_THRESHOLD).toBe(24);
    expect(WHEEL_LOCK_MS).toBe(900);
  });

  it('ignores small deltas (trackpad jitter)', () => {
    const gate = new WheelGate(900, () => 0);
    expect(gate.accept(23)).toBeUndefined();
    expect(gate.accept(-23)).toBeUndefined();
    expect(gate.accept(0)).toBeUndefined();
    // small deltas do not start the lock
    expect(gate.accept(24)).toBe(1);
  });

  it('gives the direction of the delta', () => {
    let now = 0;
    const gate = new WheelGate(900, () => now);
    expect(gate.accept(100)).toBe(1);
    now = 10_000;
    expect(gate.accept(-24)).toBe(-1);
  });

  it('locks for the lock time after a move', () => {
    let now = 1_000;
    const gate = new WheelGate(900, () => now);
    expect(gate.accept(120)).toBe(1);
    now = 1_899;
    expect(gate.accept(120)).toBeUndefined();
    expect(gate.accept(-120)).toBeUndefined();
    now = 1_900;
    expect(gate.accept(-120)).toBe(-1);
    now = 2_000;
    expect(gate.accept(120)).toBeUndefined();
  });

  it('uses Date.now and 900 ms by default', () => {
    const spy = jest.spyOn(Date, 'now').mockReturnValue(50_000);
    const gate = new WheelGate();
    expect(gate.accept(60)).toBe(1);
    spy.mockReturnValue(50_899);
    expect(gate.accept(60)).toBeUndefined();
    spy.mockReturnValue(50_900);
    expect(gate.accept(60)).toBe(1);
  });

  it('applies only on wide screens with a fine pointer', () => {
    expect(FULLPAGE_MEDIA_QUERY).toBe('(min-width: 1024px) and (pointer: fine)');
  });
});
