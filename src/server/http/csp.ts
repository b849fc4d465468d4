import { createHash } from 'node:crypto';
import { THEME_INIT_SCRIPT } from '../../shared/theme-init';

/** The CSP source that allows one inline script, by the SHA-256 of its exact text. */
function hashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy of every answer: scripts only from our origin, plus the one inline theme script
 * every page carries (src/shared/theme-init.ts), allowed by its hash; no other inline script runs.
 */
export const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", hashSource(THEME_INIT_SCRIPT)],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};
