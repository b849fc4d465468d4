/** The old address of the page states, kept while the pages that import it move to components/page-state. */
export { ErrorState, LoadingState } from '../../components/page-state';
