/**
 * What other features read of share-outs, through this door only: one share-out. Proposing and paying one
 * goes through share-out.service.
 */
export { findShareOut } from './share-out.repository';
