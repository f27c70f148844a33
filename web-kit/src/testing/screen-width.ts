/**
 * jsdom has no `matchMedia` (MUI's useMediaQuery then answers false: a wide screen). This one answers
 * the width queries of a screen `width` px wide, nothing else (`pointer` and the like are false).
 * Returns the function that takes it away again.
 */
export function pretendScreenWidth(width: number): () => void {
  const matches = (query: string) =>
    query.split(',').some((alternative) => {
      const conditions = [...alternative.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
      if (conditions.length === 0) return false;
      return conditions.every(([, side, px]) => (side === 'min' ? width >= Number(px) : width <= Number(px)));
    });
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  };
}
