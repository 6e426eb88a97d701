import { useTranslation } from '../../lib/i18n/use-translation';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';

/** What the quotation simulator's pages show a visitor: the simulator's title and a seller sign-in. */
export function QuotationSignIn({ headingId, page }: { headingId: string; page: string }) {
  const { t } = useTranslation();
  return (
    <SignInFirst
      className="quotation-page"
      headingId={headingId}
      title={t('quotation.desk.title')}
      reason={t('quotation.desk.signIn')}
      page={page}
    />
  );
}
