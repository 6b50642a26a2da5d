// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { overflowOf, scrollToShow, Tabs } from './tabs.tsx';

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'availability', label: 'Availability' },
  { id: 'reviews', label: 'Reviews' },
] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('overview');
  return (
    <Tabs label="Doctor" tabs={TABS} value={tab} onChange={setTab}>
      <p>Panel {tab}</p>
    </Tabs>
  );
}

afterEach(cleanup);

describe('Tabs', () => {
  it('has the tablist / tab / tabpanel roles, one tab in the Tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Doctor' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('moves and activates with the arrow keys, Home and End, wrapping around', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Availability' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Availability' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel availability');
    fireEvent.keyDown(list, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reviews' }));
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Overview' }));
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reviews' }));
    fireEvent.keyDown(list, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });

  it('scrolls a chosen tab clear of the fades at the edges, not just inside the list', () => {
    const list = { left: 16, right: 374 };
    // 'To ship' ends under the right fade (the pharmacist's desk at 390 px): brought in.
    expect(scrollToShow(list, { left: 300, right: 372.75 })).toBeCloseTo(30.75);
    expect(scrollToShow(list, { left: 120, right: 200 })).toBe(0);
    expect(scrollToShow(list, { left: 20, right: 90 })).toBe(-28);
  });

  it('says which sides have tabs out of sight', () => {
    expect(overflowOf({ scrollLeft: 0, clientWidth: 360, scrollWidth: 360 })).toEqual({
      left: false,
      right: false,
    });
    expect(overflowOf({ scrollLeft: 0, clientWidth: 360, scrollWidth: 600 })).toEqual({
      left: false,
      right: true,
    });
    expect(overflowOf({ scrollLeft: 120, clientWidth: 360, scrollWidth: 600 })).toEqual({
      left: true,
      right: true,
    });
    expect(overflowOf({ scrollLeft: 240, clientWidth: 360, scrollWidth: 600 })).toEqual({
      left: true,
      right: false,
    });
  });

  it('fades the edge that has more tabs, and follows the list as it scrolls', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist');
    expect(screen.queryByTestId('tabs-more-right')).toBeNull();
    // A narrow screen: the list is wider than its box (jsdom lays nothing out, so the sizes are given).
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 500 });
    fireEvent.scroll(list);
    expect(screen.getByTestId('tabs-more-right').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByTestId('tabs-more-left')).toBeNull();
    Object.defineProperty(list, 'scrollLeft', { configurable: true, value: 200 });
    fireEvent.scroll(list);
    expect(screen.queryByTestId('tabs-more-right')).toBeNull();
    expect(screen.getByTestId('tabs-more-left')).toBeTruthy();
  });
});
