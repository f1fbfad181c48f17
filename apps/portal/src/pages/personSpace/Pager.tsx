import { useSearchParams } from 'react-router';
import { Pagination } from '@academy/ui';
import { PAGE_SIZE } from './spaceData.ts';

/** Page numbers kept in the address (`page`), so a page can be shared and the back button works. */
export function Pager({ page, total }: { page: number; total: number }) {
  const [params, setParams] = useSearchParams();
  if (total <= PAGE_SIZE) return null;
  return (
    <Pagination
      page={page}
      totalItems={total}
      pageSize={PAGE_SIZE}
      onChange={(next) => {
        const search = new URLSearchParams(params);
        search.set('page', String(next));
        setParams(search);
      }}
    />
  );
}
