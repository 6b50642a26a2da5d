// A horizontal row of medicine cards with previous/next arrows. The left arrow is disabled at scroll position
// 0 (docs/screens.md#medicine-card), the right one at the end. Touch and trackpad scroll work as usual.

import type { ProductCard } from '@arogya/contracts/pharmacy';
import { Trans } from '@lingui/react/macro';
import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { MedicineCard } from './medicine-card.tsx';

export function scrollEdges(el: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>) {
  return { atStart: el.scrollLeft <= 0, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 };
}

const arrowClass =
  'inline-flex size-9 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

export function MedicineCarousel({ products, label }: { products: ProductCard[]; label: string }) {
  const listId = useId();
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    if (ref.current) setEdges(scrollEdges(ref.current));
  }, []);

  useEffect(() => {
    measure();
    const el = ref.current;
    if (!el) return;
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const el = ref.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.85, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div>
      <div className="mb-2 flex justify-end gap-2">
        <button
          type="button"
          className={arrowClass}
          onClick={() => scrollBy(-1)}
          disabled={edges.atStart}
          aria-controls={listId}
        >
          <ChevronLeftIcon aria-hidden="true" className="size-5" />
          <Trans>
            <span className="sr-only">Scroll {label} left</span>
          </Trans>
        </button>
        <button
          type="button"
          className={arrowClass}
          onClick={() => scrollBy(1)}
          disabled={edges.atEnd}
          aria-controls={listId}
        >
          <ChevronRightIcon aria-hidden="true" className="size-5" />
          <Trans>
            <span className="sr-only">Scroll {label} right</span>
          </Trans>
        </button>
      </div>
      <ul
        ref={ref}
        id={listId}
        aria-label={label}
        onScroll={measure}
        className="relative -mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-3 [scrollbar-width:thin]"
      >
        {products.map((product) => (
          <li key={product.id} className="w-44 shrink-0 snap-start sm:w-52">
            <MedicineCard product={product} />
          </li>
        ))}
      </ul>
    </div>
  );
}
