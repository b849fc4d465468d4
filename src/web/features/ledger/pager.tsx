/** The old address of the pager, kept while the pages that import it move to components/data-table. */
export { Pager } from '../../components/data-table/pager';
