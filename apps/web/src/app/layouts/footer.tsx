import { Link } from '../../components/link.tsx';
import { PolicyLinks } from '../../features/policies/components/policy-links.tsx';
import { appConfig } from '../../lib/app-config.ts';
import { Message, useT } from '../../lib/i18n/i18n.tsx';

/** Policies, contact, copyright (spec 000 §2). */
export function Footer() {
  const t = useT();
  return (
    <footer className="footer">
      <div className="footer-columns">
        <PolicyLinks />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {t('footer.contact')}
          </h2>
          <ul className="footer-links">
            <li>
              <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a>
            </li>
            <li>
              <a href={appConfig.messagingUrl} target="_blank" rel="noopener noreferrer">
                {t('footer.messageUs')}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="copyright">
        <Message id="footer.copyright" values={{ name: appConfig.displayName }} components={{ 0: <Link to="/" /> }} />
      </p>
    </footer>
  );
}
