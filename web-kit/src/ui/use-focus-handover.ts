import { useLayoutEffect, useRef } from 'react';

/**
 * A plain stand-in field that gives way to the real one when it is reached for (LessonDateField,
 * PlainSearchField): once `arrived`, the real field's element that `selector` finds takes the focus,
 * if the stand-in was focused or touched meanwhile. `place` holds the real field; `reached(focus)`
 * records how the stand-in was reached.
 */
export function useFocusHandover(arrived: unknown, selector: string) {
  const focusOnArrival = useRef(false);
  const place = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (arrived && focusOnArrival.current) place.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [arrived, selector]);

  return {
    place,
    reached(focus: boolean) {
      focusOnArrival.current ||= focus;
    },
  };
}
