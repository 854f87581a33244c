import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatUsd } from '@/lib/format';
import { BarChart, ColumnChart, type Bar } from './bar-charts';

const days: Bar[] = [
  { key: '2026-11-01', label: '1 Nov', value: 300 },
  { key: '2026-11-02', label: '2 Nov', value: 0 },
  { key: '2026-11-03', label: '3 Nov', value: 150 },
  { key: '2026-11-04', label: '4 Nov', value: -50 },
];

const rects = (container: HTMLElement) =>
  [...container.querySelectorAll('rect')].map((rect) => ({
    x: Number(rect.getAttribute('x')),
    y: Number(rect.getAttribute('y')),
    width: Number(rect.getAttribute('width')),
    height: Number(rect.getAttribute('height')),
  }));

const texts = (container: HTMLElement) =>
  [...container.querySelectorAll('text')].map((text) => text.textContent);

describe('ColumnChart', () => {
  const draw = (bars: Bar[], keysToName = bars.map((bar) => bar.key)) =>
    render(
      <ColumnChart
        bars={bars}
        keysToName={keysToName}
        width={400}
        marginLeft={64}
        fill="var(--color-primary)"
        valueLabel="US$"
        formatValue={formatUsd}
      />,
    ).container;

  it('draws one column per bucket, sized to its value, a refund below the zero rule', () => {
    const container = draw(days);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    const [first, empty, half, refund] = rects(container);
    // Same width, left to right, inside the margins.
    expect(new Set([first!.width, half!.width]).size).toBe(1);
    expect(first!.x).toBeGreaterThanOrEqual(64);
    expect(empty!.x).toBeGreaterThan(first!.x);
    expect(refund!.x + refund!.width).toBeLessThanOrEqual(400);
    // Heights in proportion to the values; nothing drawn for zero.
    expect(half!.height * 2).toBeCloseTo(first!.height, 6);
    expect(empty!.height).toBe(0);
    expect(refund!.height * 6).toBeCloseTo(first!.height, 6);
    // Positive columns stand on the zero rule, the refund hangs from it.
    const zero = first!.y + first!.height;
    expect(half!.y + half!.height).toBeCloseTo(zero, 6);
    expect(refund!.y).toBeCloseTo(zero, 6);
    expect(fill(container)).toEqual(['var(--color-primary)']);
  });

  it('names the value axis, its round whole ticks and the keys asked for', () => {
    const container = draw(days, ['2026-11-01', '2026-11-03']);
    const labels = texts(container);
    expect(labels[0]).toBe('↑ US$');
    expect(labels).toContain('$0');
    expect(labels).toContain('$300');
    expect(labels).toContain('-$50');
    expect(labels).toContain('1 Nov');
    expect(labels).toContain('3 Nov');
    expect(labels).not.toContain('2 Nov');
  });

  it('has no half ticks on a small scale', () => {
    const container = draw([
      { key: 'a', label: 'A', value: 1 },
      { key: 'b', label: 'B', value: 2 },
    ]);
    const ticks = texts(container).filter((text) => text?.startsWith('$'));
    expect(ticks).toEqual(['$0', '$1', '$2']);
  });

  it('all zero: one tick at 0 and no column standing up from nothing', () => {
    const container = draw(days.map((bar) => ({ ...bar, value: 0 })));
    expect(texts(container).filter((text) => text?.startsWith('$'))).toEqual(['$0']);
    expect(rects(container).every((rect) => rect.height === 0)).toBe(true);
  });
});

describe('BarChart', () => {
  const packages: Bar[] = [
    { key: 'p1', label: "Cox's Bazar Be…", value: 4 },
    { key: 'p2', label: 'Sundarbans Man…', value: 3 },
    { key: 'p3', label: 'Sajek Valley C…', value: 2 },
  ];
  const draw = (bars: Bar[]) =>
    render(
      <BarChart
        bars={bars}
        width={420}
        marginLeft={124}
        ticks={3}
        fill="var(--color-secondary)"
        valueLabel="Bookings"
        formatValue={(n) => String(n)}
      />,
    ).container;

  it('draws one bar per package in order, sized to its value, each named', () => {
    const container = draw(packages);
    const [top, middle, bottom] = rects(container);
    expect(top!.y).toBeLessThan(middle!.y);
    expect(middle!.y).toBeLessThan(bottom!.y);
    expect(top!.x).toBe(124);
    expect(bottom!.width * 2).toBeCloseTo(top!.width, 6);
    expect(top!.x + top!.width).toBeLessThanOrEqual(420 - 16);
    const labels = texts(container);
    for (const bar of packages) expect(labels).toContain(bar.label);
    expect(labels.at(-1)).toBe('Bookings →');
    expect(fill(container)).toEqual(['var(--color-secondary)']);
  });

  it('grows with the number of packages', () => {
    const height = (bars: Bar[]) => Number(draw(bars).querySelector('svg')!.getAttribute('height'));
    const many = Array.from({ length: 10 }, (_, i) => ({ key: `p${i}`, label: `P${i}`, value: i }));
    expect(height(packages.slice(0, 1))).toBe(80);
    expect(height(packages)).toBe(3 * 28 + 40);
    expect(height(many)).toBe(10 * 28 + 40);
  });

  it('all zero: one tick at 0, the zero rule at the left, no bar', () => {
    const container = draw(packages.map((bar) => ({ ...bar, value: 0 })));
    expect(texts(container).filter((text) => /^\d/.test(text ?? ''))).toEqual(['0']);
    expect(rects(container).every((rect) => rect.x === 124 && rect.width === 0)).toBe(true);
  });
});

function fill(container: HTMLElement) {
  return [
    ...new Set([...container.querySelectorAll('rect')].map((rect) => rect.getAttribute('fill'))),
  ];
}
