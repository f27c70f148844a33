/**
 * Emotion's hooks for putting a component's style rules into the page, with the rules of `styled`
 * and of the `css` prop put in as the component renders rather than as React commits. React renders
 * a screen in slices, with the main thread free between them, but commits it in one task: there
 * emotion turned each new rule into CSS (stylis) and inserted it, about a third of a first screen's
 * commit on a phone. Emotion does the same without React's insertion effect (React 17); a rule
 * inserted twice is inserted once (its cache). Global styles keep the insertion effect.
 */
import * as React from 'react';

export const useInsertionEffectAlwaysWithSyncFallback = (create) => create();
export const useInsertionEffectWithLayoutFallback = React.useInsertionEffect;
