import { useSearchParams } from 'react-router';
import { BackButton } from '../../components/back-button.tsx';
import { Toasts } from '../../components/toasts.tsx';
import { ContentDetail } from '../../features/content/components/content-detail.tsx';

/** `/content?id={uni_id}`: the content detail with the back arrow at its top left, and Share's toast. */
export function ContentDetailRoute() {
  const [params] = useSearchParams();
  const uniId = params.get('id') ?? '';
  return (
    <>
      <BackButton fallback="/" />
      <ContentDetail key={uniId} uniId={uniId} />
      <Toasts />
    </>
  );
}
