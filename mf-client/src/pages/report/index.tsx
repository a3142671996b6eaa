import { useSearchParams } from '@pm/web/router';
import { selectClientUser, useAppSelector } from '@pm/web/store';
import { ReportEditor } from './report-editor';
import { ReportSchedule } from './schedule';

/** A positive integer from the URL, else null (a hand-edited URL opens nothing rather than failing). */
function idFrom(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * `/client/report`: the stage reports the identity's agreements require (filters in the URL), and one of them
 * opened in place (`?item=` to fill a new report, `?report=` for a saved one). Every query is keyed by the
 * identity in use, so switching records reads the other's.
 */
export function ReportPage() {
  const user = useAppSelector(selectClientUser);
  const beneficiaryId = user?.id ?? 0;
  const [search, setSearch] = useSearchParams();
  const itemId = idFrom(search.get('item'));
  const reportId = idFrom(search.get('report'));

  if (itemId === null && reportId === null)
    return <ReportSchedule key={beneficiaryId} beneficiaryId={beneficiaryId} />;

  const without = () => {
    const next = new URLSearchParams(search);
    next.delete('item');
    next.delete('report');
    return next;
  };
  return (
    <ReportEditor
      key={beneficiaryId}
      beneficiaryId={beneficiaryId}
      itemId={itemId}
      reportId={reportId}
      onBack={() => setSearch(without())}
      onCreated={(id) => {
        const next = without();
        next.set('report', String(id));
        setSearch(next, { replace: true });
      }}
    />
  );
}
