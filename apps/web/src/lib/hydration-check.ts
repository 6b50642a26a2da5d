// Preact hydrates without a word where the browser's first render differs from the server's HTML: it
// rewrites the text or replaces the elements. So the text of what is hydrated is compared before and after,
// and the elements added or removed meanwhile are watched; a difference is reported on the console
// (e2e/server-rendering.spec.ts fails on it). docs/ARCHITECTURE.md#server-rendered-pages.

export type HydrationWatch = { done: () => void };

/** Starts watching `element`; `done()` compares and reports, once the hydration of it has run. */
export function watchHydration(element: Element): HydrationWatch {
  const textBefore = element.textContent;
  const observer = new MutationObserver(() => {});
  observer.observe(element, { childList: true, subtree: true });
  return {
    done() {
      const replaced = observer
        .takeRecords()
        .flatMap((change) => [...change.addedNodes, ...change.removedNodes])
        .filter((node): node is Element => node instanceof Element);
      observer.disconnect();
      const textAfter = element.textContent;
      if (textAfter !== textBefore)
        console.error(`Hydration mismatch: the text changed ${firstDifference(textBefore, textAfter)}`);
      else if (replaced.length > 0)
        console.error(
          `Hydration mismatch: ${replaced.length} element(s) replaced, the first <${replaced[0]?.localName}> in <${replaced[0]?.parentElement?.localName ?? 'a removed element'}>`,
        );
    },
  };
}

// Splitting one server text node into the two adjacent texts a component renders ('Dr. ' and the name)
// changes neither the text nor the elements, so it is not reported.
export function firstDifference(before: string | null, after: string | null): string {
  const a = before ?? '';
  const b = after ?? '';
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at "${a.slice(Math.max(0, i - 20), i + 40)}" -> "${b.slice(Math.max(0, i - 20), i + 40)}"`;
}
