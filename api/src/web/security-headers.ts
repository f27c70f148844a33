import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Helmet with a CSP the portal can run under: scripts only from this origin (and remotes
 * hosted elsewhere), inline styles for emotion/MUI, data: and blob: images and downloads.
 */
export function securityHeaders(remoteOrigins: readonly string[] = []): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins],
        workerSrc: ["'self'", 'blob:'],
        // The portal may be served over plain http on a school network.
        upgradeInsecureRequests: null,
      },
    },
  });
}
