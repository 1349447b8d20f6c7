import { workloadGap, workloadStatus } from './workload';

const FIT = { label: 'Fit', variant: 'success' };
const UNDER = { label: 'Under Load', variant: 'danger' };
const OVER = { label: 'Over Load', variant: 'warning' };

describe('workloadGap', () => {
  it('is a − b rounded to 2 decimals', () => {
    expect(workloadGap(3, 1.255)).toBe(1.75);
    expect(workloadGap(1.6, 1.1)).toBe(0.5);
    expect(workloadGap(1, 1.515)).toBe(-0.52);
    expect(workloadGap(2, 2)).toBe(0);
  });
});

describe('workloadStatus', () => {
  it.each([
    [0, FIT],
    [0.5, FIT],
    [-0.5, FIT],
    [0.49, FIT],
    [-0.49, FIT],
    [0.51, UNDER],
    [3, UNDER],
    [-0.51, OVER],
    [-3, OVER],
  ])('gap %p → %p', (gap, expected) => {
    expect(workloadStatus(gap)).toEqual(expected);
  });

  it('judges the gap rounded to 2 decimals, as the spec defines it', () => {
    expect(workloadStatus(0.504)).toEqual(FIT);
    expect(workloadStatus(0.505)).toEqual(UNDER);
    expect(workloadStatus(-0.504)).toEqual(FIT);
    expect(workloadStatus(-0.505)).toEqual(OVER);
    expect(workloadStatus(workloadGap(1.6, 1.1))).toEqual(FIT);
  });
});
