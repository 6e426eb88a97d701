import { Msg } from '../../lib/i18n/msg';

export function SiteFooter({ brandName }: { brandName: string }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>
          <Msg k="footer.rights" values={{ year: new Date().getFullYear(), brand: brandName }} />
        </p>
        <p className="site-footer__market">
          <Msg k="footer.market" />
        </p>
      </div>
    </footer>
  );
}
