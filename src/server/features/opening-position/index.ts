/** The group's money on the day its books start (ADR 0067): one router for the app to mount. */
export { createOpeningPositionRoutes } from './opening-position.routes';
