import { useEffect, useRef } from 'react';
import { mountCookieNotice } from '@diary/common/first-paint';

/** Shown until accepted; acceptance is remembered in local storage and it never shows again. The same notice the first page draws before React. */
export function CookieNotice() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => mountCookieNotice(container.current!), []);
  return <div ref={container} />;
}
