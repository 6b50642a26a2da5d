import { describe, expect, it } from 'vitest';
import { scrollEdges } from './medicine-carousel.tsx';

describe('carousel arrows', () => {
  it('disable the left arrow at scroll position 0 and the right one at the end', () => {
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 })).toEqual({
      atStart: true,
      atEnd: false,
    });
    expect(scrollEdges({ scrollLeft: 1, clientWidth: 300, scrollWidth: 900 })).toEqual({
      atStart: false,
      atEnd: false,
    });
    expect(scrollEdges({ scrollLeft: 600, clientWidth: 300, scrollWidth: 900 })).toEqual({
      atStart: false,
      atEnd: true,
    });
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 300, scrollWidth: 300 })).toEqual({
      atStart: true,
      atEnd: true,
    });
  });
});
